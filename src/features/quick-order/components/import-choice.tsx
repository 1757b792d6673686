import { useEffect, useId, useRef } from 'react';
import { t, tn } from '@trefima/domain/i18n/t';
import * as styles from './quick-order.module.css';

export interface ImportChoiceProps {
  /** the file's name, its lines' references, and the rows' references already in the table */
  name: string;
  references: string[];
  inTable: string[];
  onReplace: () => void;
  onAdd: () => void;
  onCancel: () => void;
}

/**
 * A file read while the table has rows (kept from an earlier visit, typed,
 * pasted): its lines replace them or follow them, as the buyer says, and the
 * references already in the table are named. Nothing changes until he
 * answers; the focus comes here, on the first answer.
 */
export function ImportChoice({ name, references, inTable, onReplace, onAdd, onCancel }: ImportChoiceProps) {
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const there = new Set(inTable.map((r) => r.trim().toUpperCase()));
  const twice = [...new Set(references.filter((r) => there.has(r.trim().toUpperCase())))];
  const brings = tn('quickOrder.import.brings', references.length, { name });
  return (
    <div role="group" aria-labelledby={`${id}-q`} aria-describedby={`${id}-d`} className={styles.choice}>
      <p id={`${id}-q`} className={styles.choiceQuestion}>
        {tn('quickOrder.import.question', inTable.length)}
      </p>
      <p id={`${id}-d`}>
        {twice.length ? t('quickOrder.import.twice', { brings, count: twice.length, references: twice.join(', ') }) : `${brings}.`} {t('quickOrder.import.ask')}
      </p>
      <div className={styles.toolbar}>
        <button ref={first} type="button" className={styles.primaryButton} onClick={onReplace}>
          {t('quickOrder.import.replace')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onAdd}>
          {t('quickOrder.import.add')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('quickOrder.import.cancel')}
        </button>
      </div>
    </div>
  );
}
