import { t } from '@trefima/domain/i18n/t';
import { Link } from 'gatsby';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { errorOf } from './lead-field';
import type { LeadForm } from './use-lead-form';

export function TermsField({ form }: { form: LeadForm }) {
  return (
    <CheckboxField
      required
      label={
        <>
          {t('forms.acceptTerms.before')} <Link to="/conditions-generales-de-vente">{t('forms.acceptTerms.conditions')}</Link> {t('forms.acceptTerms.and')}{' '}
          <Link to="/politique-de-confidentialite">{t('forms.acceptTerms.privacy')}</Link> {t('leads.terms.purpose')}
        </>
      }
      registration={form.register('accept_terms')}
      error={errorOf(form, 'accept_terms')}
    />
  );
}
