import type { Address, Amount, Order } from '@trefima/domain/contract';
import { GREY, MARGIN } from '../../pdf/pdf-writer';
import { formatPhone } from '@trefima/domain/forms/phone';
import { t } from '@trefima/domain/i18n/t';
import type { SellerIdentity } from '../../site/seller';
import { buyerIdentifiers } from './buyer-identifiers';
import type { DocumentWriter } from './document-writer';
import { money } from './format';
import { formatPercent } from '@trefima/domain/i18n/format';
import type { DocumentBuyer } from './types';

/** The parts every sales document shares: the heading, the parties, the totals, the boxes to sign. */

/** « M. », « Mme »: a civility as a letter writes it before a name, from its stored slug (domain/forms/options.ts). */
const CIVILITY_SHORT: Record<string, string> = { m: 'M.', mme: 'Mme' };
const civility = (slug: string | null | undefined) => (slug ? (CIVILITY_SHORT[slug] ?? slug) : null);

/** « Tél. 06 96 12 34 56 »: grouped in pairs as the site shows it (domain/forms/phone.ts). */
const phoneLine = (phone: string | null | undefined) => phone && `Tél. ${formatPhone(phone)}`;

export const sellerLegalLine = (s: SellerIdentity) =>
  `${s.name} ${s.legalForm} au capital de ${s.capital} — ${s.address.join(', ')} — SIRET ${s.siret} — ${s.rcs} — N° TVA intracommunautaire ${s.vatNumber}`;

/** The seller on the left, the document's title and facts (label, value) on the right; y ends below the taller. */
export function heading(w: DocumentWriter, seller: SellerIdentity, title: string, facts: [string, string][]) {
  const top = w.y;
  const left = w.width * 0.42;
  w.text(seller.name, MARGIN, top - 16, { size: 16, bold: true });
  w.y = top - 22;
  for (const line of [...seller.address, phoneLine(seller.phone)!, seller.email, seller.website]) w.paragraph(line, { color: GREY }, MARGIN, left);
  const sellerBottom = w.y;
  const x = MARGIN + left + 12;
  w.y = top;
  // "révision 2" stays on one line
  w.paragraph(title.replace(/ (\d+)$/, '\u00a0$1'), { size: 14, bold: true }, x);
  w.y -= 4;
  for (const [label, value] of facts) w.paragraph(`${label} : ${value}`, {}, x);
  w.y = Math.min(w.y, sellerBottom) - 14;
}

export interface Block {
  title: string;
  lines: (string | null | undefined | false)[];
}

/** Blocks side by side (two or three), each a title over its lines; y ends below the tallest. */
export function blocks(w: DocumentWriter, list: Block[]) {
  const gap = 14;
  const width = (w.width - gap * (list.length - 1)) / list.length;
  const heights = list.map((b) => b.lines.filter(Boolean).flatMap((l) => w.wrap(l as string, width)).length * 12 + 18);
  w.ensure(Math.max(...heights));
  const top = w.y;
  let bottom = top;
  list.forEach((b, i) => {
    const x = MARGIN + i * (width + gap);
    w.y = top;
    w.text(b.title, x, w.y - 10, { size: 10, bold: true });
    w.rule(w.y - 14, 0.5, x, width);
    w.y -= 18;
    for (const line of b.lines) if (line) w.paragraph(line, {}, x, width);
    bottom = Math.min(bottom, w.y);
  });
  w.y = bottom - 10;
}

/**
 * Where the goods go under `title`, or for a depot pickup, where they are handed over: the depot, by its carrier's name
 * (the address chosen at checkout is the buyer's, where nothing is delivered: CGI art. 242 nonies A describes the
 * delivery as it was). `client`: for a pickup, who collects (the delivery note, which has no billing block).
 */
export function placeBlock(o: Pick<Order, 'pickup' | 'carrier' | 'delivery_address'>, title: string, { client = false } = {}) {
  if (!o.pickup) return { title, lines: addressLines(o.delivery_address) };
  const a = o.delivery_address;
  const person = [civility(a.civility), a.first_name, a.last_name].filter(Boolean).join(' ');
  return {
    title: 'Lieu de retrait',
    lines: [o.carrier.name, ...(client ? [`Client : ${[a.company, person].filter(Boolean).join(', ')}`, phoneLine(a.phone)] : [])],
  };
}

export const addressLines = (a: Address) => [
  a.company,
  [civility(a.civility), a.first_name, a.last_name].filter(Boolean).join(' '),
  a.street,
  a.street2,
  `${a.zipcode} ${a.city}`,
  phoneLine(a.phone),
];

export const buyerLines = (b: DocumentBuyer) => [b.company, `${b.first_name} ${b.last_name}`, ...buyerIdentifiers(b), b.email, phoneLine(b.phone)];

/**
 * Totals on the right: lines' subtotal and shipping when given, HT, the VAT at its rate on its base (none where it does not apply: `vatNote` says why, unless the invoice's mentions do), TTC.
 * `pickup`: an order taken at the depot, where nothing was carried, so nothing « offert »: its row reads as the customer space's does (documents.lines.pickup).
 */
export function totals(w: DocumentWriter, amount: Amount & { shipping_ht?: number }, { vatNote = true, pickup = false } = {}) {
  const rows: [string, string, boolean][] = [];
  if (amount.shipping_ht !== undefined) {
    rows.push(['Sous-total HT', money(amount.ht - amount.shipping_ht), false]);
    const free = pickup ? t('documents.lines.pickupFree') : 'offert';
    rows.push([pickup ? t('documents.lines.pickup') : 'Transport HT', amount.shipping_ht ? money(amount.shipping_ht) : free, false]);
  }
  rows.push(['Total HT', money(amount.ht), true]);
  if (amount.vat_rate) rows.push([`TVA ${formatPercent(amount.vat_rate)} sur ${money(amount.ht)} HT`, money(amount.tva), false]);
  rows.push(['Total TTC', money(amount.ttc), true]);
  w.ensure(rows.length * 14 + 16);
  const x = MARGIN + w.width * 0.4;
  const width = w.width * 0.6;
  for (const [label, value, bold] of rows) {
    w.text(label, x, w.y - 10, { bold });
    w.text(value, x, w.y - 10, { bold, align: 'right' }, width);
    w.y -= 14;
  }
  if (!amount.vat_rate && vatNote) w.paragraph('TVA non applicable, article 294 du CGI.', { color: GREY }, x, width);
  w.y -= 8;
}

/** A titled paragraph (terms, a message), skipped when there is nothing to say. */
export function section(w: DocumentWriter, title: string, text: string | null | undefined) {
  if (!text?.trim()) return;
  w.ensure(40);
  w.paragraph(title, { bold: true, size: 10 });
  w.paragraph(text.trim());
  w.y -= 8;
}

/** Empty boxes side by side, each with its caption, for a hand to write in. */
export function signatureBoxes(w: DocumentWriter, captions: string[], height = 90) {
  const gap = 14;
  const width = (w.width - gap * (captions.length - 1)) / captions.length;
  w.ensure(height + 24);
  captions.forEach((caption, i) => {
    const x = MARGIN + i * (width + gap);
    w.text(caption, x, w.y - 10, { bold: true });
    w.box(x, w.y - 16, width, height);
  });
  w.y -= height + 26;
}
