import type { ReactNode } from 'react';
import type { FieldError, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import { t } from '@trefima/domain/i18n/t';
import { customerTypes } from '@trefima/domain/forms/options';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { RadioGroup } from '../../../components/forms/radio-group';
import { NameFields } from '../../../components/ui/contact-fields';
import { FormGrid } from '../../../components/ui/form-grid';
import { CurrentPasswordField } from './current-password-field';

type Name = 'type' | 'civility' | 'first_name' | 'last_name' | 'email' | 'phone' | 'company' | 'siret' | 'newsletter' | 'current_password';
export type ProfileRegister = (name: Name, options?: RegisterOptions) => UseFormRegisterReturn;

export interface ProfileFieldsProps {
  register: ProfileRegister;
  errors: Partial<Record<Name, FieldError | { message?: string }>>;
  /** company and SIRET are asked of professionals only */
  isPro: boolean;
  /** the profile page: the back office's status, company and SIRET, shown in place of their inputs */
  terms?: ReactNode;
  /** the profile page, once the e-mail is changed: the API wants the current password with it */
  askCurrentPassword?: boolean;
}

/**
 * Who the customer is, shared by signup and the profile page. Company and
 * SIRET leave the form's values when hidden (shouldUnregister), so that a
 * private buyer never sends a half-typed SIRET; so does the current password
 * when the e-mail is set back.
 */
export function ProfileFields({ register, errors, isPro, terms, askCurrentPassword = false }: ProfileFieldsProps) {
  return (
    <>
      {terms ?? <RadioGroup legend={t('account.profileFields.type')} options={customerTypes} required registration={register('type')} error={errors.type} />}
      {!terms && isPro && (
        <FormGrid>
          <Field
            label={t('account.field.company')}
            autoComplete="organization"
            required
            registration={register('company', { shouldUnregister: true })}
            error={errors.company}
          />
          <Field
            label={t('account.field.siret')}
            inputMode="numeric"
            required
            hint={t('account.field.siretHint')}
            registration={register('siret', { shouldUnregister: true })}
            error={errors.siret}
          />
        </FormGrid>
      )}
      <NameFields register={register} errors={errors} />
      <Field label={t('account.field.email')} type="email" autoComplete="email" required registration={register('email')} error={errors.email} />
      {askCurrentPassword && (
        <CurrentPasswordField
          hint={t('account.profileFields.emailHint')}
          registration={register('current_password', { shouldUnregister: true })}
          error={errors.current_password}
        />
      )}
      <Field
        label={t('account.field.phone')}
        type="tel"
        autoComplete="tel"
        required
        hint={t('account.profileFields.phoneHint')}
        registration={register('phone')}
        error={errors.phone}
      />
      <CheckboxField label={t('account.profileFields.newsletter')} registration={register('newsletter')} error={errors.newsletter} />
    </>
  );
}
