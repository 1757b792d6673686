import type { Quotation } from '@trefima/domain/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? t('documents.quotation.kilobytes', { size: formatDecimal(Math.max(1, Math.round(bytes / 1024)), { decimals: 0 }) })
    : t('documents.quotation.megabytes', { size: formatDecimal(bytes / 1024 / 1024, { decimals: 1 }) });

/** The files the buyer sent with the request: named, not served back. */
export function QuotationAttachments({ attachments }: { attachments: Quotation['attachments'] }) {
  if (!attachments.length) return null;
  return (
    <>
      <h3>{t('documents.quotation.attachments')}</h3>
      <ul>
        {attachments.map((f, i) => (
          <li key={i}>{t('documents.quotation.attachment', { name: f.name, size: fileSize(f.size) })}</li>
        ))}
      </ul>
    </>
  );
}
