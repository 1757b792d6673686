import type { CreditNoteAnswer } from '@trefima/domain/documents/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate, formatDay } from '@trefima/domain/i18n/format-dates';
import { REFUND_METHOD_WORDS } from '@trefima/domain/documents/refund-method';
import { t } from '@trefima/domain/i18n/t';
import { useCreditNotes } from '../api';
import { DocumentTable } from './document-table';
import { PdfButton } from './pdf-button';
import { useCall } from './use-call';
import * as styles from './documents.module.css';

/**
 * The customer's credit notes (avoirs), under his invoices: each one's
 * number, day (the territory's, as the invoice's), the invoice it cancels,
 * its amount, the card's refund when the money went back online (or, that
 * refund failed, how the office gave it back), and its PDF.
 */
export function CreditNoteList({ customerId }: { customerId: number }) {
  const call = useCall();
  const remote = useCreditNotes(customerId);
  return (
    <section aria-labelledby="credit-notes">
      <h2 id="credit-notes">{t('documents.creditNotes.title')}</h2>
      <DocumentTable<CreditNoteAnswer>
        remote={{ data: remote.data && { items: remote.data, total: remote.data.length }, error: remote.error, mutate: remote.mutate }}
        caption={t('documents.creditNotes.caption')}
        empty={t('documents.creditNotes.empty')}
        columns={[
          { header: t('documents.column.number'), cell: (c) => c.number },
          { header: t('documents.column.date'), cell: (c) => formatDate(c.created_at, c.time_zone) },
          { header: t('documents.creditNotes.invoice'), cell: (c) => c.invoice.number },
          { header: t('documents.column.amountTtc'), num: true, cell: (c) => t('documents.amountTtc', { amount: formatPrice(c.amount.ttc) }) },
          {
            header: t('documents.creditNotes.refund'),
            cell: (c) =>
              !c.refund_reference
                ? t('documents.creditNotes.noRefund')
                : c.refunded_otherwise
                  ? t('documents.creditNotes.refundedOtherwise', {
                      method: REFUND_METHOD_WORDS[c.refunded_otherwise.method],
                      date: formatDay(c.refunded_otherwise.on),
                    })
                  : c.refund_failed
                    ? t('documents.creditNotes.refundFailed', { reference: c.refund_reference, amount: formatPrice(c.refund_owed_cents ?? c.amount.ttc) })
                    : t('documents.creditNotes.refundReference', { reference: c.refund_reference }),
          },
          {
            header: t('documents.invoices.document'),
            cell: (c) => (
              <PdfButton
                kind="credit-note"
                id={c.id}
                label={t('documents.creditNotes.pdf', { number: c.number })}
                short={t('documents.invoices.pdfShort')}
                call={call}
              />
            ),
          },
        ]}
      />
      <p role="status" aria-live="polite" className={styles.status}>
        {call.status}
      </p>
    </section>
  );
}
