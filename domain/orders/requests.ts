import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { blank, paging, refuse, uint } from '../contract/query';

/* What checkout and the customer's documents take. The bodies are the checkout's own forms (domain/forms/checkout.ts). */
export { orderForm as orderBody, quotationRequestForm as quotationBody } from '../forms/checkout';

/** Orders, quotations and invoices, 20 a page; those of one job site with `job_site`. */
export const documentsQuery = z.object({
  ...paging(20),
  job_site: z.optional(
    z.transform((v: string | number, ctx): number | undefined => (blank(v) ? undefined : (uint(v) ?? refuse(ctx, 'Ce chantier est introuvable.')))),
  ),
  /** a company's documents made by one of its people (issue 46) */
  person: z.optional(
    z.transform((v: string | number, ctx): number | undefined => (blank(v) ? undefined : (uint(v) ?? refuse(ctx, 'Cette personne est introuvable.')))),
  ),
});

/** An id or a document number (`CMD-2025-000012`): the customer's own only, else 404. */
export const documentParams = z.object({ id: z.string() });

/** `POST /order/{id}/reorder`: into this cart, or the customer's. */
export const reorderBody = z.object({ cart_token: z.optional(z.nullable(z.string().check(z.maxLength(100)))) });
