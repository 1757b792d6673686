import { t } from '@trefima/domain/i18n/t';
import type { LineProblem } from '../../../lib/quick-order/parse-lines';
import * as styles from './quick-order.module.css';

interface QuickOrderPasteProps {
  text: string;
  onText: (text: string) => void;
  /** the lines the last reading could not read, left in the box, each with what to change */
  problems: LineProblem[];
  onRead: () => void;
}

/** The quick order's box for lines pasted from a spreadsheet or a mail, read on « Lire les lignes »; what it could not read stays, with why. */
export function QuickOrderPaste({ text, onText, problems, onRead }: QuickOrderPasteProps) {
  return (
    <div className={styles.paste}>
      <label htmlFor="commande-rapide-texte">{t('quickOrder.pasteLabel')}</label>
      <textarea id="commande-rapide-texte" rows={6} value={text} onChange={(e) => onText(e.target.value)} aria-describedby="commande-rapide-aide" />
      <p id="commande-rapide-aide">{t('quickOrder.pasteHint')}</p>
      <button type="button" className={styles.secondaryButton} disabled={!text.trim()} onClick={onRead}>
        {t('quickOrder.readButton')}
      </button>
      {problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.map((p) => (
            <li key={p.line}>{p.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
