/**
 * Animated scroll to the top of the page (go-to-top button, scroll on
 * navigation). requestAnimationFrame with an ease-in-out curve; instant when
 * the visitor prefers reduced motion. A new call, a wheel or a touch cancels
 * the running animation.
 */
let cancelRunning: (() => void) | null = null;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

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
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      if (cancelRunning === stop) cancelRunning = null;
      resolve();
    };
    const step = (now: number) => {
      startTime ??= now;
      const progress = Math.min(1, (now - startTime) / durationMs);
      window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    cancelRunning = stop;
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    frame = requestAnimationFrame(step);
  });
}
