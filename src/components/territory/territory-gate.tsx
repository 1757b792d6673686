import { useAtom } from 'jotai';
import { useEffect } from 'react';
import type { SalesPlan } from '@trefima/domain/contract';
import { storedPlanId } from '../../features/territory';
import { territoryDialogAtom } from '../../state/ui';
import { lazyPart } from '../../lib/lazy-part';
import { PartBoundary } from '../common/part-boundary';

const TerritoryDialog = lazyPart(() => import('./territory-dialog'));

/** Pages where the territory question would stand in the way of logging in or signing up. */
const OPEN_PAGES = /^\/(connexion|inscription|renouveller-mot-de-passe|nouveau-mot-de-passe|confirmation)(\/|$)/;

/**
 * Asks for the territory until one is chosen (crawlers and the static HTML
 * get the default one); the dialog's code loads only when it is needed.
 */
export function TerritoryGate({ plans, pathname }: { plans: SalesPlan[]; pathname: string }) {
  const [mode, setMode] = useAtom(territoryDialogAtom);
  useEffect(() => {
    if (storedPlanId() === null && !OPEN_PAGES.test(pathname)) setMode('choose');
  }, [pathname, setMode]);
  if (!mode) return null;
  // asked on a first visit, its code not come: the default territory's prices stay, as for a crawler; asked from the
  // header's button, the failure is said
  return (
    <PartBoundary fallback={null} silent={mode === 'choose'}>
      <TerritoryDialog plans={plans} />
    </PartBoundary>
  );
}
