import useSWR, { mutate } from 'swr';
import { CARD_ONLINE, type CardPaymentState } from '@trefima/domain/payments/contract';
import { getInvoicePayment, getOrderPayment, giveUpOrder as giveUp, payInvoice, payOrder } from '@trefima/domain/payments/endpoints';
import { shop } from '../../shop-client/browser';
import { usePayments } from '../checkout';
import { ShopApiError } from '../../shop-client/errors';

/**
 * Card payment online, site side: the state of an order's or an invoice's
 * payment, and the provider's page to pay on, both made by the API. The state
 * moves only when the provider's notification reaches the API, so a page
 * coming back from the provider polls until the bank has answered.
 */
const POLL_MS = 2000;

const orderKey = (number: string) => ['card-payment', 'order', number];
const invoiceKey = (number: string) => ['card-payment', 'invoice', number];
const params = (id: string) => ({ params: { id } });

/**
 * Polled only while the bank's answer is awaited; SWR pauses it while the tab
 * is hidden and reads again on return. A refusal (no such payment, another
 * customer's) is not asked again: only a failure of the network or the server.
 */
const polling = {
  refreshInterval: (state?: CardPaymentState) => (state?.state === 'en_attente_paiement' ? POLL_MS : 0),
  shouldRetryOnError: (error: unknown) => !(error instanceof ShopApiError && error.status >= 400 && error.status < 500),
};

/** `number`: the order's number (or id); null reads nothing (the address has none yet). */
export const useOrderPayment = (number: string | null) => useSWR(number ? orderKey(number) : null, () => shop(getOrderPayment, params(number!)), polling);

export const useInvoicePayment = (number: string | null) => useSWR(number ? invoiceKey(number) : null, () => shop(getInvoicePayment, params(number!)), polling);

/**
 * Starts the order's payment, or resumes the one still open (after a refusal,
 * a new page): its state, whose `redirect_url` is the page to send the buyer
 * to. The answer is shown at once by whatever follows this payment.
 */
export async function startOrderPayment(orderNumber: string): Promise<CardPaymentState> {
  const state = await shop(payOrder, params(orderNumber));
  void mutate(orderKey(orderNumber), state, { revalidate: false });
  return state;
}

/** The buyer gives up his order waiting for its card: its state (« annulée ») shown at once; 409 once paid, 403 a colleague's. */
export async function giveUpOrder(orderNumber: string): Promise<CardPaymentState> {
  const state = await shop(giveUp, params(orderNumber));
  void mutate(orderKey(orderNumber), state, { revalidate: false });
  return state;
}

/** An unpaid invoice paid whole by card: as `startOrderPayment`. 409 once paid. */
export async function startInvoicePayment(invoiceNumber: string): Promise<CardPaymentState> {
  const state = await shop(payInvoice, params(invoiceNumber));
  void mutate(invoiceKey(invoiceNumber), state, { revalidate: false });
  return state;
}

/** Whether card payment online is offered now: the API lists it only with a provider's keys (the checkout's list, read once). */
export const useCardOnlineOffered = () => usePayments().data?.some((p) => p.code === CARD_ONLINE) === true;

/** The least the card online takes (the provider's minimum, which the API refuses under), TTC cents; 0 while unknown. */
export const useCardMinimumCents = () => usePayments().data?.find((p) => p.code === CARD_ONLINE)?.minimum_cents ?? 0;
