import { z } from 'zod/mini';
import { savedList, savedListCartAnswer, savedListList } from './contract';
import type { savedListCartBody, savedListCreateBody, savedListParams, savedListPatchBody } from './requests';
import { endpoint } from '../contract/endpoint';

/* The customer account's saved lists (see index.ts). The session names the customer: no customer id in the paths. */
type Params = { params: z.input<typeof savedListParams> };

export const getSavedLists = /*#__PURE__*/ endpoint<typeof savedListList>('saved-lists', 'GET', '/list', savedListList, { auth: 'required' });
export const createSavedList = /*#__PURE__*/ endpoint<typeof savedList, { body: z.input<typeof savedListCreateBody> }>(
  'saved-list.create',
  'POST',
  '/list',
  savedList,
  { auth: 'required' },
);
export const getSavedList = /*#__PURE__*/ endpoint<typeof savedList, Params>('saved-list', 'GET', '/list/{id}', savedList, { auth: 'required' });
/** Only the fields sent change; `lines` replaces every line. */
export const updateSavedList = /*#__PURE__*/ endpoint<typeof savedList, Params & { body: z.input<typeof savedListPatchBody> }>(
  'saved-list.update',
  'PATCH',
  '/list/{id}',
  savedList,
  { auth: 'required' },
);
// a 204: no content, read as null by the client
const noContent = z.null();
export const deleteSavedList = /*#__PURE__*/ endpoint<typeof noContent, Params>('saved-list.delete', 'DELETE', '/list/{id}', noContent, {
  auth: 'required',
});
export const savedListToCart = /*#__PURE__*/ endpoint<typeof savedListCartAnswer, Params & { body: z.input<typeof savedListCartBody> }>(
  'saved-list.cart',
  'POST',
  '/list/{id}/cart',
  savedListCartAnswer,
  { auth: 'required' },
);
