import type { Customer } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useKeptValues } from '../../hooks/use-kept-values';
import { useShopForm } from '../../hooks/use-shop-form';
import { FormAlert } from '../forms/form-alert';
import { SubmitButton } from '../forms/submit-button';
import { ActionButton, ActionRow } from './action-row';
import * as panel from './panel.module.css';

/**
 * What a form that adds or edits one thing is given: whose it is, and what to
 * do once it is saved or given up. `from`, given with what was saved: where
 * the focus was as the save began, so that what says it does not take the
 * focus from a field or a link the buyer went on to while the API answered.
 */
export interface EditorProps<Saved> {
  customer: Customer;
  onSaved: (saved: Saved, message: string, from: Element | null) => void;
  onCancel: () => void;
}

/** The form of such a thing, its typing kept for the tab under `key` until it is saved or given up (use-kept-values.ts). */
export function useEditForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: UseFormProps<z.input<S>>['defaultValues'], key: string) {
  const form = useShopForm(schema, { defaultValues });
  // what is kept is what was typed (the input); the values the schema gives out do not matter to it
  const kept = useKeptValues(form as unknown as UseFormReturn<FieldValues>, key);
  return { ...form, kept, errors: form.formState.errors };
}

export interface EditFormProps {
  /** its heading's id, which names the form */
  id: string;
  title: string;
  submitLabel: string;
  /** useEditForm's: the typing that came back (the form says so), what the API refused that no field shows, the send under way */
  form: { kept: { restored: boolean; giveUp: (then: () => void) => () => void }; alert: string | null; formState: { isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** given up: what was typed is forgotten first */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A form of the customer space that adds or edits one thing (an address, a
 * job site): its heading takes the focus as it opens, then what « * » means,
 * the fields, save and cancel.
 */
export function EditForm({ id, title, submitLabel, form, onSubmit, onCancel, children }: EditFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{t('account.form.required')}</p>
      {form.kept.restored && <p className={panel.notice}>{t('account.form.restored')}</p>}
      <FormAlert message={form.alert} />
      {children}
      <ActionRow>
        <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
        <ActionButton onClick={form.kept.giveUp(onCancel)}>{t('account.cancel')}</ActionButton>
      </ActionRow>
    </form>
  );
}
