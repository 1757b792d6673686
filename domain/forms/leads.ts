// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { MAX_SELECTED_ARTISANS } from '../craftsmen/artisan-query';
import { uploadedFile } from './files';
import { buyer, message, person, reachable, twoPhones, type Shape } from './identity';
import { values } from './options';
import { accepted, choice, crossField, multiChoice, oneIsRequired, optionalText, positiveNumber, requiredIf, requiredText, siret, zipcode } from './rules';

/**
 * The lead and application forms (section 5). Each is a zod object; the API
 * validates the same object built from the multipart fields and files.
 */
const isPro = (d: { customer_type?: unknown }) => d.customer_type === 'professionnel';
/** With `buyer`: a professional names his company. */
const proCompany = requiredIf('company', 'Société', isPro);
const terms = { accept_terms: accepted() };

/**
 * A request to be put in touch (the craftsman search): the chosen craftsmen,
 * by their id in the directory; absent from a plain contact message. The API
 * checks that they are still in the directory.
 */
const chosenArtisans = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) ? undefined : Array.isArray(v) ? v : [v]),
  z
    .array(z.unknown())
    .refine((list) => list.every((x) => (typeof x === 'number' || typeof x === 'string') && /^[1-9]\d{0,8}$/.test(String(x))), {
      error: 'La liste des artisans choisis n’est pas valide.',
    })
    .max(MAX_SELECTED_ARTISANS, { error: `Vous pouvez choisir ${MAX_SELECTED_ARTISANS} artisans au maximum.` })
    .transform((list) => [...new Set(list.map(Number))])
    .optional(),
);

export const contactForm = z
  .object({
    ...reachable,
    ...buyer,
    subject: choice('Objet', values.contactSubjects),
    message: message(),
    artisans: chosenArtisans,
    ...terms,
  })
  .superRefine(proCompany, crossField);

const site = {
  street: requiredText('Adresse', 200),
  zipcode: zipcode('Code postal'),
  city: requiredText('Ville', 100),
};

/** A visit to a roof (diagnostic, maintenance): who, with one phone at least, the roof, what the form asks of its own, details. */
const roofVisit = <S extends Shape>(own: S) =>
  z
    .object({
      ...person,
      ...twoPhones,
      ...site,
      roof_type: choice('Type de toiture', values.roofTypes),
      surface: positiveNumber('Surface (m²)', { max: 100000 }),
      ...own,
      message: message('Précisions', false),
      ...terms,
    })
    .superRefine(oneIsRequired('phone', 'mobile', 'Téléphone fixe', 'Téléphone mobile'), crossField);

export const diagnosticForm = roofVisit({ problems: multiChoice('Problèmes constatés', values.roofProblems) });

export const entretienForm = roofVisit({ last_maintenance: choice('Dernier entretien', values.lastMaintenance) });

export const partenaireForm = z.object({
  company: requiredText('Société', 150),
  siret: siret('SIRET'),
  trades: multiChoice('Métiers', values.partnerTrades),
  department: choice('Département d’intervention', values.departments),
  ...reachable,
  message: message('Présentation de votre entreprise'),
  ...terms,
});

const application = {
  ...reachable,
  cv: uploadedFile('CV', 'document'),
  cover_letter: uploadedFile('Lettre de motivation', 'document'),
  message: message('Message', false),
  ...terms,
};

export const candidatureSpontaneeForm = z.object({
  ...application,
  profiles: multiChoice('Métiers recherchés', values.careerProfiles),
});

export const candidatureForm = z.object({
  ...application,
  offer: requiredText('Offre', 200),
});

export const echantillonForm = z
  .object({
    ...reachable,
    ...buyer,
    street: requiredText('Adresse', 200),
    products: multiChoice('Profils', values.sampleProducts),
    colors: multiChoice('Couleurs', values.sampleColors),
    message: message('Message', false),
    ...terms,
  })
  .superRefine(proCompany, crossField);

export const catalogueForm = z
  .object({
    ...person,
    phone: reachable.phone,
    ...buyer,
    catalogues: multiChoice('Catalogues', values.catalogues),
    format: choice('Format', values.catalogueFormats),
    street: optionalText('Adresse', 200),
    zipcode: zipcode('Code postal'),
    city: optionalText('Ville', 100),
    ...terms,
  })
  .superRefine(proCompany, crossField)
  .superRefine(
    requiredIf('street', 'Adresse', (d) => d.format === 'papier'),
    crossField,
  )
  .superRefine(
    requiredIf('city', 'Ville', (d) => d.format === 'papier'),
    crossField,
  );

export const etudeForm = z
  .object({
    ...reachable,
    ...buyer,
    project_type: choice('Type de projet', values.projectTypes),
    scopes: multiChoice('Lots concernés', values.studyScopes),
    message: message('Description du projet'),
    plan: uploadedFile('Plan ou photo', 'planOrPhoto'),
    ...terms,
  })
  .superRefine(proCompany, crossField);

export const leadForms = {
  contact: contactForm,
  diagnostic: diagnosticForm,
  entretien: entretienForm,
  partenaire: partenaireForm,
  'candidature-spontanee': candidatureSpontaneeForm,
  candidature: candidatureForm,
  echantillon: echantillonForm,
  catalogue: catalogueForm,
  etude: etudeForm,
} as const;
export type LeadFormName = keyof typeof leadForms;

/** The file fields of each form, so the API knows which multipart parts are expected. */
export const leadFormFiles: Record<LeadFormName, string[]> = {
  contact: [],
  diagnostic: [],
  entretien: [],
  partenaire: [],
  'candidature-spontanee': ['cv', 'cover_letter'],
  candidature: ['cv', 'cover_letter'],
  echantillon: [],
  catalogue: [],
  etude: ['plan'],
};
