import { customer, logged, loggedOutEverywhere, message, passwordChanged, profileUpdated, session } from './contract';
import { endpoint } from '../contract/endpoint';
import type { z } from 'zod/mini';
import type { AddressPatch, ProfilePatch } from './requests';
import type { addressBody, askToCreateBody, changePasswordBody, loginBody, newPasswordBody, rewindBody, signupBody } from './requests';

type OfCustomer = { customerId: number };
type OfAddress = { customerId: number; addressId: number };

/* The customer and the session (see index.ts). */
export const login = /*#__PURE__*/ endpoint<typeof session, { body: z.input<typeof loginBody> }>('customer.login', 'POST', '/customer/login', session);
export const logout = /*#__PURE__*/ endpoint('customer.logout', 'GET', '/customer/logout', message, { auth: 'required' });
export const logoutAll = /*#__PURE__*/ endpoint('customer.logout-all', 'POST', '/customer/logout-all', loggedOutEverywhere, { auth: 'required' });
export const signup = /*#__PURE__*/ endpoint<typeof session, { body: z.input<typeof signupBody> }>('customer.signup', 'POST', '/customer', session);
export const rewind = /*#__PURE__*/ endpoint<typeof message, { body: z.input<typeof rewindBody> }>('customer.rewind', 'POST', '/customer/rewind', message);
export const newPassword = /*#__PURE__*/ endpoint<typeof message, { body: z.input<typeof newPasswordBody> }>(
  'customer.password',
  'POST',
  '/customer/password',
  message,
);
export const changePassword = /*#__PURE__*/ endpoint<typeof passwordChanged, { body: z.input<typeof changePasswordBody> }>(
  'customer.change-password',
  'POST',
  '/customer/change-password',
  passwordChanged,
  { auth: 'required' },
);
export const getLogged = /*#__PURE__*/ endpoint('user.logged', 'GET', '/user/logged', logged, { auth: 'optional' });
export const updateCustomer = /*#__PURE__*/ endpoint<typeof profileUpdated, { params: OfCustomer; body: ProfilePatch }>(
  'customer.update',
  'PATCH',
  '/customer/{customerId}',
  profileUpdated,
  { auth: 'required' },
);
export const addAddress = /*#__PURE__*/ endpoint<typeof customer, { params: OfCustomer; body: z.input<typeof addressBody> }>(
  'address.add',
  'POST',
  '/customer/{customerId}/address',
  customer,
  { auth: 'required' },
);
export const updateAddress = /*#__PURE__*/ endpoint<typeof customer, { params: OfAddress; body: AddressPatch }>(
  'address.update',
  'PATCH',
  '/customer/{customerId}/address/{addressId}',
  customer,
  { auth: 'required' },
);
export const deleteAddress = /*#__PURE__*/ endpoint<typeof customer, { params: OfAddress }>(
  'address.delete',
  'DELETE',
  '/customer/{customerId}/address/{addressId}',
  customer,
  { auth: 'required' },
);
export const askToCreate = /*#__PURE__*/ endpoint<typeof message, { body: z.input<typeof askToCreateBody> }>(
  'customer.ask-to-create',
  'POST',
  '/customer/ask-to-create',
  message,
);
