/**
 * Animated scroll to the top of the page (go-to-top button, scroll on
 * navigation). requestAnimationFrame with an ease-in-out curve; instant when
 * the visitor prefers reduced motion. A new call, a wheel or a touch cancels
 * the running animation, and so does any scroll it did not make itself (Tab
 * moving the focus, a dragged scrollbar, « find in page »): a frame that set
 * the position back would take the visitor away from what he went to, and a
 * tap aimed at it would land elsewhere.
 */
let cancelRunning: (() => void) | null = null;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * The page is not where the animation left it: something else scrolled it. A page that became shorter
 * holds the position at its new bottom, and a zoomed page may read a pixel off: neither is the visitor's.
 */
function movedByOther(last: number): boolean {
  const root = typeof document === 'undefined' ? null : document.documentElement;
  const expected = root ? Math.min(last, Math.max(0, root.scrollHeight - window.innerHeight)) : last;
  return Math.abs(window.scrollY - expected) > 2;
}

/** Scrolls the window to the top in `durationMs`; resolves when done or cancelled. */
export function scrollToTop(durationMs = 500): Promise<void> {
  cancelRunning?.();
  const start = window.scrollY;
  if (start <= 0) return Promise.resolve();
  if (durationMs <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let startTime: number | null = null;
    let last = start;
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      if (cancelRunning === stop) cancelRunning = null;
      resolve();
    };
    const step = (now: number) => {
      if (movedByOther(last)) return stop();
      startTime ??= now;
      const progress = Math.min(1, (now - startTime) / durationMs);
      last = Math.round(start * (1 - easeInOutCubic(progress)));
      window.scrollTo(0, last);
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    cancelRunning = stop;
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    frame = requestAnimationFrame(step);
  });
}
