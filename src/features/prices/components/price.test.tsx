/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { livePricesAtom } from '../state';
import { Price } from './price';

/**
 * A visitor whose territory is not the one the page was built with: the
 * built price is hidden until his own arrives (the plan-pending mark, set
 * before the first paint). Meanwhile the price's box says the price is
 * coming and is busy, rather than standing empty.
 */
const BUILT = 1105;
const LIVE = 1290;

function renderPrice() {
  const store = createStore();
  const { container } = render(
    <Provider store={store}>
      <Price cents={BUILT} unit="barre" productId={7} size="large" />
    </Provider>,
  );
  return { store, box: () => container.querySelector('p')! };
}

afterEach(() => document.documentElement.classList.remove('plan-pending'));

describe('Price', () => {
  it('says the price of another territory is coming, busy, until it arrives', async () => {
    document.documentElement.classList.add('plan-pending');
    const { store, box } = renderPrice();
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(box().textContent).toContain('Chargement du prix…');
    await act(async () => {
      // the live prices are kept by territory: here the default one (1), none being chosen
      store.set(livePricesAtom, { 1: { 7: LIVE } });
      document.documentElement.classList.remove('plan-pending');
    });
    expect(box().getAttribute('aria-busy')).toBeNull();
    expect(box().textContent).toContain('12,90');
    expect(box().textContent).not.toContain('Chargement du prix…');
  });

  it('is not busy when the page’s own territory is the visitor’s, nor once a failed call lifted the mark', async () => {
    const { box } = renderPrice();
    expect(box().getAttribute('aria-busy')).toBeNull();
    expect(box().textContent).toContain('11,05');
    document.documentElement.classList.add('plan-pending');
    const pending = renderPrice();
    expect(pending.box().getAttribute('aria-busy')).toBe('true');
    // the live prices failed: the mark goes (live-prices.tsx), the built price shows and nothing is coming any more
    await act(async () => document.documentElement.classList.remove('plan-pending'));
    expect(pending.box().getAttribute('aria-busy')).toBeNull();
  });
});
