/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

/**
 * A cart line changed in tonnes, against the real API: 2 t of 12 m HA12
 * bars (10,66 kg each) is 2 000 / 10,66 = 187,6 → 188 bars, shown before
 * sending; the line then holds 188 bars and the 2 t asked.
 */
let api: TestApi;
let CartLineUnits: typeof import('./cart-line-units').default;
let addToCart: typeof import('../api/actions').addToCart;
beforeAll(async () => {
  api = await browserApi();
  ({ default: CartLineUnits } = await import('./cart-line-units'));
  ({ addToCart } = await import('../api/actions'));
});
afterAll(() => api.close());

it('shows the bars the tonnes typed make, and sets the line to them', async () => {
  const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = await addToCart({ element_id: id, quantity: 10 }, 'HA12');
  const line = cart.cart.list.find((l) => l.element_id === id)!;
  render(<CartLineUnits line={line} name={line.name} />);
  const amount = await screen.findByRole('textbox', { name: `Quantité de ${line.name} dans votre unité` });
  expect(screen.getByRole('combobox', { name: `Unité pour ${line.name}` })).toHaveProperty('value', 't');
  fireEvent.change(amount, { target: { value: '2' } });
  expect(screen.getByText(/^soit /).textContent).toBe('soit 188 barres');
  // the site's button, not the browser's grey one
  expect(screen.getByRole('button', { name: 'Appliquer' }).className).toBe('unitsApply');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  });
  expect(api.db.prepare('SELECT quantity, asked_amount, asked_unit FROM cart_line WHERE product_id = ?').get(id)).toEqual({
    quantity: 188,
    asked_amount: 2,
    asked_unit: 't',
  });
});

it('turns the square metres typed for a line of sheets into sheets by their covering width, and says sheets', async () => {
  const id = api.db.prepare("SELECT id FROM product WHERE reference = 'BAC-T40-7016-063'").pluck().get() as number;
  const cart = await addToCart({ element_id: id, quantity: 2, length: 4 }, 'T40');
  const line = cart.cart.list.find((l) => l.element_id === id && l.length === 4)!;
  render(<CartLineUnits line={line} name={line.name} />);
  const amount = await screen.findByRole('textbox', { name: `Quantité de ${line.name} dans votre unité` });
  fireEvent.change(screen.getByRole('combobox', { name: `Unité pour ${line.name}` }), { target: { value: 'm2' } });
  fireEvent.change(amount, { target: { value: '50' } });
  // 50 / (1,00 m covering × 4 m) = 12,5 → 13 sheets of 4 m (by the overall 1,06 m: 12, 48 m²)
  expect(screen.getByText(/^soit /).textContent).toBe('soit 13 tôles');
});
