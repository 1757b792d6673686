/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { CartLine } from '@trefima/domain/contract';
import { AddToCart } from './add-to-cart';
import { unitsOfferedWords } from './unit-offer-words';

/**
 * The button that opens the buyer's units names the units he will be offered (domain/units/conversions.ts decides
 * them): a bar in kg, t or m; a sheet cut to length in m² too, by its covering width; a welded-mesh panel in kg or t
 * only (the area a panel covers depends on its laps). It said « kg, tonnes ou mètres » for all three.
 */
type Sold = Parameters<typeof AddToCart>[0]['product'];
const base = { id: 7, min_quantity: 1, step: 1, width: null, covering_width: null, length: null, cut_to_length: null };
const BAR = { ...base, name: 'Barre HA Ø12 – 12 m', unit: 'barre', weight: 10.66, length: 12 } as Sold;
const PANEL = { ...base, name: 'Treillis ST 25 C', unit: 'panneau', weight: 33.4 } as Sold;
const SHEET = {
  ...base,
  name: 'Tôle ondulée 76/18',
  unit: 'ml',
  weight: 5.72,
  width: 0.99,
  covering_width: 0.912,
  cut_to_length: { min_length: 1, max_length: 12 },
} as Sold;

describe('the buyer’s units, as their button names them', () => {
  it.each([
    ['a bar', BAR, 'Commander en kg, en tonnes ou en mètres'],
    ['a welded-mesh panel', PANEL, 'Commander en kg ou en tonnes'],
    ['a sheet cut to length', SHEET, 'Commander en kg, en tonnes, en mètres ou en m²'],
  ])('on the page of %s', (_, product, words) => {
    render(<AddToCart product={product} />);
    expect(screen.getByRole('button', { name: words })).toBeTruthy();
  });

  it.each([
    ['barre', null, 'kg, t ou m'],
    ['panneau', null, 'kg ou t'],
    ['rouleau', null, 'kg ou t'],
    ['tonne', null, 'kg ou t'],
    ['ml', 4.5, 'kg, t, m ou m²'],
  ] as const)('on a cart line sold by « %s »', (unit, length, words) => {
    expect(unitsOfferedWords({ unit, length } as Pick<CartLine, 'unit' | 'length'>)).toBe(words);
  });
});
