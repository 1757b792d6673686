/**
 * Runs `each` over the items, giving the event loop a turn every `chunk`
 * items: a long document (a 10 000-row schedule's PDF, seconds of drawing)
 * is made while the API goes on answering everyone else. pdf-lib's `save()`
 * already yields as it writes; the drawing before it did not.
 */
export async function forEachYielding<T>(items: readonly T[], each: (item: T, index: number) => void, chunk = 100): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % chunk === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    each(items[i]!, i);
  }
}
