import { useEffect, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';

const LivePrices = lazyPart(() => import('./live-prices'));

/** Mounts the live prices once the page is interactive, so their code is not part of the first load. */
export function LivePricesLoader({ ids }: { ids: number[] }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <PartBoundary fallback={null} silent>
      <LivePrices ids={ids} />
    </PartBoundary>
  );
}
