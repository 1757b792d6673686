import { t } from '@trefima/domain/i18n/t';
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
        {t('leads.phonePair.legend')}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={rule} className={forms.hint}>
        {t('leads.phonePair.rule')}
      </p>
      <div className={styles.grid2}>
        <PhoneField form={form} name="phone" label={t('leads.phonePair.landline')} />
        <PhoneField form={form} name="mobile" label={t('leads.phonePair.mobile')} alsoChecks="phone" />
      </div>
    </fieldset>
  );
}
