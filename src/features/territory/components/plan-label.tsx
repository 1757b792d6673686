import { useHydrated } from '../../../hooks/use-hydrated';
import { useTerritory } from '../use-territory';

/** The visitor's territory by name ("Guadeloupe"), the build's default until a choice is known and the page hydrated. */
export function PlanLabel({ fallback }: { fallback: string }) {
  const { plans, chosenId } = useTerritory();
  // the header, hydrated first, may have read the stored choice already: the built HTML has none
  const id = useHydrated() ? chosenId : null;
  const label = plans.find((p) => p.id === id)?.label;
  // Before the choice is read, the default name stays unseen if another territory is stored (see the plan-pending script).
  return label ? <>{label}</> : <span data-price-static="">{fallback}</span>;
}
