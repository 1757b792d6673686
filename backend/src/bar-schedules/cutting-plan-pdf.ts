import type { CuttingPlan, DiameterPlan, StockBars } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { leftOutDiameters } from '@trefima/domain/bar-schedules/cutting-plan/left-out';
import { formatDecimal, formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t, tn } from '@trefima/domain/i18n/t';
import { GREY, MARGIN, PdfWriter, RED } from '../pdf/pdf-writer';
import { forEachInSlices } from '../shared/yielding';
import type { SchedulePdfInput } from './bar-schedule-pdf';
import { BAR_X, metres, pattern, PATTERN_HEIGHT, whole } from './cutting-plan-pdf-patterns';

/**
 * The « Plan de coupe » on paper, in the schedule PDF's style (same writer,
 * heading and footer): per diameter, the stock bars to buy, how close the
 * plan is to the fewest possible, the naive cutting's count beside it, the
 * waste and the offcuts kept, then each pattern drawn to one scale for the
 * whole document, so that a 6 m bar reads half as long as a 12 m one.
 * Figures come from the plan the API worked out, never from the client.
 */

export interface CuttingPlanPdfInput {
  /** the schedule's header, as its PDF prints it */
  header: SchedulePdfInput['schedule']['header'];
  /** the schedule's number and revision (a draft's: « Brouillon » and « - », as its PDF says) */
  number: string;
  revision: string;
  plan: CuttingPlan;
  company: string;
  customer: string | null;
  territory: string;
}

const kilograms = (kg: number) => formatDecimal(kg, { decimals: 3 });

export async function cuttingPlanPdf({ header, number, revision, plan, company, customer, territory }: CuttingPlanPdfInput): Promise<Uint8Array> {
  // a draft not saved yet has no number nor revision (« Brouillon », « - »): said a draft, as the schedule's PDF says it
  const unsaved = !revision || revision === '-';
  const title = unsaved ? t('cuttingPlan.pdf.titleDraft') : t('cuttingPlan.pdf.title', { number, revision });
  const w = await PdfWriter.create(title, unsaved ? t('cuttingPlan.pdf.footerDraft', { company }) : t('cuttingPlan.pdf.footer', { company, number, revision }));
  w.text(title, MARGIN, w.y - 14, { size: 14, bold: true });
  w.y -= 22;
  facts(w, [
    [t('cuttingPlan.pdf.fact.jobSite'), header.job_site],
    [t('cuttingPlan.pdf.fact.drawing'), header.drawing],
    [t('cuttingPlan.pdf.fact.title'), header.title],
    [t('cuttingPlan.pdf.fact.date'), header.date ? formatDate(header.date) : ''],
    [t('cuttingPlan.pdf.fact.customer'), customer ?? ''],
    [t('cuttingPlan.pdf.fact.territory'), territory],
  ]);
  w.y -= 10;
  w.paragraph(t('cuttingPlan.pdf.lead'), { color: GREY });
  w.paragraph(t('cuttingPlan.pdf.settings', { kerf: whole(plan.settings.kerf_mm), offcut: whole(plan.settings.min_offcut_mm) }));
  if (plan.skipped_rows) w.paragraph(tn('cuttingPlan.pdf.skipped', plan.skipped_rows), { color: RED });
  prices(w, plan);
  if (plan.by_diameter.length) summary(w, plan.by_diameter);
  else w.paragraph(t('cuttingPlan.pdf.empty'), { bold: true });
  // one scale for every drawing: the longest stock bar fills the width
  const longest = plan.by_diameter.reduce((m, d) => d.patterns.reduce((n, p) => Math.max(n, p.stock_length_mm), m), 1);
  const scale = (w.width - (BAR_X - MARGIN)) / longest;
  for (const d of plan.by_diameter) await diameterSection(w, d, plan.settings.min_offcut_mm, scale);
  leftOut(w, plan.left_out);
  return w.save();
}

