// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '@trefima/domain/contract/zod-config';
import { z } from 'zod';
import { invitationForm, personPatchForm, rulesForm } from '@trefima/domain/companies/forms';
import { centsOf } from './euros';

/*
 * The company's forms as the domain checks them, with the amounts typed in
 * euros: each amount's field keeps the API's name (so that a 422 lands on
 * it) and becomes cents before the domain's rule reads it.
 */
const inCents = <S extends z.ZodType>(rule: S) => z.preprocess(centsOf, rule);

const patch = personPatchForm.shape;
/** A person's row: his role and his monthly limit, both sent (the API changes what is sent). */
export const personRowForm = z.object({
  role: patch.role.unwrap(),
  monthly_limit_ht_cents: inCents(patch.monthly_limit_ht_cents.unwrap()),
});

export const approvalRulesForm = rulesForm.extend({ threshold_ht_cents: inCents(rulesForm.shape.threshold_ht_cents) });

export { invitationForm };
export { invitationAcceptForm } from '@trefima/domain/companies/forms';
