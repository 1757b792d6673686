import { mutate } from 'swr';
import useSWR from 'swr';
import type { BarSchedule, BarScheduleHeader } from '@trefima/domain/bar-schedules/contract';
import type { CartResponse } from '@trefima/domain/cart/contract';
import type { CellRow } from './import/cells';
import { shop } from '../../shop-client/browser';
import { sendUntilAnswered } from '../../shop-client/send-until-answered';
import {
  createBarSchedule,
  draftBarSchedulePdf,
  duplicateBarSchedule,
  getBarSchedule,
  getBarSchedulePdf,
  getBarSchedulePrices,
  getBarSchedules,
  getBarScheduleBvbs,
  updateBarSchedule,
} from '@trefima/domain/bar-schedules/endpoints';
import { saveFile } from '../../lib/save-file';
import type { ListFilters } from '../../lib/list-params';
import { afterCartAnswer, currentCartToken } from '../cart';
import { useTerritory } from '../territory';
import { rowsForApi } from './model';

/**
 * The bar schedules' one door to the shop API: SWR keys, hooks and actions.
 * Keys carry the territory (prices) and the customer (his schedules), so that
 * another account or territory never reads the previous one's answers.
 */
export const SCHEDULES_PER_PAGE = 20;
const once = { revalidateOnFocus: false };

export function usePrices(customerId: number | null) {
  // read from useTerritory, not storage: a switch from the header changes the key, and the prices are asked again
  const { planId } = useTerritory();
  return useSWR(['bar-schedules.prices', planId, customerId], () => shop(getBarSchedulePrices), once);
}

/** A page of the customer's schedules; `jobSite`, `person`: one of his job sites', one of his company's people's (null: all). */
export const useSchedules = (customerId: number, page: number, { jobSite, person }: ListFilters) =>
  useSWR(
    ['bar-schedules', customerId, page, jobSite, person],
    () =>
      shop(getBarSchedules, {
        query: { page, perPage: SCHEDULES_PER_PAGE, ...(jobSite === null ? {} : { job_site: jobSite }), ...(person === null ? {} : { person }) },
      }),
    once,
  );

export const scheduleKey = (customerId: number, id: string, revision?: string) => ['bar-schedule', customerId, id, revision ?? null] as const;
export const useSchedule = (customerId: number | null, id: string | null, revision?: string) =>
  useSWR(customerId && id ? scheduleKey(customerId, id, revision) : null, () => shop(getBarSchedule, { params: { id: id! }, query: { revision } }), once);

const forgetLists = () => mutate((key) => Array.isArray(key) && key[0] === 'bar-schedules', undefined, { revalidate: true });

/**
 * Saves the draft: a new schedule under the draft's `requestKey` (a first save whose answer was lost, saved again,
 * changes the schedule it made), or a change on the revision it was loaded at (the API opens the next letter when
 * that one was sent).
 */
export async function saveSchedule(
  header: BarScheduleHeader,
  rows: readonly CellRow[],
  saved: { id: number; revision: string } | null,
  requestKey?: string,
): Promise<BarSchedule> {
  const body = { header, rows: rowsForApi(rows) };
  const schedule = saved
    ? await shop(updateBarSchedule, { params: { id: String(saved.id) }, body: { ...body, revision: saved.revision } })
    : await shop(createBarSchedule, { body: { ...body, request_key: requestKey } });
  void forgetLists();
  return schedule;
}

/** « Dupliquer »: pressed again after its answer was lost on the way, under the same key: one copy, not two. */
export async function duplicateSchedule(id: number, revision?: string): Promise<BarSchedule> {
  const copy = await sendUntilAnswered(['duplicate', id, revision], (key) =>
    shop(duplicateBarSchedule, { params: { id: String(id) }, query: { revision, request_key: key } }),
  );
  void forgetLists();
  return copy;
}

/** What the customer saw, which the API checks against its own figures. */
const seen = (s: BarSchedule) => ({ revision: s.revision, expected_mass_g: s.totals.mass_g, expected_total_ht: s.price.total_ht });

/** The calls that turn a schedule into a cart or a quotation, with the cart's and the order's contracts: loaded on the first click, not with the editor. */
const orderCalls = () => import('@trefima/domain/bar-schedules/order-endpoints');
/** Fetched once the editor shows, so that a click on a slow network does not wait for them. */
export const prefetchOrderCalls = orderCalls;

export async function sendToCart(s: BarSchedule, announce: string): Promise<CartResponse> {
  const { barScheduleToCart } = await orderCalls();
  const res = await shop(barScheduleToCart, { params: { id: String(s.id) }, body: { ...seen(s), cart_token: currentCartToken() } });
  afterCartAnswer(res, announce);
  void forgetLists();
  return res;
}

/** The body of a quotation request: JSON, or multipart when a plan goes with it (every value as text, the API reads them back). */
function quotationBody(s: BarSchedule, information: string | undefined, plan: File | null) {
  const fields = { ...seen(s), ...(information ? { complementary_information: information } : {}) };
  if (!plan) return fields;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('plan', plan, plan.name);
  return body;
}

export async function askQuotation(s: BarSchedule, information?: string, plan: File | null = null) {
  const { barScheduleToQuotation } = await orderCalls();
  const quotation = await shop(barScheduleToQuotation, { params: { id: String(s.id) }, body: quotationBody(s, information, plan) });
  void forgetLists();
  return quotation;
}

export { saveFile };

export const downloadPdf = async (id: number, revision: string) => saveFile(await shop(getBarSchedulePdf, { params: { id: String(id) }, query: { revision } }));
export const downloadBvbs = async (id: number, revision: string) =>
  saveFile(await shop(getBarScheduleBvbs, { params: { id: String(id) }, query: { revision } }));
/** A draft not saved (no session yet): the API prints it from its rows. */
export const downloadDraftPdf = async (header: BarScheduleHeader, rows: readonly CellRow[]) =>
  saveFile(await shop(draftBarSchedulePdf, { body: { header, rows: rowsForApi(rows) } }));