/** The header's facts, three to a line, as the schedule's PDF sets them. */
function facts(w: PdfWriter, list: [string, string][]) {
  list
    .filter(([, v]) => v)
    .forEach(([label, value], i) => {
      const x = MARGIN + (i % 3) * 250;
      if (i % 3 === 0) w.y -= 12;
      const head = `${label} : `;
      const width = w.bold.widthOfTextAtSize(head, 9);
      w.text(head, x, w.y, { size: 9, bold: true });
      w.text(value, x + width, w.y, { size: 9, width: 240 - width });
    });
}

function prices(w: PdfWriter, plan: CuttingPlan) {
  if (!plan.by_diameter.length) return;
  const stock = plan.stock_price_ht;
  const made = plan.schedule_price_ht;
  w.paragraph(
    stock === null ? t('cuttingPlan.pdf.price.stockUnpriced') : t('cuttingPlan.pdf.price.stock', { price: formatPrice(stock, { alwaysCents: true }) }),
  );
  // the factory's price of the bars the plan cuts (cutting-plan.ts): the diameters left out are in neither price
  const without = leftOutDiameters(plan);
  const price = made === null ? null : formatPrice(made, { alwaysCents: true });
  if (without)
    w.paragraph(
      price === null
        ? t('cuttingPlan.pdf.price.scheduleWithoutUnpriced', { diameters: without })
        : t('cuttingPlan.pdf.price.scheduleWithout', { diameters: without, price }),
    );
  else w.paragraph(price === null ? t('cuttingPlan.pdf.price.scheduleUnpriced') : t('cuttingPlan.pdf.price.schedule', { price }));
}

const offcutList = (offcuts: DiameterPlan['offcuts']) =>
  offcuts.map((o) => t('cuttingPlan.pdf.offcutItem', { count: whole(o.count), length: whole(o.length_mm) })).join(', ');

/** The summary's columns, left to right, with their x. */
function summaryColumns() {
  const spec: [string, number, boolean][] = [
    [t('cuttingPlan.pdf.summary.diameter'), 60, false],
    [t('cuttingPlan.pdf.summary.stockBars'), 80, true],
    [t('cuttingPlan.pdf.summary.lowerBound'), 80, true],
    [t('cuttingPlan.pdf.summary.ffd'), 80, true],
    [t('cuttingPlan.pdf.summary.wasteKg'), 70, true],
    [t('cuttingPlan.pdf.summary.wastePct'), 60, true],
    [t('cuttingPlan.pdf.summary.offcuts'), 279, false],
  ];
  let x = MARGIN;
  return spec.map(([label, width, right]) => {
    const c = { label, x, width, right };
    x += width + 10;
    return c;
  });
}
type SummaryColumns = ReturnType<typeof summaryColumns>;

function summaryRow(w: PdfWriter, columns: SummaryColumns, cells: string[], bold = false) {
  cells.forEach((value, i) => {
    const c = columns[i]!;
    w.text(value, c.x, w.y, { size: 8, bold, width: c.width, align: c.right ? 'right' : 'left', fit: c.right ? 'shrink' : 'cut' });
  });
}

function summary(w: PdfWriter, diameters: readonly DiameterPlan[]) {
  w.ensure(40 + 12 * Math.min(diameters.length, 10));
  w.y -= 6;
  w.text(t('cuttingPlan.pdf.summary.title'), MARGIN, w.y - 10, { size: 10, bold: true });
  w.y -= 24;
  const columns = summaryColumns();
  const head = () => {
    for (const c of columns) w.text(c.label, c.x, w.y, { size: 8, bold: true, width: c.width, align: c.right ? 'right' : 'left' });
    w.y -= 4;
    w.rule(w.y, 0.75);
  };
  head();
  for (const d of diameters) {
    if (w.ensure(12)) {
      w.y -= 12;
      head();
    }
    w.y -= 12;
    summaryRow(w, columns, [
      t('cuttingPlan.pdf.diameter', { diameter: d.diameter }),
      whole(d.stock_bars),
      whole(d.lower_bound),
      whole(d.ffd_bars),
      kilograms(d.waste_kg),
      formatDecimal(d.waste_pct, { decimals: 1 }),
      offcutList(d.offcuts),
    ]);
  }
  if (diameters.length > 1) {
    w.y -= 4;
    w.rule(w.y, 0.25);
    w.y -= 10;
    const sum = (f: (d: DiameterPlan) => number) => diameters.reduce((n, d) => n + f(d), 0);
    const stockKg = sum((d) => d.stock_kg);
    const wasteKg = sum((d) => d.waste_kg);
    summaryRow(
      w,
      columns,
      [
        t('cuttingPlan.pdf.summary.total'),
        whole(sum((d) => d.stock_bars)),
        whole(sum((d) => d.lower_bound)),
        whole(sum((d) => d.ffd_bars)),
        kilograms(wasteKg),
        stockKg > 0 ? formatDecimal((100 * wasteKg) / stockKg, { decimals: 1 }) : '',
        '',
      ],
      true,
    );
  }
  w.y -= 8;
}

