import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { BUYER_UNITS } from '../units/conversions';
import { THINGS } from './things';
import { cartResponse } from '../cart/contract';
import { cents } from '../contract/common';

/** How one line of a quick order was read against the catalogue: its product, or what to change, with references that may be meant. */
export const quickOrderLine = z.object({
  /** the line's index in the request */
  index: z.int(),
  reference: z.string(),
  product: z.nullable(
    z.object({
      id: z.int(),
      reference: z.string(),
      name: z.string(),
      slug: z.string(),
      unit: z.string(),
      /** today's price of one unit of sale in the request's territory, the customer's discount taken off (a sheet: of
       * one sheet of the line's length, else of a metre); null when the territory does not sell it, or when the
       * line's length is outside the sheet's range (the line's message says so) */
      unit_price_ht: z.nullable(cents),
      /** in its unit of sale (metres for sheets cut to length) */
      stock: z.int(),
      /** working days to make a made-to-order product, which stock does not limit; null for a stocked one */
      lead_time_days: z.nullable(z.int()),
    }),
  ),
  /** what was asked: a count of units of sale ('piece'), or an amount in a buyer's unit; `counted`: the thing a count named (« 3 barres ») */
  asked: z.object({ amount: z.number(), unit: z.enum(['piece', ...BUYER_UNITS]), counted: z.optional(z.enum(THINGS)) }),
  /** metres, for sheets cut to length */
  length: z.optional(z.nullable(z.number())),
  /** French, what to change on the line; null when it can go to the cart */
  message: z.nullable(z.string()),
  /** 'reference' or 'quantity' or 'length': where the problem is */
  field: z.nullable(z.enum(['reference', 'quantity', 'length'])),
  suggestions: z.array(z.object({ reference: z.string(), name: z.string() })),
});
export type QuickOrderLine = z.infer<typeof quickOrderLine>;

/** `POST /cart/quick-order`: every line read; the cart when the lines went in it (not on a dry run). */
export const quickOrderAnswer = z.object({
  lines: z.array(quickOrderLine),
  cart: z.nullable(cartResponse),
});
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswer>;

/** `GET /products/references?q=`: references sold in the territory that start with what was typed. */
export const referenceSuggestions = z.array(z.object({ reference: z.string(), name: z.string() }));
export type ReferenceSuggestion = z.infer<typeof referenceSuggestions>[number];
