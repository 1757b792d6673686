import { t } from '@trefima/domain/i18n/t';
import * as styles from './quick-order.module.css';

export interface QuickOrderFileProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** The tool puts the focus back here when an import is given up. */
export const FILE_INPUT_ID = 'commande-rapide-fichier';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file input of the quick order: a CSV or an XLSX from the buyer's spreadsheet, read by the API into rows. */
export function QuickOrderFile({ disabled, onFile }: QuickOrderFileProps) {
  return (
    <div className={styles.file}>
      <label htmlFor={FILE_INPUT_ID}>{t('quickOrder.file.label')}</label>
      <input
        id={FILE_INPUT_ID}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby="commande-rapide-fichier-aide"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // emptied, so that the same file chosen again after a correction is sent again
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id="commande-rapide-fichier-aide">{t('quickOrder.file.hint')}</p>
    </div>
  );
}
