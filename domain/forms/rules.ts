// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { formMessages as m } from './messages';
import { isPhone, normalizePhone } from './phone';
import { hasInvisible, oneLine } from './text-characters';

/**
 * The validation rules of section 5, as zod builders that take the field's
 * label so that every message names its field. Shared by the site's forms and
 * the reference API, so both say the same thing about the same input.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** Whether a text field takes several lines (a message, access notes): its line breaks and tabs are kept. */
export interface TextShape {
  lines?: boolean;
}

// in a line of text, a pasted tab or line break reads as the space it looks like (a browser's input drops line breaks itself)
const asLine = (v: unknown, lines: boolean) => (typeof v === 'string' && !lines ? oneLine(v) : v);

/** Nothing invisible: a NUL, an escape… (only a script sends them). */
const visible = (label: string) => (v: string, ctx: z.RefinementCtx) => {
  if (hasInvisible(v)) ctx.addIssue({ code: 'custom', message: m.invisible(label) });
};

/** A required text, one line unless `lines`. */
export const requiredText = (label: string, max = 255, { lines = false }: TextShape = {}) =>
  z.preprocess(
    (v) => blankToUndefined(trimmed(asLine(v, lines))),
    z
      .string({ error: m.required(label) })
      .max(max, { error: m.tooLong(label, max) })
      .superRefine(visible(label)),
  );

/** Optional text, one line unless `lines`: blank becomes null. */
export const optionalText = (label: string, max = 255, { lines = false }: TextShape = {}) =>
  z.preprocess(
    (v) => blankToUndefined(trimmed(asLine(v, lines))) ?? null,
    z
      .string({ error: m.choice(label) })
      .max(max, { error: m.tooLong(label, max) })
      .superRefine(visible(label))
      .nullable(),
  );

export const email = (label = 'E-mail') =>
  z.preprocess(
    (v) => blankToUndefined(trimmed(v)),
    z
      .string({ error: (iss) => (iss.input === undefined ? m.required(label) : m.email) })
      .email({ error: m.email })
      .max(190, { error: m.email }),
  );

export { formatPhone, isPhone, normalizePhone, PHONE_PREFIXES, PHONE_RE } from './phone';

export const phone = (label = 'Téléphone') =>
  z.preprocess(
    (v) => blankToUndefined(trimmed(v)),
    z
      .string({ error: m.required(label) })
      .refine(isPhone, { error: m.phone(label) })
      .transform(normalizePhone),
  );

export const optionalPhone = (label = 'Téléphone') =>
  z.preprocess(
    (v) => blankToUndefined(trimmed(v)) ?? null,
    z
      .string()
      .refine(isPhone, { error: m.phone(label) })
      .transform(normalizePhone)
      .nullable(),
  );

export const zipcode = (label = 'Code postal') =>
  z.preprocess((v) => blankToUndefined(trimmed(v)), z.string({ error: m.required(label) }).regex(/^\d{5}$/, { error: m.zipcode }));

/** Luhn: every second digit from the right doubled, minus 9 above 9, total divisible by 10. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's SIREN: its establishments were all gathered under it when it became a company. */
export const LA_POSTE_SIREN = '356000000';
const LA_POSTE_HEAD_OFFICE = '35600000000048';

const digitSum = (digits: string) => [...digits].reduce((sum, d) => sum + Number(d), 0);

/**
 * A SIRET's key is Luhn's, except for La Poste (INSEE, Sirene letter of
 * 16 November 2013, sirene.fr/static-resources/doc/lettres/lettre-16-novembre-2013.pdf;
 * fr.wikipedia.org, "Système d'identification du répertoire
 * des établissements", exceptions pour le groupe La Poste): its establishments
 * are too many for Luhn's keys under one SIREN, so the sum of their 14 digits
 * must be a multiple of 5 instead; only the head office, 356 000 000 00048,
 * keeps a Luhn key. Not "Luhn or the sum by 5" for La Poste: that would also
 * take a mistyped La Poste number that happens to pass Luhn (python-stdnum's
 * fr.siret applies the same rule).
 */
export function isSiret(v: string): boolean {
  if (!/^\d{14}$/.test(v)) return false;
  if (v.startsWith(LA_POSTE_SIREN) && v !== LA_POSTE_HEAD_OFFICE) return digitSum(v) % 5 === 0;
  return luhn(v);
}

export const siret = (label = 'SIRET') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/\s/g, '')) : v),
    z.string({ error: m.required(label) }).refine(isSiret, { error: m.siret }),
  );

export const digits = (label: string, length: number) =>
  z.preprocess(
    (v) => blankToUndefined(trimmed(v)),
    z.string({ error: m.required(label) }).regex(new RegExp(`^\\d{${length}}$`), { error: m.digits(label, length) }),
  );

