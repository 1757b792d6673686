import { navigate } from 'gatsby';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { leadFormFiles, type LeadFormName } from '@trefima/domain/forms/leads';
import { useLayoutData } from '../../../hooks/use-layout-data';
import { useShopForm } from '../../../hooks/use-shop-form';
import { loadRecaptcha } from '../../../lib/recaptcha';
import { confirmationPath } from './confirmation';
import { filesOf } from './form-data';
import { sendLead } from '../api';

/** What the building blocks of the lead forms need: the form, loosely typed by field name, and its alert. */
export type LeadForm = UseFormReturn<FieldValues> & { alert: string | null };

/**
 * One lead form: react-hook-form with the SHARED schema (useShopForm), sent as
 * multipart with its files and, when a key is configured, the reCAPTCHA token;
 * on success, on to /confirmation/<form>?ref=<reference>. A failed send keeps
 * every field and file (the form is never reset) and says why. The form gives
 * the blank values of its fields; those of its files and terms come here.
 */
export function useLeadForm<S extends z.ZodType<FieldValues, FieldValues>>(name: LeadFormName, schema: S, defaultValues: Record<string, unknown>) {
  // every lead form has its files (none chosen) and ends with the terms (LeadFormShell)
  const blank = { ...defaultValues, ...Object.fromEntries(leadFormFiles[name].map((file) => [file, undefined])), accept_terms: false };
  const { recaptchaSiteKey, upload } = useLayoutData();
  useEffect(() => {
    // v3 scores the visit: the script comes with the form, only when a key is set
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey).catch(() => {});
  }, [recaptchaSiteKey]);
  const form = useShopForm(schema, { defaultValues: blank as never });
  const onSubmit = form.submit(async (values) => {
    const raw = form.getValues() as Record<string, unknown>;
    const receipt = await sendLead(name, values as Record<string, unknown>, { files: filesOf(raw, leadFormFiles[name]), recaptchaSiteKey });
    await navigate(confirmationPath(name, receipt.reference));
  });
  return { form: form as unknown as LeadForm, onSubmit, maxBytes: upload.max_bytes };
}
