import type { CuttingPlan, StockBars } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { draftCuttingPlanPdf, getCuttingPlan, getCuttingPlanPdf, planCuts } from '@trefima/domain/bar-schedules/cutting-plan/endpoints';
import { t } from '@trefima/domain/i18n/t';
import { quickOrder } from '@trefima/domain/quick-order/endpoints';
import { saveFile } from '../../lib/save-file';
import { shop } from '../../shop-client/browser';
import { ShopApiError } from '../../shop-client/errors';
import { afterCartAnswer, currentCartToken } from '../cart';
import { rowsForApi, type DraftSchedule } from './model';
import { sendUntilAnswered } from '../../shop-client/send-until-answered';

/*
 * The « Plan de coupe »'s door to the shop API, apart from api.ts: only the
 * panel (loaded when first opened) imports it, so that the editor's first
 * load carries neither these calls nor the plan's contract.
 */

export interface CuttingSettings {
  kerf_mm: number;
  min_offcut_mm: number;
}

/** The saved schedule the API already has, when the draft holds no change since; else the draft's rows are sent. */
const savedOf = (d: DraftSchedule, loggedIn: boolean) => (loggedIn && d.saved && !d.dirty ? d.saved : null);

const asQuery = (s: CuttingSettings) => ({ kerf_mm: String(s.kerf_mm), min_offcut_mm: String(s.min_offcut_mm) });

export function fetchCuttingPlan(d: DraftSchedule, loggedIn: boolean, s: CuttingSettings): Promise<CuttingPlan> {
  const saved = savedOf(d, loggedIn);
  if (saved) return shop(getCuttingPlan, { params: { id: String(saved.id) }, query: { revision: saved.revision, ...asQuery(s) } });
  return shop(planCuts, { body: { rows: rowsForApi(d.rows), ...s } });
}

/** The plan's PDF, under the name the API gives it. */
export async function downloadCuttingPlanPdf(d: DraftSchedule, loggedIn: boolean, s: CuttingSettings) {
  const saved = savedOf(d, loggedIn);
  const file = saved
    ? await shop(getCuttingPlanPdf, { params: { id: String(saved.id) }, query: { revision: saved.revision, ...asQuery(s) } })
    : await shop(draftCuttingPlanPdf, { body: { header: d.header, rows: rowsForApi(d.rows), ...s } });
  saveFile(file);
}

/**
 * The plan's straight bars in the cart, by the quick order's path: every
 * line in one call or none (the API's message names the line it refused);
 * the cart is stored, shown and announced as the cart's own changes are.
 */
export async function stockToCart(stock: readonly StockBars[], announce: string) {
  const lines = stock.map((b) => ({ reference: b.reference, quantity: b.count }));
  // sent again after its answer was lost: the bars in the cart once (shop-client/send-until-answered.ts)
  const cartToken = currentCartToken();
  const answer = await sendUntilAnswered([cartToken, lines], (key) => shop(quickOrder, { body: { lines, cart_token: cartToken, request_key: key } }));
  if (answer.cart) afterCartAnswer(answer.cart, announce);
  return answer;
}

/** What went wrong, in French, and that the schedule was not touched. */
export function cuttingFailure(e: unknown): string {
  const kept = t('barSchedule.cuttingPlan.kept');
  // a busy server behind a proxy may answer 503 without the API's JSON
  if (e instanceof ShopApiError && e.status === 503 && e.code === 'BAD_RESPONSE') return `${t('barSchedule.cuttingPlan.busy')} ${kept}`;
  if (e instanceof ShopApiError) return `${e.message} ${kept}`;
  return `${t('barSchedule.cuttingPlan.failed')} ${kept}`;
}
