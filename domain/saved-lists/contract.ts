import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { cartResponse } from '../cart/contract';
import { cents, listOf, madeBy } from '../contract/common';

/**
 * A customer's saved lists (« listes enregistrées »): named lists of products,
 * per job site or per house type, shared by the whole account and put in the
 * cart in one click. A list keeps no price: it is priced when read, at the
 * request's territory's prices of the day, less the customer's discount.
 */

export const SAVED_LIST_LIMITS = { name: 80, lines: 200, schedules: 20 } as const;

export const savedListLine = z.object({
  element_id: z.int(),
  reference: z.string(),
  name: z.string(),
  slug: z.string(),
  unit: z.string(),
  quantity: z.int(),
  /** metres, for cut-to-length sheets */
  length: z.nullable(z.number()),
  /** today's, less the customer's discount; null when the product is not sold in the territory */
  unit_price_ht: z.nullable(cents),
  total_ht: z.nullable(cents),
  available: z.boolean(),
  /** French, why the line would not go to the cart; null when it would */
  reason: z.nullable(z.string()),
});
export type SavedListLine = z.infer<typeof savedListLine>;

/**
 * A bar schedule the list refers to (a cart's schedule saved with it): put
 * in the cart, its latest revision at the day's figures, priced then.
 */
export const savedListSchedule = z.object({
  schedule_id: z.int(),
  number: z.string(),
  title: z.string(),
  /** the latest revision, the one the list puts in the cart */
  revision: z.string(),
  /** its theoretical mass, in grams */
  mass_g: z.int(),
  available: z.boolean(),
  /** French, why it would not go to the cart (ordered: it is duplicated to be ordered again); null when it would */
  reason: z.nullable(z.string()),
});
export type SavedListSchedule = z.infer<typeof savedListSchedule>;

const jobSiteRef = z.nullable(z.object({ job_site_id: z.int(), name: z.string() }));

export const savedList = z.object({
  list_id: z.int(),
  name: z.string(),
  job_site: jobSiteRef,
  lines: z.array(savedListLine),
  schedules: z.array(savedListSchedule),
  /** the available products' total (a schedule is priced when it goes to the cart) */
  total_ht: cents,
  created_at: z.string(),
  updated_at: z.string(),
  /** one more at every change: a change sent with the one it was made on is refused once the list has moved on (409 LIST_CHANGED) */
  revision: z.int(),
  /** a company's list: who of its people made it; absent for a private buyer's */
  made_by: z.optional(madeBy),
});
export type SavedList = z.infer<typeof savedList>;

/** The index's row: no prices, which only the list's own page shows. */
export const savedListSummary = z.object({
  list_id: z.int(),
  name: z.string(),
  job_site: jobSiteRef,
  line_count: z.int(),
  schedule_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  revision: z.int(),
  /** a company's list: who of its people made it; absent for a private buyer's */
  made_by: z.optional(madeBy),
});
export type SavedListSummary = z.infer<typeof savedListSummary>;

/** By name (« Lot 2 » before « Lot 10 »). */
export const savedListList = listOf(savedListSummary);
export type SavedListList = z.infer<typeof savedListList>;

/** `POST /list/{id}/cart`: the cart with the list's lines in it, and the lines left out. */
export const savedListCartAnswer = z.object({
  cart: cartResponse,
  /** a bar schedule left out has its `schedule_id` (its reference is its number) */
  skipped: z.array(z.object({ reference: z.string(), name: z.string(), reason: z.string(), schedule_id: z.optional(z.int()) })),
});
export type SavedListCartAnswer = z.infer<typeof savedListCartAnswer>;
