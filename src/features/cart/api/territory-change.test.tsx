/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { formatPrice } from '@trefima/domain/i18n/format';
import { I18nProvider } from '../../../i18n/provider';
import { browserApi } from '../../../test-support/browser-api';

const PLANS = [
  { id: 1, target: 'trefima_mtq', label: 'Martinique', is_default: true, vat_rate: 8.5, currency: { code: 'EUR', symbol: '€' } },
  { id: 3, target: 'trefima_guy', label: 'Guyane', is_default: false, vat_rate: 0, currency: { code: 'EUR', symbol: '€' } },
];
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock({ layout: { plans: PLANS, recaptchaSiteKey: null } }));
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/panier' }) }), { virtual: true });

/**
 * A buyer with a full cart switches territory (issue 43, a buyer walk): the
 * prices and the VAT change (8,5 % in Martinique, none in Guyane). The cart
 * says what changed, both totals and both VATs, and the header's live region
 * announces it, against the real reference API.
 */
let api: TestApi;
let CartView: typeof import('../components/cart-view').CartView;
let CartShortcut: typeof import('../../../components/header-tools/cart-shortcut').CartShortcut;
let actions: typeof import('./actions');
let change: typeof import('./territory-change');
let territory: typeof import('../../territory/state');
let store: ReturnType<typeof import('jotai').getDefaultStore>;

beforeAll(async () => {
  api = await browserApi();
  ({ CartView } = await import('../components/cart-view'));
  ({ CartShortcut } = await import('../../../components/header-tools/cart-shortcut'));
  actions = await import('./actions');
  change = await import('./territory-change');
  territory = await import('../../territory/state');
  store = (await import('jotai')).getDefaultStore();
});
afterAll(() => api.close());

const product = (ref: string) => api.db.prepare('SELECT id, name FROM product WHERE reference = ?').get(ref) as { id: number; name: string };
const priceIn = (ref: string, plan: number) =>
  api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = ?').pluck().get(product(ref).id, plan) as number;
const flat = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const euros = (cents: number) => flat(formatPrice(cents));

it('after a switch with a full cart, says what changed: both totals and the VAT, announced', async () => {
  store.set(territory.salesPlanIdAtom, 1);
  await act(async () => {
    await actions.addToCart({ element_id: product('HA12-12').id, quantity: 10 }, product('HA12-12').name);
  });
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <header>
        <CartShortcut />
      </header>
      <CartView />
    </I18nProvider>,
  );
  await screen.findByRole('list', { name: 'Articles du panier' });
  const mtqHt = 10 * priceIn('HA12-12', 1);
  const mtqTtc = mtqHt + Math.round(mtqHt * 0.085);
  const guyHt = 10 * priceIn('HA12-12', 3);
  expect(mtqHt).not.toBe(guyHt);

  // what the territory dialog does once Guyane is chosen
  await act(async () => {
    store.set(territory.salesPlanIdAtom, 3);
    await change.afterTerritoryChange(PLANS[0], PLANS[1], false);
  });
  const notice = await screen.findByRole('region', { name: 'Votre panier aux prix de Guyane' });
  const said = flat(notice.textContent);
  expect(said).toContain('Vous êtes passé de Martinique à Guyane');
  expect(said).toContain(`Total HT ${euros(mtqHt)} → ${euros(guyHt)}`);
  expect(said).toContain('TVA 8,5 % → TVA non applicable, art. 294 du CGI');
  expect(said).toContain(`Total TTC ${euros(mtqTtc)} → ${euros(guyHt)}`);
  expect(flat(within(screen.getByRole('banner')).getByRole('status').textContent)).toBe(
    `Territoire Guyane : votre panier passe de ${euros(mtqTtc)} TTC à ${euros(guyHt)} TTC (TVA 8,5 % → TVA non applicable).`,
  );
  // the totals shown are Guyane's
  expect(flat(screen.getByLabelText('Totaux du panier').textContent)).toContain('TVA non applicable');

  await user.click(within(notice).getByRole('button', { name: 'J’ai compris' }));
  expect(screen.queryByRole('region', { name: 'Votre panier aux prix de Guyane' })).toBeNull();
});

it('says nothing when the cart is empty', async () => {
  actions.forgetCart();
  store.set(territory.salesPlanIdAtom, 1);
  await act(async () => {
    store.set(territory.salesPlanIdAtom, 3);
    await change.afterTerritoryChange(PLANS[0], PLANS[1], false);
  });
  expect(store.get(change.territoryChangeAtom)).toBeNull();
});
