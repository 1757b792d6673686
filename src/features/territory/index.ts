// What the rest of the site uses of the feature "territory": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { PlanLabel } from './components/plan-label';
export { configureShop, currentPlanTarget } from './configure';
export { planPendingScript, pricesPending, pricesSettled } from './plan-pending';
export { storedPlanId } from './state';
export { useDeliveryNote } from './use-delivery-note';
export { useChooseTerritory, usePlanId, useTerritory } from './use-territory';
