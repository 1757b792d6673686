import { useId } from 'react';
import { PhoneField } from './phone-field';
import type { LeadForm } from './use-lead-form';
import * as choices from '../../../components/forms/choices.module.css';
import * as forms from '../../../components/forms/forms.module.css';
import * as styles from './lead-forms.module.css';

/** A landline and a mobile, at least one of them (one_is_require): the rule is said before the fields. */
export function PhonePair({ form }: { form: LeadForm }) {
  const rule = useId();
  return (
    <fieldset className={choices.fieldset} aria-describedby={rule}>
      <legend className={choices.legend}>
        Téléphone<span aria-hidden="true"> *</span>
      </legend>
      <p id={rule} className={forms.hint}>
        Au moins un numéro : fixe ou mobile.
      </p>
      <div className={styles.grid2}>
        <PhoneField form={form} name="phone" label="Téléphone fixe" />
        <PhoneField form={form} name="mobile" label="Téléphone mobile" alsoChecks="phone" />
      </div>
    </fieldset>
  );
}
