import type { AppDeps } from '../deps';

/**
 * Opens a session, bringing the anonymous cart along: sign-in, sign-up and a
 * colleague's signup from his company's invitation (companies/invitation-routes.ts)
 * answer the same. `deviceToken` is the browser's for this login (throttle/device-tokens.ts).
 */
export function openSession(
  { sessions, services: { customers, carts } }: AppDeps,
  customerId: number,
  anonCartToken: string | null | undefined,
  deviceToken: string,
) {
  let cartToken: string | null = null;
  if (anonCartToken) {
    try {
      cartToken = carts.resolve(anonCartToken, customerId)?.token ?? null;
    } catch {
      cartToken = null; // an expired anonymous cart is simply not merged
    }
  }
  cartToken ??= carts.resolve(undefined, customerId)?.token ?? null;
  const row = customers.row(customerId)!;
  return {
    token: sessions.open(customerId),
    user: customers.user(row),
    customer: customers.customer(row),
    cart_token: cartToken,
    device_token: deviceToken,
  };
}
