import type { ReactNode } from 'react';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFile } from './lead-file';
import { MessageField } from './message-field';
import { Section } from './section';
import type { LeadForm } from './use-lead-form';

const identity: IdentityOptions = { zipCity: true };

/** What every application asks: who, how to reach him, a CV and a cover letter (PDF, DOC, DOCX or ODT, 5 MB at most). */
export function ApplicationFields({ form, maxBytes, children }: { form: LeadForm; maxBytes: number; children?: ReactNode }) {
  return (
    <>
      <IdentityBlock form={form} {...identity} />
      <Section legend="Votre candidature">
        {children}
        <LeadFile form={form} name="cv" label="CV" kind="document" maxBytes={maxBytes} />
        <LeadFile form={form} name="cover_letter" label="Lettre de motivation" kind="document" maxBytes={maxBytes} />
        <MessageField form={form} label="Message" />
      </Section>
    </>
  );
}

export const applicationDefaults = { ...identityBlank(identity), message: '' };
