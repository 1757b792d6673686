// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { undeliverableReason } from '../territory/delivery-territory';
import { formMessages as m } from './messages';
import { values } from './options';
import {
  accepted,
  checkbox,
  checkedPassword,
  CHECKED_PASSWORD_MAX_LENGTH,
  choice,
  confirmMatches,
  crossField,
  email,
  optionalText,
  password,
  phone,
  requiredIf,
  requiredText,
  siret,
  zipcode,
} from './rules';

/** Login reports missing credentials with the spec's single message. */
export const loginForm = z.object({
  login: z.string({ error: m.missingCredentials }).trim().min(1, { error: m.missingCredentials }),
  password: checkedPassword('Mot de passe', m.missingCredentials),
  cart_token: z.string().optional().nullable(),
  /** what the API gave this browser at an earlier sign-in to this login (backend/src/throttle/device-tokens.ts) */
  device_token: z
    .string({ error: 'Le jeton d’appareil est un texte.' })
    .max(512, { error: 'Le jeton d’appareil compte au plus 512 caractères.' })
    .optional()
    .nullable(),
});

const isPro = (d: { type?: unknown }) => d.type === 'professionnel';
const optionalSiret = z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.replace(/\s/g, '') === '') ? null : v), siret('SIRET').nullable());

const profileFields = {
  type: choice('Vous êtes', values.customerTypes),
  civility: choice('Civilité', values.civilities),
  first_name: requiredText('Prénom', 100),
  last_name: requiredText('Nom', 100),
  phone: phone('Téléphone'),
  company: optionalText('Société', 150),
  siret: optionalSiret,
  newsletter: checkbox(),
};

export const signupForm = z
  .object({
    ...profileFields,
    email: email('E-mail'),
    password: password('Mot de passe'),
    password_confirm: z.string({ error: m.required('Confirmation du mot de passe') }),
    accept_terms: accepted(),
    sales_plan_id: z.coerce.number().int().optional(),
    cart_token: z.string().optional().nullable(),
  })
  .superRefine(confirmMatches('password', 'password_confirm'), crossField)
  .superRefine(requiredIf('company', 'Société', isPro), crossField)
  .superRefine(requiredIf('siret', 'SIRET', isPro), crossField);

/** Whether a typed e-mail is another address than the account's, compared as the API compares them. */
export const emailChanges = (current: string, typed: unknown) => typeof typed !== 'string' || typed.trim().toLowerCase() !== current.trim().toLowerCase();

/**
 * The profile as the customer edits it. The status, company and SIRET are
 * left out: they open professional terms, so only the back office sets them
 * (the API refuses a change). A new e-mail needs the current password, since
 * reset links go to that address: a session alone must not be enough to take
 * the account.
 */
export const profileEditForm = (currentEmail: string) => {
  const { civility, first_name, last_name, phone, newsletter } = profileFields;
  return z
    .object({
      civility,
      first_name,
      last_name,
      email: email('E-mail'),
      phone,
      newsletter,
      current_password: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z
          .string()
          .max(CHECKED_PASSWORD_MAX_LENGTH, { error: m.tooLong('Mot de passe actuel', CHECKED_PASSWORD_MAX_LENGTH) })
          .optional(),
      ),
    })
    .superRefine((data, ctx) => {
      if (emailChanges(currentEmail, data.email) && !data.current_password) {
        ctx.addIssue({ code: 'custom', path: ['current_password'], message: m.currentPasswordForEmail });
      }
    }, crossField);
};

export const changePasswordForm = z
  .object({
    old_password: checkedPassword('Mot de passe actuel'),
    password: password('Nouveau mot de passe'),
    password_confirm: z.string({ error: m.required('Confirmation du mot de passe') }),
  })
  .superRefine(confirmMatches('password', 'password_confirm'), crossField);

export const rewindForm = z.object({ email: email('E-mail') });

export const newPasswordForm = z
  .object({
    token: requiredText('Lien de réinitialisation', 200),
    password: password('Nouveau mot de passe'),
    password_confirm: z.string({ error: m.required('Confirmation du mot de passe') }),
  })
  .superRefine(confirmMatches('password', 'password_confirm'), crossField);

export const addressForm = z
  .object({
    label: requiredText('Nom de l’adresse', 60),
    civility: choice('Civilité', values.civilities),
    first_name: requiredText('Prénom', 100),
    last_name: requiredText('Nom', 100),
    company: optionalText('Société', 150),
    street: requiredText('Adresse', 200),
    street2: optionalText('Complément d’adresse', 200),
    zipcode: zipcode('Code postal'),
    city: requiredText('Ville', 100),
    country_code: z.preprocess((v) => v ?? 'FR', z.string().regex(/^[A-Z]{2}$/, { error: m.choice('Pays') })),
    phone: phone('Téléphone'),
    is_default_delivery: checkbox().optional().default(false),
    is_default_billing: checkbox().optional().default(false),
  })
  // an address the shop cannot deliver stays a billing address: the delivery default must be deliverable
  .superRefine((data, ctx) => {
    const reason = data.is_default_delivery && typeof data.zipcode === 'string' ? undeliverableReason(data.zipcode) : null;
    if (reason) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: reason });
  }, crossField);

/** An address's postal fields, without the book's label and defaults: a job site's address is checked as the book checks its own. */
const { label: _label, is_default_delivery: _delivery, is_default_billing: _billing, ...postalFields } = addressForm.shape;
export const postalAddressFields = postalFields;

/** A professional asks for an account; the back office authorises it. */
export const askToCreateForm = z.object({
  company: requiredText('Société', 150),
  siret: siret('SIRET'),
  civility: choice('Civilité', values.civilities),
  first_name: requiredText('Prénom', 100),
  last_name: requiredText('Nom', 100),
  email: email('E-mail'),
  phone: phone('Téléphone'),
  message: optionalText('Message', 2000, { lines: true }),
  accept_terms: accepted(),
});
