import type { TestApi } from '../../backend/src/testing';
import { PRO } from '../../backend/src/testing';
import { browserApi } from './browser-api';
import { spyOnPageCalls, type PageCalls } from './held-calls';

/**
 * The page's side signed in as the demo professional against a real API, its calls watched: for the features' tests of
 * an answer lost on the way (`pageCalls.loseNextAnswer`) and the same press sent again. Import the feature's modules
 * after it.
 */
export async function proOnThePage(): Promise<{ api: TestApi; pageCalls: PageCalls }> {
  const api = await browserApi();
  const pageCalls = spyOnPageCalls();
  const { login } = await import('../features/account/session-actions');
  await login({ login: PRO.email, password: PRO.password });
  return { api, pageCalls };
}
