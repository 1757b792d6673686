/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useChooseTerritory } from './use-territory';

jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock());

/**
 * Choosing a territory from the header: the prices on the page are the
 * previous territory's until the new one's arrive, so the built ones stay
 * hidden (plan-pending) rather than shown as current; back in the build's
 * own territory (1, the default), the built prices are that territory's.
 */
const pending = () => document.documentElement.classList.contains('plan-pending');
afterEach(() => document.documentElement.classList.remove('plan-pending'));

describe('useChooseTerritory', () => {
  it('leaves the prices pending until the new territory’s arrive, and lifts the mark back in the build’s territory', () => {
    const { result } = renderHook(() => useChooseTerritory());
    act(() => result.current(2));
    expect(localStorage.getItem('trefima.plan')).toBe('2');
    expect(pending()).toBe(true);
    act(() => result.current(1));
    expect(pending()).toBe(false);
  });

  it('leaves the mark as it is when the territory chosen is the one already chosen: nothing new is asked', () => {
    const { result } = renderHook(() => useChooseTerritory());
    act(() => result.current(2));
    document.documentElement.classList.remove('plan-pending'); // its prices came
    act(() => result.current(2));
    expect(pending()).toBe(false);
  });
});
