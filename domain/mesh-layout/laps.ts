import { DEFAULT_CONCRETE, FCTK_005_MPA, type ConcreteClass } from './concrete';
import { MeshLayoutError } from './errors';

/*
 * The minimum lap of welded mesh, for each direction of a panel, to
 * NF EN 1992-1-1 as ../shared/reference/welded-mesh.md gives it:
 * secondary (distribution) wires by §8.7.5.2 and its Table 8.4; main wires by
 * the general lap rule (§8.4, §8.7.3), which §8.7.5.1 applies to mesh
 * (intermeshed or layered, α3 taken as 1) without shortening it. The other
 * factors are the file's safe side: α1 = α2 = α3 = α5 = 1, α6 = 1,5, the wire
 * fully stressed. The buyer may lap longer, never shorter.
 */

export type Bond = 'good' | 'poor';

/** §8.7.5.2 Table 8.4, a row a line: largest Ø of the row (mm), minimum lap (mm), wire pitches within the lap. */
const TABLE_8_4 = [
  [6, 150, 1],
  [8.5, 250, 2],
  [12, 350, 2],
] as const;

/** σ_sd = f_yd = f_yk / γ_s = 500 / 1,15, as the reference file rounds it: the wire fully stressed at the lap. */
export const SIGMA_SD_MPA = 435;
/**
 * α6 = (ρ1 / 25)^0,5 between 1 and 1,5 (§8.7.3 (1), table 8.3): panels laid
 * edge to edge lap all their wires at one section, ρ1 = 100 %, so 1,5.
 */
const ALPHA_6 = 1.5;
/**
 * §8.7.5.1 (6), layered fabric: all the main wires may be lapped at one
 * section only up to (A_s/s)prov = 1 200 mm²/m (60 % above). The reference
 * file did not reach the clause's text; this is EN 1992-1-1:2004's value as
 * recalled, and no panel of the catalogue comes near it.
 */
const ALL_AT_ONE_SECTION_MM2_PER_M = 1200;

export const dec = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '\u202f');
/** up to the millimetre, a float's last digit not counted as one more */
const up = (mm: number) => Math.ceil(mm - 1e-6);

export interface SecondaryLap {
  minMm: number;
  /** the row's length and its count of wire pitches within the lap */
  tableMm: number;
  pitches: number;
}

/** A secondary wire's lap (§8.7.5.2 Table 8.4): the row's length, and at least its count of pitches of the wires across the lap. */
export function secondaryLap(diameterMm: number, pitchWithinMm: number): SecondaryLap {
  const row = TABLE_8_4.find(([d]) => diameterMm <= d);
  if (!row)
    throw new MeshLayoutError(
      'panel',
      `Des fils de répartition de plus de 12 mm (Ø${dec(diameterMm)}) sortent du tableau 8.4 de l’EN 1992-1-1 : demandez une étude à notre bureau d’études.`,
    );
  const [, tableMm, pitches] = row;
  return { minMm: Math.max(tableMm, pitches * pitchWithinMm), tableMm, pitches };
}

export interface MainLap {
  minMm: number;
  lbRqdMm: number;
  fbdMpa: number;
  concrete: ConcreteClass;
  bond: Bond;
}

/** A main wire's lap: l0 = α6 · l_b,rqd ≥ l0,min (§8.7.3 (8.10), (8.11)), l_b,rqd = Ø/4 · σ_sd / f_bd (§8.4.3 (8.3)). */
export function mainLap(diameterMm: number, concrete: ConcreteClass, bond: Bond): MainLap {
  // §8.4.2 (2): f_bd = 2,25 η1 η2 f_ctd; η1 = 1 in good bond, 0,7 otherwise; η2 = 1 up to Ø32
  const eta1 = bond === 'good' ? 1 : 0.7;
  const eta2 = diameterMm <= 32 ? 1 : (132 - diameterMm) / 100;
  // §3.1.6 (2): f_ctd = α_ct f_ctk,0,05 / γ_c, α_ct = 1, γ_c = 1,5
  const fbd = 2.25 * eta1 * eta2 * (FCTK_005_MPA[concrete] / 1.5);
  const lbRqd = (diameterMm / 4) * (SIGMA_SD_MPA / fbd);
  const l0Min = Math.max(0.3 * ALPHA_6 * lbRqd, 15 * diameterMm, 200);
  return { minMm: up(Math.max(ALPHA_6 * lbRqd, l0Min)), lbRqdMm: Math.round(lbRqd), fbdMpa: Math.round(fbd * 100) / 100, concrete, bond };
}

