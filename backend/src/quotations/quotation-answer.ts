import type { Quotation, QuotationCustomerAction, QuotationEvent, QuotationProposal } from '@trefima/domain/contract';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import { can } from '@trefima/domain/companies/roles';
import { amountOf } from '@trefima/domain/money/money';
import { allowedActions, effectiveStatus, QUOTATION_STATUS_LABELS } from '@trefima/domain/quotations/lifecycle';
import { acceptQuotation, askQuotationRevision, refuseQuotation, renewQuotation } from '@trefima/domain/quotations/endpoints';
import type { Db } from '../db';
import { Companies } from '../companies/companies';
import { GUARDED_CALLS } from '../companies/guarded-calls';
import type { Documents, QuotationRow } from '../documents/documents';

/** Each of the buyer's moves, by the route that makes it. */
const ROUTES: Record<QuotationCustomerAction, Endpoint> = {
  accept: acceptQuotation,
  refuse: refuseQuotation,
  revision: askQuotationRevision,
  renew: renewQuotation,
};
/** What the company guard asks of each route: its own table (companies/guarded-calls.ts), read here rather than written twice. */
const NEEDS = new Map(GUARDED_CALLS.map(([endpoint, action]) => [endpoint, action]));

/**
 * A quotation as one reader reads it today (`Documents.quotation`): a proposal past its date reads expired, and he is
 * offered only the moves that would pass, those of the lifecycle his company role may make (the routes' guard refuses
 * the others: the accountant none, the foreman all of them); the cart of an accepted one, not ordered yet, goes to the
 * one who accepted it, whose cart it is (a colleague's session could not open it). Without a reader (the back office,
 * the mails), every move of the buyer's and no cart.
 */
export class QuotationAnswers {
  private companies: Companies;
  private cartOf;

  constructor(
    private db: Db,
    private documents: Pick<Documents, 'today' | 'timeZone' | 'quotationState' | 'proposals' | 'documentLines' | 'people'>,
    now: () => number,
  ) {
    this.companies = new Companies(db, now);
    this.cartOf = db.prepare("SELECT token FROM cart WHERE from_quotation_id = ? AND customer_id = ? AND status = 'open'").pluck();
  }

  /** `moves` less those `reader`'s role may not make; a private buyer, in no company, makes them all. */
  private movesOf(moves: QuotationCustomerAction[], reader: number | undefined): QuotationCustomerAction[] {
    const role = reader === undefined ? null : this.companies.member(reader)?.role;
    if (!role) return moves;
    return moves.filter((move) => {
      const needed = NEEDS.get(ROUTES[move]);
      return needed === undefined || can(role, needed);
    });
  }

  answer(r: QuotationRow, reader?: number): Quotation {
    const { db, documents } = this;
    const today = documents.today(r.sales_plan_id);
    const state = documents.quotationState(r);
    const status = effectiveStatus(state, today);
    const proposals: QuotationProposal[] = documents.proposals(r.id).map((p) => ({
      revision: p.revision,
      created_at: p.created_at,
      valid_until: p.valid_until,
      message: p.message,
      delivery_terms: p.delivery_terms,
      delivery_ht: p.delivery_ht,
      amount: amountOf(p.amount_ht, p.vat_rate),
      lines: documents.documentLines(p.lines),
    }));
    const current = proposals.at(-1);
    const checkoutCart = status === 'acceptee' && !r.order_id && reader !== undefined ? ((this.cartOf.get(r.id, reader) as string | undefined) ?? null) : null;
    const people = documents.people(r.customer_id, null, false);
    const company = people.made_by !== undefined;
    return {
      ...people,
      id: r.id,
      number: r.number,
      status,
      status_label: QUOTATION_STATUS_LABELS[status],
      created_at: r.created_at,
      time_zone: documents.timeZone(r.sales_plan_id),
      valid_until: r.proposal_valid_until,
      revision: r.revision,
      amount: current ? current.amount : amountOf(r.amount_ht, r.vat_rate),
      lines: current ? current.lines : documents.documentLines(r.lines),
      delivery_terms: current?.delivery_terms ?? null,
      delivery_ht: current?.delivery_ht ?? null,
      proposals,
      history: this.history(r.id, company),
      actions: this.movesOf(allowedActions(state, today, 'customer') as QuotationCustomerAction[], reader),
      order: r.order_id ? (db.prepare('SELECT id, number FROM "order" WHERE id = ?').get(r.order_id) as Quotation['order']) : null,
      checkout_cart_token: checkoutCart,
      complementary_information: r.complementary_information,
      job_site: r.job_site_id ? (db.prepare('SELECT id AS job_site_id, name FROM job_site WHERE id = ?').get(r.job_site_id) as Quotation['job_site']) : null,
      attachments: db.prepare('SELECT name, type, size FROM quotation_file WHERE quotation_id = ? ORDER BY id').all(r.id) as Quotation['attachments'],
    };
  }

  /** Its moves, oldest first; a company's each naming who of its people made it (its people share its quotations). */
  private history(quotationId: number, company: boolean): QuotationEvent[] {
    const rows = this.db
      .prepare(
        `SELECT e.action, e.status, e.actor, e.created_at AS at, e.message, e.revision, e.customer_id AS by_id,
          c.first_name || ' ' || c.last_name AS by_name
        FROM quotation_event e LEFT JOIN customer c ON c.id = e.customer_id WHERE e.quotation_id = ? ORDER BY e.id`,
      )
      .all(quotationId) as (Omit<QuotationEvent, 'by'> & { by_id: number | null; by_name: string | null })[];
    return rows.map(({ by_id, by_name, ...e }) => (company ? { ...e, by: by_id === null ? null : { id: by_id, name: by_name ?? '' } } : e));
  }
}
