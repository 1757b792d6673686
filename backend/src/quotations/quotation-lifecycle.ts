import type { DocumentLine, Quotation } from '@trefima/domain/contract';
import { quotationTransition, type QuotationAction, type QuotationStatus, type QuotationTransition } from '@trefima/domain/quotations/lifecycle';
import type { Db } from '../db';
import type { Carts } from '../cart/carts';
import { customerRow } from '../documents/customer-documents';
import type { Documents, ProposalRow, QuotationRow } from '../documents/documents';
import type { QuotationAnswers } from './quotation-answer';
import { DomainError, invalid, missing } from '../shared/errors';
import type { DocumentMails } from '../documents/document-mails';
import type { SalesPlanRow, Site } from '../site/site';
import { proposalLines, type AddedLine, type ProposedPrice } from './proposal-lines';
import { nowIso } from '../shared/text';
import { stockMessage } from '@trefima/domain/quotations/lifecycle-messages';
import { fillCart, proposalShortages } from './quotation-cart';
import { officeQuotations } from './office-quotations';

export interface ProposalInput {
  valid_until: string;
  message?: string | null;
  delivery_terms?: string | null;
  /** cents HT, 0 when included */
  delivery_ht?: number | null;
  lines: ProposedPrice[];
  added?: AddedLine[];
}

export interface QuotationLifecycleDeps {
  db: Db;
  now: () => number;
  carts: Carts;
  documents: Documents;
  answers: QuotationAnswers;
  mails: DocumentMails;
  site: Site;
}

/**
 * A quotation's moves (domain/quotations/lifecycle.ts decides which may
 * pass): the office studies and proposes, the buyer accepts, refuses, asks a
 * revision or asks again. Each move is written only if the quotation is still
 * as it was read (`WHERE status = … AND revision = …`): of two moves at once,
 * the second finds it changed and is refused, so two accepts give one cart
 * and one order. Every move is kept as an event and written to the outbox.
 */
export class QuotationLifecycle {
  constructor(private d: QuotationLifecycleDeps) {}

  /** The back office's by id; a buyer's own by id or number. */
  private row(id: number | string, customerId?: number): QuotationRow {
    if (customerId !== undefined) return customerRow<QuotationRow>(this.d.db, 'quotation', customerId, id);
    const row = this.d.db.prepare('SELECT * FROM quotation WHERE id = ?').get(id) as QuotationRow | undefined;
    if (!row) throw missing('Ce devis');
    return row;
  }

  /** The move, or the lifecycle's French refusal as a domain error (409 for a status, 422 for an input). */
  private decide(row: QuotationRow, action: QuotationAction): QuotationTransition {
    const state = { ...this.d.documents.quotationState(row), ordered: row.order_id !== null };
    const result = quotationTransition(state, action, { today: this.d.documents.today(row.sales_plan_id) });
    if ('error' in result) {
      const { code, message } = result.error;
      const field = FIELD_OF[code];
      throw new DomainError(code, message, field ? { errors: { [field]: message } } : {});
    }
    return result;
  }

  /**
   * Writes the move if nobody moved the quotation meanwhile, with its event (by the office, or by the customer's person
   * whose id is given, under the key the buyer's page sent), then what `more` adds, in one transaction.
   */
  private write(row: QuotationRow, move: QuotationTransition, by: 'office' | number, more?: () => void, requestKey?: string): QuotationRow {
    const { db } = this.d;
    return db.transaction(() => {
      const changed = db
        .prepare('UPDATE quotation SET status = ?, revision = ?, proposal_valid_until = ? WHERE id = ? AND status = ? AND revision = ?')
        .run(move.status, move.revision, move.valid_until, row.id, row.status, row.revision).changes;
      if (!changed) throw new DomainError('QUOTATION_STATE', 'Ce devis vient de changer : rechargez-le pour voir où il en est.');
      db.prepare(
        'INSERT INTO quotation_event (quotation_id, action, status, actor, customer_id, message, revision, request_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        row.id,
        move.action,
        move.status,
        by === 'office' ? 'office' : 'customer',
        by === 'office' ? null : by,
        move.message,
        move.action === 'propose' || move.action === 'accept' || move.action === 'refuse' ? move.revision : null,
        requestKey ?? null,
        nowIso(this.d.now()),
      );
      more?.();
      return db.prepare('SELECT * FROM quotation WHERE id = ?').get(row.id) as QuotationRow;
    })();
  }

