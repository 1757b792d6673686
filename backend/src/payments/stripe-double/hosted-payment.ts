import { DoubleApiError } from './errors';
import type { FormObject } from './form-body';
import { challengePage, endedPage, notFoundPage, paymentPage, type PageState } from './hosted-page';
import type { Ledger } from './ledger';
import type { SessionRecord } from './objects';

/**
 * What the hosted page does with a card: Stripe's documented test cards decide the outcome
 * (https://docs.stripe.com/testing), and the buyer goes back to the shop only once the shop was told.
 */
export type PageAnswer = { status: number; html: string } | { status: 303; location: string };

const SUCCESS = '4242424242424242';
const THREE_D_SECURE = '4000002760003184';
const DECLINED = '4000000000009995';
/** accepted; a refund of it begins as succeeded, then fails (Stripe's « asynchronous refund failure ») */
const REFUND_FAILS = '4000000000005126';

export const DECLINED_MESSAGE = 'Paiement refusé par votre banque : aucun montant n’a été débité.';
export const AUTHENTICATION_FAILED_MESSAGE = 'L’authentification 3-D Secure a échoué : aucun montant n’a été débité.';
const UNKNOWN_CARD =
  'Numéro de carte de test inconnu : utilisez 4242 4242 4242 4242 (paiement accepté), 4000 0027 6000 3184 (3-D Secure), 4000 0000 0000 9995 (paiement refusé) ou 4000 0000 0000 5126 (remboursement qui échoue).';

const field = (form: FormObject, name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');

/** The expiry and the CVC: a French message for the field at fault, or null when both will do. */
function cardProblem(expiry: string, cvc: string, now: Date): PageState | null {
  const match = expiry.match(/^\s*(\d{2})\s*\/\s*(\d{2})\s*$/);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    return { field: 'expiry', message: 'La date d’expiration doit être au format MM/AA, par exemple 12/34.' };
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  if (endOfMonth <= now.getTime()) return { field: 'expiry', message: 'Cette carte est expirée : indiquez une date d’expiration future.' };
  if (!/^\d{3}$/.test(cvc.trim())) return { field: 'cvc', message: 'Le cryptogramme visuel (CVC) compte 3 chiffres, au dos de la carte.' };
  return null;
}

export function createHostedPayment(ledger: Ledger, now: () => number) {
  const success = async (s: SessionRecord, refundsFail = false): Promise<PageAnswer> => {
    await ledger.succeed(s, refundsFail);
    return { status: 303, location: s.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', s.id) };
  };

  /** The session when it can still be paid, else the page that says why not. */
  async function open(id: string): Promise<{ s: SessionRecord; ended?: undefined } | { s?: undefined; ended: PageAnswer }> {
    try {
      const s = await ledger.session(id);
      return s.status === 'open' ? { s } : { ended: { status: 200, html: endedPage(s) } };
    } catch (error) {
      if (error instanceof DoubleApiError) return { ended: { status: 404, html: notFoundPage() } };
      throw error;
    }
  }

  return {
    async show(id: string): Promise<PageAnswer> {
      const { s, ended } = await open(id);
      return ended ?? { status: 200, html: paymentPage(s) };
    },

    async pay(id: string, form: FormObject): Promise<PageAnswer> {
      const { s, ended } = await open(id);
      if (ended) return ended;
      const number = field(form, 'number').replace(/[\s-]/g, '');
      const expiry = field(form, 'expiry');
      const cvc = field(form, 'cvc');
      const page = (state: PageState) => ({ status: 200, html: paymentPage(s, { expiry, cvc, ...state }) });
      if (!number) return page({ field: 'number', message: 'Saisissez le numéro de la carte.' });
      if (![SUCCESS, THREE_D_SECURE, DECLINED, REFUND_FAILS].includes(number)) return page({ field: 'number', message: UNKNOWN_CARD });
      const problem = cardProblem(expiry, cvc, new Date(now()));
      if (problem) return page(problem);
      if (number === SUCCESS || number === REFUND_FAILS) return success(s, number === REFUND_FAILS);
      if (number === THREE_D_SECURE) {
        ledger.requireAction(s);
        return { status: 200, html: challengePage(s) };
      }
      await ledger.fail(s, { code: 'card_declined', decline_code: 'insufficient_funds' });
      return page({ message: DECLINED_MESSAGE });
    },

    /** The bank's simulated answer to the 3-D Secure challenge. */
    async authenticate(id: string, form: FormObject): Promise<PageAnswer> {
      const { s, ended } = await open(id);
      if (ended) return ended;
      if (!s.paymentIntentId || ledger.intent(s.paymentIntentId).status !== 'requires_action') return { status: 200, html: paymentPage(s) };
      if (form.outcome === 'pass') return success(s);
      await ledger.fail(s, { code: 'payment_intent_authentication_failure' });
      return { status: 200, html: paymentPage(s, { message: AUTHENTICATION_FAILED_MESSAGE }) };
    },
  };
}
