import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { AccountLayout } from '../../features/account';
import { ORDER_PAYMENT_PATH, OrderPayment } from '../../features/payments';
import { paths } from '../../lib/routes';

/**
 * `/commande/paiement?commande=N` (`&retour=abandon` when the buyer left the
 * provider's page): the order's card payment, for its signed-in buyer. The
 * address is read once mounted: the built page has none.
 */
export default function OrderPaymentPage({ location }: PageProps) {
  const [asked, setAsked] = useState<{ number: string; abandoned: boolean } | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setAsked({ number: query.get('commande')?.trim() ?? '', abandoned: query.get('retour') === 'abandon' });
  }, [location.search]);
  const title = asked?.number ? t('payment.page.titleOf', { number: asked.number }) : t('payment.page.title');
  return (
    <AccountLayout
      title={title}
      pathname={ORDER_PAYMENT_PATH}
      crumbs={[{ label: t('documents.orders.title'), path: paths.orders }, { label: t('payment.page.crumb') }]}
    >
      {() =>
        asked &&
        (asked.number ? (
          <OrderPayment key={asked.number} number={asked.number} abandoned={asked.abandoned} />
        ) : (
          <p role="alert">{t('payment.page.noNumber')}</p>
        ))
      }
    </AccountLayout>
  );
}
