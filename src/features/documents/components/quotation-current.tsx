import type { Quotation } from '@trefima/domain/contract';
import { deliveryPriceText } from '@trefima/domain/quotations/delivery-price';
import { t } from '@trefima/domain/i18n/t';
import { DocumentLines } from './document-lines';
import * as styles from './documents.module.css';

/**
 * The proposal the buyer answers: its lines and totals, the office's delivery
 * terms with the price its checkout will charge for them, and its word. Before the first proposal, the lines as requested (none
 * when all is priced by hand).
 */
export function QuotationCurrent({ q }: { q: Quotation }) {
  const current = q.proposals.find((p) => p.revision === q.revision);
  return (
    <section aria-labelledby="quotation-current">
      <h3 id="quotation-current">{current ? t('documents.quotation.proposal', { revision: current.revision }) : t('documents.quotation.request')}</h3>
      {current?.message && (
        <blockquote className={styles.officeMessage}>
          <p className={styles.who}>{t('documents.quotation.officeSays')}</p>
          <p>{current.message}</p>
        </blockquote>
      )}
      {q.lines.length ? (
        <DocumentLines caption={t('documents.quotation.lines', { number: q.number })} lines={q.lines} amount={q.amount} />
      ) : (
        <p>{t('documents.quotation.toPrice')}</p>
      )}
      {(q.delivery_terms || q.delivery_ht !== null) && (
        <>
          <h4>{t('documents.quotation.deliveryTerms')}</h4>
          {q.delivery_terms && <p className={styles.preLine}>{q.delivery_terms}</p>}
          {q.delivery_ht !== null && <p>{deliveryPriceText(q.delivery_ht, q.amount)}</p>}
        </>
      )}
    </section>
  );
}
