import { etudeForm } from '../../../forms/leads';
import { projectTypes, studyScopes } from '../../../forms/options';
import {
  BuyerFields,
  ChoiceSelect,
  LeadFile,
  LeadFormShell,
  MessageField,
  MultiChoice,
  PersonFields,
  PhoneField,
  Section,
  TermsField,
  ZipCityFields,
} from './blocks';
import { useLeadForm } from './use-lead-form';

/** A study by the design office: the project, the trades concerned (two at most) and a plan or a photo. */
export function EtudeForm() {
  const { form, onSubmit, maxBytes } = useLeadForm('etude', etudeForm, {
    civility: '',
    last_name: '',
    first_name: '',
    email: '',
    phone: '',
    zipcode: '',
    city: '',
    customer_type: '',
    company: '',
    project_type: '',
    scopes: [],
    message: '',
    plan: undefined,
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Demande d’étude" onSubmit={onSubmit} submitLabel="Demander une étude">
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhoneField form={form} name="phone" label="Téléphone" required />
        <ZipCityFields form={form} />
        <BuyerFields form={form} />
      </Section>
      <Section legend="Votre projet">
        <ChoiceSelect form={form} name="project_type" label="Type de projet" options={projectTypes} />
        <MultiChoice form={form} name="scopes" legend="Lots concernés" options={studyScopes} />
        <MessageField form={form} label="Description du projet" hint="Situation, surfaces, calendrier…" required />
        <LeadFile form={form} name="plan" label="Plan ou photo" kind="planOrPhoto" maxBytes={maxBytes} />
      </Section>
      <TermsField form={form} />
    </LeadFormShell>
  );
}
