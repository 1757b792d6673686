/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { formatPrice } from '@trefima/domain/i18n/format';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * What a contractor expects to see on each line before it goes to the cart
 * (issue 43, a buyer walk): the unit price HT of his territory and whether
 * it is in stock, from the API's check of the lines.
 */
let api: TestApi;
let QuickOrderTool: typeof import('./quick-order-tool').QuickOrderTool;

beforeAll(async () => {
  api = await browserApi();
  ({ QuickOrderTool } = await import('./quick-order-tool'));
});
afterAll(() => api.close());
beforeEach(() => sessionStorage.clear());

const product = (ref: string) =>
  api.db.prepare('SELECT id, stock, lead_time_days FROM product WHERE reference = ?').get(ref) as { id: number; stock: number; lead_time_days: number | null };
const priceOf = (ref: string) =>
  api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 1').pluck().get(product(ref).id) as number;
const flat = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

it('shows each checked line’s unit price HT and its stock, or its lead time', async () => {
  // out of stock in the seed (the rolling mill's maintenance), and a service made to order
  expect(product('HA32-6').stock).toBe(0);
  expect(product('CP-FORFAIT').lead_time_days).toBe(2);
  const user = userEvent.setup({ delay: null });
  render(<QuickOrderTool />);
  await user.type(screen.getByLabelText('Lignes à coller (une référence et une quantité par ligne)'), 'HA12-12 4{enter}HA32-6 2{enter}CP-FORFAIT 1');
  await user.click(screen.getByRole('button', { name: 'Lire les lignes' }));
  await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
  await screen.findByText('Barre HA Ø12 – 12 m');
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  // the price and stock's code loads with the first answer
  await within(rows[0]).findByText(/HT \/ barre$/);
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toContain('Prix unitaire HT et stock');
  expect(flat(rows[0].textContent)).toContain(`${flat(formatPrice(priceOf('HA12-12')))} HT / barre`);
  expect(flat(rows[0].textContent)).toContain(`En stock : ${flat(String(product('HA12-12').stock).replace(/\B(?=(\d{3})+(?!\d))/g, ' '))} barres`);
  // out of stock: the cart refuses it, and the line says so before
  expect(flat(rows[1].textContent)).toContain('Rupture de stock');
  expect(flat(rows[2].textContent)).toContain('Fabriqué sur commande : 2 jours ouvrés');
});
