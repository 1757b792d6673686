/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import { useRouteState } from './use-route-state';

const location = { pathname: '/categorie/treillis-soudes' };
jest.mock('@reach/router', () => ({ useLocation: () => location }), { virtual: true });

describe('useRouteState', () => {
  beforeEach(() => {
    location.pathname = '/categorie/treillis-soudes';
  });

  it('keeps what was set while the page stays, and falls back once another page shows', () => {
    const { result, rerender } = renderHook(() => useRouteState<number | null>(null));
    act(() => result.current[1](3));
    rerender();
    expect(result.current[0]).toBe(3);
    location.pathname = '/nos-gammes';
    rerender();
    expect(result.current[0]).toBeNull();
    // back to the page it was set on (the browser's « back »): still closed
    location.pathname = '/categorie/treillis-soudes';
    rerender();
    expect(result.current[0]).toBeNull();
  });

  it('toggles from the value shown, not from one set on a page left since', () => {
    const { result, rerender } = renderHook(() => useRouteState(false));
    act(() => result.current[1]((o) => !o));
    expect(result.current[0]).toBe(true);
    location.pathname = '/nos-gammes';
    rerender();
    act(() => result.current[1]((o) => !o));
    expect(result.current[0]).toBe(true);
  });
});
