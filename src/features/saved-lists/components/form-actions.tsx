import { t } from '@trefima/domain/i18n/t';
import * as styles from './saved-lists.module.css';

/**
 * The end of a saved-list form: what the API refused that no field shows,
 * then save and cancel. Cancel waits for the save under way, which it could
 * not undo.
 */
export function FormActions({ alert, busy, submitLabel, onCancel }: { alert: string; busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <>
      {alert && (
        <p role="alert" className={styles.problem}>
          {alert}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? t('savedLists.form.saving') : submitLabel}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
          {t('savedLists.form.cancel')}
        </button>
      </div>
    </>
  );
}
