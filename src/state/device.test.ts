import { debounce, delayed, deviceFlags } from './device';

describe('deviceFlags', () => {
  it('classes widths as the spec says', () => {
    expect(deviceFlags(1280, 800)).toEqual({ isMobile: false, isTablet: false, isPhablet: false, isPhone: false, isPortrait: false });
    expect(deviceFlags(1024, 768)).toMatchObject({ isMobile: true, isTablet: true, isPhablet: false, isPhone: false });
    expect(deviceFlags(769, 1024)).toMatchObject({ isMobile: true, isTablet: true, isPortrait: true });
    expect(deviceFlags(768, 1024)).toMatchObject({ isTablet: false, isPhablet: true });
    expect(deviceFlags(566, 900)).toMatchObject({ isPhablet: true, isPhone: false });
    expect(deviceFlags(565, 900)).toMatchObject({ isPhablet: false, isPhone: true, isMobile: true });
    expect(deviceFlags(375, 812).isPortrait).toBe(true);
  });
});

describe('timing helpers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounce runs once, 1 s after the last call', () => {
    const fn = jest.fn();
    const d = debounce(fn, 1000);
    d(1);
    jest.advanceTimersByTime(900);
    d(2);
    jest.advanceTimersByTime(900);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('delayed runs only when not cancelled within 200 ms', () => {
    const shown = jest.fn();
    const cancelFast = delayed(shown, 200);
    jest.advanceTimersByTime(150);
    cancelFast();
    jest.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();
    delayed(shown, 200);
    jest.advanceTimersByTime(200);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