/** A choice among known values. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess((v) => blankToUndefined(trimmed(v)), z.enum(values, { error: (iss) => (iss.input === undefined ? m.required(label) : m.choice(label)) }));

/**
 * Multi-choice: a lone value becomes a list; at most `max` (2 in the spec's
 * multi-choice fields). Every problem is reported on the field itself (not on
 * `colors.1`), so that the form shows it under the right input.
 */
export const multiChoice = <const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  { max = 2, min = 1 }: { max?: number; min?: number } = {},
) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.unknown())
      .refine((list) => list.every((x) => typeof x === 'string' && (values as readonly string[]).includes(x)), { error: m.choice(label) })
      .min(min, { error: m.required(label) })
      .max(max, { error: m.maxSelected(max) })
      .transform((list) => list as T[number][]),
  );

const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1;

/** A checkbox that must be ticked (terms, sales conditions). */
export const accepted = (message: string = m.terms) => z.preprocess(truthy, z.literal(true, { error: message }));

export const checkbox = () => z.preprocess(truthy, z.boolean());

export const positiveNumber = (label: string, { max = 1e6 }: { max?: number } = {}) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(trimmed(v));
      return typeof b === 'string' ? Number(b.replace(',', '.')) : b;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? m.required(label) : m.number(label)) })
      .positive({ error: m.number(label) })
      .max(max, { error: m.number(label) }),
  );

/** Strength from 0 to 5: one point per requirement met. */
export const passwordRequirements = [
  { key: 'length', label: 'Au moins 8 caractères', test: (p: string) => p.length >= 8 },
  { key: 'lower', label: 'Une lettre minuscule', test: (p: string) => /[a-z]/.test(p) },
  { key: 'upper', label: 'Une lettre majuscule', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', label: 'Un chiffre', test: (p: string) => /\d/.test(p) },
  { key: 'special', label: 'Un caractère spécial', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const strengthLabels = ['Très faible', 'Très faible', 'Faible', 'Moyen', 'Fort', 'Très fort'] as const;

export function passwordStrength(password: string): number {
  return passwordRequirements.filter((r) => r.test(password)).length;
}

/** The longest password one may choose. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The longest password the API checks against a stored one (sign-in, the current password): none is longer than
 * PASSWORD_MAX_LENGTH, but the same one may come typed in another Unicode form (an accent as a letter of its own
 * counts twice; the hashing normalizes NFKC). Past it, a French 422 before any hashing: a megabyte of password would
 * hold the hashing queue sign-in waits in.
 */
export const CHECKED_PASSWORD_MAX_LENGTH = 2 * PASSWORD_MAX_LENGTH;

export const password = (label = 'Mot de passe') =>
  z
    .string({ error: m.required(label) })
    .min(1, { error: m.required(label) })
    .max(PASSWORD_MAX_LENGTH, { error: m.tooLong(label, PASSWORD_MAX_LENGTH) })
    .refine((p) => passwordStrength(p) === passwordRequirements.length, { error: m.weakPassword });

/** A password typed to be checked against the account's: required (`missing` when absent or empty), bounded. */
export const checkedPassword = (label: string, missing = m.required(label)) =>
  z
    .string({ error: missing })
    .min(1, { error: missing })
    .max(CHECKED_PASSWORD_MAX_LENGTH, { error: m.tooLong(label, CHECKED_PASSWORD_MAX_LENGTH) });

/**
 * With `crossField`, a refinement also runs when the input was not an object at
 * all (null, a string): the object schema has already said so, and the
 * cross-field rules then have nothing to add (and must not throw).
 */
const isFields = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);

/** Adds "confirm must equal password" to an object schema, on the confirm field. */
export const confirmMatches =
  <K extends string, C extends string>(passwordKey: K, confirmKey: C) =>
  (data: Record<K | C, unknown>, ctx: z.RefinementCtx) => {
    if (!isFields(data)) return;
    if (data[confirmKey] !== data[passwordKey]) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message: m.confirmPassword });
    }
  };

/**
 * Cross-field checks run even when other fields failed, so that a person sees
 * every problem of the form at once rather than one batch after another.
 */
export const crossField = { when: () => true } as const;

/** `required_if`: `field` is required when `when(data)` holds. */
export const requiredIf =
  (field: string, label: string, when: (data: Record<string, unknown>) => boolean) => (data: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (!isFields(data)) return;
    const v = data[field];
    if (when(data) && (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))) {
      ctx.addIssue({ code: 'custom', path: [field], message: m.required(label) });
    }
  };

/** `one_is_require`: at least one of two phones. */
export const oneIsRequired = (a: string, b: string, labelA: string, labelB: string) => (data: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (!isFields(data)) return;
  if (!data[a] && !data[b]) ctx.addIssue({ code: 'custom', path: [a], message: m.oneOfPhones(labelA, labelB) });
};
