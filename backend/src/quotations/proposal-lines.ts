import type { DocumentLine } from '@trefima/domain/contract';
import { proposalTotals, type ProposalTotals } from './quotation-totals';
import type { Carts } from '../cart/carts';
import type { Site } from '../site/site';
import { DomainError, invalid } from '../shared/errors';
import { snapshot } from '../orders/order-mail';

export interface ProposedPrice {
  unit_price_ht: number;
  /** the request's quantity when absent */
  quantity?: number;
}

/** A catalogue line the office adds; `length` in metres, for a product cut to length. */
export interface AddedLine {
  element_id: number;
  quantity: number;
  length?: number | null;
  unit_price_ht: number;
}

type Lines = { lines: DocumentLine[]; totals: ProposalTotals };

/**
 * The lines of a proposal: the request's (or the last proposal's), each at
 * the office's price, then the catalogue lines the office adds. An added
 * line is checked as the cart checks one, since an accepted proposal becomes
 * a cart (`checkoutCart` in quotation-lifecycle.ts), and may not repeat a
 * line the cart would merge it with. French 422s name `lines.N` or `added.N`.
 */
export function proposalLines(
  d: { carts: Carts; site: Site },
  quotation: { customer_id: number; sales_plan_id: number; vat_rate: number },
  base: readonly DocumentLine[],
  input: { lines: readonly ProposedPrice[]; added?: readonly AddedLine[] },
): Lines {
  const added = input.added ?? [];
  if (!base.length && !added.length) {
    throw invalid({
      lines:
        'Cette demande n’a aucune ligne chiffrée : ajoutez à la proposition les articles du catalogue qui la chiffrent (added), ou répondez au client par message.',
    });
  }
  if (input.lines.length !== base.length) {
    throw invalid({ lines: `La proposition doit donner un prix pour chacune des ${base.length} lignes de la demande, dans leur ordre.` });
  }
  const priced = [
    ...base.map((l, i) => ({ quantity: input.lines[i].quantity ?? l.quantity, unit_price_ht: input.lines[i].unit_price_ht })),
    ...added.map((a) => ({ quantity: a.quantity, unit_price_ht: a.unit_price_ht })),
  ];
  const totals = proposalTotals(priced, quotation.vat_rate);
  const errors = { ...repeated(base, added), ...('error' in totals ? byInput(totals.error.errors, base.length) : {}) };
  if ('error' in totals || Object.keys(errors).length) throw new DomainError('QUOTATION_LINES', Object.values(errors)[0], { errors });
  const catalogue = catalogueLines(d, quotation, added);
  // the office's price is the line's price: the request's discount, taken off the catalogue's, is no longer its own
  const lines = [...base, ...catalogue].map(({ discount: _, ...l }, i) => ({ ...l, ...totals.lines[i], ...reweighed(l, totals.lines[i].quantity) }));
  return { lines, totals };
}

/**
 * A line's mass at the proposed quantity, to the gram: a schedule's line weighs its schedule's mass per lot times its
 * lots; another whose quantity the office changed weighs in proportion; a line frozen without its mass is weighed when
 * read (documents.ts).
 */
function reweighed(l: Partial<DocumentLine> & Pick<DocumentLine, 'quantity'>, quantity: number): Partial<DocumentLine> {
  if (l.schedule) return { mass_kg: (l.schedule.mass_g * quantity) / 1000 };
  if (l.mass_kg == null || quantity === l.quantity) return {};
  return { mass_kg: Math.round((l.mass_kg * 1000 * quantity) / l.quantity) / 1000 };
}

/** A line as the cart tells it from another: its product and its length, to the millimetre as the cart keeps it. */
const key = (elementId: number, length: number | null | undefined) => `${elementId}:${length == null ? 0 : Math.round(length * 1000)}`;

/** An added line the accepted cart would merge with one of the request's, or with another added line. */
function repeated(base: readonly DocumentLine[], added: readonly AddedLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const requested = new Set(base.filter((l) => !l.schedule).map((l) => key(l.element_id, l.length)));
  const seen = new Set<string>();
  added.forEach((a, i) => {
    const k = key(a.element_id, a.length);
    if (requested.has(k))
      errors[`added.${i}.element_id`] =
        'Ce produit est déjà une ligne de la demande (ou de la dernière proposition) : changez plutôt sa quantité dans ses lignes (lines).';
    else if (seen.has(k)) errors[`added.${i}.element_id`] = 'Ce produit est ajouté deux fois à la même longueur : réunissez les deux lignes en une.';
    seen.add(k);
  });
  return errors;
}

/** The totals' errors by the input they are about: `lines.N` past the request's lines is `added.N−request`. */
function byInput(errors: Record<string, string>, requestLines: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const [, index, rest] = /^lines\.(\d+)\.(.+)$/.exec(field) ?? [];
      return index !== undefined && Number(index) >= requestLines ? [`added.${Number(index) - requestLines}.${rest}`, message] : [field, message];
    }),
  );
}

/** The added lines as the customer's cart in the quotation's territory would hold them; the office's prices come after. */
function catalogueLines(d: { carts: Carts; site: Site }, quotation: { customer_id: number; sales_plan_id: number }, added: readonly AddedLine[]) {
  if (!added.length) return [];
  let lines;
  try {
    lines = d.carts.preview(
      quotation.customer_id,
      { id: quotation.sales_plan_id },
      added.map((a) => ({ element_id: a.element_id, quantity: a.quantity, length: a.length ?? null })),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'VALIDATION_ERROR') {
      const errors = Object.fromEntries(Object.entries(error.extra.errors ?? {}).map(([f, m]) => [f.replace(/^elements\./, 'added.'), m]));
      throw new DomainError('QUOTATION_LINES', Object.values(errors)[0] ?? error.message, { errors });
    }
    throw error;
  }
  const byKey = new Map(snapshot(lines).map((l) => [key(l.element_id, l.length), l]));
  const errors: Record<string, string> = {};
  const found = added.map((a, i) => {
    const line = byKey.get(key(a.element_id, a.length));
    if (!line) errors[`added.${i}.element_id`] = `Ce produit n’est pas vendu en ${d.site.planById(quotation.sales_plan_id)?.label} : choisissez-en un autre.`;
    return line!;
  });
  if (Object.keys(errors).length) throw new DomainError('QUOTATION_LINES', Object.values(errors)[0], { errors });
  return found.map((l) => ({ ...l, added_by_office: true }));
}
