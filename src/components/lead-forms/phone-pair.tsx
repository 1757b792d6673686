import { useId } from 'react';
import { PhoneField } from './blocks';
import type { LeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/** A landline and a mobile, at least one of them (one_is_require): the rule is said before the fields. */
export function PhonePair({ form }: { form: LeadForm }) {
  const rule = useId();
  return (
    <fieldset className={styles.section} aria-describedby={rule}>
      <legend>
        Téléphone<span aria-hidden="true"> *</span>
      </legend>
      <p id={rule} className={styles.note}>
        Au moins un numéro : fixe ou mobile.
      </p>
      <div className={styles.grid2}>
        <PhoneField form={form} name="phone" label="Téléphone fixe" />
        <PhoneField form={form} name="mobile" label="Téléphone mobile" alsoChecks="phone" />
      </div>
    </fieldset>
  );
}
