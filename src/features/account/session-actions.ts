import { getDefaultStore } from 'jotai';
import { mutate } from 'swr';
import type { Session } from '@trefima/domain/contract';
import { shop } from '../../shop-client/browser';
import { ShopApiError } from '../../shop-client/errors';
import { login as loginCall, logoutAll as logoutAllCall, logout as logoutCall, signup as signupCall } from '@trefima/domain/customers/endpoints';
import type { BodyOf } from '@trefima/domain/contract/endpoint';
import { clearToken, readToken, saveToken } from '../../shop-client/session-events';
import { t } from '@trefima/domain/i18n/t';
import { forgetTyped } from '../../state/storage';
import { makeToast, toastAtom } from '../../state/ui';
import { adoptCartToken, currentCartToken, forgetCart } from '../cart';
import { forgetPrices } from '../prices';
import { deviceTokenFor, keepDeviceToken } from './device-token';
import { SESSION_KEY } from '../session';

/**
 * Opening and closing a session. The token goes to the jwt_token cookie
 * (365 days); the anonymous cart travels with the login and comes back
 * merged into the customer's; the login's device token (device-token.ts)
 * goes with it, and the new one is kept, through sign-outs too. Here in the
 * account, above the cart, rather than in features/session: the cart reads
 * who is signed in (features/session), so the session cannot read the cart.
 */
const store = getDefaultStore();

async function open(session: Session) {
  // the prices this tab holds were asked as someone else (a shared computer): his come as on a first load (first: see forgetPrices)
  forgetPrices();
  saveToken(session.token);
  await mutate(SESSION_KEY, { user: session.user, customer: session.customer }, { revalidate: false });
  await adoptCartToken(session.cart_token);
  return session;
}

export async function login(input: { login: string; password: string }) {
  const device_token = deviceTokenFor(input.login);
  const session = await shop(loginCall, { body: { ...input, cart_token: currentCartToken(), ...(device_token ? { device_token } : {}) } });
  keepDeviceToken(input.login, session.device_token);
  return open(session);
}

/** Addresses whose account-making call's answer did not come (the network): the account may have been made, and is then the buyer's. */
const unanswered = new Map<string, number>();
const AGAIN_WITHIN_MS = 10 * 60_000;

/**
 * A call that makes an account and opens its session (a signup, a colleague's from his invitation), sent again after
 * its answer was lost, finds its work done: the address taken, the link spent (`done`). The account it made opens to
 * the same address and password, through the sign-in (its throttle and lock), where the buyer read that the address
 * was taken or the link had served and did not know it was his; any other answer of the sign-in leaves that refusal.
 */
export async function openMadeAccount(email: string, password: string, make: () => Promise<Session>, done: (e: ShopApiError) => boolean) {
  const address = email.trim().toLowerCase();
  try {
    const made = await make();
    unanswered.delete(address);
    return made;
  } catch (e) {
    if (!(e instanceof ShopApiError)) throw e;
    if (e.code === 'NETWORK' || e.code === 'TIMEOUT') unanswered.set(address, Date.now());
    const lost = unanswered.get(address);
    if (!done(e) || lost === undefined || Date.now() - lost > AGAIN_WITHIN_MS) throw e;
    unanswered.delete(address);
    return login({ login: address, password }).catch(() => Promise.reject(e));
  }
}

export const signup = (input: BodyOf<typeof signupCall>) =>
  openMadeAccount(
    String(input.email),
    String(input.password),
    async () => {
      const session = await shop(signupCall, { body: { ...input, cart_token: currentCartToken() } });
      keepDeviceToken(session.user.email, session.device_token);
      return open(session);
    },
    (e) => e.code === 'EMAIL_TAKEN',
  );

/** A session another feature opened (a colleague's signup from his company's invitation): kept as a signup's, its device token too. */
export async function adoptSession(session: Session) {
  keepDeviceToken(session.user.email, session.device_token);
  return open(session);
}

/** This browser forgets the session, the customer's cart, his prices and what was typed in this tab, and says so. */
async function close(message: string, ms: number) {
  forgetPrices(); // first, as in open()
  clearToken();
  forgetCart();
  forgetTyped();
  await mutate(SESSION_KEY, { user: null, customer: null }, { revalidate: false });
  store.set(toastAtom, makeToast('success', message, ms));
}

/** Clears the session and its cookie, forgets the customer's cart, and says so for 3 s. */
export async function logout() {
  if (readToken()) await shop(logoutCall).catch(() => undefined); // revoke if the API answers; leave anyway
  await close(t('session.logout.done'), 3000);
}

/**
 * Ends every session of the customer, this one included (a lost phone, a
 * shared computer). Unlike logout, a failure keeps the session and is
 * thrown: the other devices are still signed in, and the customer must know.
 */
export async function logoutEverywhere() {
  const { message } = await shop(logoutAllCall);
  await close(message, 6000);
}
