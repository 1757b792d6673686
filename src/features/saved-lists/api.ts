import useSWR, { mutate } from 'swr';
import type { SavedList } from '@trefima/domain/saved-lists/contract';
import { shop } from '../../shop-client/browser';
import { sendUntilAnswered } from '../../shop-client/send-until-answered';
import type { BodyOf } from '@trefima/domain/contract/endpoint';
import { quickOrder } from '@trefima/domain/quick-order/endpoints';
import { createSavedList, deleteSavedList, getSavedList, getSavedLists, savedListToCart, updateSavedList } from '@trefima/domain/saved-lists/endpoints';
import { afterCartAnswer, currentCartToken } from '../cart';
import { useTerritory } from '../territory';

/**
 * The saved lists' one door to the shop API: SWR keys and hooks, and the
 * actions, each of which has what it changed read again once the API has
 * answered. The lists are the customer account's, whoever of its users
 * is signed in: the keys carry the customer, so that another account never
 * reads the previous one's.
 */
const INDEX = 'saved-lists';
const ONE = 'saved-list';
const once = { revalidateOnFocus: false };

export const savedListsKey = (customerId: number) => [INDEX, customerId] as const;
/** A list is priced in the territory: another territory is another read. */
export const savedListKey = (customerId: number, id: number, planId: number) => [ONE, customerId, id, planId] as const;

/** The account's lists by name, without their lines. */
export const useSavedLists = (customerId: number) => useSWR(savedListsKey(customerId), () => shop(getSavedLists), once);

/**
 * One list with its lines at today's prices; nothing is asked while `id` is null (its lines are not shown).
 * `keepPrevious` (its lines' editor is open): while another territory's prices are read, the previous ones
 * stay, since the editor in their place would otherwise go with what the buyer typed and has not saved; the
 * lines alone show no other territory's prices meanwhile.
 */
export function useSavedList(customerId: number, id: number | null, keepPrevious = false) {
  const { planId } = useTerritory();
  return useSWR(id === null ? null : savedListKey(customerId, id, planId), () => shop(getSavedList, { params: { id: id! } }), {
    ...once,
    keepPreviousData: keepPrevious,
  });
}

// read again, what is shown staying meanwhile: a card and its result message stay mounted
const refresh = (...kinds: string[]) => mutate((key: unknown) => Array.isArray(key) && kinds.includes(key[0] as string));

const refreshing = async <T>(call: Promise<T>, kinds = [INDEX, ONE]) => {
  const answer = await call;
  void refresh(...kinds);
  return answer;
};

export type SavedListPatch = BodyOf<typeof updateSavedList>;

/** A new list; sent again after its answer was lost on the way, under the same key: one list, not two. */
const newList = (body: Omit<BodyOf<typeof createSavedList>, 'request_key'>): Promise<SavedList> =>
  refreshing(sendUntilAnswered(['new-list', body], (key) => shop(createSavedList, { body: { ...body, request_key: key } })));

/** The cart as it is (the stored cart, else the customer's own) becomes a new list, on a job site or none. */
export const saveCartAsList = (name: string, jobSiteId: number | null) => newList({ name, job_site_id: jobSiteId, from_cart: currentCartToken() ?? true });

/** A list with no product yet, to be filled by reference on /mes-listes. */
export const createEmptyList = (name: string, jobSiteId: number | null) => newList({ name, job_site_id: jobSiteId });

/** Name, site (null takes it off its site) or lines (replacing them all): only what is sent changes. */
export const updateList = (id: number, patch: SavedListPatch) => refreshing(shop(updateSavedList, { params: { id }, body: patch }));

/**
 * The list as stored now, read again after a change it refused for having moved on (409 LIST_CHANGED): what the
 * page shows of it follows, and its revision is the one a change sent again is made on.
 */
export async function listAsStored(id: number): Promise<number> {
  const list = await shop(getSavedList, { params: { id } });
  await refresh(INDEX, ONE);
  return list.revision;
}

/** Gone for every user of the account; only the index is read again (the list itself would be a 404). */
export const removeList = (id: number) => refreshing(shop(deleteSavedList, { params: { id } }), [INDEX]);

/**
 * Every line of the list in the cart at today's prices, in one call or none;
 * the cart is stored, shown and its live region told, as an order put back
 * in the cart is (documents' orderAgain). The answer names what was left out.
 */
export async function listToCart(id: number, announce: string) {
  const cartToken = currentCartToken();
  // pressed again after its answer was lost on the way, under the same key: the list is added once
  const answer = await sendUntilAnswered(['list-to-cart', id, cartToken], (key) =>
    shop(savedListToCart, { params: { id }, body: { cart_token: cartToken, request_key: key } }),
  );
  afterCartAnswer(answer.cart, announce);
  // its lines at the prices the cart just took
  void refresh(ONE);
  return answer;
}

/**
 * A reference typed to add a line: read against the catalogue by the quick
 * order, without touching the cart (`dry_run`): the line comes back with its
 * product, or with the French message of what is wrong and where (`field`):
 * a sheet cut to length asks its `length`, in metres, which goes with it.
 */
export const findProduct = (reference: string, quantity: number, length: number | null = null) =>
  shop(quickOrder, { body: { lines: [{ reference, quantity, ...(length === null ? {} : { length }) }], dry_run: true } }).then((a) => a.lines[0]);
