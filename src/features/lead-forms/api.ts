import type { FormReceipt } from '@trefima/domain/tools/contract';
import type { LeadFormName } from '@trefima/domain/forms/leads';
import { leadFormEndpoints } from '@trefima/domain/forms/endpoints';
import { addRecaptchaToken } from '../../lib/recaptcha';
import { shop } from '../../shop-client/browser';
import { leadFormData, type FileInputValue } from './components/form-data';

/** Sends a lead form (multipart, with the reCAPTCHA token when a key is configured) and gives the API's receipt. */
export async function sendLead(
  form: LeadFormName,
  values: Record<string, unknown>,
  { files = {}, recaptchaSiteKey = null }: { files?: Record<string, FileInputValue>; recaptchaSiteKey?: string | null } = {},
): Promise<FormReceipt> {
  const body = leadFormData(values, files);
  await addRecaptchaToken(body, recaptchaSiteKey, form);
  return shop(leadFormEndpoints[form], { body });
}
