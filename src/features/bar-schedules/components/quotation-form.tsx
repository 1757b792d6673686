import { useState } from 'react';
import { FileField } from '../../../components/forms/file-field';
import { fileProblem, MAX_UPLOAD_BYTES } from '@trefima/domain/forms/file-rules';
import { t } from '@trefima/domain/i18n/t';
import { PLAN_LABEL } from '@trefima/domain/bar-schedules/limits';
import * as styles from './schedule-editor.module.css';
import { busyProps } from '../../../components/ui/busy';

/** What the panel (quotation-panel.tsx) is given and hands on to the form, which it loads when first opened. */
export interface QuotationPanelProps {
  disabled: boolean;
  sending: boolean;
  onSend: (information: string | undefined, plan: File | null) => void;
}

/**
 * The quotation panel's form: the customer's words and, if he wants, the
 * plan the schedule comes from (checked here when chosen, again by the API
 * from its bytes). What he typed and chose stays after a failed send.
 */
export default function QuotationForm({ disabled, sending, onSend }: QuotationPanelProps) {
  const [information, setInformation] = useState('');
  const [plan, setPlan] = useState<File | null>(null);
  const problem = plan ? fileProblem(plan, PLAN_LABEL, 'planOrPhoto') : null;
  return (
    <>
      <label htmlFor="nomenclature-devis">{t('barSchedule.actions.quotationInformation')}</label>
      <textarea id="nomenclature-devis" rows={3} maxLength={2000} value={information} onChange={(e) => setInformation(e.target.value)} />
      <FileField
        label={t('barSchedule.actions.quotationPlan', { label: PLAN_LABEL })}
        name="plan"
        kind="planOrPhoto"
        maxBytes={MAX_UPLOAD_BYTES}
        onFile={setPlan}
        error={problem ? { message: problem } : undefined}
      />
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={disabled || problem !== null}
        {...busyProps(sending)}
        onClick={() => onSend(information.trim() || undefined, plan)}
      >
        {sending ? t('barSchedule.actions.sending') : t('barSchedule.actions.quotation')}
      </button>
    </>
  );
}
