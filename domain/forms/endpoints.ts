import { formReceipt } from '../tools/contract';
import { endpoint, type Endpoint } from '../contract/endpoint';
import type { LeadFormName } from './leads';

/**
 * The lead forms' calls: one route per form (`POST /contact`, `POST /etude`…),
 * whose fields the form's own schema (leads.ts) checks once the API has read
 * the multipart body: the body is a type only here.
 */
export interface LeadRequest {
  /** multipart when it carries files */
  body: FormData | Record<string, unknown>;
}
export type LeadEndpoint = Endpoint<typeof formReceipt, LeadRequest>;

const lead = (form: LeadFormName): LeadEndpoint => endpoint(`form.${form}`, 'POST', `/${form}`, formReceipt);

export const submitContact = /*#__PURE__*/ lead('contact');
export const submitDiagnostic = /*#__PURE__*/ lead('diagnostic');
export const submitEntretien = /*#__PURE__*/ lead('entretien');
export const submitPartenaire = /*#__PURE__*/ lead('partenaire');
export const submitCandidatureSpontanee = /*#__PURE__*/ lead('candidature-spontanee');
export const submitCandidature = /*#__PURE__*/ lead('candidature');
export const submitEchantillon = /*#__PURE__*/ lead('echantillon');
export const submitCatalogue = /*#__PURE__*/ lead('catalogue');
export const submitEtude = /*#__PURE__*/ lead('etude');

/** By form name: the site sends every form through one function, the API registers one route per form. */
export const leadFormEndpoints: Record<LeadFormName, LeadEndpoint> = {
  contact: submitContact,
  diagnostic: submitDiagnostic,
  entretien: submitEntretien,
  partenaire: submitPartenaire,
  'candidature-spontanee': submitCandidatureSpontanee,
  candidature: submitCandidature,
  echantillon: submitEchantillon,
  catalogue: submitCatalogue,
  etude: submitEtude,
};
