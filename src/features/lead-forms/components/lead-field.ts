import type { FieldError } from 'react-hook-form';
import type { LeadForm } from './use-lead-form';

/*
 * What the field blocks of the lead forms share: each takes the form and the
 * field's name; labels are those of the shared schema, so that a message
 * ('Le champ « Ville » est obligatoire.') names the field as it is labelled.
 */

export type Options = Record<string, string>;

export interface Named {
  form: LeadForm;
  name: string;
}

export const errorOf = (form: LeadForm, name: string) => form.formState.errors[name] as FieldError | undefined;
