import { Link } from 'gatsby';
import type { FormEventHandler, ReactNode } from 'react';
import { useController, useWatch, type ChangeHandler, type FieldError } from 'react-hook-form';
import { fileProblem, type FileKind } from '../../../forms/files';
import { civilities, customerTypes } from '../../../forms/options';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { Field, type FieldProps } from '../../../components/forms/field';
import { FileField } from '../../../components/forms/file-field';
import { FormAlert } from '../../../components/forms/form-alert';
import { RadioGroup } from '../../../components/forms/radio-group';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextareaField } from '../../../components/forms/textarea-field';
import { displayPhone } from './form-data';
import type { LeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/*
 * The building blocks of the nine lead forms. Each takes the form and the
 * field's name; labels are those of the shared schema, so that a message
 * ('Le champ « Ville » est obligatoire.') names the field as it is labelled.
 */

type Options = Record<string, string>;
interface Named {
  form: LeadForm;
  name: string;
}

const errorOf = (form: LeadForm, name: string) => form.formState.errors[name] as FieldError | undefined;

/** The form itself: the required-fields note, the fields, the alert by the button (where a phone user is), the button. */
export function LeadFormShell({
  form,
  label,
  onSubmit,
  submitLabel,
  children,
}: {
  form: LeadForm;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className={styles.form}>
      <p className={styles.note}>Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      {children}
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** A group of fields under a legend (identity, site, project…). */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function Pair({ children }: { children: ReactNode }) {
  return <div className={styles.grid2}>{children}</div>;
}

export function TextField({
  form,
  name,
  label,
  required,
  unregisterWhenHidden,
  ...rest
}: Named & Omit<FieldProps, 'registration' | 'error' | 'form'> & { unregisterWhenHidden?: boolean }) {
  return (
    <Field
      label={label}
      required={required}
      registration={form.register(name, { shouldUnregister: unregisterWhenHidden })}
      error={errorOf(form, name)}
      {...rest}
    />
  );
}

/**
 * A phone, shown grouped in pairs once the field is left ('05 96 50 12 34').
 * `alsoChecks`: the field that carries a rule on both (one of two phones),
 * whose message goes once this one is filled.
 */
export function PhoneField({
  form,
  name,
  label,
  required,
  hint,
  alsoChecks,
}: Named & { label: string; required?: boolean; hint?: string; alsoChecks?: string }) {
  const registration = form.register(name);
  const onBlur: ChangeHandler = async (e) => {
    const typed = String((e.target as HTMLInputElement).value ?? '');
    const shown = displayPhone(typed);
    if (shown !== typed) form.setValue(name, shown);
    const result = await registration.onBlur(e);
    if (alsoChecks && form.getFieldState(alsoChecks).error) await form.trigger(alsoChecks);
    return result;
  };
  return (
    <Field
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={hint}
      required={required}
      registration={{ ...registration, onBlur }}
      error={errorOf(form, name)}
    />
  );
}

/** Civility, last and first name, e-mail. */
export function PersonFields({ form }: { form: LeadForm }) {
  return (
    <>
      <RadioGroup legend="Civilité" options={civilities} required registration={form.register('civility')} error={errorOf(form, 'civility')} />
      <Pair>
        <TextField form={form} name="last_name" label="Nom" autoComplete="family-name" required />
        <TextField form={form} name="first_name" label="Prénom" autoComplete="given-name" required />
      </Pair>
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" inputMode="email" required />
    </>
  );
}

export function ZipCityFields({ form, cityRequired = true }: { form: LeadForm; cityRequired?: boolean }) {
  return (
    <Pair>
      <TextField form={form} name="zipcode" label="Code postal" inputMode="numeric" autoComplete="postal-code" hint="5 chiffres" required />
      <TextField form={form} name="city" label="Ville" autoComplete="address-level2" required={cityRequired} />
    </Pair>
  );
}

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
        legend="Vous êtes"
        options={customerTypes}
        required
        hint="Les professionnels précisent leur société."
        registration={form.register('customer_type')}
        error={errorOf(form, 'customer_type')}
      />
      {pro && (
        <div className={styles.reveal}>
          <TextField form={form} name="company" label="Société" autoComplete="organization" required unregisterWhenHidden />
        </div>
      )}
    </>
  );
}

export function ChoiceSelect({ form, name, label, options, required = true }: Named & { label: string; options: Options; required?: boolean }) {
  return <SelectField label={label} options={options} required={required} registration={form.register(name)} error={errorOf(form, name)} />;
}

export function ChoiceRadios({
  form,
  name,
  legend,
  options,
  required = true,
  stacked,
}: Named & { legend: string; options: Options; required?: boolean; stacked?: boolean }) {
  return <RadioGroup legend={legend} options={options} required={required} stacked={stacked} registration={form.register(name)} error={errorOf(form, name)} />;
}

/**
 * A multi-choice as checkboxes, at most `max` (2). The limit's message shows
 * as soon as one box too many is ticked, and again on sending.
 */
export function MultiChoice({
  form,
  name,
  legend,
  options,
  max = 2,
  required = true,
}: Named & { legend: string; options: Options; max?: number; required?: boolean }) {
  const registration = form.register(name);
  const onChange: ChangeHandler = async (e) => {
    await registration.onChange(e);
    const ticked = form.getValues(name);
    const count = Array.isArray(ticked) ? ticked.length : ticked ? 1 : 0;
    if (count > max || form.getFieldState(name).error) await form.trigger(name);
  };
  return (
    <CheckboxGroup
      legend={legend}
      options={options}
      max={max}
      required={required}
      stacked
      registration={{ ...registration, onChange }}
      error={errorOf(form, name)}
    />
  );
}

export function MessageField({
  form,
  name = 'message',
  label,
  required,
  hint,
  max = 3000,
}: {
  form: LeadForm;
  name?: string;
  label: string;
  required?: boolean;
  hint?: string;
  max?: number;
}) {
  return (
    <TextareaField
      label={label}
      required={required}
      hint={hint}
      max={max}
      control={form.control}
      registration={form.register(name)}
      error={errorOf(form, name)}
    />
  );
}

/**
 * A required file, checked in the browser as soon as it is chosen (size and
 * type, fileProblem): the French message shows on the field before anything
 * is sent. The API checks it again from its bytes.
 */
export function LeadFile({ form, name, label, kind, maxBytes }: Named & { label: string; kind: FileKind; maxBytes: number }) {
  const { field, fieldState } = useController({ name, control: form.control });
  const onFile = (file: File | null) => {
    field.onChange(file ?? undefined);
    const problem = file ? fileProblem(file, label, kind, maxBytes) : null;
    if (problem) form.setError(name, { type: 'file', message: problem });
    else form.clearErrors(name);
  };
  return (
    <FileField
      label={label}
      name={field.name}
      kind={kind}
      maxBytes={maxBytes}
      required
      inputRef={field.ref}
      onBlur={field.onBlur}
      onFile={onFile}
      error={fieldState.error}
    />
  );
}

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
