import { atom } from 'jotai';

/**
 * Device classes of the spec by screen width: mobile up to 1024 px, tablet
 * 769–1024, phablet 566–768, phone up to 565; portrait from the orientation.
 */
export interface DeviceFlags {
  isMobile: boolean;
  isTablet: boolean;
  isPhablet: boolean;
  isPhone: boolean;
  isPortrait: boolean;
}

export const BREAKPOINTS = { mobile: 1024, phablet: 768, phone: 565 } as const;

export function deviceFlags(width: number, height: number): DeviceFlags {
  return {
    isMobile: width <= BREAKPOINTS.mobile,
    isTablet: width > BREAKPOINTS.phablet && width <= BREAKPOINTS.mobile,
    isPhablet: width > BREAKPOINTS.phone && width <= BREAKPOINTS.phablet,
    isPhone: width <= BREAKPOINTS.phone,
    isPortrait: height > width,
  };
}

/** Desktop until measured: the server renders for a wide screen and CSS does the rest. */
export const deviceAtom = atom<DeviceFlags>(deviceFlags(1280, 800));

/** Calls `fn` once things have been quiet for `ms` (resize: 1000 ms). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Calls `fn` only if the thing is still going after `ms` (loading bar: 200 ms). */
export function delayed(fn: () => void, ms: number) {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
}
