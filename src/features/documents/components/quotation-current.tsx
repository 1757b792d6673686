import type { Amount, Quotation } from '@trefima/domain/contract';
import { amountOf } from '@trefima/domain/money/money';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { DocumentLines } from './document-lines';
import * as styles from './documents.module.css';

/** A priced delivery: billed only when delivered, so the total the order then bills is said where he reads the proposal's. */
function deliveredText(deliveryHt: number, lines: Amount) {
  const delivered = amountOf(lines.ht + deliveryHt, lines.vat_rate);
  const price = (cents: number) => formatPrice(cents, { alwaysCents: true });
  return t('documents.quotation.deliveryPrice', { price: price(deliveryHt), ht: price(delivered.ht), ttc: price(delivered.ttc) });
}

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
          {q.delivery_ht !== null && <p>{q.delivery_ht === 0 ? t('documents.quotation.deliveryIncluded') : deliveredText(q.delivery_ht, q.amount)}</p>}
        </>
      )}
    </section>
  );
}
