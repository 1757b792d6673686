import type { CompanyAction } from '@trefima/domain/companies/roles';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import type { Companies, Member } from './companies';
import { removeFromCart, updateCart } from '@trefima/domain/cart/endpoints';
import { quickOrder, quickOrderFile } from '@trefima/domain/quick-order/endpoints';
import { createSavedList, deleteSavedList, savedListToCart, updateSavedList } from '@trefima/domain/saved-lists/endpoints';
import { createBarSchedule, duplicateBarSchedule, updateBarSchedule } from '@trefima/domain/bar-schedules/endpoints';
import { barScheduleToCart, barScheduleToQuotation } from '@trefima/domain/bar-schedules/order-endpoints';
import { archiveJobSite, createJobSite, updateJobSite } from '@trefima/domain/job-sites/endpoints';
import { acceptQuotation, askQuotationRevision, convertToQuotation, refuseQuotation, renewQuotation } from '@trefima/domain/quotations/endpoints';
import { createOrder, getInvoices, reorder } from '@trefima/domain/orders/endpoints';
import {
  approve,
  createInvitation,
  getInvitations,
  getPeople,
  refuseApproval,
  removePerson,
  revokeInvitation,
  submitForApproval,
  updatePerson,
  updateRules,
} from '@trefima/domain/companies/endpoints';
import { getCreditNotePdf, getCreditNotes, getDeliveryNotePdf, getInvoicePdf, getOrderPdf, getQuotationPdf } from '@trefima/domain/documents/endpoints';
import { getInvoicePayment, payInvoice, payOrder } from '@trefima/domain/payments/endpoints';

/**
 * A row of the caller's own that a role the matrix refuses may act on all
 * the same, read from the call's path parameters: true lets the call through.
 */
export type OwnRow = (companies: Pick<Companies, 'paysApprovedOrder'>, m: Member, params: Readonly<Record<string, string | undefined>>) => boolean;

/**
 * The calls a company's role is checked on, each with the action of the
 * matrix (domain/companies/roles.ts) it needs, and the action its refusal
 * names when another reads better: one table, which the contract test runs
 * for every role. The services check again where they act (approvals.ts,
 * company-checkout.ts), and placing an order asks the company's rules. A
 * private buyer is outside any company: nothing here concerns him, but the
 * company's own calls, which refuse him.
 */
export const GUARDED_CALLS: readonly (readonly [Endpoint, CompanyAction, CompanyAction?, OwnRow?])[] = [
  // the order itself: whoever may submit may post it (the rules then place or hold it); the accountant is told he cannot order
  [createOrder, 'orders.submit_for_approval', 'orders.place'],
  [submitForApproval, 'orders.submit_for_approval'],
  [approve, 'orders.approve'],
  [refuseApproval, 'orders.approve'],
  [getPeople, 'people.manage'],
  [updatePerson, 'people.manage'],
  [removePerson, 'people.manage'],
  [getInvitations, 'people.manage'],
  [createInvitation, 'people.manage'],
  [revokeInvitation, 'people.manage'],
  [updateRules, 'rules.manage'],
  [updateCart, 'carts.prepare'],
  [removeFromCart, 'carts.prepare'],
  [quickOrder, 'carts.prepare'],
  [quickOrderFile, 'carts.prepare'],
  [reorder, 'carts.prepare'],
  [createSavedList, 'lists.manage'],
  [updateSavedList, 'lists.manage'],
  [deleteSavedList, 'lists.manage'],
  [savedListToCart, 'carts.prepare'],
  [createBarSchedule, 'schedules.manage'],
  [updateBarSchedule, 'schedules.manage'],
  [duplicateBarSchedule, 'schedules.manage'],
  [barScheduleToCart, 'carts.prepare'],
  [barScheduleToQuotation, 'quotations.request'],
  [createJobSite, 'job_sites.manage'],
  [updateJobSite, 'job_sites.manage'],
  [archiveJobSite, 'job_sites.manage'],
  [convertToQuotation, 'quotations.request'],
  [askQuotationRevision, 'quotations.request'],
  [refuseQuotation, 'quotations.request'],
  [renewQuotation, 'quotations.request'],
  // accepting makes the cart of the proposal, which the checkout then places or submits as the rules say
  [acceptQuotation, 'orders.submit_for_approval'],
  [getQuotationPdf, 'documents.read'],
  [getOrderPdf, 'documents.read'],
  [getDeliveryNotePdf, 'documents.read'],
  [getInvoices, 'invoices.read'],
  [getInvoicePdf, 'invoices.read'],
  [getCreditNotes, 'invoices.read'],
  [getCreditNotePdf, 'invoices.read'],
  [getInvoicePayment, 'invoices.read'],
  [payInvoice, 'invoices.pay'],
  // the card of an order already placed: whoever may place orders pays them; and the one an approved order is for, who
  // is mailed to pay it: without him nobody is asked, and the order is cancelled when its reservation runs out
  [payOrder, 'orders.place', undefined, (companies, m, { id }) => id !== undefined && companies.paysApprovedOrder(m, id)],
];
