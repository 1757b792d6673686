/** A turn of the event loop given to others: between two steps of a long call that would hold it together. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `each` over the items, giving the event loop a turn every `chunk`
 * items: a long document (a 10 000-row schedule's PDF, seconds of drawing)
 * is made while the API goes on answering everyone else. pdf-lib's `save()`
 * already yields as it writes; the drawing before it did not.
 */
export async function forEachYielding<T>(items: readonly T[], each: (item: T, index: number) => void, chunk = 100): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % chunk === 0) await turn();
    each(items[i]!, i);
  }
}

/**
 * Runs `each` over the items, giving the event loop a turn once `sliceMs`
 * has passed since the last: where the items' cost varies (a PDF row's
 * drawing, a row's checks on a loaded machine), the time the loop is held
 * stays bounded, at one slice and one item.
 */
export async function forEachInSlices<T>(items: readonly T[], each: (item: T, index: number) => void, sliceMs = 5): Promise<void> {
  let start = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && performance.now() - start >= sliceMs) {
      await turn();
      start = performance.now();
    }
    each(items[i]!, i);
  }
}
