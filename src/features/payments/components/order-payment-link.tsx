import { Link } from 'gatsby';
import type { Order } from '@trefima/domain/contract';
import { refusal } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import { mayPayOrder } from '@trefima/domain/payments/who-pays';
import { companyRoleOf } from '../../approvals';
import { useSession } from '../../session';
import { orderPaymentPath } from '../paths';
import * as styles from './payments.module.css';

/**
 * « Payer par carte » for an order waiting for its card payment: the page that follows it and opens the provider's.
 * A company's person who may not pay it (the accountant, a foreman whose order it is not: domain/payments/who-pays.ts)
 * is told why in its place, rather than offered a page whose button the API refuses.
 */
export function OrderPaymentLink({ order }: { order: Pick<Order, 'number' | 'made_by' | 'approved_by'> }) {
  const { customer } = useSession();
  const role = customer ? companyRoleOf(customer) : null;
  const placedIt = !order.made_by || order.made_by.id === customer?.customer_id;
  // until the session says who reads (the order's answer may come first), nothing: not a link the reader may not follow
  if (!customer) return null;
  if (!mayPayOrder({ role, placedIt, approved: Boolean(order.approved_by) })) return <span>{role && refusal(role, 'orders.place')}</span>;
  return (
    <Link to={orderPaymentPath(order.number)} className={styles.primary} aria-label={t('payment.order.payLabel', { number: order.number })}>
      {t('payment.order.pay')}
    </Link>
  );
}
