import type { DocumentLine, Quotation } from '@trefima/domain/contract';
import { quotationTransition, type QuotationAction, type QuotationTransition } from '@trefima/domain/quotations/lifecycle';
import type { Db } from '../db';
import type { Carts } from '../cart/carts';
import { customerRow } from '../documents/customer-documents';
import type { Documents, ProposalRow, QuotationRow } from '../documents/documents';
import { DomainError, invalid, missing } from '../shared/errors';
import type { DocumentMails } from '../documents/document-mails';
import type { Site } from '../site/site';
import { proposalLines, type AddedLine, type ProposedPrice } from './proposal-lines';
import { nowIso } from '../shared/text';

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
  mails: DocumentMails;
  site: Site;
}

type Actor = 'office' | 'customer';

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
    const result = quotationTransition(this.d.documents.quotationState(row), action, { today: this.d.documents.today(row.sales_plan_id) });
    if ('error' in result) {
      const { code, message } = result.error;
      const field = FIELD_OF[code];
      throw new DomainError(code, message, field ? { errors: { [field]: message } } : {});
    }
    return result;
  }

  /** Writes the move if nobody moved the quotation meanwhile, with its event, then what `more` adds, in one transaction. */
  private write(row: QuotationRow, move: QuotationTransition, actor: Actor, more?: () => void): QuotationRow {
    const { db } = this.d;
    return db.transaction(() => {
      const changed = db
        .prepare('UPDATE quotation SET status = ?, revision = ?, proposal_valid_until = ? WHERE id = ? AND status = ? AND revision = ?')
        .run(move.status, move.revision, move.valid_until, row.id, row.status, row.revision).changes;
      if (!changed) throw new DomainError('QUOTATION_STATE', 'Ce devis vient de changer : rechargez-le pour voir où il en est.');
      db.prepare('INSERT INTO quotation_event (quotation_id, action, status, actor, message, revision, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        row.id,
        move.action,
        move.status,
        actor,
        move.message,
        move.action === 'propose' || move.action === 'accept' || move.action === 'refuse' ? move.revision : null,
        nowIso(this.d.now()),
      );
      more?.();
      return db.prepare('SELECT * FROM quotation WHERE id = ?').get(row.id) as QuotationRow;
    })();
  }

  /** The back office's list, newest first: a status's quotations as stored (an `envoyee` past its date reads `expiree`). */
  list(status: string | null, limit: number, offset: number) {
    const { db, documents } = this.d;
    const where = status ? 'WHERE q.status = ?' : '';
    const params = status ? [status] : [];
    const rows = db
      .prepare(
        `SELECT q.*, c.email, c.first_name, c.last_name, c.company, p.label AS territory FROM quotation q JOIN customer c ON c.id = q.customer_id
        JOIN sales_plan p ON p.id = q.sales_plan_id ${where} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset) as (QuotationRow & { email: string; first_name: string; last_name: string; company: string | null; territory: string })[];
    const total = db
      .prepare(`SELECT COUNT(*) FROM quotation q ${where}`)
      .pluck()
      .get(...params) as number;
    return {
      items: rows.map((r) => ({
        ...documents.quotation(r),
        customer: { id: r.customer_id, email: r.email, name: `${r.first_name} ${r.last_name}`, company: r.company },
        territory: r.territory,
      })),
      total,
    };
  }

  async study(id: number): Promise<Quotation> {
    const row = this.row(id);
    const move = this.decide(row, { type: 'study' });
    const q = this.d.documents.quotation(this.write(row, move, 'office'));
    await this.d.mails.moved(q, row.customer_id, move);
    return q;
  }

  async propose(id: number, input: ProposalInput): Promise<Quotation> {
    const row = this.row(id);
    const move = this.decide(row, { type: 'propose', valid_until: input.valid_until, message: input.message });
    const { lines, totals } = proposalLines(this.d, row, this.currentLines(row), input);
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
    const q = this.d.documents.quotation(written);
    await this.d.mails.moved(q, row.customer_id, move);
    return q;
  }

  /** The buyer's moves; accepting makes the cart its checkout goes through, at the proposal's prices. */
  async customerMove(customerId: number, idOrNumber: string, action: QuotationAction): Promise<{ quotation: Quotation; cartToken: string | null }> {
    const row = this.row(idOrNumber, customerId);
    const move = this.decide(row, action);
    let cartToken: string | null = null;
    const written = this.write(row, move, 'customer', () => {
      if (move.action === 'accept') cartToken = this.checkoutCart(row, customerId);
    });
    const q = this.d.documents.quotation(written);
    await this.d.mails.moved(q, customerId, move);
    return { quotation: q, cartToken };
  }

  /** The lines a proposal prices: the last proposal's, or the request's before the first. */
  private currentLines(row: QuotationRow): DocumentLine[] {
    const last = this.d.documents.proposals(row.id).at(-1);
    return JSON.parse(last ? last.lines : row.lines) as DocumentLine[];
  }

  /** A cart of the accepted proposal's lines, each at its proposed unit price, which the cart cannot change (carts.ts). */
  private checkoutCart(row: QuotationRow, customerId: number): string {
    const { db, carts } = this.d;
    const proposal = this.d.documents.proposals(row.id).at(-1) as ProposalRow;
    const cart = carts.create(customerId);
    db.prepare('UPDATE cart SET from_quotation_id = ? WHERE id = ?').run(row.id, cart.id);
    const revisionOf = db.prepare('SELECT r.id FROM bar_schedule_revision r WHERE r.schedule_id = ? AND r.letter = ?').pluck();
    const insert = db.prepare(
      `INSERT INTO cart_line (cart_id, product_id, quantity, length_mm, schedule_revision_id, mass_g, frozen_unit_ht, added_by_office, position)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    (JSON.parse(proposal.lines) as DocumentLine[]).forEach((l, i) => {
      const revisionId = l.schedule ? ((revisionOf.get(l.schedule.id, l.schedule.revision) as number | undefined) ?? null) : null;
      const lengthMm = l.length === null ? null : Math.round(l.length * 1000);
      insert.run(cart.id, l.element_id, l.quantity, lengthMm, revisionId, l.schedule?.mass_g ?? null, l.unit_price_ht, l.added_by_office ? 1 : 0, i + 1);
    });
    return cart.token;
  }
}

const DELIVERY_PRICE_MISSING =
  'Donnez le prix de la livraison que ces conditions promettent (delivery_ht, en centimes HT, 0 quand elle est incluse) : la commande du devis le facturera.';

/** The input a 422 of the lifecycle is about; a refused status has none. */
const FIELD_OF: Partial<Record<string, string>> = { QUOTATION_VALIDITY: 'valid_until', QUOTATION_MESSAGE: 'message' };
