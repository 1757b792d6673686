/** @jest-environment ./src/test-support/jsdom-env.ts */
import { createStore } from 'jotai';
import { complementaryInformationAtom, purchaseOrderAtom, requestedDateAtom, resetCheckoutAtom } from './state';

/**
 * What the buyer types on the recap (the delivery day asked, his purchase-order number, his words to the driver) is
 * his until the order is placed: a reload of the page, on a phone that lost its network, keeps it, as it keeps his
 * choices of address, carrier and payment (the sales conditions are ticked again).
 */
const typed = [complementaryInformationAtom, purchaseOrderAtom, requestedDateAtom] as const;
const mounted = () => {
  const store = createStore();
  for (const a of typed) store.sub(a, () => {});
  return store;
};

afterEach(() => sessionStorage.clear());

it('keeps what was typed on the recap across a reload of the tab', () => {
  const before = mounted();
  before.set(complementaryInformationAtom, 'Portail vert, livrer le matin.');
  before.set(purchaseOrderAtom, 'BC-2026/118');
  before.set(requestedDateAtom, '2026-12-15');
  const after = mounted();
  expect(after.get(complementaryInformationAtom)).toBe('Portail vert, livrer le matin.');
  expect(after.get(purchaseOrderAtom)).toBe('BC-2026/118');
  expect(after.get(requestedDateAtom)).toBe('2026-12-15');
});

it('forgets it once the order is placed', () => {
  const before = mounted();
  before.set(complementaryInformationAtom, 'Portail vert');
  before.set(resetCheckoutAtom);
  expect(mounted().get(complementaryInformationAtom)).toBeNull();
});
