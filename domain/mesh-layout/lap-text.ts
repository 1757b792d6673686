import { dec, SIGMA_SD_MPA, type LapEdge, type LapRule } from './laps';

/* The laps said in French for the API's answer (the page shows them as they come): the lap used and the rule it follows. */

const EDGE = { end: 'En bout de panneau (panneaux bout à bout)', side: 'Sur les côtés (panneaux côte à côte)' } as const;

/** « Sur les côtés (panneaux côte à côte), recouvrement des fils de répartition Ø7 : 300 mm (EN 1992-1-1 §8.7.5.2, tableau 8.4 : ≥ 250 mm et 2 mailles). » */
export function lapText(rule: LapRule, edge: LapEdge): string {
  const chosen = rule.usedMm > rule.minMm ? `, choisi au-delà du minimum de ${rule.minMm} mm` : '';
  const why =
    rule.role === 'secondary'
      ? `EN 1992-1-1 §8.7.5.2, tableau 8.4 : ≥ ${rule.tableMm} mm et ${rule.pitches} maille${rule.pitches > 1 ? 's' : ''}`
      : `EN 1992-1-1 §8.7.5.1, §8.7.3 et §8.4 : l0 = 1,5 × lb,rqd ≥ max(15 Ø ; 200 mm), lb,rqd = ${rule.lbRqdMm} mm pour σsd = ${SIGMA_SD_MPA} MPa, béton ${rule.concrete}, ${rule.bond === 'good' ? 'bonne adhérence' : 'adhérence médiocre'}`;
  const wires = rule.role === 'main' ? 'porteurs' : 'de répartition';
  return `${EDGE[edge]}, recouvrement des fils ${wires} Ø${dec(rule.diameterMm)} : ${rule.usedMm} mm${chosen} (${why}).`;
}

/**
 * What §8.7.5.1 (4) asks of layered fabric, the way panels are laid: laps of
 * main wires where the steel works at 80 % of its design strength at most,
 * else the design office allows for it. The end lap always splices main wires.
 */
export const LAYERED_MAIN_LAPS =
  'Panneaux superposés : placez de préférence les recouvrements des fils porteurs hors des zones les plus sollicitées, là où l’acier travaille à 80 % au plus de sa résistance de calcul (EN 1992-1-1 §8.7.5.1).';
