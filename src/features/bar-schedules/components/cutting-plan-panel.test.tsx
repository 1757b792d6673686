/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CuttingPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import type { CellRow } from '../import/cells';
import type { DraftSchedule } from '../model';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The « Plan de coupe » panel as the buyer meets it in the editor: opened
 * by its button (its code loads then), the plan of his rows shown by
 * diameter, each pattern's drawing on demand, the PDF, an API refusal said
 * in French with the schedule untouched, and « Je coupe et façonne
 * moi-même » putting the stock bars in the cart. The plan's calls are
 * answered here with a plan built by hand (its optimiser is the domain's,
 * tested there); the cart is the real reference API's.
 */
let api: TestApi;
let fetchSpy: jest.SpyInstance;
let CuttingPlanDisclosure: typeof import('./cutting-plan-disclosure').CuttingPlanDisclosure;
let cart: typeof import('../../cart/api/actions');
let cartStore: typeof import('../../cart/api/cart-store');
let rowsForApi: typeof import('../model').rowsForApi;

type Reply = (url: string, init: RequestInit) => Response;
let reply: Reply;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  api = await browserApi();
  const realFetch = globalThis.fetch;
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    return url.includes('/plan-de-coupe') ? reply(url, init ?? {}) : realFetch(input, init);
  });
  ({ CuttingPlanDisclosure } = await import('./cutting-plan-disclosure'));
  cart = await import('../../cart/api/actions');
  cartStore = await import('../../cart/api/cart-store');
  ({ rowsForApi } = await import('../model'));
});
afterAll(async () => {
  fetchSpy.mockRestore();
  await api.close();
});

const productId = (reference: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(reference) as number;

/**
 * Ø12: 23 bars of 12 m cut 4 000 + 4 000 + 3 500 (500 mm of scrap each) and one 6 m bar cut 4 500 (its 1 500 mm kept),
 * one bar above the bound; Ø10: two 12 m bars cut 3 × 3 800, the fewest possible. Ø40 left out.
 */
const plan = (): CuttingPlan => ({
  by_diameter: [
    {
      diameter: 12,
      stock_bars: 24,
      lower_bound: 23,
      gap: 1,
      ffd_bars: 26,
      stock_kg: 250.416,
      cut_kg: 237.096,
      waste_kg: 10.656,
      waste_pct: 4.26,
      offcuts: [{ length_mm: 1500, count: 1 }],
      patterns: [
        { stock_length_mm: 12_000, cuts_mm: [4000, 4000, 3500], repeat: 23, remainder_mm: 500 },
        { stock_length_mm: 6000, cuts_mm: [4500], repeat: 1, remainder_mm: 1500 },
      ],
      stock: [
        { product_id: productId('HA12-12'), reference: 'HA12-12', length_mm: 12_000, count: 23, unit_price_ht: 1545 },
        { product_id: productId('HA12-6'), reference: 'HA12-6', length_mm: 6000, count: 1, unit_price_ht: 811 },
      ],
    },
    {
      diameter: 10,
      stock_bars: 2,
      lower_bound: 2,
      gap: 0,
      ffd_bars: 2,
      stock_kg: 14.808,
      cut_kg: 14.068,
      waste_kg: 0.74,
      waste_pct: 5,
      offcuts: [],
      patterns: [{ stock_length_mm: 12_000, cuts_mm: [3800, 3800, 3800], repeat: 2, remainder_mm: 600 }],
      stock: [{ product_id: productId('HA10-12'), reference: 'HA10-12', length_mm: 12_000, count: 2, unit_price_ht: 1103 }],
    },
  ],
  left_out: [{ diameter: 40, reason: 'aucune barre droite de ce diamètre n’est vendue en ligne.' }],
  skipped_rows: 1,
  settings: { kerf_mm: 0, min_offcut_mm: 1000 },
  stock_price_ht: 38_552,
  schedule_price_ht: 52_310,
});

const row = (mark: string, diameter: string, barsEach: string, A: string): CellRow => ({
  member: 'Voile V1',
  mark,
  diameter,
  shape: '00',
  A,
  members: '1',
  barsEach,
});
const draft = (over: Partial<DraftSchedule> = {}): DraftSchedule => ({
  header: { job_site: 'Villa Bellance', job_site_id: null, drawing: 'PL-3', title: 'Voiles', date: '2026-11-27' },
  rows: [row('1', '12', '46', '4000'), row('2', '12', '23', '3500'), row('3', '10', '6', '3800'), {}, {}],
  saved: null,
  dirty: true,
  ...over,
});

const planCalls = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('/plan-de-coupe')).map(([url, init]) => ({ url: String(url), init }));
const region = () => screen.getByRole('region', { name: 'Plan de coupe' });
const said = () => region().querySelector('[aria-live]')!;
const diameter = (name: string) => within(region()).getByRole('region', { name });