interface Common {
  diameterMm: number;
  /** the pitch of the wires lying across the lap (those counted within it) */
  pitchWithinMm: number;
  minMm: number;
  /** the minimum, or the longer lap the buyer asked for */
  usedMm: number;
}
export type LapRule = Common & (({ role: 'secondary' } & SecondaryLap) | ({ role: 'main' } & MainLap));

export interface LapChoice {
  concrete?: ConcreteClass;
  bond?: Bond;
  /** the transverse wires carry load: by default on a square panel only (same wire and pitch both ways, the « C » panels) */
  transverseMain?: boolean;
  /** longer laps asked, mm */
  endLapMm?: number;
  sideLapMm?: number;
}

export type LapEdge = 'end' | 'side';
const EDGE = { end: 'en bout de panneau', side: 'sur les côtés' } as const;

/** What the laps read of a panel (a MeshPanel of types.ts, which names the laps in turn): its wires and their spacings. */
export type PanelWires = { wireLongMm: number; wireTransMm: number; pitchLongMm: number; pitchTransMm: number };

export const isSquare = (p: PanelWires) => p.wireLongMm === p.wireTransMm && p.pitchLongMm === p.pitchTransMm;

/**
 * The lap of each edge of a panel. Panels end to end overlap along their
 * short edges: that lap splices the longitudinal wires, the main ones,
 * counting the transverse wires within it. Panels side by side overlap along
 * their long edges: that lap splices the transverse wires, secondary on an ST
 * panel, main on a square one unless the buyer says otherwise, counting the
 * longitudinal wires within it. Throws a MeshLayoutError (French) for a lap
 * asked shorter than the rule's.
 */
export function panelLaps(panel: PanelWires, choice: LapChoice = {}): Record<LapEdge, LapRule> {
  const concrete = choice.concrete ?? DEFAULT_CONCRETE;
  const bond = choice.bond ?? 'good';
  const lap = (edge: LapEdge, diameterMm: number, spacingMm: number, pitchWithinMm: number, main: boolean, askedMm?: number): LapRule => {
    if (main) {
      const asPerM = (Math.PI * diameterMm ** 2 * 250) / spacingMm;
      if (asPerM > ALL_AT_ONE_SECTION_MM2_PER_M)
        throw new MeshLayoutError(
          'panel',
          `Les fils porteurs de ce panneau (${thousands(Math.round(asPerM))} mm²/m) ne peuvent pas être tous recouverts dans une même section (EN 1992-1-1 §8.7.5.1 : 60 % au plus au-delà de 1\u202f200 mm²/m) : il faut décaler les recouvrements, demandez une étude à notre bureau d’études.`,
        );
    }
    const rule = main
      ? ({ role: 'main', ...mainLap(diameterMm, concrete, bond) } as const)
      : ({ role: 'secondary', ...secondaryLap(diameterMm, pitchWithinMm) } as const);
    if (askedMm !== undefined && askedMm < rule.minMm)
      throw new MeshLayoutError(
        `${edge}LapMm`,
        `Le recouvrement ${EDGE[edge]} doit être d’au moins ${rule.minMm} mm pour ces fils ${main ? 'porteurs' : 'de répartition'} Ø${dec(diameterMm)} (EN 1992-1-1 §8.7.5.${main ? 1 : 2}) : ${askedMm} mm ne suffit pas.`,
      );
    return { ...rule, diameterMm, pitchWithinMm, usedMm: askedMm ?? rule.minMm };
  };
  return {
    end: lap('end', panel.wireLongMm, panel.pitchLongMm, panel.pitchTransMm, true, choice.endLapMm),
    side: lap('side', panel.wireTransMm, panel.pitchTransMm, panel.pitchLongMm, choice.transverseMain ?? isSquare(panel), choice.sideLapMm),
  };
}

/** The lap's edge, in the words of the refusals: « en bout de panneau », « sur les côtés ». */
export const edgeWords = (edge: LapEdge) => EDGE[edge];
