import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { SelectField } from '../../../components/forms/select-field';
import { t } from '@trefima/domain/i18n/t';
import { CONCRETE_CLASSES } from '@trefima/domain/mesh-layout/concrete';
import type { MeshFormValues } from '../form';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './mesh-layout.module.css';

export interface LapFieldsProps {
  register: UseFormRegister<MeshFormValues>;
  errors: FieldErrors<MeshFormValues>;
  /** the chosen panel has the same wire and pitch both ways: its transverse wires carry load unless the buyer says otherwise */
  square: boolean;
}

/**
 * What the laps depend on, the laps themselves being the API's (EN 1992-1-1,
 * domain/mesh-layout/laps.ts): the concrete class, the bond, whether a
 * square panel's transverse wires only distribute; and a longer lap for
 * whoever wants one (a shorter one is refused on its field).
 */
export function LapFields({ register, errors, square }: LapFieldsProps) {
  const lap = (name: 'end_lap' | 'side_lap', label: string) => (
    <Field label={label} inputMode="numeric" autoComplete="off" registration={register(name)} error={errors[name]} />
  );
  return (
    <fieldset className={tool.group}>
      <legend>{t('meshLayout.form.lap')}</legend>
      <p className={styles.hint}>{t('meshLayout.form.lapHint')}</p>
      <SelectField
        label={t('meshLayout.form.concrete')}
        options={CONCRETE_CLASSES.map((c) => ({ value: c, label: c }))}
        registration={register('concrete')}
        error={errors.concrete}
      />
      <CheckboxField label={t('meshLayout.form.poorBond')} registration={register('poor_bond')} error={errors.poor_bond} />
      {square && (
        <CheckboxField label={t('meshLayout.form.transverseSecondary')} registration={register('transverse_secondary')} error={errors.transverse_secondary} />
      )}
      <div className={styles.pair}>
        {lap('end_lap', t('meshLayout.form.endLap'))}
        {lap('side_lap', t('meshLayout.form.sideLap'))}
      </div>
    </fieldset>
  );
}
