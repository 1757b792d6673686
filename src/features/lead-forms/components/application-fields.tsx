import type { ReactNode } from 'react';
import { LeadFile, MessageField, PersonFields, PhoneField, Section, ZipCityFields } from './blocks';
import type { LeadForm } from './use-lead-form';

/** What every application asks: who, how to reach him, a CV and a cover letter (PDF, DOC, DOCX or ODT, 5 MB at most). */
export function ApplicationFields({ form, maxBytes, children }: { form: LeadForm; maxBytes: number; children?: ReactNode }) {
  return (
    <>
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhoneField form={form} name="phone" label="Téléphone" required />
        <ZipCityFields form={form} />
      </Section>
      <Section legend="Votre candidature">
        {children}
        <LeadFile form={form} name="cv" label="CV" kind="document" maxBytes={maxBytes} />
        <LeadFile form={form} name="cover_letter" label="Lettre de motivation" kind="document" maxBytes={maxBytes} />
        <MessageField form={form} label="Message" />
      </Section>
    </>
  );
}

export const applicationDefaults = {
  civility: '',
  last_name: '',
  first_name: '',
  email: '',
  phone: '',
  zipcode: '',
  city: '',
  cv: undefined,
  cover_letter: undefined,
  message: '',
  accept_terms: false,
};
