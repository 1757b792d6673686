import { z } from 'zod/mini';
import { endpoint } from '../contract/endpoint';
import { customer } from '../customers/contract';
import { adminQuotationList, invoice, order, quotation } from '../orders/contract';
import { accountRequest, adminChange, formSubmission, outboxMail, professionalAccount } from './contract';
import type { creditNoteRefundBody, customerPatch, outboxQuery, pagePatch, productPatch } from './requests';
import { creditNote } from '../documents/contract';
import type { adminQuotationsQuery, invoicePaymentBody, orderStatusBody, quotationProposeBody, quotationStudyBody } from '../quotations/requests';
import { companyCredit } from '../companies/contract';
import type { creditBody } from '../companies/requests';

/*
 * The back office's calls, behind the ADMIN_TOKEN bearer rather than a
 * customer's session, and before any site or plan (noContext). The site
 * never makes them: its client does not import this file.
 */
const office = { noContext: true } as const;
type One = { params: { id: number | string } };
type In<S extends z.ZodMiniType> = z.input<S>;

export const updateProduct = endpoint<typeof adminChange, One & { body: In<typeof productPatch> }>(
  'admin.product',
  'PATCH',
  '/admin/product/{id}',
  adminChange,
  office,
);
export const updatePage = endpoint<typeof adminChange, { params: { slug: string }; body: In<typeof pagePatch> }>(
  'admin.page',
  'PATCH',
  '/admin/page/{*slug}',
  adminChange,
  office,
);
/** Opens (or closes) a customer's professional terms: the customer as the customer's own calls answer him. */
export const updateCustomerTerms = endpoint<typeof customer, One & { body: In<typeof customerPatch> }>(
  'admin.customer',
  'PATCH',
  '/admin/customer/{id}',
  customer,
  office,
);
export const getProfessionals = endpoint('admin.customers', 'GET', '/admin/customers', z.array(professionalAccount), office);
export const getAccountRequests = endpoint('admin.account-requests', 'GET', '/admin/account-requests', z.array(accountRequest), office);
export const getOutbox = endpoint<z.ZodMiniArray<typeof outboxMail>, { query?: In<typeof outboxQuery> }>(
  'admin.outbox',
  'GET',
  '/admin/outbox',
  z.array(outboxMail),
  office,
);
export const getOfficeQuotations = endpoint<typeof adminQuotationList, { query?: In<typeof adminQuotationsQuery> }>(
  'admin.quotations',
  'GET',
  '/admin/quotations',
  adminQuotationList,
  office,
);
export const studyQuotation = endpoint<typeof quotation, One & { body?: In<typeof quotationStudyBody> }>(
  'admin.quotation.study',
  'POST',
  '/admin/quotations/{id}/study',
  quotation,
  office,
);
export const proposeQuotation = endpoint<typeof quotation, One & { body: In<typeof quotationProposeBody> }>(
  'admin.quotation.propose',
  'POST',
  '/admin/quotations/{id}/propose',
  quotation,
  office,
);
export const moveOrder = endpoint<typeof order, One & { body: In<typeof orderStatusBody> }>(
  'admin.order.status',
  'POST',
  '/admin/order/{id}/status',
  order,
  office,
);
/** A payment recorded (partial ones add up): the invoice, which reads « acquittée » once its payments and credit notes cover it. */
export const recordInvoicePayment = endpoint<typeof invoice, One & { body?: In<typeof invoicePaymentBody> }>(
  'admin.invoice.payment',
  'POST',
  '/admin/invoice/{id}/payment',
  invoice,
  office,
);
/** A failed card refund's money given back another way: the credit note, which then says how (its statement counts it given back). */
export const recordCreditNoteRefund = endpoint<typeof creditNote, One & { body: In<typeof creditNoteRefundBody> }>(
  'admin.creditNote.refund',
  'POST',
  '/admin/credit-note/{id}/refund',
  creditNote,
  office,
);
export const getSubmissions = endpoint('admin.submissions', 'GET', '/admin/submissions', z.array(formSubmission), office);

/** A company's credit on account (issue 46): the limit (TTC, null: no ceiling) and payment terms the back office grants. */
export const updateCompanyCredit = endpoint<typeof companyCredit, One & { body: z.input<typeof creditBody> }>(
  'admin.company.credit',
  'PATCH',
  '/admin/company/{id}/credit',
  companyCredit,
  office,
);
export const adminCompany = z.object({ id: z.int(), name: z.string(), siret: z.nullable(z.string()), people: z.int(), credit: companyCredit });
/** The companies with their credit figures, those that owe most first. */
export const getCompanies = endpoint('admin.companies', 'GET', '/admin/companies', z.array(adminCompany), office);
