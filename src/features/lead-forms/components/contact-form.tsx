import { t } from '@trefima/domain/i18n/t';
import { contactForm } from '@trefima/domain/forms/leads';
import { contactSubjects } from '@trefima/domain/forms/options';
import { ChoiceSelect } from './choice-select';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MessageField } from './message-field';
import { Section } from './section';
import { useLeadForm } from './use-lead-form';

const identity: IdentityOptions = { zipCity: true, buyer: true };

/** The contact form (placed after the body of the CMS page /contact). */
export function ContactForm() {
  const { form, onSubmit } = useLeadForm('contact', contactForm, { ...identityBlank(identity), subject: '', message: '' });
  return (
    <LeadFormShell form={form} label={t('leads.contact.label')} onSubmit={onSubmit} submitLabel={t('leads.contact.submit')}>
      <IdentityBlock form={form} {...identity} />
      <Section legend={t('leads.contact.legend')}>
        <ChoiceSelect form={form} name="subject" label={t('leads.contact.subject')} options={contactSubjects} />
        <MessageField form={form} label={t('leads.message.label')} required />
      </Section>
    </LeadFormShell>
  );
}
