#!/usr/bin/env node
/**
 * What the bar-schedule editor (/nomenclature) costs as a contractor works:
 *  - pasting 500 rows copied from a spreadsheet (a header and 500 lines),
 *    from the click that applies the column-mapping step until the frame
 *    that shows the grid and the totals has been painted;
 *  - one cell edited in that 500-row schedule: the main thread's work from
 *    the input event to the new totals laid out (React's update, then style
 *    and layout, forced), which must fit in one frame for the next frame to
 *    show them; the median of five keystrokes (EDITS). The wait for that
 *    frame is not counted: it is the display's rhythm, not the editor's work.
 * Measured in the page (performance.now), in Debian's Chromium on a desktop
 * window, each the median of `runs` fresh page loads.
 *
 * Usage: node bench/schedule-editor.mjs http://127.0.0.1:9300 [runs]
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { median } from './lib/proc.mjs';

const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const ROWS = 500;

/** 500 rows of a real schedule's kinds: straight bars, U bars and links, Ø8 to Ø16. */
export function scheduleBlock(rows = ROWS) {
  /** @type {((i: number) => (string | number)[])[]} */
  const kinds = [
    (i) => ['Dalle', i, 10, 1, 12, '00', 6000, '', ''],
    (i) => ['Poutre', i, 12, 2, 4, '21', 300, 1200 + (i % 40) * 25, 300],
    (i) => ['Poutre', i, 8, 2, 20, '51', 300, 200, 115],
    (i) => ['Longrine', i, 16, 1, 4, '11', 2000 + (i % 20) * 50, 400, ''],
  ];
  const lines = ['Ouvrage\tRepère\tØ\tNb éléments\tBarres par élément\tCode de forme\tA\tB\tC'];
  for (let i = 1; i <= rows; i++) lines.push(kinds[i % kinds.length](i).join('\t'));
  return lines.join('\r\n');
}

// The editor's page has these elements once its first cell is shown, which the bench waits for before it runs the code below.

/**
 * In the page: the paste, then the painted frame that shows its totals.
 * @param {string} text
 */
const PASTE = async (text) => {
  const input = /** @type {HTMLInputElement} */ (document.querySelector('input[data-row="0"][data-col="0"]'));
  const totals = /** @type {Element} */ (document.querySelector('[aria-labelledby="nomenclature-totaux"]'));
  const before = totals.textContent;
  input.focus();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  // the column-mapping step shows the columns first: timed from the buyer's « Ajouter les 500 lignes »
  /** @type {HTMLButtonElement} */
  const apply = await new Promise((resolve) => {
    const find = () => {
      const button = [...document.querySelectorAll('section[aria-labelledby] button')].find((b) => b.textContent?.startsWith('Ajouter les'));
      return button ? resolve(/** @type {HTMLButtonElement} */ (button)) : requestAnimationFrame(find);
    };
    find();
  });
  const t0 = performance.now();
  apply.click();
  await new Promise((resolve) => {
    const check = () => (totals.textContent !== before ? resolve(undefined) : requestAnimationFrame(check));
    check();
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return { ms: performance.now() - t0, rows: document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? null };
};

/**
 * In the page: one cell's value changed as typing does, five times a tenth of
 * a second apart, each timed from the input event until the new totals are
 * laid out; their median. The cell is focused first and left to settle, as a
 * person's cursor arrives well before his keystroke.
 */
const EDITS = async () => {
  const input = /** @type {HTMLInputElement} */ (document.querySelector('input[data-row="5"][data-col="4"]'));
  const totals = /** @type {Element} */ (document.querySelector('[aria-labelledby="nomenclature-totaux"]'));
  // the input's own setter, which React's value tracking sees as typing does
  const setValue = /** @type {(this: HTMLInputElement, value: string) => void} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set);
  /** @type {(ms: number) => Promise<unknown>} */
  const pause = (ms) => new Promise((r) => setTimeout(r, ms));
  input.focus();
  await pause(100);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < 5; i++) {
    const before = totals.textContent;
    const t0 = performance.now();
    setValue.call(input, String(Number(input.value) + 1));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    void document.body.offsetHeight;
    times.push(performance.now() - t0);
    if (totals.textContent === before) throw new Error('les totaux n’ont pas changé après la saisie');
    await pause(100);
  }
  return times.sort((a, b) => a - b)[2];
};

/** @param {{ siteOrigin: string, runs?: number }} options */
export async function scheduleEditorCost({ siteOrigin, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  /** @type {number[]} */
  const paste = [];
  /** @type {number[]} */
  const edit = [];
  /** @type {number | null} */
  let rowCount = null;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addInitScript(() => localStorage.setItem('trefima.plan', '1'));
      const page = await context.newPage();
      await page.goto(`${siteOrigin}/nomenclature`);
      await page.waitForSelector('input[data-row="0"][data-col="0"]');
      // the prices in place, as a contractor's page is once loaded
      await page.waitForFunction(() => /Prix|Aucune|Total/.test(document.querySelector('[aria-labelledby="nomenclature-totaux"]')?.textContent ?? ''));
      const pasted = await page.evaluate(PASTE, scheduleBlock());
      paste.push(pasted.ms);
      rowCount = Number(pasted.rows) - 1;
      // the edit after the paste has settled, as a person's next keystroke would be
      await page.waitForTimeout(300);
      edit.push(await page.evaluate(EDITS));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    rows: ROWS,
    gridRows: rowCount,
    runs,
    pasteMs: median(paste),
    pasteRunsMs: paste.map(Math.round),
    editMs: median(edit),
    editRunsMs: edit.map((v) => Math.round(v * 10) / 10),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin, runs] = process.argv.slice(2);
  console.log(JSON.stringify(await scheduleEditorCost({ siteOrigin: origin, runs: Number(runs ?? 5) }), null, 2));
}
