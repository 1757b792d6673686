import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';

/*
 * What the back office's calls answer (`/admin/…`). The site never makes
 * them: no page imports this file, so its schemas stay out of the bundles.
 */

/** `PATCH /admin/product/{id}` and `/admin/page/{*slug}`: what changed, and whether the static site was asked to rebuild. */
export const adminChange = z.object({ id: z.int(), slug: z.string(), rebuild_requested: z.boolean() });

/** Another account or pending request of the same company (same SIREN): a company may have several. */
export const companyAccount = z.object({
  kind: z.enum(['account', 'request']),
  id: z.int(),
  email: z.string(),
  company: z.nullable(z.string()),
  siret: z.string(),
  /** an account's professional terms are open (always false for a request) */
  verified: z.boolean(),
});

/** `GET /admin/customers`: a professional account, newest first. */
export const professionalAccount = z.object({
  customer_id: z.int(),
  email: z.string(),
  company: z.string(),
  siret: z.string(),
  professional_verified: z.boolean(),
  created_at: z.string(),
  same_company: z.array(companyAccount),
});

/** `GET /admin/account-requests`: a request still to authorise, as it was sent. */
export const accountRequest = z.object({
  id: z.int(),
  status: z.string(),
  created_at: z.string(),
  email: z.string(),
  company: z.string(),
  siret: z.string(),
  same_company: z.array(companyAccount),
});

/** `GET /admin/outbox`: a mail the API would have sent, with its attachments named. */
export const outboxMail = z.object({
  id: z.int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.int() })),
});

/** `GET /admin/submissions`: a lead form as sent, and where its files were stored. */
export const formSubmission = z.object({
  id: z.int(),
  form: z.string(),
  reference: z.string(),
  payload: z.record(z.string(), z.unknown()),
  files: z.array(z.object({ name: z.string(), size: z.int(), type: z.string(), field: z.string(), path: z.string() })),
  created_at: z.string(),
});
