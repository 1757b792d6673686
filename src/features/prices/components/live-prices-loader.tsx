import { lazy, Suspense, useEffect, useState } from 'react';

const LivePrices = lazy(() => import('./live-prices'));

/** Mounts the live prices once the page is interactive, so their code is not part of the first load. */
export function LivePricesLoader({ ids }: { ids: number[] }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LivePrices ids={ids} />
    </Suspense>
  );
}
