import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { scheduleReference } from '../bar-schedules/contract';
import { amount, cents } from '../contract/common';
import { BUYER_UNITS } from '../units/conversions';

/**
 * The customer's discount on a line it applied to: its rate in whole percent and the line's unit price before it (the
 * catalogue's, for a sheet times its length, for a schedule times its mass). An invoice states it: a reduction of
 * price acquired at the sale (Code de commerce L441-9). Absent when no discount applied, and on a quotation's line,
 * priced by the office.
 */
export const lineDiscount = z.object({ rate: z.number(), list_unit_price_ht: cents });
export type LineDiscount = z.infer<typeof lineDiscount>;

export const cartLine = z.object({
  id: z.int(),
  element_id: z.int(),
  slug: z.string(),
  name: z.string(),
  reference: z.string(),
  image: z.string(),
  unit: z.string(),
  quantity: z.int(),
  /** metres, for cut-to-length sheets */
  length: z.nullable(z.number()),
  unit_price_ht: cents,
  total_ht: cents,
  min_quantity: z.int(),
  step: z.int(),
  stock: z.int(),
  /** working days to make a made-to-order product (cut, shaped); null for a stocked product, which stock bounds */
  lead_time_days: z.nullable(z.int()),
  /** a bar schedule's line: its theoretical mass at the price per tonne, one lot (quantity 1), removed whole */
  schedule: z.nullable(scheduleReference),
  /** what the buyer asked in his unit (1,2 t), of which `quantity` is the whole units of sale that give at least as much */
  asked: z.nullable(z.object({ amount: z.number(), unit: z.enum(BUYER_UNITS) })),
  /** the line's mass, when the product's is known (kg) */
  mass_kg: z.nullable(z.number()),
  /** an accepted quotation's line the sales office added to what the buyer asked for (absent otherwise) */
  added_by_office: z.optional(z.boolean()),
  discount: z.optional(lineDiscount),
});
export type CartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  list: z.array(cartLine),
  amount,
  /** number of lines */
  total: z.int(),
  /** sum of quantities */
  quantity: z.int(),
  /**
   * The delivery this cart can have free: the territory's carrier with the lowest free threshold (`carrier`, its name),
   * how far off it is; all null where none is, and in an accepted quotation's cart whose proposal priced the delivery
   */
  free_shipping: z.object({ threshold: z.nullable(cents), remaining: z.nullable(cents), carrier: z.nullable(z.string()) }),
  complementary_information: z.string(),
  /** a cart made by accepting a quotation: its lines and prices are the proposal's and cannot change */
  quotation: z.optional(z.object({ id: z.int(), number: z.string() })),
});
export type Cart = z.infer<typeof cart>;

export const cartResponse = z.object({
  token: z.string(),
  /** ISO date-time; the token is not to be sent after it */
  expires_at: z.string(),
  cart,
});
export type CartResponse = z.infer<typeof cartResponse>;

/**
 * One element of `POST /cart/update`; quantity 0 removes the line. With a
 * `unit` (kg, t, m, m²), `quantity` is an amount in it, which the API turns
 * into whole units of sale (domain/units); without, a whole number of them.
 * `line_id`: the cart line the change is about (the cart page's controls):
 * a line removed meanwhile is a 404, never made again by the change.
 */
export const cartElement = z
  .object({
    line_id: z.optional(z.int()),
    element_id: z.int(),
    quantity: z.number(),
    unit: z.optional(z.enum(BUYER_UNITS)),
    length: z.optional(z.nullable(z.number())),
    mode: z.optional(z.enum(['set', 'add'])),
  })
  .check(z.refine((e) => e.unit !== undefined || Number.isInteger(e.quantity)));
export type CartElement = z.infer<typeof cartElement>;
