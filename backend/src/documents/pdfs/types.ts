import type { SellerIdentity } from '../../site/seller';
import type { PaymentTerms } from '@trefima/domain/companies/credit';

/**
 * What a document needs beyond the quotation or the order itself: who sells,
 * who buys, where (the VAT), and when it is printed. The routes gather it;
 * the PDF functions read nothing else, so that they stay pure.
 */
export interface DocumentBuyer {
  type: 'particulier' | 'professionnel';
  first_name: string;
  last_name: string;
  company: string | null;
  siret: string | null;
  email: string;
  phone: string | null;
  /** as an issued invoice or credit note printed it (issued-parties.ts); otherwise derived from the SIRET */
  vat_number?: string | null;
}

export interface DocumentTerritory {
  key: 'mtq' | 'gpe' | 'guf';
  label: string;
  vat_rate: number;
}

export interface DocumentContext {
  seller: SellerIdentity;
  buyer: DocumentBuyer;
  territory: DocumentTerritory;
  /** ISO, when the PDF is made */
  printedAt: string;
}

export interface InvoiceDocument {
  number: string;
  issued_at: string;
  due_at: string;
  paid: boolean;
  /** when it was paid, if known; a paid invoice without it reads as paid on its issue date */
  paid_at?: string | null;
  /** the payment method's code (backend/src/seed/site-data.ts): 'virement' | 'cheque' | 'carte-retrait' | 'compte-client' */
  payment_code: string;
  /** on account, the terms its due date was counted by (null: not on account, or issued before invoices kept them) */
  payment_terms?: PaymentTerms | null;
}
