import type { CuttingPlan } from './contract';

/**
 * The diameters a plan leaves out, as its price comparison names them (« Ø14 et Ø40 »), or null when it leaves none:
 * the editor and the PDF say that neither price counts them.
 */
export function leftOutDiameters(plan: Pick<CuttingPlan, 'left_out'>): string | null {
  const names = plan.left_out.map((l) => `Ø${l.diameter}`);
  if (!names.length) return null;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}
