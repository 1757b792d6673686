import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SalesPlan } from '@trefima/domain/contract';
import { useLayoutData } from '../../hooks/use-layout-data';
import { currentPlanId } from '../../shop-client/site-config';
import { pricesSettled } from './plan-pending';
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
  const chosenId = useAtomValue(salesPlanIdAtom) ?? storedPlanId();
  const planId = chosenId ?? currentPlanId();
  return { planId, chosenId, plan: plans.find((p) => p.id === planId), plans };
}

/** Sets the visitor's territory (kept across visits); the static prices of the build's territory may then show again. */
export function useChooseTerritory() {
  const set = useSetAtom(salesPlanIdAtom);
  return useCallback(
    (planId: number, { settled = true }: { settled?: boolean } = {}) => {
      set(planId);
      if (settled) pricesSettled();
    },
    [set],
  );
}
