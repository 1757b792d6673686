import { useEffect, useId, useRef, useState } from 'react';
import type { SavedListSummary } from '@trefima/domain/saved-lists/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '@trefima/domain/i18n/t';
import { removeList } from '../api';
import * as panel from '../../../components/ui/panel.module.css';
import * as actions from '../../../components/ui/action-row.module.css';
import * as styles from './saved-lists.module.css';
import { busyProps } from '../../../components/ui/busy';

/**
 * The confirmation a deletion asks for (a list cannot be brought back): the
 * question takes the focus, « Annuler » is the first button, Escape cancels too. Once deleted,
 * the card goes and the page's status region says so.
 */
export function DeleteList({
  list,
  onDone,
  onCancel,
}: {
  list: SavedListSummary;
  /** `from`: where the focus was as the deletion was confirmed; the page's status takes it only if the buyer has not gone on since */
  onDone: (message: { text: string; error?: boolean }, from: Element | null) => void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  const confirm = async () => {
    const from = document.activeElement;
    setBusy(true);
    setAlert('');
    try {
      await removeList(list.list_id);
      onDone({ text: t('savedLists.deleted', { name: list.name }) }, from);
    } catch (e) {
      setAlert(apiFailure(e).alert);
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-labelledby={questionId} className={styles.panel} onKeyDown={(e) => e.key === 'Escape' && !busy && onCancel()}>
      <p id={questionId} ref={questionRef} tabIndex={-1} className={styles.question}>
        {t('savedLists.delete.question', { name: list.name })}
      </p>
      {alert && (
        <p role="alert" className={panel.problem}>
          {alert}
        </p>
      )}
      <div className={actions.row}>
        <button type="button" className={actions.secondary} onClick={onCancel} {...busyProps(busy)}>
          {t('savedLists.delete.cancel')}
        </button>
        <button type="button" className={styles.dangerFilled} onClick={() => void confirm()} {...busyProps(busy)}>
          {busy ? t('savedLists.delete.pending') : t('savedLists.delete.confirm')}
        </button>
      </div>
    </div>
  );
}
