import { requestDigest as digestOf } from '../shared/request-digest';
import type { z } from 'zod';
import type { Quotation } from '@trefima/domain/contract';
import type { quotationRequestForm } from '@trefima/domain/forms/checkout';
import type { Db } from '../db';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import type { Customers } from '../customers/customers';
import type { Documents, QuotationRow } from '../documents/documents';
import type { QuotationAnswers } from './quotation-answer';
import { siteOf } from '../orders/delivery-terms';
import { deliveryMismatch, territoryOf } from '../orders/checkout';
import { localDate } from '@trefima/domain/calendar/working-days';
import { DomainError, invalid } from '../shared/errors';
import type { JobSites } from '../job-sites/job-sites';
import type { Mailer } from '../mail/mailer';
import { quotationMail, snapshot } from '../orders/order-mail';
import { checkoutCart } from '../orders/order-checks';
import type { SalesPlanRow } from '../site/site';
import { addDays, documentNumber, nowIso } from '../shared/text';
import { customerDocuments } from '../documents/customer-documents';
import type { KeptFile, StoredFile, UploadStore } from '../files/upload-store';
import { backofficeQuotationMail } from './quotation-mail';
import { officeMailFiles } from '../mail/mail-files';

export type QuotationInput = z.output<typeof quotationRequestForm>;

export interface QuotationsDeps {
  db: Db;
  now: () => number;
  publicUrl: string;
  backofficeEmail: string;
  carts: Carts;
  customers: Customers;
  documents: Documents;
  answers: QuotationAnswers;
  mailer: Mailer;
  uploads: UploadStore;
  jobSites: JobSites;
  /** a territory's name (« Guyane »), for a job site of another territory than the prices asked */
  planLabel: (target: string) => string;
}

/** What comes with a request besides its lines: the customer's words, a note of the API's, files. */
export interface QuotationExtras {
  complementary?: string;
  /** for the sales office: what the lines do not say (a schedule's diameters to price by hand) */
  note?: string;
  files?: KeptFile[];
  /** the customer's job site the quotation is for, checked to be his and open */
  jobSiteId?: number | null;
}

/** A cart to quote, and whether a quotation without lines may come of it (a schedule whose bars are all priced by hand). */
export type Picked =
  /** `scheduleRevisionId`: a bar schedule's own quotation, found again by its revision (BarSchedules.quotationOf) */
  | { cart: CartRow; mayBeEmpty?: boolean; note?: string; jobSiteId?: number | null; scheduleRevisionId?: number; requestKey?: RequestKey }
  | { existing: QuotationRow };

/** The client's key for a request of given lines, and the digest of what it asked (quotationRequestForm's `request_key`). */
interface RequestKey {
  key: string;
  digest: string;
}

const KEY_REUSED = 'Cette demande de devis a déjà été envoyée avec d’autres lignes : rechargez la page, puis demandez à nouveau.';

/** What a request of given lines asks, in one word: its lines, its note, its site and the territory of its prices. */
function requestDigest(input: QuotationInput, plan: SalesPlanRow): string {
  const lines = (input.elements ?? []).map((e) => [e.element_id, e.quantity, e.length ?? null]);
  const asked = [lines, input.complementary_information ?? null, input.job_site_id ?? null, plan.id];
  return digestOf(asked);
}

/** Quotation requests, of a cart or of given lines, and the customer's quotations. */
export class Quotations {
  constructor(private d: QuotationsDeps) {}

  /** The company's quotations as `reader` reads them: the moves his role makes, his own cart of an accepted one (quotation-answer.ts). */
  private docs(reader: number) {
    return customerDocuments<QuotationRow, Quotation>(this.d.db, 'quotation', (r) => this.d.answers.answer(r, reader));
  }

