import { useId } from 'react';
import { useJobSites } from '../../job-sites/api';
import { useSession } from '../../session/api/use-session';
import { t } from '../../../i18n/t';
import * as styles from './cart.module.css';

/** The job site a quotation request is for, shown to a signed-in customer who has open sites. */
export function QuotationSite({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const id = useId();
  const { customer } = useSession();
  const sites = useJobSites(customer?.customer_id ?? 0, false);
  const items = customer ? (sites.data?.items ?? []) : [];
  if (!items.length) return null;
  return (
    <p className={styles.quotationSite}>
      <label htmlFor={id}>{t('cart.quotationSite.label')}</label>
      <select id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('cart.quotationSite.none')}</option>
        {items.map((s) => (
          <option key={s.job_site_id} value={s.job_site_id}>
            {s.name}
          </option>
        ))}
      </select>
    </p>
  );
}
