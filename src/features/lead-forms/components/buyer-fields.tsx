import { t } from '@trefima/domain/i18n/t';
import { useWatch } from 'react-hook-form';
import { RadioGroup } from '../../../components/forms/radio-group';
import { customerTypes } from '@trefima/domain/forms/options';
import { errorOf } from './lead-field';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/**
 * 'Vous êtes' particulier or professionnel; a professional's company field
 * comes right after the choice (and is gone, value and all, for a private
 * buyer).
 */
export function BuyerFields({ form }: { form: LeadForm }) {
  const pro = useWatch({ control: form.control, name: 'customer_type' }) === 'professionnel';
  return (
    <>
      <RadioGroup
        legend={t('leads.buyer.legend')}
        options={customerTypes}
        required
        hint={t('leads.buyer.hint')}
        registration={form.register('customer_type')}
        error={errorOf(form, 'customer_type')}
      />
      {pro && (
        <div className={styles.reveal}>
          <TextField form={form} name="company" label={t('leads.buyer.company')} autoComplete="organization" required unregisterWhenHidden />
        </div>
      )}
    </>
  );
}