  /**
   * A site the customer may ask a quotation for: his own, not archived, in the territory whose prices it asks (its
   * VAT and carriers are that territory's: a quotation priced elsewhere could not be ordered to the site, as checkout
   * refuses it).
   */
  private openSite(customerId: number, id: number, plan: SalesPlanRow): number {
    const errors: Record<string, string> = {};
    const site = siteOf(this.d.jobSites, customerId, id, errors);
    if (!site) throw invalid(errors);
    const elsewhere = deliveryMismatch(site.address.zipcode, plan, this.d.planLabel);
    if (elsewhere) throw invalid({ job_site_id: elsewhere });
    return site.job_site_id;
  }

  /**
   * Whether this request was made before (its cart quoted, its lines' key used): a retry, answered with the quotation
   * it made and spending nothing of the account's budget of mails (throttle/account-mails.ts).
   */
  askedBefore(customerId: number, input: QuotationInput): boolean {
    const { db } = this.d;
    if (input.elements)
      return (
        input.request_key !== undefined &&
        db.prepare('SELECT 1 FROM quotation WHERE customer_id = ? AND request_key = ?').get(customerId, input.request_key) !== undefined
      );
    return db.prepare('SELECT 1 FROM quotation q JOIN cart c ON c.id = q.cart_id WHERE c.token = ?').get(input.cart_token) !== undefined;
  }

  /** `created` is false when the same cart was quoted before: a retry gets the first quotation. */
  request(customerId: number, input: QuotationInput, plan: SalesPlanRow): { quotation: Quotation; created: boolean } {
    const { db, carts } = this.d;
    const extras = { complementary: input.complementary_information ?? undefined, jobSiteId: input.job_site_id };
    return this.quote(customerId, plan, extras, () => {
      // given lines (the roof configurator's bill) are quoted through a cart of their own, priced by the API: the customer's cart is not touched.
      // Stock aside, as a saved list: a quotation is where the factory says when it makes what is asked beyond it
      if (input.elements) {
        const requestKey = input.request_key ? { key: input.request_key, digest: requestDigest(input, plan) } : undefined;
        if (requestKey) {
          const existing = db.prepare('SELECT * FROM quotation WHERE customer_id = ? AND request_key = ?').get(customerId, requestKey.key) as
            (QuotationRow & { request_digest: string }) | undefined;
          // asked again, its answer lost on the way: the first quotation
          if (existing?.request_digest === requestKey.digest) return { existing };
          if (existing) throw new DomainError('REQUEST_KEY_REUSED', KEY_REUSED);
        }
        const cart = carts.create(customerId);
        carts.update(cart, input.elements, undefined, { ignoreStock: true });
        return { cart, requestKey };
      }
      const cart = checkoutCart(carts, input.cart_token!, customerId);
      const existing = db.prepare('SELECT * FROM quotation WHERE cart_id = ?').get(cart.id) as QuotationRow | undefined;
      if (existing) return { existing }; // the same cart asked again: its first quotation
      if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été commandé.');
      carts.assertNotHeld(cart);
      if (cart.from_quotation_id)
        throw new DomainError('QUOTATION_CART', 'Ce panier reprend un devis déjà accepté : passez sa commande, ou revenez à votre panier.');
      return { cart };
    });
  }

