import type { Db } from '../db';
import type { CustomerRow } from '../customers/customers';
import type { SellerIdentity } from '../site/seller';
import { buyerVatNumber } from './pdfs/buyer-identifiers';
import type { DocumentBuyer } from './pdfs/types';

/**
 * Who an issued invoice or credit note names, as on its day: the seller
 * (SELLER_*, which a move or a change of capital rewrites) and the buyer
 * (whose status, company and SIRET the back office may change at any time,
 * admin/routes.ts). Kept as JSON on its row (migration 029) and printed from
 * there: an issued invoice never changes (Code de commerce, art. L441-9).
 * The billing address is the order's own, already kept with the order.
 */
export interface IssuedParties {
  seller: SellerIdentity;
  buyer: DocumentBuyer;
}

/** The buyer as a document prints him, from his customer row as it is now. */
export const documentBuyer = (c: CustomerRow): DocumentBuyer => ({
  type: c.type,
  first_name: c.first_name,
  last_name: c.last_name,
  company: c.company,
  siret: c.siret,
  email: c.email,
  phone: c.phone,
});

/** The customer as a document issued now names him. */
export const buyerNow = (db: Db, customerId: number): DocumentBuyer =>
  documentBuyer(db.prepare('SELECT * FROM customer WHERE id = ?').get(customerId) as CustomerRow);

/**
 * The parties of a document issued now, as JSON for its row; the buyer's VAT
 * number as printed, so that a later rule for deriving it does not rewrite
 * it either.
 */
export const issuedParties = (seller: SellerIdentity, buyer: DocumentBuyer): string =>
  JSON.stringify({ seller, buyer: { ...buyer, vat_number: buyerVatNumber(buyer) } } satisfies IssuedParties);

/** Null for a document issued before its parties were kept (migration 029): it prints them as they are now. */
export const parsedParties = (json: string | null | undefined): IssuedParties | null => (json ? (JSON.parse(json) as IssuedParties) : null);
