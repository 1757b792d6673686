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
          J’accepte les <Link to="/conditions-generales-de-vente">conditions générales</Link> et la{' '}
          <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
        </>
      }
      registration={registration}
      error={error}
    />
  );
}