  /** The back office's list, newest first; of one status, those that read it today (office-quotations.ts). */
  list(status: QuotationStatus | null, limit: number, offset: number) {
    return officeQuotations(this.d, status, limit, offset);
  }

  async study(id: number): Promise<Quotation> {
    const row = this.row(id);
    const move = this.decide(row, { type: 'study' });
    const q = this.d.answers.answer(this.write(row, move, 'office'));
    await this.d.mails.moved(q, row.customer_id, move);
    return q;
  }

  async propose(id: number, input: ProposalInput): Promise<Quotation> {
    const row = this.row(id);
    const move = this.decide(row, { type: 'propose', valid_until: input.valid_until, message: input.message });
    const base = this.currentLines(row);
    const { lines, totals } = proposalLines(this.d, row, base, input);
    const short = proposalShortages(this.d, row.customer_id, row.sales_plan_id, lines);
    if (short.length) {
      const field = ({ index }: { index: number }) => (index < base.length ? `lines.${index}.quantity` : `added.${index - base.length}.quantity`);
      const errors = Object.fromEntries(short.map((s) => [field(s), stockMessage.office(s)]));
      throw new DomainError('QUOTATION_LINES', Object.values(errors)[0], { errors });
    }
    const terms = input.delivery_terms?.trim() || null;
    const deliveryHt = input.delivery_ht ?? null;
    // terms that speak of delivery without its price left the checkout to charge the carrier's over « livraison incluse »
    if (terms && deliveryHt === null) throw invalid({ delivery_ht: DELIVERY_PRICE_MISSING });
    const written = this.write(row, move, 'office', () => {
      this.d.db
        .prepare(
          `INSERT INTO quotation_proposal (quotation_id, revision, lines, amount_ht, vat_rate, valid_until, message, delivery_terms, delivery_ht, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(row.id, move.revision, JSON.stringify(lines), totals.ht, row.vat_rate, move.valid_until, move.message, terms, deliveryHt, nowIso(this.d.now()));
    });
    const q = this.d.answers.answer(written);
    await this.d.mails.moved(q, row.customer_id, move);
    return q;
  }

  /**
   * The buyer's moves; accepting makes the cart its checkout goes through, at the proposal's prices, in the quotation's
   * territory: whichever territory's page accepts it, its cart is read and ordered there (orders/order-checks.ts).
   * `requestKey`, the page's name for a refusal, a revision request or a renewal (madeUnder).
   */
  async customerMove(
    customerId: number,
    idOrNumber: string,
    action: QuotationAction,
    requestKey?: string,
  ): Promise<{ quotation: Quotation; cart: { token: string; plan: SalesPlanRow } | null }> {
    const row = this.row(idOrNumber, customerId);
    const again = action.type === 'accept' ? this.acceptedBy(row, customerId, action.revision) : this.madeUnder(row, customerId, action, requestKey);
    if (again) return again;
    const move = this.decide(row, action);
    if (move.action === 'accept') this.assertOrderable(row, customerId);
    let token: string | null = null;
    const written = this.write(
      row,
      move,
      customerId,
      () => {
        if (move.action === 'accept') token = this.checkoutCart(row, customerId);
      },
      requestKey,
    );
    const q = this.d.answers.answer(written, customerId);
    await this.d.mails.moved(q, customerId, move);
    return { quotation: q, cart: token === null ? null : { token, plan: this.d.site.planById(row.sales_plan_id)! } };
  }

  /**
   * The same acceptance sent again (its answer lost on the way): the buyer who accepted this revision, its cart not
   * ordered yet, gets what he got then (the quotation and the cart its checkout goes through), no second mail; anyone
   * else, or a later press once ordered, what the quotation has become (decide's refusal).
   */
  private acceptedBy(row: QuotationRow, customerId: number, revision: number | undefined) {
    if (row.status !== 'acceptee' || row.order_id || (revision !== undefined && revision !== row.revision)) return null;
    const { db } = this.d;
    const by = db.prepare("SELECT customer_id FROM quotation_event WHERE quotation_id = ? AND action = 'accept' ORDER BY id DESC LIMIT 1").pluck().get(row.id);
    const token = db.prepare("SELECT token FROM cart WHERE from_quotation_id = ? AND customer_id = ? AND status = 'open'").pluck().get(row.id, customerId) as
      string | undefined;
    if (by !== customerId || token === undefined) return null;
    return { quotation: this.d.answers.answer(row, customerId), cart: { token, plan: this.d.site.planById(row.sales_plan_id)! } };
  }

  /**
   * The same move sent again under its key (its answer lost on the way: the buyer read « refusé » as an error, or that
   * his revision was awaited): the quotation as it is now, no second event nor mail. The key is the person's; with
   * another quotation, move or message it is another request, refused rather than taken for the first.
   */
  private madeUnder(row: QuotationRow, customerId: number, action: QuotationAction, requestKey: string | undefined) {
    if (!requestKey) return null;
    const made = this.d.db
      .prepare('SELECT quotation_id, action, message FROM quotation_event WHERE customer_id = ? AND request_key = ?')
      .get(customerId, requestKey) as { quotation_id: number; action: string; message: string | null } | undefined;
    if (!made) return null;
    const message = ('message' in action && action.message?.trim()) || null;
    if (made.quotation_id !== row.id || made.action !== action.type || made.message !== message) throw new DomainError('REQUEST_KEY_REUSED', KEY_REUSED);
    return { quotation: this.d.answers.answer(row, customerId), cart: null };
  }

  /** The lines a proposal prices: the last proposal's, or the request's before the first. */
  private currentLines(row: QuotationRow): DocumentLine[] {
    const last = this.d.documents.proposals(row.id).at(-1);
    return JSON.parse(last ? last.lines : row.lines) as DocumentLine[];
  }

  /** The accepted proposal's lines, each at its proposed unit price, in a cart its checkout goes through. */
  private checkoutCart(row: QuotationRow, customerId: number): string {
    const cart = this.d.carts.create(customerId);
    this.d.db.prepare('UPDATE cart SET from_quotation_id = ? WHERE id = ?').run(row.id, cart.id);
    fillCart(this.d.db, cart.id, this.proposalLines(row));
    return cart.token;
  }

  /**
   * A proposal the stock no longer covers, or one of whose products is no longer sold in its territory, is not
   * accepted: its cart, which cannot change, could never be ordered (orders/order-checks.ts); a revision can be asked.
   */
  private assertOrderable(row: QuotationRow, customerId: number) {
    const lines = this.proposalLines(row);
    const sold = this.d.db.prepare('SELECT 1 FROM product_price WHERE product_id = ? AND sales_plan_id = ?').pluck();
    const gone = lines.find((l) => !sold.get(l.element_id, row.sales_plan_id));
    if (gone) {
      const plan = this.d.site.planById(row.sales_plan_id)!;
      throw new DomainError('QUOTATION_STATE', `« ${gone.name} » n’est plus vendu en ${plan.label} : demandez une révision de votre devis.`);
    }
    const [short] = proposalShortages(this.d, customerId, row.sales_plan_id, lines);
    if (short) throw new DomainError('QUOTATION_STATE', stockMessage.customer(short));
  }

  private proposalLines(row: QuotationRow): DocumentLine[] {
    return JSON.parse((this.d.documents.proposals(row.id).at(-1) as ProposalRow).lines) as DocumentLine[];
  }
}

const KEY_REUSED = 'Cette réponse au devis a déjà été envoyée pour un autre devis ou avec un autre message : rechargez la page, puis répondez à nouveau.';

const DELIVERY_PRICE_MISSING =
  'Donnez le prix de la livraison que ces conditions promettent (delivery_ht, en centimes HT, 0 quand elle est incluse) : la commande du devis le facturera.';

/** The input a 422 of the lifecycle is about; a refused status has none. */
const FIELD_OF: Partial<Record<string, string>> = { QUOTATION_VALIDITY: 'valid_until', QUOTATION_MESSAGE: 'message' };
