import type { DocumentLine, Order, Quotation } from '../../../src/contract';
import type { Db } from '../db';
import type { BankAccount } from './bank';
import { vat } from './carts';

const QUOTATION_STATUS: Record<Quotation['status'], string> = {
  demandee: 'Demande reçue',
  en_cours: 'En cours d’étude',
  envoyee: 'Devis envoyé',
  acceptee: 'Accepté',
  refusee: 'Refusé',
  expiree: 'Expiré',
};

export interface OrderRow {
  id: number;
  number: string;
  status: Order['status'];
  created_at: string;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
  lines: string;
  carrier_id: number;
  payment_id: number;
  delivery_address: string;
  billing_address: string;
  complementary_information: string;
  job_site: string | null;
  purchase_order: string | null;
  requested_delivery_date: string | null;
}

export interface QuotationRow {
  id: number;
  number: string;
  status: Quotation['status'];
  created_at: string;
  valid_until: string;
  amount_ht: number;
  vat_rate: number;
  lines: string;
  complementary_information: string;
  job_site_id: number | null;
}

export class Documents {
  constructor(
    private db: Db,
    private bank: BankAccount,
  ) {}

  order(r: OrderRow): Order {
    const carrier = this.db.prepare('SELECT id, name FROM carrier WHERE id = ?').get(r.carrier_id) as Order['carrier'];
    const { code, ...payment } = this.db.prepare('SELECT id, label, code FROM payment WHERE id = ?').get(r.payment_id) as Order['payment'] & { code: string };
    const total = r.amount_ht + r.shipping_ht;
    const amount = { ...vat(total, r.vat_rate), shipping_ht: r.shipping_ht };
    // a transfer's buyer must never be left without the means to pay (until the order is cancelled)
    const transfer = code === 'virement' && r.status !== 'annulee';
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      created_at: r.created_at,
      amount,
      lines: documentLines(r.lines),
      carrier,
      payment,
      delivery_address: JSON.parse(r.delivery_address),
      billing_address: JSON.parse(r.billing_address),
      complementary_information: r.complementary_information,
      job_site: r.job_site ? (JSON.parse(r.job_site) as Order['job_site']) : null,
      purchase_order: r.purchase_order,
      requested_delivery_date: r.requested_delivery_date,
      ...(transfer ? { payment_instructions: { ...this.bank, amount_ttc: amount.ttc, reference: r.number } } : {}),
    };
  }

  quotation(r: QuotationRow): Quotation {
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      status_label: QUOTATION_STATUS[r.status],
      created_at: r.created_at,
      valid_until: r.valid_until,
      amount: vat(r.amount_ht, r.vat_rate),
      lines: documentLines(r.lines),
      complementary_information: r.complementary_information,
      job_site: r.job_site_id
        ? (this.db.prepare('SELECT id AS job_site_id, name FROM job_site WHERE id = ?').get(r.job_site_id) as Quotation['job_site'])
        : null,
      attachments: this.db.prepare('SELECT name, type, size FROM quotation_file WHERE quotation_id = ? ORDER BY id').all(r.id) as Quotation['attachments'],
    };
  }
}

/** Lines frozen before schedules existed have no schedule: they are read as having none. */
const documentLines = (json: string): DocumentLine[] => (JSON.parse(json) as Omit<DocumentLine, 'schedule'>[]).map((l) => ({ schedule: null, ...l }));
