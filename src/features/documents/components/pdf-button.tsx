import { t } from '@trefima/domain/i18n/t';
import { downloadPdf, type PdfKind } from '../api';
import type { Call } from './use-call';
import * as styles from './documents.module.css';
import { busyProps } from '../../../components/ui/busy';

interface PdfButtonProps {
  kind: PdfKind;
  id: number;
  /** the button's words, which name the document */
  label: string;
  /** the group's call, whose live region says it was saved or why not */
  call: Call;
  /** a shorter visible text (« PDF » in a table row); `label` stays the accessible name */
  short?: string;
}

/** Downloads one of the customer's documents as the API makes it. */
export function PdfButton({ kind, id, label, call, short }: PdfButtonProps) {
  return (
    <button
      type="button"
      className={styles.pdfButton}
      {...busyProps(call.busy)}
      aria-label={short ? label : undefined}
      onClick={() =>
        void call.run(
          () => downloadPdf(kind, id),
          (name) => t('documents.pdf.saved', { name }),
        )
      }
    >
      {short ?? label}
    </button>
  );
}