  /**
   * A quotation of the cart `pick` gives, in one transaction with it (the
   * cart becomes quoted) and with its files; `pick` may find the quotation
   * already made. The customer and the sales office are written to.
   */
  quote(customerId: number, plan: SalesPlanRow, extras: QuotationExtras, pick: () => Picked): { quotation: Quotation; created: boolean } {
    const { db, carts } = this.d;
    const at = this.d.now();
    const undo: (() => void)[] = [];
    let done;
    try {
      done = db.transaction(() => {
        const picked = pick();
        if ('existing' in picked) return { row: picked.existing, fresh: false, stored: [] as StoredFile[] };
        const { cart } = picked;
        const wantedSite = picked.jobSiteId ?? extras.jobSiteId;
        const siteId = wantedSite ? this.openSite(customerId, wantedSite, plan) : null;
        const lines = carts.lines(cart, plan, this.d.publicUrl);
        // a product not sold in the territory has no price there, and its line no place in what is read: said, not dropped
        const held = db.prepare('SELECT DISTINCT p.id, p.name FROM cart_line l JOIN product p ON p.id = l.product_id WHERE l.cart_id = ?').all(cart.id) as {
          id: number;
          name: string;
        }[];
        const unsold = held.find((h) => !lines.some((l) => l.element_id === h.id));
        if (unsold) throw invalid({ elements: `« ${unsold.name} » n’est pas vendu en ${plan.label} : retirez-le de votre demande de devis.` });
        if (!lines.length && !picked.mayBeEmpty) throw new DomainError('EMPTY_CART', 'Votre panier est vide.');
        const complementary = [picked.note, extras.complementary ?? cart.complementary_information].filter(Boolean).join('\n\n');
        const id = Number(
          db
            .prepare(
              `INSERT INTO quotation (number, customer_id, cart_id, sales_plan_id, status, lines, amount_ht, vat_rate, complementary_information, created_at,
                valid_until, job_site_id, schedule_revision_id, request_key, request_digest)
              VALUES ('pending', ?, ?, ?, 'demandee', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              customerId,
              cart.id,
              plan.id,
              JSON.stringify(snapshot(lines)),
              lines.reduce((s, l) => s + l.total_ht, 0),
              plan.vat_rate,
              complementary,
              nowIso(at),
              nowIso(addDays(at, 30)),
              siteId,
              picked.scheduleRevisionId ?? null,
              picked.requestKey?.key ?? null,
              picked.requestKey?.digest ?? null,
            ).lastInsertRowid,
        );
        // the year of the territory's own day: a request of New Year's Eve in the evening is of that year
        const number = documentNumber('DEV', Number(localDate(at, territoryOf(plan.target)).slice(0, 4)), id);
        db.prepare('UPDATE quotation SET number = ? WHERE id = ?').run(number, id);
        db.prepare("UPDATE cart SET status = 'quoted', quotation_id = ?, updated_at = ? WHERE id = ?").run(id, nowIso(at), cart.id);
        db.prepare(
          "INSERT INTO quotation_event (quotation_id, action, status, actor, customer_id, created_at) VALUES (?, 'request', 'demandee', 'customer', ?, ?)",
        ).run(id, customerId, nowIso(at));
        const written = this.d.uploads.put(number, extras.files ?? []);
        undo.push(written.undo);
        const addFile = db.prepare('INSERT INTO quotation_file (quotation_id, field, name, type, size, path) VALUES (?, ?, ?, ?, ?, ?)');
        for (const f of written.stored) addFile.run(id, f.field, f.name, f.type, f.size, f.path);
        return { row: db.prepare('SELECT * FROM quotation WHERE id = ?').get(id) as QuotationRow, fresh: true, stored: written.stored };
      })();
    } catch (error) {
      for (const u of undo) u();
      throw error;
    }
    const quotation = this.d.answers.answer(done.row, customerId);
    if (done.fresh) {
      const customer = this.d.customers.row(customerId)!;
      this.d.mailer.send(customer.email, `Votre demande de devis ${quotation.number}`, quotationMail(customer.first_name, quotation.number));
      const files = officeMailFiles(extras.files ?? [], done.stored);
      this.d.mailer.send(
        this.d.backofficeEmail,
        `Demande de devis ${quotation.number} (${plan.label})`,
        backofficeQuotationMail(quotation, customer, plan.label, files.lines),
        files.attachments,
      );
    }
    return { quotation, created: done.fresh };
  }

  list(customerId: number, limit: number, offset: number, jobSiteId?: number, personId?: number) {
    return this.docs(customerId).list(customerId, limit, offset, jobSiteId, personId);
  }

  /** By id or number, the customer's own only. */
  get(customerId: number, idOrNumber: string): Quotation {
    return this.docs(customerId).get(customerId, idOrNumber);
  }
}