function open(d: DraftSchedule, isLogged = false) {
  const user = userEvent.setup();
  const view = render(<CuttingPlanDisclosure draft={d} isLogged={isLogged} />);
  return { user, rerender: (next: DraftSchedule) => view.rerender(<CuttingPlanDisclosure draft={next} isLogged={isLogged} />) };
}

beforeEach(() => {
  fetchSpy.mockClear();
  cart.forgetCart();
  reply = () => json(200, { data: plan() });
});

it('opens on « Plan de coupe », sends the draft’s rows with the default settings, and shows each diameter’s bars, waste and patterns', async () => {
  const d = draft();
  const { user } = open(d);
  const toggle = screen.getByRole('button', { name: 'Plan de coupe' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(planCalls()).toEqual([]);
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await waitFor(() => expect(said().textContent).toBe('Plan de coupe calculé : 26 barres à acheter, tous diamètres confondus.'));

  const [call] = planCalls();
  expect(call.url).toMatch(/\/nomenclature\/plan-de-coupe\?/);
  expect(call.init.method).toBe('POST');
  expect(JSON.parse(String(call.init.body))).toEqual({ rows: JSON.parse(JSON.stringify(rowsForApi(d.rows))), kerf_mm: 0, min_offcut_mm: 1000 });

  const figures = (name: string) =>
    within(diameter(name))
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
  expect(figures('Ø12')).toEqual(['23 barres de 12 m, 1 de 6 m', '4,3 %, soit 10,656 kg', '1 × 1\u202f500 mm']);
  expect(diameter('Ø12').textContent).toContain('Au plus 1 barre de plus que le minimum possible. Un découpage au plus simple demanderait 26 barres.');
  expect(figures('Ø10')).toEqual(['2 barres de 12 m', '5 %, soit 0,74 kg', 'aucune']);
  expect(diameter('Ø10').textContent).toContain('Optimal : aucun découpage ne demande moins de barres. Un découpage au plus simple demanderait 2 barres.');
  expect(within(region()).getByRole('region', { name: 'Diamètres non coupés' }).textContent).toContain(
    'Ø40 : aucune barre droite de ce diamètre n’est vendue en ligne.',
  );
  expect(region().textContent).toContain('Perte par coupe : 0 mm. Chute conservée à partir de 1\u202f000 mm. 1 ligne à corriger n’est pas coupée.');

  const patterns = within(within(diameter('Ø12')).getByRole('list', { name: 'Découpes de Ø12' })).getAllByRole('listitem');
  expect(patterns.map((li) => li.querySelector('p')!.textContent)).toEqual([
    'Barre de 12 m : 4\u202f000 + 4\u202f000 + 3\u202f500 mm, perte de 500 mm × 23',
    'Barre de 6 m : 4\u202f500 mm, chute conservée de 1\u202f500 mm × 1',
  ]);
  // each drawing on demand, named apart from the others
  const see = within(patterns[1]).getByRole('button', { name: 'Voir la découpe : Ø12, découpe 2 sur 2' });
  expect(within(patterns[1]).queryByRole('img')).toBeNull();
  await user.click(see);
  expect(see.getAttribute('aria-expanded')).toBe('true');
  expect(within(patterns[1]).getByRole('img', { name: 'Barre de 6 m : 4\u202f500 mm, chute conservée de 1\u202f500 mm' })).toBeTruthy();

  // closed and opened again, the plan stays as it was: nothing asked again
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.getElementById('plan-de-coupe-panneau')!.hidden).toBe(true);
  await user.click(toggle);
  expect(figures('Ø10')[0]).toBe('2 barres de 12 m');
  expect(planCalls()).toHaveLength(1);
});

it('asks a saved schedule without changes by its id and revision with the buyer’s settings, a wrong one said on its field and not sent', async () => {
  const { user } = open(draft({ saved: { id: 7, number: 'NOM-2026-000007', revision: 'B' }, dirty: false }), true);
  await user.click(screen.getByRole('button', { name: 'Plan de coupe' }));
  await waitFor(() => expect(said().textContent).toMatch(/^Plan de coupe calculé/));
  const query = (n: number) => Object.fromEntries(new URL(planCalls()[n].url).searchParams);
  expect(planCalls()[0].url).toMatch(/\/nomenclature\/7\/plan-de-coupe\?/);
  expect(planCalls()[0].init.method).toBe('GET');
  expect(query(0)).toMatchObject({ revision: 'B', kerf_mm: '0', min_offcut_mm: '1000' });

  const kerf = screen.getByRole('textbox', { name: 'Perte par coupe (mm)' });
  const offcut = screen.getByRole('textbox', { name: 'Chute conservée à partir de (mm)' });
  expect(kerf.getAttribute('aria-describedby')).toBeTruthy();
  await user.clear(kerf);
  await user.type(kerf, '2,5');
  await user.click(screen.getByRole('button', { name: 'Calculer le plan de coupe' }));
  expect(kerf.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(kerf);
  const described = kerf
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent);
  expect(described).toContain('La perte par coupe est un nombre entier de millimètres.');
  await user.clear(offcut);
  await user.type(offcut, '20000');
  await user.click(screen.getByRole('button', { name: 'Calculer le plan de coupe' }));
  expect(offcut.getAttribute('aria-invalid')).toBe('true');
  expect(region().textContent).toContain('La longueur de chute conservée ne doit pas dépasser 12\u202f000 mm.');
  expect(planCalls()).toHaveLength(1);

  await user.clear(kerf);
  await user.type(kerf, '3');
  await user.clear(offcut);
  await user.type(offcut, '1 500');
  await user.click(screen.getByRole('button', { name: 'Calculer le plan de coupe' }));
  await waitFor(() => expect(planCalls()).toHaveLength(2));
  expect(kerf.getAttribute('aria-invalid')).toBeNull();
  expect(query(1)).toMatchObject({ revision: 'B', kerf_mm: '3', min_offcut_mm: '1500' });
});

it('says an API refusal in French in the panel, busy or not, and leaves the plan shown and the schedule as they were', async () => {
  const d = draft();
  const before = JSON.stringify(d);
  const { user } = open(d);
  await user.click(screen.getByRole('button', { name: 'Plan de coupe' }));
  await waitFor(() => expect(said().textContent).toMatch(/^Plan de coupe calculé/));
  const compute = () => user.click(screen.getByRole('button', { name: 'Calculer le plan de coupe' }));

  const refusals: [Reply, string][] = [
    [
      () => json(422, { code: 'VALIDATION_ERROR', message: 'Une nomenclature compte au plus 10 000 lignes.' }),
      'Une nomenclature compte au plus 10 000 lignes. Votre nomenclature est inchangée.',
    ],
    [
      () => json(429, { code: 'TOO_MANY_ROWS', message: 'Trop de lignes de nomenclature en peu de temps. Réessayez dans 40 secondes.' }),
      'Trop de lignes de nomenclature en peu de temps. Réessayez dans 40 secondes. Votre nomenclature est inchangée.',
    ],
    [
      () => json(503, { code: 'CALCULS_BUSY', message: 'Le serveur calcule déjà beaucoup de nomenclatures : réessayez dans 5 secondes.' }),
      'Le serveur calcule déjà beaucoup de nomenclatures : réessayez dans 5 secondes. Votre nomenclature est inchangée.',
    ],
    // a proxy's page, not the API's answer
    [
      () => new Response('<html>503</html>', { status: 503, headers: { 'content-type': 'text/html' } }),
      'Les plans de coupe sont très demandés en ce moment : réessayez dans quelques secondes. Votre nomenclature est inchangée.',
    ],
  ];
  for (const [refusal, message] of refusals) {
    reply = refusal;
    await compute();
    await waitFor(() => expect(said().textContent).toBe(message));
    expect(said().querySelector('p')!.className).toBe('error');
    // the last plan stays, with its figures
    expect(within(diameter('Ø10')).getAllByRole('definition')[0].textContent).toBe('2 barres de 12 m');
  }
  expect(JSON.stringify(d)).toBe(before);
});

it('downloads the plan’s PDF under the API’s name, from the draft’s header and rows and the plan’s settings', async () => {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:plan', revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const d = draft();
  const { user } = open(d);
  await user.click(screen.getByRole('button', { name: 'Plan de coupe' }));
  await waitFor(() => expect(said().textContent).toMatch(/^Plan de coupe calculé/));
  reply = (url) =>
    url.includes('/plan-de-coupe/pdf')
      ? new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="plan-de-coupe-brouillon.pdf"' },
        })
      : json(200, { data: plan() });
  await user.click(screen.getByRole('button', { name: 'Télécharger le plan de coupe (PDF)' }));
  await waitFor(() => expect(said().textContent).toBe('Plan de coupe téléchargé.'));
  expect(saved).toEqual(['plan-de-coupe-brouillon.pdf']);
  const pdf = planCalls().at(-1)!;
  expect(pdf.url).toMatch(/\/nomenclature\/plan-de-coupe\/pdf\?/);
  expect(JSON.parse(String(pdf.init.body))).toEqual({
    header: d.header,
    rows: JSON.parse(JSON.stringify(rowsForApi(d.rows))),
    kerf_mm: 0,
    min_offcut_mm: 1000,
  });
  click.mockRestore();
});

