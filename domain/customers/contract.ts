import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';

export const customerType = z.enum(['particulier', 'professionnel']);

export const address = z.object({
  address_id: z.int(),
  label: z.string(),
  civility: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  street: z.string(),
  street2: z.nullable(z.string()),
  zipcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  is_default_delivery: z.boolean(),
  is_default_billing: z.boolean(),
  /**
   * In the address book: why the caller may not change this address of his company's book (a colleague's, or a job
   * site's), null when he may. Absent where it is not said (an order's copy of its addresses).
   */
  locked: z.optional(z.nullable(z.string())),
});
export type Address = z.infer<typeof address>;

export const customer = z.object({
  customer_id: z.int(),
  type: customerType,
  civility: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.nullable(z.string()),
  siret: z.nullable(z.string()),
  /** his role in his company (domain/companies/roles.ts); null for a private buyer, absent from a back office without companies */
  company_role: z.optional(z.nullable(z.string())),
  /** professional discount in percent, 0 for private buyers */
  discount_rate: z.number(),
  /** professional terms (payment on account) opened by the back office; a self-declared professional has them only once checked */
  professional_verified: z.boolean(),
  /** the account's purchasing rules want a purchase-order number on every order (set by the back office) */
  purchase_order_required: z.boolean(),
  newsletter: z.boolean(),
  sales_plan_id: z.int(),
  addresses: z.array(address),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customer>;

export const user = z.object({ id: z.int(), email: z.string(), roles: z.array(z.string()) });
export type User = z.infer<typeof user>;

export const session = z.object({
  token: z.string(),
  user,
  customer,
  /** the customer's cart after merging the anonymous cart sent at login */
  cart_token: z.nullable(z.string()),
  /** this browser's device token for the login (sign-in throttle): kept, and sent with its next sign-in; absent from a back office without them */
  device_token: z.optional(z.string()),
});
export type Session = z.infer<typeof session>;

export const logged = z.object({ user: z.nullable(user), customer: z.nullable(customer) });

export const message = z.object({ message: z.string() });

/**
 * `POST /customer/change-password`: a new password ends every session of the account, this one included (a copy of its
 * token must not outlive the change), so this browser gets the token of a new session, as a sign-in answers it; and it
 * ends the device tokens of the account (they are bound to it), so it gets a new one too. Both optional, as the
 * session's device token, for a back office that keeps the session and has no device tokens.
 */
export const passwordChanged = z.object({ message: z.string(), token: z.optional(z.string()), device_token: z.optional(z.string()) });

/**
 * `PATCH /customer/{id}`: the customer; a new e-mail also answers this browser's device token for it, the one it held
 * naming the old login (optional, as the session's, for a back office without them).
 */
export const profileUpdated = z.extend(customer, { device_token: z.optional(z.string()) });

/** `POST /customer/logout-all`: how many sessions were ended, this one included. */
export const loggedOutEverywhere = z.object({ message: z.string(), ended: z.int() });
