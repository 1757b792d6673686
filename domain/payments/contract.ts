import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { cents } from '../contract/common';
import { documentTimeZone } from '../orders/contract';
import { PAYMENT_STATES } from './payment-states';

/** The payment method paid by card online (seed/site-data.ts): offered only where the API has a provider's keys. */
export const CARD_ONLINE = 'carte-en-ligne';

/**
 * An order's card payment as the buyer follows it: its state in his words,
 * the amount asked for, until when the stock is held, and the provider's
 * page while it still takes a card (built by the API, never by the client).
 */
export const cardPaymentState = z.object({
  state: z.enum(PAYMENT_STATES),
  label: z.string(),
  message: z.string(),
  /** a refund made (`remboursee`), which the provider later said failed: the money did not go back to the card */
  refund_failed: z.boolean(),
  amount_ttc: cents,
  /** ISO instant: the stock is held until then */
  reserved_until: z.string(),
  /** the order's territory's clock (an invoice's: its order's), on which the buyer reads that instant */
  time_zone: documentTimeZone,
  redirect_url: z.nullable(z.string()),
  /** why the bank refused the last card (card_declined, payment_intent_authentication_failure…), while it may be tried again */
  failure: z.nullable(z.string()),
  /**
   * an invoice's attempt: what is left to pay of the invoice now, whatever paid the rest (the office's cheque or
   * transfer recorded while the page was open, which closes it); 0 once nothing is; null for an order's
   */
  invoice_left_ttc: z.nullable(cents),
  /** this reader may pay it: start or resume the provider's page (who-pays.ts; an invoice's: who settles the company's) */
  may_pay: z.boolean(),
  /** this reader may give the order up: the person who placed it alone; false for an invoice's */
  may_give_up: z.boolean(),
  /** the quotation an order was accepted from: given up, it is ordered again from there at its prices; null otherwise */
  quotation: z.nullable(z.object({ id: z.int(), number: z.string() })),
});
export type CardPaymentState = z.infer<typeof cardPaymentState>;
/** The state before its reader is known (backend/src/payments/card-pages.ts): what he may do is added for each. */
export type CardPaymentView = Omit<CardPaymentState, 'may_pay' | 'may_give_up' | 'quotation'>;