it('« Je coupe et façonne moi-même » says the change in price, puts the plan’s stock bars in the cart by the quick order, and links to the cart', async () => {
  const { user } = open(draft());
  await user.click(screen.getByRole('button', { name: 'Plan de coupe' }));
  await waitFor(() => expect(said().textContent).toMatch(/^Plan de coupe calculé/));
  const selfCut = within(region()).getByRole('region', { name: 'Couper et façonner sur le chantier' });
  const button = within(selfCut).getByRole('button', { name: 'Je coupe et façonne moi-même' });
  const description = button
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent);
  expect(description).toEqual([
    'Les barres droites du plan vont au panier à la place des lignes de façonnage : n’ajoutez pas aussi la nomenclature au panier.',
    'Les barres droites coûtent 385,52\u00a0€ HT, au lieu de 523,10\u00a0€ HT coupées et façonnées : 137,58\u00a0€ HT de moins. ' +
      'Ces deux prix laissent de côté Ø40, hors du plan de coupe.',
  ]);

  const quickOrders = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('/cart/quick-order'));
  await user.click(button);
  await within(selfCut).findByText(/^Barres du plan de coupe ajoutées au panier : 23 barres Ø12 de 12 m, 1 barre Ø12 de 6 m, 2 barres Ø10 de 12 m\./);
  expect(within(selfCut).getByRole('link', { name: 'Voir le panier' }).getAttribute('href')).toBe('/panier');
  expect(quickOrders()).toHaveLength(1);
  expect(JSON.parse(String(quickOrders()[0][1].body))).toEqual({
    lines: [
      { reference: 'HA12-12', quantity: 23 },
      { reference: 'HA12-6', quantity: 1 },
      { reference: 'HA10-12', quantity: 2 },
    ],
    cart_token: null,
    // sent again after a lost answer, the bars go in the cart once
    request_key: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  const token = cartStore.currentCartToken()!;
  const lines = api.db
    .prepare(
      'SELECT p.reference, l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id JOIN product p ON p.id = l.product_id WHERE c.token = ? ORDER BY l.id',
    )
    .all(token);
  expect(lines).toEqual([
    { reference: 'HA12-12', quantity: 23 },
    { reference: 'HA12-6', quantity: 1 },
    { reference: 'HA10-12', quantity: 2 },
  ]);
});

