/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

/**
 * A product page's quantity in tonnes, against the real API: the page
 * shows what 1,5 t of 12 m HA12 bars comes to as it is typed, and the
 * cart gets the bars the API converts (10,66 kg a bar: 1 500 / 10,66 =
 * 140,7 → 141 bars, 141 × 10,66 = 1 503,06 kg), with the tonnes asked kept.
 */
let api: TestApi;
let BuyerUnitForm: typeof import('./buyer-unit-form').default;
beforeAll(async () => {
  api = await browserApi();
  ({ default: BuyerUnitForm } = await import('./buyer-unit-form'));
});
afterAll(() => api.close());

const product = () => {
  const row = api.db.prepare("SELECT id, name, unit, min_quantity, step, weight, length, width FROM product WHERE reference = 'HA12-12'").get() as {
    id: number;
    name: string;
  };
  return row as typeof row & Parameters<typeof BuyerUnitForm>[0]['product'];
};
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('BuyerUnitForm', () => {
  it('shows the bars and kilograms of the tonnes typed, and puts those bars in the cart', async () => {
    const p = product();
    render(<BuyerUnitForm product={p} sheetLengthM={null} />);
    expect([...screen.getByRole('combobox', { name: 'Unité' }).querySelectorAll('option')].map((o) => o.textContent)).toEqual(['kg', 't', 'm']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantité souhaitée' }), { target: { value: '1,5' } });
    expect(plain(screen.getByText(/^1,5 t de/).textContent)).toBe(`1,5 t de ${p.name} = 141 barres = 1 503,06 kg`);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    });
    await screen.findByText(/^Ajouté au panier : 1,5 t de/);
    const line = api.db.prepare('SELECT quantity, asked_amount, asked_unit FROM cart_line WHERE product_id = ? ORDER BY id DESC').get(p.id);
    expect(line).toEqual({ quantity: 141, asked_amount: 1.5, asked_unit: 't' });
  });

  it('turns square metres of roofing into sheets by their covering width, and says sheets of their length', async () => {
    const t40 = api.db
      .prepare("SELECT id, name, unit, min_quantity, step, weight, length, width, covering_width FROM product WHERE reference = 'BAC-T40-7016-063'")
      .get() as { id: number; name: string; weight: number };
    render(<BuyerUnitForm product={t40 as typeof t40 & Parameters<typeof BuyerUnitForm>[0]['product']} sheetLengthM={4} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Unité' }), { target: { value: 'm2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantité souhaitée' }), { target: { value: '50' } });
    // 50 / (1,00 m covering × 4 m) = 12,5 → 13 sheets, 52 m² covered; 13 × 4 m × 6,18 kg/m = 321,36 kg
    expect(plain(screen.getByText(/^50 m² de/).textContent)).toBe(`50 m² de ${t40.name} = 13 tôles de 4 m = 321,36 kg`);
    expect(t40.weight).toBe(6.18);
  });

  it('says what to change before sending anything', async () => {
    const before = api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get();
    render(<BuyerUnitForm product={product()} sheetLengthM={null} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantité souhaitée' }), { target: { value: '-2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('La quantité doit être un nombre supérieur à zéro.');
    expect(api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get()).toBe(before);
  });
});
