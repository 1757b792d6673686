import { useAtomValue } from 'jotai';
import type { SalesPlan } from '../contract';
import { deliveryNote } from '../lib/delivery-territory';
import { currentPlanId } from '../shop-client/site-config';
import { salesPlanIdAtom } from '../state/territory';
import { useLayoutData } from './use-layout-data';

/**
 * The visitor's territory, followed as it changes: components that show
 * prices, VAT or carriers read it here so that they render again (and their
 * SWR keys change) the moment another territory is chosen in the header.
 */
export function useTerritory(): { planId: number; plan: SalesPlan | undefined; plans: SalesPlan[] } {
  const { plans } = useLayoutData();
  const chosen = useAtomValue(salesPlanIdAtom);
  const planId = chosen ?? currentPlanId();
  return { planId, plan: plans.find((p) => p.id === planId), plans };
}

/**
 * What the address lists say of an address the order cannot be delivered
 * to in the visitor's territory (null when it can be), and the name of the
 * territory a postcode lies in.
 */
export function useDeliveryNote() {
  const { plan, plans } = useTerritory();
  const labelOf = (target: string) => plans.find((p) => p.target === target)?.label ?? target;
  return {
    plan,
    labelOf,
    note: (address: { zipcode: string }) => (plan ? deliveryNote(address.zipcode, plan.target, labelOf) : null),
  };
}
