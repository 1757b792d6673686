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
          J’accepte les <Link to="/conditions-generales-de-vente">conditions générales</Link> et la{' '}
          <Link to="/politique-de-confidentialite">politique de confidentialité</Link> : mes données servent à traiter ma demande.
        </>
      }
      registration={form.register('accept_terms')}
      error={errorOf(form, 'accept_terms')}
    />
  );
}
