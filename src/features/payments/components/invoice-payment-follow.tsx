import { t } from '@trefima/domain/i18n/t';
import { useInvoicePayment } from '../api';
import { PaymentFollow } from './payment-follow';

interface InvoicePaymentFollowProps {
  /** the invoice's number, as the provider's way back gives it (`?facture=`) */
  number: string;
  abandoned: boolean;
  /** once it reads « Payée »: the list shows the invoice paid */
  onPaid: () => void;
}

/** Above `/mes-factures` once back from the provider's page: where the invoice's card payment stands. */
export function InvoicePaymentFollow({ number, abandoned, onPaid }: InvoicePaymentFollowProps) {
  const remote = useInvoicePayment(number);
  return (
    <section aria-labelledby="invoice-payment">
      <h2 id="invoice-payment">{t('payment.follow.invoiceTitle', { number })}</h2>
      <PaymentFollow kind="invoice" number={number} remote={remote} abandoned={abandoned} onPaid={onPaid} />
    </section>
  );
}