function stockItem(s: StockBars) {
  const values = { count: whole(s.count), length: metres(s.length_mm), reference: s.reference };
  return s.unit_price_ht === null
    ? t('cuttingPlan.pdf.stockItem', values)
    : t('cuttingPlan.pdf.stockItemPriced', { ...values, price: formatPrice(s.unit_price_ht, { alwaysCents: true }) });
}

async function diameterSection(w: PdfWriter, d: DiameterPlan, minOffcutMm: number, scale: number) {
  const name = t('cuttingPlan.pdf.diameter', { diameter: d.diameter });
  // the heading, its figures and at least the first pattern stay together
  w.ensure(90 + PATTERN_HEIGHT);
  w.y -= 10;
  w.rule(w.y, 0.75);
  w.text(name, MARGIN, w.y - 14, { size: 12, bold: true });
  w.y -= 20;
  const bought = d.stock.filter((s) => s.count > 0);
  w.paragraph(tn('cuttingPlan.pdf.stockBars', d.stock_bars, { count: whole(d.stock_bars), list: bought.map(stockItem).join(', ') }), { bold: true, size: 9 });
  w.paragraph(
    t('cuttingPlan.pdf.bounds', {
      lower: tn('cuttingPlan.pdf.lower', d.lower_bound, { count: whole(d.lower_bound) }),
      verdict: d.gap === 0 ? t('cuttingPlan.pdf.optimal') : t('cuttingPlan.pdf.gap', { gap: whole(d.gap) }),
      ffd: tn('cuttingPlan.pdf.ffd', d.ffd_bars, { count: whole(d.ffd_bars) }),
    }),
  );
  w.paragraph(
    t('cuttingPlan.pdf.waste', {
      kg: kilograms(d.waste_kg),
      pct: formatDecimal(d.waste_pct, { decimals: 1 }),
      stockKg: kilograms(d.stock_kg),
      cutKg: kilograms(d.cut_kg),
    }),
  );
  w.paragraph(d.offcuts.length ? t('cuttingPlan.pdf.offcuts', { list: offcutList(d.offcuts) }) : t('cuttingPlan.pdf.noOffcut'));
  w.y -= 6;
  await forEachInSlices(d.patterns, (p) => {
    // a pattern split over two pages would be two bars: it moves whole, under its diameter's name again
    if (w.ensure(PATTERN_HEIGHT)) {
      w.text(t('cuttingPlan.pdf.diameterContinued', { diameter: d.diameter }), MARGIN, w.y - 11, { size: 10, bold: true });
      w.y -= 20;
    }
    pattern(w, p, minOffcutMm, scale);
  });
}

function leftOut(w: PdfWriter, list: CuttingPlan['left_out']) {
  if (!list.length) return;
  w.ensure(40);
  w.y -= 12;
  w.text(t('cuttingPlan.pdf.leftOut.title'), MARGIN, w.y - 10, { size: 10, bold: true });
  w.y -= 16;
  for (const l of list) w.paragraph(t('cuttingPlan.pdf.leftOut.item', { diameter: l.diameter, reason: l.reason }), { color: RED });
}
