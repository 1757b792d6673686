import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { LayoutData } from '../../build/layout-data';
import { configureShop } from '../../features/territory';
import { debounce, deviceAtom, deviceFlags } from '../../state/device';
import { useSessionToken } from '../../features/session';
import { lazyPart } from '../../lib/lazy-part';
import { PartBoundary } from '../common/part-boundary';

const SessionCheck = lazyPart(() => import('./session-check'));

/**
 * The browser side of every page: the API client learns the site and the
 * default territory, device flags follow the window (1 s debounce), and a
 * session, when there is one, is checked with the API.
 */
export function ClientBoot({ data }: { data: LayoutData }) {
  configureShop({ siteId: data.siteId, defaultPlanId: data.plan.id, plans: data.plans });
  const token = useSessionToken();
  const setDevice = useSetAtom(deviceAtom);
  useEffect(() => {
    const update = () => setDevice(deviceFlags(window.innerWidth, window.innerHeight));
    update();
    const onResize = debounce(update, 1000);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [setDevice]);
  if (!token) return null;
  return (
    <PartBoundary fallback={null} silent>
      <SessionCheck />
    </PartBoundary>
  );
}
