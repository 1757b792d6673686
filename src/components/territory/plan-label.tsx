import { useAtomValue } from 'jotai';
import { useLayoutData } from '../../hooks/use-layout-data';
import { salesPlanIdAtom } from '../../state/territory';

/** The visitor's territory by name ("Guadeloupe"), the build's default until a choice is known. */
export function PlanLabel({ fallback }: { fallback: string }) {
  const { plans } = useLayoutData();
  const id = useAtomValue(salesPlanIdAtom);
  const label = plans.find((p) => p.id === id)?.label;
  // Before the choice is read, the default name stays unseen if another territory is stored (see the plan-pending script).
  return label ? <>{label}</> : <span data-price-static="">{fallback}</span>;
}
