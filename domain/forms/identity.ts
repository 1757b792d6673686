// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { values } from './options';
import { choice, email, optionalPhone, optionalText, phone, requiredText, zipcode } from './rules';

/** Who is writing: the fields most forms open with. */
export const person = {
  civility: choice('Civilité', values.civilities),
  last_name: requiredText('Nom', 100),
  first_name: requiredText('Prénom', 100),
  email: email('E-mail'),
};

export const reachable = {
  ...person,
  phone: phone('Téléphone'),
  zipcode: zipcode('Code postal'),
  city: requiredText('Ville', 100),
};

/** Forms that accept either a landline or a mobile (one_is_require). */
export const twoPhones = {
  phone: optionalPhone('Téléphone fixe'),
  mobile: optionalPhone('Téléphone mobile'),
};

export const buyer = {
  customer_type: choice('Vous êtes', values.customerTypes),
  company: optionalText('Société', 150),
};

export const message = (label = 'Message', required = true) =>
  required ? requiredText(label, 3000, { lines: true }) : optionalText(label, 3000, { lines: true });

export type Shape = Record<string, z.ZodType>;
