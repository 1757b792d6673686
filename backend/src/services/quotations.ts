import type { z } from 'zod';
import type { Quotation } from '../../../src/contract';
import type { quotationRequestForm } from '../../../src/forms/checkout';
import type { Db } from '../db';
import type { CartRow, Carts } from './carts';
import type { Customers } from './customers';
import type { Documents, QuotationRow } from './documents';
import { DomainError } from './errors';
import type { Mailer } from './mailer';
import { quotationMail, snapshot } from './order-mail';
import { checkoutCart } from './orders';
import type { SalesPlanRow } from './site';
import { addDays, documentNumber, nowIso } from './text';
import { customerDocuments } from './customer-documents';

export type QuotationInput = z.output<typeof quotationRequestForm>;

export interface QuotationsDeps {
  db: Db;
  now: () => number;
  publicUrl: string;
  carts: Carts;
  customers: Customers;
  documents: Documents;
  mailer: Mailer;
}

/** Quotation requests, of a cart or of given lines, and the customer's quotations. */
export class Quotations {
  private docs;

  constructor(private d: QuotationsDeps) {
    this.docs = customerDocuments<QuotationRow, Quotation>(d.db, 'quotation', (r) => d.documents.quotation(r), 'Ce devis est introuvable.');
  }

  /** `created` is false when the same cart was quoted before: a retry gets the first quotation. */
  request(customerId: number, input: QuotationInput, plan: SalesPlanRow): { quotation: Quotation; created: boolean } {
    const { db, carts } = this.d;
    return this.quote(customerId, plan, input.complementary_information ?? undefined, () => {
      // given lines (the roof configurator's bill) are quoted through a cart of their own, priced by the API: the customer's cart is not touched
      if (input.elements) {
        const cart = carts.create(customerId);
        carts.update(cart, input.elements);
        return { cart };
      }
      const cart = checkoutCart(carts, input.cart_token!, customerId);
      const existing = db.prepare('SELECT * FROM quotation WHERE cart_id = ?').get(cart.id) as QuotationRow | undefined;
      if (existing) return { existing }; // the same cart asked again: its first quotation
      if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été commandé.');
      return { cart };
    });
  }

  /**
   * A quotation of the cart `pick` gives, in one transaction with it (the
   * cart becomes quoted); `pick` may find the quotation already made.
   */
  quote(
    customerId: number,
    plan: SalesPlanRow,
    complementary: string | undefined,
    pick: () => { cart: CartRow } | { existing: QuotationRow },
  ): { quotation: Quotation; created: boolean } {
    const { db, carts } = this.d;
    const at = this.d.now();
    const { row, fresh } = db.transaction(() => {
      const picked = pick();
      if ('existing' in picked) return { row: picked.existing, fresh: false };
      const { cart } = picked;
      const lines = carts.lines(cart, plan, this.d.publicUrl);
      if (!lines.length) throw new DomainError('EMPTY_CART', 'Votre panier est vide.');
      const id = Number(
        db
          .prepare(
            `INSERT INTO quotation (number, customer_id, cart_id, sales_plan_id, status, lines, amount_ht, vat_rate, complementary_information, created_at, valid_until)
            VALUES ('pending', ?, ?, ?, 'demandee', ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            customerId,
            cart.id,
            plan.id,
            JSON.stringify(snapshot(lines)),
            lines.reduce((s, l) => s + l.total_ht, 0),
            plan.vat_rate,
            complementary ?? cart.complementary_information,
            nowIso(at),
            nowIso(addDays(at, 30)),
          ).lastInsertRowid,
      );
      db.prepare('UPDATE quotation SET number = ? WHERE id = ?').run(documentNumber('DEV', new Date(at).getUTCFullYear(), id), id);
      db.prepare("UPDATE cart SET status = 'quoted', quotation_id = ?, updated_at = ? WHERE id = ?").run(id, nowIso(at), cart.id);
      return { row: db.prepare('SELECT * FROM quotation WHERE id = ?').get(id) as QuotationRow, fresh: true };
    })();
    const quotation = this.d.documents.quotation(row);
    if (fresh) {
      const customer = this.d.customers.row(customerId)!;
      this.d.mailer.send(customer.email, `Votre demande de devis ${quotation.number}`, quotationMail(customer.first_name, quotation.number));
    }
    return { quotation, created: fresh };
  }

  list(customerId: number, limit: number, offset: number) {
    return this.docs.list(customerId, limit, offset);
  }

  /** By id or number, the customer's own only. */
  get(customerId: number, idOrNumber: string): Quotation {
    return this.docs.get(customerId, idOrNumber);
  }
}
