import { useSetAtom } from 'jotai';
import { useId } from 'react';
import type { Carrier, Customer, JobSite } from '@trefima/domain/contract';
import { purchaseOrderAtom, requestedDateAtom } from '../state';
import * as styles from './checkout.module.css';
import { t, tn } from '@trefima/domain/i18n/t';
import { formatDay } from '@trefima/domain/i18n/format-dates';

interface DeliveryTermsProps {
  customer: Customer;
  site: JobSite | null;
  purchaseOrder: string;
  requestedDate: string;
  carrier: Carrier | undefined;
  /** the cart's longest making in working days, 0 (or absent) when all is in stock: the carrier's first day counts it */
  leadTimeDays?: number;
  errors: { job_site_id?: string; purchase_order?: string; requested_delivery_date?: string };
}

/**
 * /recapitulatif: the job site the order goes to (with what the driver will
 * be told), a professional's purchase-order number (required when the
 * account says so) and the delivery day, no earlier than the chosen carrier's first day (after the
 * making of a made-to-order product, which the hint then names). The
 * API checks the day against the territory's public holidays.
 */
export function DeliveryTerms({ customer, site, purchaseOrder, requestedDate, carrier, leadTimeDays = 0, errors }: DeliveryTermsProps) {
  const id = useId();
  const setPurchaseOrder = useSetAtom(purchaseOrderAtom);
  const setDate = useSetAtom(requestedDateAtom);
  const required = customer.purchase_order_required;
  // a purchase order is a company's paperwork: a private buyer is not asked for one
  const professional = customer.type === 'professionnel';
  const earliest = carrier && formatDay(carrier.earliest_delivery, { weekday: true });
  const dateHint = !earliest
    ? t('checkout.terms.dateNoCarrier')
    : leadTimeDays > 0
      ? tn('checkout.terms.dateHintMade', leadTimeDays, { date: earliest })
      : t('checkout.terms.dateHint', { date: earliest });
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {professional ? t('checkout.terms.title') : t('checkout.terms.titlePrivate')}
      </h2>
      {site && (
        <p>
          {t('checkout.terms.site', { name: site.name })}{' '}
          <span className={styles.muted}>
            {[site.truck_access_label, site.crane_needed ? t('checkout.terms.crane') : null, site.opening_hours].filter(Boolean).join(' · ')}
          </span>
        </p>
      )}
      {errors.job_site_id && <p className={styles.error}>{errors.job_site_id}</p>}
      {professional && (
        <div className={styles.fieldRow}>
          <label htmlFor={`${id}-po`}>
            {t('checkout.terms.purchaseOrder')}
            {required ? ` ${t('checkout.terms.required')}` : ` ${t('checkout.terms.optional')}`}
          </label>
          <input
            id={`${id}-po`}
            className={styles.field}
            maxLength={40}
            autoComplete="off"
            value={purchaseOrder}
            required={required}
            aria-invalid={errors.purchase_order ? true : undefined}
            aria-describedby={errors.purchase_order ? `${id}-po-error` : undefined}
            onChange={(e) => setPurchaseOrder(e.target.value)}
          />
          {errors.purchase_order && (
            <p id={`${id}-po-error`} className={styles.error}>
              {errors.purchase_order}
            </p>
          )}
        </div>
      )}
      <div className={styles.fieldRow}>
        <label htmlFor={`${id}-date`}>{t('checkout.terms.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          className={styles.field}
          min={carrier?.earliest_delivery}
          value={requestedDate}
          aria-invalid={errors.requested_delivery_date ? true : undefined}
          aria-describedby={`${id}-date-hint${errors.requested_delivery_date ? ` ${id}-date-error` : ''}`}
          onChange={(e) => setDate(e.target.value)}
        />
        <p id={`${id}-date-hint`} className={styles.muted}>
          {dateHint}
        </p>
        {errors.requested_delivery_date && (
          <p id={`${id}-date-error`} className={styles.error}>
            {errors.requested_delivery_date}
          </p>
        )}
      </div>
    </section>
  );
}
