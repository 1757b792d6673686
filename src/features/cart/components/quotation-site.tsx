import { useId } from 'react';
import { useSiteChoices, SiteOptions } from '../../job-sites';
import { useSession } from '../../session';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './cart.module.css';

/** The job site a quotation request is for, shown to a signed-in customer who has open sites. */
export function QuotationSite({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const id = useId();
  const { customer } = useSession();
  const { sites } = useSiteChoices(customer?.customer_id ?? null, false);
  if (!sites.length) return null;
  return (
    <p className={styles.quotationSite}>
      <label htmlFor={id}>{t('cart.quotationSite.label')}</label>
      <select id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <SiteOptions sites={sites} none={t('cart.quotationSite.none')} />
      </select>
    </p>
  );
}
