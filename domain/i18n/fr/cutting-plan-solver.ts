/** The « Plan de coupe »'s optimiser (domain/bar-schedules/cutting-plan/plan.ts): why a diameter is left out, what it refuses. */
export const cuttingPlanSolver: Record<string, string> = {
  'cuttingPlan.leftOut.noStock': 'aucune barre droite en vente, sur devis',
  'cuttingPlan.leftOut.tooLong': 'une barre de {length} mm dépasse la barre de {stock} m du commerce',
  'cuttingPlan.leftOut.unknownDiameter': 'diamètre non fabriqué, sur devis',
  'cuttingPlan.error.row': 'Ligne Ø{diameter} de {length} mm × {bars} : la longueur de coupe et le nombre de barres doivent être des nombres entiers positifs.',
  'cuttingPlan.error.settings': 'La perte par coupe et la longueur de chute conservée sont des nombres entiers de millimètres, positifs ou nuls.',
};
