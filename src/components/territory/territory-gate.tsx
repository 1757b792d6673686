import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { SalesPlan } from '@trefima/domain/contract';
import { storedPlanId } from '../../features/territory';
import { makeToast, territoryDialogAtom, toastAtom } from '../../state/ui';
import { lazyPart, retryFailedParts } from '../../lib/lazy-part';
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
  const setToast = useSetAtom(toastAtom);
  useEffect(() => {
    if (storedPlanId() === null && !OPEN_PAGES.test(pathname)) setMode('choose');
  }, [pathname, setMode]);
  if (!mode) return null;
  // its code not come: asked again the next time (a fresh try). Asked on a first visit, nothing is said: the default
  // territory's prices stay, as for a crawler. Asked from the header's button, the failure is said at the top of the
  // window (the dialog's place is after the footer, out of sight), and the button, where the focus still is, asks again
  const failed = () => {
    retryFailedParts();
    if (mode !== 'change') return;
    setMode(null);
    setToast(makeToast('error', t('error.territoryNotLoaded'), 10000));
  };
  return (
    <PartBoundary key={mode} fallback={null} onFailed={failed}>
      <TerritoryDialog plans={plans} />
    </PartBoundary>
  );
}
