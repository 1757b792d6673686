import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { blank, paging, refuse, uint } from '../contract/query';
import { requestKey } from '../forms/request-key';

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

/**
 * `GET /carrier?lead_time_days=`: the longest making of the cart's
 * made-to-order lines (working days), counted before each carrier's delay in
 * its `earliest_delivery`; none for a cart all in stock. The order is checked
 * again against its own lines: this only sets what the recap shows.
 */
export const carriersQuery = z.object({
  lead_time_days: z.optional(
    z.transform((v: string | number, ctx): number | undefined => {
      if (blank(v)) return undefined;
      const n = uint(v);
      // a year of making is no product of ours; past it the holidays' calendar could run out
      return n !== null && n <= 250 ? n : refuse(ctx, 'doit être un nombre de jours ouvrés entre 0 et 250');
    }),
  ),
});

/** An id or a document number (`CMD-2025-000012`): the customer's own only, else 404. */
export const documentParams = z.object({ id: z.string() });

/** `POST /order/{id}/reorder`: into this cart, or the customer's. */
export const reorderBody = z.object({
  cart_token: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** the client's name for this press (forms/request-key.ts): sent again, its answer lost, the lines are not added twice */
  request_key: requestKey,
});
