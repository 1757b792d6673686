import type { Order, OrderEvent } from '@trefima/domain/contract';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import { ORDER_STATUS_LABELS, orderStatusLabel, orderSteps } from '@trefima/domain/orders/lifecycle';
import { OrderPaymentLink } from '../../payments';
import * as styles from './documents.module.css';

function When({ event, timeZone }: { event: OrderEvent; timeZone: TimeZone }) {
  return (
    <>
      {' — '}
      <time dateTime={event.at}>{formatDate(event.at, timeZone)}</time>
      {event.message && <p className={styles.officeNote}>{event.message}</p>}
    </>
  );
}

/**
 * Where the order stands: its steps (ending at the depot for one taken
 * away), each reached one with its date and the office's word, the current
 * one marked for screen readers. Payment awaited and cancellation stand
 * outside the steps, said above them; an order waiting for its card
 * payment links to the page that takes it.
 */
export function OrderProgress({ order }: { order: Order }) {
  const steps = orderSteps({ pickup: order.pickup });
  // the latest move to each status: an order moved back and forth shows where it is now
  const at = new Map(order.history.map((e) => [e.status, e]));
  const current = steps.indexOf(order.status);
  const reachedUpTo = Math.max(current, ...steps.map((s, i) => (at.has(s) ? i : -1)));
  const aside = order.status === 'annulee' || order.status === 'en_attente_paiement' ? at.get(order.status) : undefined;
  return (
    <section aria-labelledby="order-progress">
      <h3 id="order-progress">{t('documents.progress.title')}</h3>
      {order.status === 'annulee' && (
        <div className={styles.cancelled}>
          <strong>{t('documents.progress.cancelled')}</strong>
          {aside && <When event={aside} timeZone={order.time_zone} />}
        </div>
      )}
      {order.status === 'en_attente_paiement' && (
        <div>
          <strong>{ORDER_STATUS_LABELS.en_attente_paiement}</strong>
          {aside && <When event={aside} timeZone={order.time_zone} />}
          {/* only an order paid online waits for its payment (orders.ts): its card is taken on the provider's page */}
          <p>
            <OrderPaymentLink order={order} />
          </p>
        </div>
      )}
      {order.card_payment && <p>{t('documents.progress.cardPayment', { state: order.card_payment.label })}</p>}
      <ol className={styles.progress}>
        {steps.map((s, i) => {
          const state = i === current ? 'current' : i <= reachedUpTo ? 'done' : 'todo';
          const event = at.get(s);
          return (
            <li key={s} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span>{orderStatusLabel(s, order)}</span>
              {state === 'todo' && <span className="visually-hidden"> {t('documents.progress.todo')}</span>}
              {event && state !== 'todo' && <When event={event} timeZone={order.time_zone} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
