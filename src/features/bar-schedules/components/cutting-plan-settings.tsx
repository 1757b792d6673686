import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { CUTTING_DEFAULTS } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { cuttingPlanBody } from '@trefima/domain/bar-schedules/cutting-plan/requests';
import { t } from '@trefima/domain/i18n/t';
import { FieldShell } from '../../../components/forms/field-shell';
import type { CuttingSettings } from '../cutting-plan-api';
import * as forms from '../../../components/forms/forms.module.css';
import * as styles from './cutting-plan.module.css';

type Name = keyof CuttingSettings;

/** A whole number of millimetres, read as the API reads it (the same schema, the same French message). */
function read(name: Name, text: string): { value: number } | { error: string } {
  const typed = text.replace(/[\s\u202f]/g, '');
  const parsed = cuttingPlanBody.shape[name].safeParse(typed === '' ? Number.NaN : Number(typed.replace(',', '.')));
  return parsed.success ? { value: parsed.data ?? CUTTING_DEFAULTS[name] } : { error: parsed.error.issues[0]?.message ?? '' };
}

function MillimetreField(props: {
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  input: RefObject<HTMLInputElement>;
}) {
  return (
    <FieldShell label={props.label} hint={props.hint} error={props.error ? { message: props.error } : undefined}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={props.input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={forms.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** The plan's two settings: the loss per cut and the shortest offcut worth keeping. A wrong value is said on its field, and nothing is sent. */
export function CuttingPlanSettings({ busy, onSubmit }: { busy: boolean; onSubmit: (s: CuttingSettings) => void }) {
  const [text, setText] = useState<Record<Name, string>>({
    kerf_mm: String(CUTTING_DEFAULTS.kerf_mm),
    min_offcut_mm: String(CUTTING_DEFAULTS.min_offcut_mm),
  });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const inputs = { kerf_mm: useRef<HTMLInputElement>(null), min_offcut_mm: useRef<HTMLInputElement>(null) };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kerf = read('kerf_mm', text.kerf_mm);
    const offcut = read('min_offcut_mm', text.min_offcut_mm);
    const found = { ...('error' in kerf ? { kerf_mm: kerf.error } : {}), ...('error' in offcut ? { min_offcut_mm: offcut.error } : {}) };
    setErrors(found);
    if ('error' in kerf) return inputs.kerf_mm.current?.focus();
    if ('error' in offcut) return inputs.min_offcut_mm.current?.focus();
    onSubmit({ kerf_mm: kerf.value, min_offcut_mm: offcut.value });
  };

  const field = (name: Name) => ({
    value: text[name],
    error: errors[name],
    input: inputs[name],
    onChange: (v: string) => setText((now) => ({ ...now, [name]: v })),
  });
  return (
    <form className={styles.settings} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>{t('barSchedule.cuttingPlan.settings')}</legend>
        <div className={styles.fields}>
          <MillimetreField label={t('barSchedule.cuttingPlan.kerf')} hint={t('barSchedule.cuttingPlan.kerfHint')} {...field('kerf_mm')} />
          <MillimetreField label={t('barSchedule.cuttingPlan.minOffcut')} hint={t('barSchedule.cuttingPlan.minOffcutHint')} {...field('min_offcut_mm')} />
        </div>
      </fieldset>
      {/* not disabled while the plan is worked out: the focus stays on it, and a second request replaces the first */}
      <button type="submit" className={styles.primaryButton}>
        {busy ? t('barSchedule.cuttingPlan.computing') : t('barSchedule.cuttingPlan.compute')}
      </button>
    </form>
  );
}
