import { contactForm } from '../../../forms/leads';
import { contactSubjects } from '../../../forms/options';
import { BuyerFields, ChoiceSelect, LeadFormShell, MessageField, PersonFields, PhoneField, Section, TermsField, ZipCityFields } from './blocks';
import { useLeadForm } from './use-lead-form';

/** The contact form (placed after the body of the CMS page /contact). */
export function ContactForm() {
  const { form, onSubmit } = useLeadForm('contact', contactForm, {
    civility: '',
    last_name: '',
    first_name: '',
    email: '',
    phone: '',
    zipcode: '',
    city: '',
    customer_type: '',
    company: '',
    subject: '',
    message: '',
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Formulaire de contact" onSubmit={onSubmit} submitLabel="Envoyer mon message">
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhoneField form={form} name="phone" label="Téléphone" required />
        <ZipCityFields form={form} />
        <BuyerFields form={form} />
      </Section>
      <Section legend="Votre message">
        <ChoiceSelect form={form} name="subject" label="Objet" options={contactSubjects} />
        <MessageField form={form} label="Message" required />
      </Section>
      <TermsField form={form} />
    </LeadFormShell>
  );
}
