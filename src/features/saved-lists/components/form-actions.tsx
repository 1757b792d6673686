import { t } from '@trefima/domain/i18n/t';
import * as panel from '../../../components/ui/panel.module.css';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import { busyProps } from '../../../components/ui/busy';

/**
 * The end of a saved-list form: what the API refused that no field shows,
 * then save and cancel. Cancel waits for the save under way, which it could
 * not undo.
 */
export function FormActions({ alert, busy, submitLabel, onCancel }: { alert: string; busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <>
      {alert && (
        <p role="alert" className={panel.problem}>
          {alert}
        </p>
      )}
      <ActionRow>
        <ActionButton type="submit" look="main" {...busyProps(busy)}>
          {busy ? t('savedLists.form.saving') : submitLabel}
        </ActionButton>
        <ActionButton onClick={onCancel} {...busyProps(busy)}>
          {t('savedLists.form.cancel')}
        </ActionButton>
      </ActionRow>
    </>
  );
}
