import { useId, useState, type ReactNode } from 'react';
import type { Configurator, RoofProfile } from '@trefima/domain/tools/contract';
import { colourName, DIMENSION_MAX, DIMENSION_MIN, type RoofErrors, type RoofField } from '../roof-input';
import { pitchHint, type RoofForm } from './form-state';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './configurator.module.css';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';

interface RoofFormProps {
  conf: Configurator;
  profile: RoofProfile;
  form: RoofForm;
  errors: RoofErrors;
  onChange: (field: keyof RoofForm, value: string) => void;
}

interface TextFieldProps {
  label: string;
  value: string;
  hint?: ReactNode;
  /** the French error, shown once the field has been typed in or left */
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A decimal field: text with the decimal keypad (a comma is accepted), its hint and its live error. The error comes
 * as the buyer types (the bill, gone, has nothing to say meanwhile): it is written into a polite live region that is
 * always there, empty until then (a region inserted with its text is not read), and takes no room while empty.
 */
function DecimalField({ label, value, hint, error, onChange }: TextFieldProps) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const shown = error && (left || value.trim() !== '') ? error : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = shown ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setLeft(true)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      <div aria-live="polite" className={styles.liveError}>
        {shown && (
          <p id={errorId} className={styles.error}>
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The roof as the buyer describes it: native inputs with labels, hints and
 * French errors as he types. Nothing to submit: the bill follows the form.
 */
export function RoofFormFields({ conf, profile, form, errors, onChange }: RoofFormProps) {
  const id = useId();
  const set = (field: keyof RoofForm) => (value: string) => onChange(field, value);
  const err = (field: RoofField) => errors[field];
  const pitch = Number(form.pitch.replace(',', '.'));
  const typedPitch = form.pitch.trim() && !err('pitch') && Number.isFinite(pitch) ? pitch : null;
  const range = t('configurator.roofForm.range', { min: DIMENSION_MIN, max: DIMENSION_MAX });

  return (
    <form className={tool.form} aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`} className={tool.heading}>
        {t('configurator.roofForm.title')}
      </h2>

      <fieldset className={tool.group} aria-describedby={err('slopes') ? `${id}-slopes-error` : undefined}>
        <legend>{t('configurator.roofForm.slopes')}</legend>
        <div className={styles.radios}>
          {conf.slopes.map((s) => (
            <label key={s.value} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-slopes`}
                value={String(s.value)}
                checked={form.slopes === String(s.value)}
                onChange={(e) => onChange('slopes', e.target.value)}
              />
              {s.label}
            </label>
          ))}
        </div>
        {err('slopes') && (
          <p id={`${id}-slopes-error`} className={styles.error}>
            {err('slopes')}
          </p>
        )}
      </fieldset>

      <div className={styles.pair}>
        <DecimalField
          label={t('configurator.roofForm.length')}
          hint={t('configurator.roofForm.lengthHint', { range })}
          value={form.length}
          error={err('length')}
          onChange={set('length')}
        />
        <DecimalField
          label={t('configurator.roofForm.width')}
          hint={form.slopes === '1' ? t('configurator.roofForm.widthHintLeanTo', { range }) : t('configurator.roofForm.widthHint', { range })}
          value={form.width}
          error={err('width')}
          onChange={set('width')}
        />
      </div>
      <DecimalField
        label={t('configurator.roofForm.pitch')}
        hint={pitchHint(profile.min_pitch_percent, profile.name, typedPitch)}
        value={form.pitch}
        error={err('pitch')}
        onChange={set('pitch')}
      />
      <DecimalField
        label={t('configurator.roofForm.overhang')}
        hint={t('configurator.roofForm.overhangHint')}
        value={form.overhang}
        error={err('overhang')}
        onChange={set('overhang')}
      />

      <div className={styles.field}>
        <label htmlFor={`${id}-profile`} className={styles.label}>
          {t('configurator.roofForm.profile')}
        </label>
        <select
          id={`${id}-profile`}
          className={styles.input}
          value={form.profile}
          aria-describedby={`${id}-profile-hint`}
          onChange={(e) => onChange('profile', e.target.value)}
        >
          {conf.profiles.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
        <p id={`${id}-profile-hint`} className={styles.hint}>
          {t('configurator.roofForm.profileHint', {
            usefulWidth: formatDecimal(profile.useful_width, { decimals: 3 }),
            min: formatDecimal(profile.min_length),
            max: formatDecimal(profile.max_length),
          })}
        </p>
      </div>

      <fieldset className={tool.group}>
        <legend>{t('configurator.roofForm.colour')}</legend>
        <div className={styles.swatches}>
          {profile.colors.map(({ color }) => (
            <label key={color.hex} className={styles.swatch}>
              <input
                type="radio"
                name={`${id}-colour`}
                value={color.hex}
                checked={form.colour === color.hex}
                onChange={(e) => onChange('colour', e.target.value)}
              />
              <span className={styles.swatchBox}>
                <span className={styles.chip} style={{ background: color.hex }} aria-hidden="true" />
                <span>{colourName(color)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
