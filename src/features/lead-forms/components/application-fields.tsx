import { t } from '@trefima/domain/i18n/t';
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
      <Section legend={t('leads.application.legend')}>
        {children}
        <LeadFile form={form} name="cv" label={t('leads.application.cv')} kind="document" maxBytes={maxBytes} />
        <LeadFile form={form} name="cover_letter" label={t('leads.application.coverLetter')} kind="document" maxBytes={maxBytes} />
        <MessageField form={form} label={t('leads.message.label')} />
      </Section>
    </>
  );
}

export const applicationDefaults = { ...identityBlank(identity), message: '' };
