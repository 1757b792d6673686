#!/usr/bin/env node
/**
 * What the live prices cost a listing page. The static HTML carries the
 * default territory's prices and the browser replaces them with the visitor's
 * territory's ones fetched in one request (GET /product/prices?ids=…), inside
 * the same boxes. Two promises are checked here, on a phone (Pixel 7-like)
 * and on a desktop window:
 *  - one request per page, not one per product card: the number of calls to
 *    the prices endpoint on an ordinary load, counted until the network is idle;
 *  - no layout shift while they arrive, even late: every prices answer is held
 *    back `delayMs`, and the cumulative layout shift is measured in the page
 *    from navigation until 1 s after the live prices are shown, with proof
 *    that they were (the static amount hidden while pending, then replaced).
 * The visitor of the delayed run has chosen Guadeloupe, so the live amounts
 * differ from the static (Martinique) ones and their arrival is visible.
 *
 * Usage: node bench/live-prices.mjs http://127.0.0.1:9300 /categorie/acier-pour-beton-arme [delayMs]
 */
import { pathToFileURL } from 'node:url';
import { chromium, devices } from '@playwright/test';

const PRICES = /\/product\/prices(\?|$)/;
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const VIEWPORTS = {
  mobile: {
    ...devices['Pixel 7'],
    // Playwright's Pixel 7 viewport leaves out the browser's toolbars; the
    // whole 915 px screen height shows more cards above the fold, which is the
    // harder case for layout shifts.
    viewport: { width: 412, height: 915 },
    screen: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/**
 * What OBSERVE keeps in the page (window.__bench): the layout shifts, and the static prices as first rendered.
 * @typedef {{ at: number, value: number, sources: string[] }} Shift
 * @typedef {{ cls: { value: number, shifts: Shift[], unsupported?: boolean },
 *   static: { texts: (string | null)[], hidden: boolean, planPending: boolean } | null }} BenchState
 * A layout shift entry (the DOM's lib does not type it).
 * @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node: Node | null }[] }} LayoutShift
 */

// Runs before any page script: the shifts that happen before hydration count
// too, and `buffered` catches those recorded before the observer exists.
const OBSERVE = () => {
  const page = /** @type {typeof window & { __bench: BenchState }} */ (window);
  /** @type {BenchState['cls']} */
  const cls = { value: 0, shifts: [] };
  page.__bench = { cls, static: null };
  /** @type {(node: Node | null | undefined) => string} */
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return String(node?.nodeName ?? '?');
    const element = /** @type {Element} */ (node);
    const cls = typeof element.className === 'string' && element.className ? `.${element.className.split(/\s+/).join('.')}` : '';
    return `${element.tagName.toLowerCase()}${cls}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of /** @type {LayoutShift[]} */ (list.getEntries())) {
        // Shifts within 500 ms of a tap or key are expected by the visitor and do not count (CLS definition).
        if (e.hadRecentInput) continue;
        cls.value += e.value;
        cls.shifts.push({ at: Math.round(e.startTime), value: e.value, sources: (e.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    cls.unsupported = true;
  }
  // The static price as the HTML rendered it, before any script could replace it.
  document.addEventListener('DOMContentLoaded', () => {
    const amounts = [...document.querySelectorAll('main article p[data-price-static] > span:first-child')];
    page.__bench.static = {
      texts: amounts.map((a) => a.textContent),
      hidden: amounts.length > 0 && amounts.every((a) => getComputedStyle(a).visibility === 'hidden'),
      planPending: document.documentElement.classList.contains('plan-pending'),
    };
  });
};

/** @param {import('@playwright/test').Page} page */
const cardsOf = (page) =>
  page.evaluate(() => {
    // A product card is an <article> of the main content linking to a product page.
    const cards = [...document.querySelectorAll('main article')].filter((a) => a.querySelector('a[href^="/produit/"]'));
    return cards.map((a) => {
      const p = a.querySelector('p:has(> span:first-child + span)') ?? a.querySelector('[data-price-static]');
      return { static: p?.hasAttribute('data-price-static') ?? null, text: p?.firstElementChild?.textContent ?? null };
    });
  });

/**
 * @template T
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} device
 * @param {number | null} planId
 * @param {(page: import('@playwright/test').Page) => Promise<T>} fn
 */
async function withContext(browser, device, planId, fn) {
  const context = await browser.newContext({ ...device, locale: 'fr-FR' });
  try {
    if (planId !== null) await context.addInitScript((id) => localStorage.setItem('trefima.plan', JSON.stringify(id)), planId);
    await context.addInitScript(OBSERVE);
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Calls to the prices endpoint during an ordinary load, until the network is idle.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} device
 * @param {string} url
 * @param {number | null} planId
 */
async function countRequests(browser, device, url, planId) {
  return withContext(browser, device, planId, async (page) => {
    /** @type {string[]} */
    const calls = [];
    page.on('request', (r) => {
      if (PRICES.test(new URL(r.url()).pathname + new URL(r.url()).search)) calls.push(r.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // SWR or a late effect could ask again just after the idle point.
    await page.waitForTimeout(1000);
    const cards = await cardsOf(page);
    const ids = calls.map((c) => new URL(c).searchParams.get('ids')?.split(',').length ?? 0);
    return { requests: calls.length, idsPerRequest: ids, cards: cards.length, livePricesShown: cards.filter((c) => c.static === false).length };
  });
}

/**
 * CLS from navigation until 1 s after the delayed live prices are shown.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} device
 * @param {string} url
 * @param {number} planId
 * @param {number} delayMs
 */
async function delayedLoad(browser, device, url, planId, delayMs) {
  return withContext(browser, device, planId, async (page) => {
    /** @type {number | null} */
    let releasedAt = null;
    let held = 0;
    await page.route(PRICES, async (route) => {
      held++;
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, delayMs));
      releasedAt = Date.now();
      await route.fulfill({ response });
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    const arrived = await page
      .waitForFunction(
        () => {
          const left = document.querySelectorAll('main article p[data-price-static]').length;
          return left === 0 && !document.documentElement.classList.contains('plan-pending');
        },
        null,
        { timeout: delayMs + 15000, polling: 50 },
      )
      .then(() => true)
      .catch(() => false);
    const shownAt = Date.now();
    await page.waitForTimeout(1000);
    const bench = await page.evaluate(() => /** @type {typeof window & { __bench: BenchState }} */ (window).__bench);
    const cards = await cardsOf(page);
    const before = bench.static?.texts ?? [];
    const after = cards.map((c) => c.text);
    const changed = after.filter((t, i) => before[i] !== undefined && t !== before[i]).length;
    return {
      heldResponses: held,
      cls: Math.round(bench.cls.value * 10000) / 10000,
      shifts: bench.cls.shifts,
      // Proof of arrival: every card lost its static marker after the held answer was released, and the amounts changed.
      livePriceArrived: arrived && releasedAt !== null && shownAt >= releasedAt,
      staticHiddenWhilePending: bench.static?.hidden ?? null,
      cardsWithChangedAmount: changed,
      sample: { static: before[0] ?? null, live: after[0] ?? null },
      msFromNavigationToShown: shownAt - started,
      msFromReleaseToShown: releasedAt === null ? null : shownAt - releasedAt,
    };
  });
}

/**
 * What a listing costs in one viewport: its cards, the price requests of a first and of a returning visit, and the
 * delayed load's layout shift and proof of arrival.
 * @typedef {{ cards: number, firstVisit: Awaited<ReturnType<typeof countRequests>>, returning: Awaited<ReturnType<typeof countRequests>>,
 *   delayed: Awaited<ReturnType<typeof delayedLoad>> }} ViewportCost
 */

/**
 * @param {{ siteOrigin: string, listingPath: string, delayMs?: number, chromePath?: string, planId?: number }} options
 *   planId: the territory the visitor has chosen (2, Guadeloupe, differs from the static Martinique prices)
 * @returns {Promise<{ url: string, delayMs: number, planId: number } & Partial<Record<keyof typeof VIEWPORTS, ViewportCost>>>}
 */
export async function livePriceCost({ siteOrigin, listingPath, delayMs = 2000, chromePath = '/usr/bin/chromium', planId = 2 }) {
  const url = new URL(listingPath, siteOrigin).href;
  // One browser (Playwright gives it a fresh temporary profile), and a fresh
  // context, so empty storage and cache, per measurement.
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    /** @type {{ url: string, delayMs: number, planId: number } & Partial<Record<keyof typeof VIEWPORTS, ViewportCost>>} */
    const out = { url, delayMs, planId };
    for (const name of /** @type {(keyof typeof VIEWPORTS)[]} */ (Object.keys(VIEWPORTS))) {
      const device = VIEWPORTS[name];
      // A first visit has no territory yet (the dialog asks; the default one is priced); a returning visitor has one.
      const firstVisit = await countRequests(browser, device, url, null);
      const returning = await countRequests(browser, device, url, planId);
      const delayed = await delayedLoad(browser, device, url, planId, delayMs);
      out[name] = { cards: returning.cards, firstVisit, returning, delayed };
    }
    return out;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [siteOrigin = 'http://127.0.0.1:9000', listingPath = '/categorie/acier-pour-beton-arme', delay] = process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--'));
  const r = await livePriceCost({ siteOrigin, listingPath, delayMs: delay ? Number(delay) : undefined });
  console.log(`${r.url} (prices held ${r.delayMs} ms, territory ${r.planId})`);
  for (const name of /** @type {const} */ (['mobile', 'desktop'])) {
    const m = r[name];
    if (!m) continue;
    console.log(
      `${name.padEnd(8)} cards ${m.cards}  prices requests: first visit ${m.firstVisit.requests}, returning ${m.returning.requests}` +
        `  |  delayed: CLS ${m.delayed.cls}, live price ${m.delayed.livePriceArrived ? 'shown' : 'NOT shown'}` +
        ` (${m.delayed.sample.static} → ${m.delayed.sample.live}, ${m.delayed.cardsWithChangedAmount} amounts changed, static hidden while pending: ${m.delayed.staticHiddenWhilePending})`,
    );
    for (const s of m.delayed.shifts) console.log(`         shift at ${s.at} ms: ${s.value.toFixed(4)} ${s.sources.join(', ')}`);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(r, null, 2));
}
