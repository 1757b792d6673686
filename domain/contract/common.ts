import './zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';

/**
 * Building blocks of the v1 contract. Written with `zod/mini` so that the
 * catalogue pages, which parse API answers too, stay light.
 */

/** Money is integer cents, excluding tax unless the field says otherwise. */
export const cents = z.int();

/** Who of a company's people made a piece of its shared work (issue 46): absent for a private buyer's. */
export const madeBy = z.object({ id: z.int(), name: z.string() });

export const envelope = <T extends z.core.$ZodType>(data: T) => z.object({ data });

export const listOf = <T extends z.core.$ZodType>(item: T) => z.object({ items: z.array(item), total: z.int() });

/** Every error answer. `errors` maps a field to its French message (422). */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  /** only on a 401 for an expired token: the fresh token to retry with */
  data: z.optional(z.object({ token: z.string() })),
  /** only on a 429: seconds to wait before trying again */
  retry_after: z.optional(z.number()),
});
export type ApiError = z.infer<typeof apiError>;

/** A label with a stable slug: tags, content categories, filter values. */
export const tag = z.object({ slug: z.string(), label: z.string() });
export type Tag = z.infer<typeof tag>;

export const amount = z.object({
  ht: cents,
  tva: cents,
  ttc: cents,
  /** percent, e.g. 8.5; 0 where VAT does not apply (Guyane) */
  vat_rate: z.number(),
});
export type Amount = z.infer<typeof amount>;

export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/));
