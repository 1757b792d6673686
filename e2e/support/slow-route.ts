import type { Page } from '@playwright/test';

/**
 * An audit, not a journey: `E2E_SLOW_ROUTE=400 npx playwright test` holds
 * every page's rendering back for that many milliseconds after a link
 * changes the address. On a loaded machine the new page is drawn a moment
 * after the URL changed; a step that only waited for the URL then acts on the
 * page being left (the login form's « E-mail » for the renewal form's, one
 * CI run). Under this mode such a step fails every time instead of once in a
 * while; a journey waits for what the new page shows (its heading, its form).
 *
 * React schedules the render that follows `history.pushState` (or `replaceState`) through a
 * MessageChannel: those messages are delayed, nothing else.
 */
export async function slowRoutes(page: Page, ms: number) {
  await page.addInitScript((delay) => {
    const w = window as unknown as { renderHeldUntil?: number };
    for (const name of ['pushState', 'replaceState'] as const) {
      const change = history[name];
      history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        w.renderHeldUntil = performance.now() + delay;
        return change.apply(this, args);
      };
    }
    const post = MessagePort.prototype.postMessage as (this: MessagePort, ...args: unknown[]) => void;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      const wait = (w.renderHeldUntil ?? 0) - performance.now();
      if (wait > 0) setTimeout(() => post.apply(this, args), wait);
      else post.apply(this, args);
    } as MessagePort['postMessage'];
  }, ms);
}