it('says the plan no longer matches a schedule changed since, and puts nothing of it in the cart until it is worked out again', async () => {
  const d = draft();
  const { user, rerender } = open(d);
  await user.click(screen.getByRole('button', { name: 'Plan de coupe' }));
  await waitFor(() => expect(said().textContent).toMatch(/^Plan de coupe calculé/));
  act(() => rerender({ ...d, rows: [row('1', '12', '47', '4000'), ...d.rows.slice(1)] }));
  expect(region().textContent).toContain('La nomenclature a changé depuis ce calcul : calculez à nouveau le plan de coupe.');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Je coupe et façonne moi-même' }).disabled).toBe(true);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Télécharger le plan de coupe (PDF)' }).disabled).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Calculer le plan de coupe' }));
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Je coupe et façonne moi-même' }).disabled).toBe(false));
  expect(region().textContent).not.toContain('La nomenclature a changé');
});

it('asks nothing of a schedule with no row, and says what to do', async () => {
  const { user } = open(draft({ rows: [{}, {}, {}] }));
  await user.click(screen.getByRole('button', { name: 'Plan de coupe' }));
  await waitFor(() => expect(said().textContent).toBe('Saisissez ou collez des lignes : le plan de coupe se calcule sur les barres de la nomenclature.'));
  expect(planCalls()).toEqual([]);
});
