import type { Order } from '../../../contract';
import { t } from '../../../i18n/t';

/** The words of an order's status, by its API value (literal ids: the build writes each text in place of its id). */
export const ORDER_STATUS: Record<Order['status'], string> = {
  en_attente_paiement: t('order.status.en_attente_paiement'),
  confirmee: t('order.status.confirmee'),
  en_preparation: t('order.status.en_preparation'),
  prete_retrait: t('order.status.prete_retrait'),
  expediee: t('order.status.expediee'),
  livree: t('order.status.livree'),
  annulee: t('order.status.annulee'),
};
