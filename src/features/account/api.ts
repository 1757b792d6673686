import type { Customer } from '@trefima/domain/contract';
import { shop } from '../../shop-client/browser';
import {
  addAddress,
  askToCreate,
  changePassword,
  deleteAddress,
  newPassword,
  rewind,
  updateAddress,
  updateCustomer,
} from '@trefima/domain/customers/endpoints';
import type { BodyOf } from '@trefima/domain/contract/endpoint';
import { saveToken } from '../../shop-client/session-events';
import { keepDeviceToken } from './device-token';

/**
 * The customer space's calls: profile, passwords, address book, and the
 * requests of a visitor without an account. Each answer is the API's own;
 * an error is the client's ShopApiError, read with hooks/api-failure.
 */
type AddressValues = BodyOf<typeof addAddress>;

/** Adds an address, or changes the one named: the API answers with the customer and all his addresses. */
export function saveAddress(customerId: number, addressId: number | null, values: AddressValues): Promise<Customer> {
  return addressId === null
    ? shop(addAddress, { params: { customerId }, body: values })
    : shop(updateAddress, { params: { customerId, addressId }, body: values });
}

export const removeAddress = (customerId: number, addressId: number) => shop(deleteAddress, { params: { customerId, addressId } });

/**
 * The answer's customer, for the session. A new e-mail also answers a device token for the new login, kept under it:
 * this browser's named the old one (backend/src/throttle/device-tokens.ts), and the owner would meet the new address's
 * lock as an unknown browser.
 */
export async function updateProfile(customerId: number, values: BodyOf<typeof updateCustomer>): Promise<Customer> {
  const { device_token, ...customer } = await shop(updateCustomer, { params: { customerId }, body: values });
  keepDeviceToken(customer.email, device_token);
  return customer;
}

/**
 * A new password ends every session of the account, this one too (a stolen copy of its token must not outlive it): the
 * answer's token, of a new session, is kept as a sign-in's is, so that this browser stays signed in. Its device token
 * replaces this browser's for `login`: the account's were bound to the old password
 * (backend/src/throttle/device-tokens.ts), and without it the owner's browser would meet the account's lock.
 */
export async function changeMyPassword(login: string, values: BodyOf<typeof changePassword>) {
  const answer = await shop(changePassword, { body: values });
  if (answer.token) saveToken(answer.token);
  keepDeviceToken(login, answer.device_token);
  return answer;
}

/** Sets a new password from a reset link (its one-time token is in the values). */
export const setNewPassword = (values: BodyOf<typeof newPassword>) => shop(newPassword, { body: values });

/** Sends the reset link. */
export const askPasswordReset = (values: BodyOf<typeof rewind>) => shop(rewind, { body: values });

/** A professional's request for an account, examined by the sales office. */
export const askForAccount = (values: BodyOf<typeof askToCreate>) => shop(askToCreate, { body: values });
