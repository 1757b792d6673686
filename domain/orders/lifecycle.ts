import { t } from '../i18n/t';
import type { LifecycleError } from './lifecycle-common';
import { CARD_ON_HANDOVER } from './payment-terms';

/**
 * The statuses of an order, moved by the back office (`POST /admin/order/{id}/status`)
 * and followed by the buyer. The contract's list plus `prete_retrait`, for an
 * order taken away at a depot: it is never shipped, so it never reads `expediee`.
 */
export const ORDER_STATUSES = ['en_attente_paiement', 'confirmee', 'en_preparation', 'prete_retrait', 'expediee', 'livree', 'annulee'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The buyer's words for each status: the API answers them as `status_label`,
 * the site's progress steps show them (literal ids: the build writes each
 * text in place of its id).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  en_attente_paiement: t('order.status.en_attente_paiement'),
  confirmee: t('order.status.confirmee'),
  en_preparation: t('order.status.en_preparation'),
  prete_retrait: t('order.status.prete_retrait'),
  expediee: t('order.status.expediee'),
  livree: t('order.status.livree'),
  annulee: t('order.status.annulee'),
};

/** A status as the buyer reads it: a pickup's goods, taken away at the depot, are « Retirée », not « Livrée ». */
export const orderStatusLabel = (status: OrderStatus, { pickup }: { pickup: boolean }) =>
  status === 'livree' && pickup ? t('order.status.retiree') : ORDER_STATUS_LABELS[status];

export const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/** Whether the order is taken away at a depot (a pickup carrier) rather than carried to the buyer. */
export interface OrderContext {
  pickup: boolean;
}

/**
 * Cancelling is allowed until the goods leave the yard or are set aside at
 * the depot: from then on a delivery note exists and the goods are the
 * buyer's to receive, so undoing is a return with a credit note (avoir), an
 * accounting matter and not a status. A delivered order never changes again.
 */
const CANCELLABLE: readonly OrderStatus[] = ['en_attente_paiement', 'confirmee', 'en_preparation'];

/** The statuses the back office may move an order to from `current`, in the order they come. */
export function nextOrderStatuses(current: OrderStatus, { pickup }: OrderContext): OrderStatus[] {
  // none from `en_attente_paiement`: only an order paid by card online waits there (a bank transfer's starts
  // `confirmee`), and only its card's settlement confirms it; an office that could would ship it, invoiced paid, unpaid
  const forward: Partial<Record<OrderStatus, OrderStatus>> = {
    confirmee: 'en_preparation',
    en_preparation: pickup ? 'prete_retrait' : 'expediee',
    prete_retrait: 'livree',
    expediee: 'livree',
  };
  const next = forward[current];
  return [...(next ? [next] : []), ...(CANCELLABLE.includes(current) ? (['annulee'] as const) : [])];
}

/** The steps a buyer follows, cancellation and payment aside: what `/mes-commandes` draws as progress. */
export const orderSteps = ({ pickup }: OrderContext): OrderStatus[] => ['confirmee', 'en_preparation', pickup ? 'prete_retrait' : 'expediee', 'livree'];

/** A delivery note (bon de livraison) is made once the goods are shipped or set aside for pickup, and stays. */
export const hasDeliveryNote = (status: OrderStatus) => status === 'expediee' || status === 'prete_retrait' || status === 'livree';

/**
 * Whether an order moved to `status` is invoiced (once: a later move finds its invoice). As its delivery note, when
 * the goods leave the yard or are set aside; but one paid on the terminal at the handover is invoiced at the handover
 * (`livree`), paid then: the invoice is dated at the delivery of the goods (CGI, art. 289), which setting them aside is
 * not, and one issued before fell due that day, unpaid until the buyer came, so that his statement read it overdue,
 * his credit counted it owed and his monthly mail listed it late. A cheque is not treated so, though it may be handed
 * at the depot: it may be sent before, or the invoice paid by card online, which both need the invoice.
 */
/**
 * An order cancelled before it was ever confirmed: its card payment never came, no contract was concluded (its PDF is
 * no confirmation, and gives no right of withdrawal from it).
 */
export const neverConfirmed = (o: { status: OrderStatus; history: readonly { status: OrderStatus }[] }) =>
  o.status === 'annulee' && !o.history.some((h) => h.status === 'confirmee');

export const issuesInvoice = (status: OrderStatus, paymentCode: string) => (paymentCode === CARD_ON_HANDOVER ? status === 'livree' : hasDeliveryNote(status));

export type OrderErrorCode = 'ORDER_STATE' | 'ORDER_CARRIER' | 'ORDER_STATUS';
export type OrderResult = { status: OrderStatus; from: OrderStatus } | { error: LifecycleError<OrderErrorCode> };

/** A move the order's status or carrier forbids is a conflict; a status that does not exist is bad input. */
export const ORDER_ERROR_HTTP: Record<OrderErrorCode, 409 | 422> = { ORDER_STATE: 409, ORDER_CARRIER: 409, ORDER_STATUS: 422 };

const quoted = (s: OrderStatus) => `« ${ORDER_STATUS_LABELS[s]} »`;
const fail = (code: OrderErrorCode, message: string): OrderResult => ({ error: { code, message } });

/** The order moved to `target` by the back office, or why not, in French for the office. */
export function orderTransition(current: OrderStatus, target: string, context: OrderContext): OrderResult {
  if (!isOrderStatus(target)) return fail('ORDER_STATUS', `Statut de commande inconnu : « ${target} ». Statuts possibles : ${ORDER_STATUSES.join(', ')}.`);
  const next = nextOrderStatuses(current, context);
  if (next.includes(target)) return { status: target, from: current };
  if (target === current) return fail('ORDER_STATE', `La commande est déjà ${quoted(current)}.`);
  if (current === 'livree' || current === 'annulee') {
    return fail(
      'ORDER_STATE',
      `La commande est ${quoted(current)} : son statut ne change plus${current === 'livree' ? ' ; un retour se traite par un avoir' : ''}.`,
    );
  }
  if (current === 'en_attente_paiement') {
    return fail(
      'ORDER_STATE',
      'Cette commande attend le paiement par carte du client : elle sera confirmée dès que sa banque l’aura accepté ; vous pouvez seulement l’annuler.',
    );
  }
  if (target === 'annulee') {
    return fail(
      'ORDER_STATE',
      `La commande est ${quoted(current)} et son bon de livraison émis : elle ne peut plus être annulée ; un retour se traite par un avoir.`,
    );
  }
  if (current === 'en_preparation' && (target === 'expediee' || target === 'prete_retrait')) {
    return fail(
      'ORDER_CARRIER',
      context.pickup
        ? 'Cette commande est à retirer au dépôt : passez-la « Prête au retrait », pas « Expédiée ».'
        : 'Cette commande part chez le client par transporteur : passez-la « Expédiée », pas « Prête au retrait ».',
    );
  }
  return fail('ORDER_STATE', `La commande est ${quoted(current)} : elle peut seulement passer ${next.map(quoted).join(' ou ')}.`);
}
