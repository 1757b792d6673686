import type { Highs } from 'highs';

/*
 * HiGHS in WebAssembly (the `highs` package; why it and not a simplex of our
 * own: docs/architecture.md, "The cutting plan's solver"), loaded once per
 * process or worker thread and kept. Loaded on first use, not on import, so
 * that what only reads the plan's types never compiles 3 MB of WebAssembly.
 */
let loading: Promise<Highs> | null = null;

export function loadHighs(): Promise<Highs> {
  loading ??= import('highs')
    .then((m) => m.default())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** After a solver failure the instance may be broken: the next call loads a new one. */
export function forgetHighs(): void {
  loading = null;
}
