import useSWR, { mutate } from 'swr';
import type { Approval } from '@trefima/domain/companies/contract';
import { approve, getApprovals, refuseApproval, submitForApproval } from '@trefima/domain/companies/endpoints';
import type { BodyOf } from '@trefima/domain/contract/endpoint';
import { shop } from '../../shop-client/browser';

/**
 * Orders held for a company's approval: the one door of « À approuver » and
 * of the checkout's « Soumettre à l’approbation » to the API. Keys carry the
 * customer, so that another account on the same browser never reads them.
 */
const LIST = 'approvals';
const once = { revalidateOnFocus: false };

export type ApprovalFilter = 'en_attente' | 'approuvee' | 'refusee' | null;

/** The administrator reads the company's requests; anyone else his own (the API chooses); nothing asked outside a company. */
export const useApprovals = (customerId: number, status: ApprovalFilter, inCompany: boolean) =>
  useSWR(inCompany ? [LIST, customerId, status] : null, () => shop(getApprovals, status ? { query: { statut: status } } : {}), once);

// a decision moves a request from one filter to another: every list is read again
const refreshLists = () => mutate((key) => Array.isArray(key) && key[0] === LIST, undefined, { revalidate: true });

/** The checkout's order, the same body as POST /order, held until an administrator decides. */
export async function submitOrderForApproval(body: BodyOf<typeof submitForApproval>): Promise<Approval> {
  const held = await shop(submitForApproval, { body });
  void refreshLists();
  return held;
}

/** Places the held order, checked again now: its number, or the API's French reason it cannot be. */
export async function approveRequest(id: number) {
  const order = await shop(approve, { params: { id } });
  void refreshLists();
  return order;
}

/** The reason is required: the form checks it first, the API again; it is mailed to the requester. */
export async function refuseRequest(id: number, reason: string) {
  const refused = await shop(refuseApproval, { params: { id }, body: { reason } });
  void refreshLists();
  return refused;
}
