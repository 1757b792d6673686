import { scrollToTop } from './scroll';

/** A fake window whose frames advance by 100 ms each. */
function fakeWindow(scrollY: number, reducedMotion = false) {
  const positions: number[] = [];
  let now = 0;
  const win = {
    scrollY,
    scrollTo: (_x: number, y: number) => {
      win.scrollY = y;
      positions.push(y);
    },
    matchMedia: () => ({ matches: reducedMotion }),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.assign(globalThis, {
    window: win,
    requestAnimationFrame: (cb: (t: number) => void) => setTimeout(() => cb((now += 100)), 0) as unknown as number,
    cancelAnimationFrame: (id: number) => clearTimeout(id),
  });
  return { win, positions };
}

describe('scrollToTop', () => {
  it('eases to the top over the duration', async () => {
    const { win, positions } = fakeWindow(2000);
    await scrollToTop(500);
    expect(win.scrollY).toBe(0);
    // the first frame starts the clock, then 5 frames of 100 ms
    expect(positions.length).toBe(6);
    expect(positions[0]).toBe(2000);
    expect(positions[3]).toBeLessThan(positions[2]);
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const { win, positions } = fakeWindow(2000, true);
    await scrollToTop(500);
    expect(win.scrollY).toBe(0);
    expect(positions).toEqual([0]);
  });

  it('does nothing at the top', async () => {
    const { positions } = fakeWindow(0);
    await scrollToTop();
    expect(positions).toEqual([]);
  });

  it('gives way when something else scrolls the page (Tab moving the focus, a scrollbar dragged): it never scrolls back', async () => {
    const { win, positions } = fakeWindow(2000);
    const done = scrollToTop(500);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    // the visitor's own scroll, between two frames
    win.scrollY = 1700;
    const setByAnimation = positions.length;
    await done;
    expect(win.scrollY).toBe(1700);
    expect(positions.length).toBe(setByAnimation);
  });
});
