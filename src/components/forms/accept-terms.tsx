import { t } from '@trefima/domain/i18n/t';
import { Link } from 'gatsby';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';

/** The consent every account and request form asks for, with the two documents it names. */
export function AcceptTerms({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError | { message?: string } }) {
  return (
    <CheckboxField
      required
      label={
        <>
          {t('forms.acceptTerms.before')} <Link to="/conditions-generales-de-vente">{t('forms.acceptTerms.conditions')}</Link> {t('forms.acceptTerms.and')}{' '}
          <Link to="/politique-de-confidentialite">{t('forms.acceptTerms.privacy')}</Link>.
        </>
      }
      registration={registration}
      error={error}
    />
  );
}
