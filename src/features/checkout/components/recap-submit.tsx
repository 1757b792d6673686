import { t } from '@trefima/domain/i18n/t';
import { SalesConditions } from './sales-conditions';
import * as styles from './checkout.module.css';
import { busyProps } from '../../../components/ui/busy';

interface RecapSubmitProps {
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  error?: string;
  /** the order is on its way: the button is busy (components/ui/busy.ts), so a double click sends once */
  pending: boolean;
  /** nothing can be sent yet (the totals are not the territory's, or the delivery is out of it): the button says so to assistive technology */
  blocked: boolean;
  /** a company's foreman submits the order for approval rather than placing it */
  submitsOnly: boolean;
  byCard: boolean;
}

/** The sales conditions to accept and the button that sends the order, its words saying what sending does. */
export function RecapSubmit({ accepted, onAccept, error, pending, blocked, submitsOnly, byCard }: RecapSubmitProps) {
  const label = pending
    ? t('checkout.recap.submitting')
    : submitsOnly
      ? t('approvalPages.checkout.submit')
      : byCard
        ? t('checkout.recap.submitCard')
        : t('checkout.recap.submit');
  return (
    <section className={styles.section}>
      <SalesConditions checked={accepted} onChange={onAccept} error={error} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={blocked || undefined} {...busyProps(pending)}>
          {label}
        </button>
      </div>
    </section>
  );
}
