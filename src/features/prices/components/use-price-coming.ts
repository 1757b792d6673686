import { useEffect, useState } from 'react';

/**
 * Whether another territory's price is on its way for a price that `waits`
 * (no live price yet): the plan-pending mark (features/territory/plan-pending.ts)
 * is on the document, set before the first paint. Read after hydration, then
 * followed, for the mark goes when the prices arrive or their call fails.
 */
export function usePriceComing(waits: boolean): boolean {
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    if (!waits) return;
    const root = document.documentElement;
    const read = () => setMarked(root.classList.contains('plan-pending'));
    read();
    const watch = new MutationObserver(read);
    watch.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => watch.disconnect();
  }, [waits]);
  return waits && marked;
}
