/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, fireEvent, getByRole, getByText, queryByText, render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { cartMessageAtom } from '../state';
import { AddToCart } from './add-to-cart';
import BuyerUnitForm from './buyer-unit-form';
import { QuickAdd } from './quick-add';

/**
 * The cart's code is fetched on the first « Ajouter au panier »; on a weak connection that chunk fails. The buyer is
 * told in French (not webpack's « Loading chunk 9268 failed. (error: http://…) »), and pressing again loads it again.
 */
const addToCart = jest.fn(async () => ({}));
let failures = 0;
jest.mock('../api/actions', () => {
  if (failures > 0) {
    failures -= 1;
    throw Object.assign(new Error('Loading chunk 9268 failed.\n(error: http://localhost/9268-0b1c.js)'), { name: 'ChunkLoadError' });
  }
  return { addToCart };
});

const NETWORK = 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';
const product = { id: 7, name: 'Barre HA Ø12 – 12 m', unit: 'barre', min_quantity: 1, step: 1, weight: 10.66, length: 12, width: null, covering_width: null };

const press = (name: RegExp | string, within: HTMLElement) =>
  act(async () => {
    fireEvent.click(getByRole(within, 'button', { name }));
  });

describe('the cart’s code failing to load', () => {
  it('is said in French on a product page, in the buyer’s unit and from a listing’s card, and loaded again on the next press', async () => {
    // a module whose factory threw is not kept: each press imports it again, as webpack fetches a failed chunk again
    failures = 3;
    const page = render(<AddToCart product={{ ...product, cut_to_length: null } as Parameters<typeof AddToCart>[0]['product']} />).container;
    const unit = render(<BuyerUnitForm product={product as Parameters<typeof BuyerUnitForm>[0]['product']} sheetLengthM={null} />).container;
    const card = render(
      <QuickAdd product={{ ...product, slug: 'barre', cut_to_length: null } as unknown as Parameters<typeof QuickAdd>[0]['product']} />,
    ).container;
    fireEvent.change(getByRole(unit, 'textbox', { name: 'Quantité souhaitée' }), { target: { value: '1,5' } });

    await press('Ajouter au panier', page);
    expect(getByText(page, NETWORK)).toBeTruthy();
    expect(queryByText(document.body, /chunk/i)).toBeNull();
    expect(getDefaultStore().get(cartMessageAtom)).toBe(NETWORK);
    await press('Ajouter au panier', unit);
    expect(getByText(unit, NETWORK)).toBeTruthy();
    getDefaultStore().set(cartMessageAtom, '');
    // the card says nothing itself: the header's live region does, as for the cart's other failures
    await press(/au panier$/, card);
    expect(getDefaultStore().get(cartMessageAtom)).toBe(NETWORK);
    expect(getByRole(card, 'button', { name: /^Réessayer/ })).toBeTruthy();
    expect(addToCart).not.toHaveBeenCalled();

    await press('Ajouter au panier', page);
    expect(queryByText(page, NETWORK)).toBeNull();
    await press('Ajouter au panier', unit);
    await press(/au panier$/, card);
    expect(addToCart).toHaveBeenCalledTimes(3);
    expect(getByRole(card, 'button', { name: /^Ajouté ✓/ })).toBeTruthy();
  });
});
