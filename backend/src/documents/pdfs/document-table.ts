import type { DocumentLine } from '@trefima/domain/contract';
import { BLACK, GREY, MARGIN } from '../../pdf/pdf-writer';
import type { DocumentWriter } from './document-writer';
import { massKilograms, totalMassText } from '@trefima/domain/units/mass-text';
import { discountTotal } from '@trefima/domain/orders/line-discount';
import { t } from '@trefima/domain/i18n/t';
import { designation, money, quantityText } from './format';
import { formatPercent } from '@trefima/domain/i18n/format';

/**
 * A table whose cells wrap within their column, its head repeated at the top
 * of each new page. A cell's first part is black, the parts after a line
 * break grey (a schedule's number under a product's name, a sheet's length
 * under its count).
 */
export interface Column {
  label: string;
  /** a share of the page's width, the columns' widths added up */
  width: number;
  align?: 'left' | 'right';
}

const SIZE = 9;
const LEADING = 11.5;
const GAP = 6;

function layout(w: DocumentWriter, columns: Column[]) {
  const total = columns.reduce((s, c) => s + c.width, 0);
  const room = w.width - GAP * (columns.length - 1);
  let x = MARGIN;
  return columns.map((c) => {
    const width = (c.width / total) * room;
    const at = { ...c, x, width };
    x += width + GAP;
    return at;
  });
}

export function table(w: DocumentWriter, columns: Column[], rows: string[][]) {
  const cols = layout(w, columns);
  const head = () => {
    const heads = cols.map((c) => w.wrap(c.label, c.width, SIZE, true));
    const height = Math.max(...heads.map((h) => h.length)) * LEADING + 4;
    w.ensure(height + 2 * LEADING);
    heads.forEach((lines, i) =>
      lines.forEach((l, k) => w.text(l, cols[i].x, w.y - SIZE - k * LEADING, { size: SIZE, bold: true, align: cols[i].align }, cols[i].width)),
    );
    w.y -= height;
    w.rule(w.y, 0.75);
  };
  head();
  const before = w.onNewPage;
  w.onNewPage = head;
  for (const row of rows) {
    // a cell's first part in black, its notes in grey, each wrapped within the column
    const cells = cols.map((c, i) =>
      (row[i] ?? '').split('\n').flatMap((part, k) => w.wrap(part, c.width, SIZE).map((text) => ({ text, color: k ? GREY : BLACK }))),
    );
    const height = Math.max(...cells.map((c) => c.length)) * LEADING + 5;
    w.ensure(height);
    cells.forEach((lines, i) =>
      lines.forEach((l, k) => w.text(l.text, cols[i].x, w.y - 3 - SIZE - k * LEADING, { size: SIZE, color: l.color, align: cols[i].align }, cols[i].width)),
    );
    w.y -= height;
    w.rule(w.y, 0.25);
  }
  w.onNewPage = before;
  w.y -= 6;
}

/** A discounted line's catalogue price and rate, under its name: a reduction of price an invoice states (L441-9). */
const discountNote = (l: DocumentLine) =>
  l.discount ? `\n${t('documents.lines.discount', { price: money(l.discount.list_unit_price_ht), rate: formatPercent(l.discount.rate) })}` : '';

/**
 * The lines of a quotation, an order or an invoice: what, how many, at what price HT; then, when the customer's
 * discount applied, what it took off them in all.
 */
export function pricedLines(w: DocumentWriter, lines: readonly DocumentLine[]) {
  table(
    w,
    [
      { label: 'Référence', width: 72 },
      { label: 'Désignation', width: 190 },
      { label: 'Quantité', width: 70, align: 'right' },
      { label: 'PU HT', width: 78, align: 'right' },
      { label: 'Total HT', width: 84, align: 'right' },
    ],
    lines.map((l) => [l.reference, designation(l) + discountNote(l), quantityText(l), money(l.unit_price_ht), money(l.total_ht)]),
  );
  const discount = discountTotal(lines);
  if (discount) {
    w.ensure(16);
    w.paragraph(t('documents.lines.discountTotal', { rate: discount.rates.map(formatPercent).join(' et '), amount: money(discount.cents) }));
    w.y -= 6;
  }
}

/**
 * The total mass of a document's lines in kg and t, with the lines whose
 * mass is unknown left out and counted: one precision with the cart's
 * (domain/units/mass-text.ts), which a contractor checks his truck by.
 */
export function massTotal(w: DocumentWriter, lines: readonly DocumentLine[]) {
  const text = totalMassText(lines);
  if (!text) return;
  w.ensure(16);
  w.paragraph(text, { bold: true });
  w.y -= 6;
}

/** The lines of a delivery note: no price, each line's mass, and a column the receiver fills in. */
export function deliveredLines(w: DocumentWriter, lines: readonly DocumentLine[]) {
  table(
    w,
    [
      { label: 'Référence', width: 72 },
      { label: 'Désignation', width: 190 },
      { label: 'Quantité', width: 74, align: 'right' },
      { label: 'Masse', width: 70, align: 'right' },
      { label: 'Quantité livrée', width: 84, align: 'right' },
    ],
    lines.map((l) => [l.reference, designation(l), quantityText(l), l.mass_kg === null ? '—' : massKilograms(l.mass_kg), '']),
  );
}
