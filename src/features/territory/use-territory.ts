import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SalesPlan } from '@trefima/domain/contract';
import { useLayoutData } from '../../hooks/use-layout-data';
import { currentPlanId } from '../../shop-client/site-config';
import { pricesPending } from './plan-pending';
import { salesPlanIdAtom, storedPlanId } from './state';

/**
 * The visitor's territory, the one way to read it: components that show
 * prices, VAT or carriers read it here so that they render again (and their
 * SWR keys change) the moment another territory is chosen in the header.
 * `planId`: the chosen one, else the default one (what every API call
 * carries); `chosenId`: the choice alone, null until the visitor made one
 * (read from storage until the atom has mounted; the built HTML has none, so
 * what renders it before hydration waits for useHydrated).
 */
export function useTerritory(): { planId: number; chosenId: number | null; plan: SalesPlan | undefined; plans: SalesPlan[] } {
  const { plans } = useLayoutData();
  const chosenId = useChosenId();
  const planId = chosenId ?? currentPlanId();
  return { planId, chosenId, plan: plans.find((p) => p.id === planId), plans };
}

const useChosenId = () => useAtomValue(salesPlanIdAtom) ?? storedPlanId();

/** useTerritory's `planId` alone, for the many prices of a page (no layout data). */
export const usePlanId = () => useChosenId() ?? currentPlanId();

/**
 * Sets the visitor's territory (kept across visits). The prices on the page are then the previous territory's: they
 * stay pending (« Chargement du prix… », the built ones hidden) until the new territory's arrive or their call fails,
 * which the code that asks for them says (pricesSettled); in the build's own territory the built prices may show.
 * `_options` is no longer read: the mark follows the prices, whoever chooses.
 */
export function useChooseTerritory() {
  const set = useSetAtom(salesPlanIdAtom);
  return useCallback(
    (planId: number, _options?: { settled?: boolean }) => {
      // the same territory again asks for nothing: its prices are there
      if (planId !== currentPlanId()) pricesPending(planId);
      set(planId);
    },
    [set],
  );
}
