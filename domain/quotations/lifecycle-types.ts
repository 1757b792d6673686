/** What a quotation's life is made of, read by its moves (lifecycle.ts) and by the words of their refusals (lifecycle-messages.ts). */

/** The statuses of `domain/orders/contract.ts`, in the order a quotation lives them. */
export const QUOTATION_STATUSES = ['demandee', 'en_cours', 'envoyee', 'acceptee', 'refusee', 'expiree'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export type QuotationAction =
  | { type: 'study' }
  | { type: 'propose'; valid_until: string; message?: string | null }
  /** `revision`: the proposal the buyer read, refused once another replaced it; absent, the current one */
  | { type: 'accept'; revision?: number }
  | { type: 'refuse'; message?: string | null; revision?: number }
  | { type: 'revision'; message: string; revision?: number }
  | { type: 'renew'; message?: string | null };
export type QuotationActionType = QuotationAction['type'];

/** What is kept of a quotation's lifecycle. */
export interface QuotationState {
  status: QuotationStatus;
  /** YYYY-MM-DD, the last day the pending proposal may be accepted; null while none is pending */
  valid_until: string | null;
  /** proposals sent so far, numbered 1, 2, …: 0 before the first */
  revision: number;
  /** an accepted one's order placed: read by the refusals' words (lifecycle-messages.ts); unknown when absent */
  ordered?: boolean;
}
