import { deliveryNote } from '@trefima/domain/territory/delivery-territory';
import { useTerritory } from './use-territory';

// Apart from use-territory.ts: the postcode rules load only with the checkout and the address book.
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
