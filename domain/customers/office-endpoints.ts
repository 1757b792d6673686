import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { endpoint } from '../contract/endpoint';
import type { authorizeCreationBody } from './requests';

/*
 * The customer calls the site never makes: the sales office authorises an
 * account request with the one-time token it was mailed. Apart from
 * endpoints.ts, which every page loads, so that its schema stays out of them.
 */
export const accountAuthorized = z.object({ message: z.string(), customer_id: z.int() });

export const authorizeCreation = /*#__PURE__*/ endpoint<typeof accountAuthorized, { body: z.input<typeof authorizeCreationBody> }>(
  'customer.authorize-creation',
  'POST',
  '/customer/authorize-creation',
  accountAuthorized,
);
