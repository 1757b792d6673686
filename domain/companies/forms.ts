// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { formMessages as m } from '../forms/messages';
import { values } from '../forms/options';
import { choice, confirmMatches, crossField, email, password, phone, requiredText } from '../forms/rules';
import { COMPANY_ROLES } from './roles';
import { requestKey } from '../forms/request-key';
import { PAYMENT_TERMS } from './credit';

/*
 * What the company's forms send, checked the same by the site's forms and the
 * API (backend/src/companies/). Amounts are integer cents: the forms convert
 * the euros typed before they send.
 */
const role = choice('Rôle', COMPANY_ROLES);
const cents = (label: string) =>
  z
    .number({ error: `${label} : indiquez un montant en euros.` })
    .int({ error: `${label} : indiquez un montant en centimes entiers.` })
    .min(0, { error: `${label} : le montant ne peut pas être négatif.` })
    .max(100_000_000_00, { error: `${label} : le montant dépasse 100 000 000 €.` });
const optionalCents = (label: string) => cents(label).nullable();

/** The administrator invites a colleague: his e-mail and his role. */
/** `request_key` (forms/request-key.ts): sent again, its answer lost, the invitation made then, not a second mail. */
export const invitationForm = z.object({ email: email('E-mail'), role, request_key: requestKey });

/** The colleague signs up from the invitation's link: the e-mail is the invitation's, the rest his. */
export const invitationAcceptForm = z
  .object({
    civility: choice('Civilité', values.civilities),
    first_name: requiredText('Prénom', 100),
    last_name: requiredText('Nom', 100),
    phone: phone('Téléphone'),
    password: password('Mot de passe'),
    password_confirm: z.string({ error: m.required('Confirmation du mot de passe') }),
  })
  .superRefine(confirmMatches('password', 'password_confirm'), crossField);

/** A person's role and monthly limit (HT); only the fields sent change, `null` lifts the limit. */
export const personPatchForm = z
  .object({ role: role.optional(), monthly_limit_ht_cents: optionalCents('Plafond mensuel').optional() })
  .refine((v) => v.role !== undefined || v.monthly_limit_ht_cents !== undefined, { error: 'Indiquez le rôle ou le plafond mensuel à modifier.' });

/** The administrator's approval rules. */
export const rulesForm = z.object({
  threshold_ht_cents: optionalCents('Montant au-delà duquel une commande est approuvée'),
  roles_always_approved: z.array(
    z.enum(['acheteur', 'conducteur_travaux'], { error: 'Seuls les acheteurs et les conducteurs de travaux peuvent être toujours soumis à l’approbation.' }),
    {
      error: 'Les rôles toujours soumis à l’approbation sont une liste.',
    },
  ),
});

/** Refusing an order needs a reason, mailed to whoever asked. */
export const refusalForm = z.object({ reason: requiredText('Motif du refus', 500, { lines: true }) });

/** The back office's credit limit (TTC; null: no ceiling) and payment terms. */
export const creditForm = z.object({
  credit_limit_cents: optionalCents('Encours autorisé'),
  payment_terms: choice('Conditions de paiement', PAYMENT_TERMS),
});

// the end of the API's sentence « Le paramètre « au » … » (backend/src/http/errors.ts), not a sentence of its own;
// a key given twice (an array) is told the same
const writtenAsDay = 'doit s’écrire AAAA-MM-JJ, par exemple 2026-11-30';
const queryDay = z
  .string({ error: writtenAsDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: writtenAsDay })
  .optional();

/** The statement's day and the period it starts from, both optional (today, everything). */
export const statementQuery = z.object({ au: queryDay, du: queryDay });
