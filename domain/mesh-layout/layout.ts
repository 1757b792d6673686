import { checkInput, checkLapsFit } from './check';
import { MeshLayoutError, SLAB_SIDE_LIMITS_MM } from './errors';
import { panelLaps, type LapChoice } from './laps';
import { sidesOf } from './outline';
import { staggerShifts, stripStarts } from './stagger';
import type { LapZone, MainWiresAlong, MeshLayout, MeshPanel, Placement, Rect, Slab, ZoneLayout } from './types';

/** The laps asked, and the span the panels' main wires must follow (types.ts `MainWiresAlong`), if any. */
export type LayoutChoice = LapChoice & { mainWiresAlong?: MainWiresAlong };

/** Panels covering `span` when each next one overlaps the previous by `lap`: ceil((span − lap) / (size − lap)), at least one. */
export const panelsAlong = (span: number, size: number, lap: number) => Math.max(1, Math.ceil((span - lap) / (size - lap)));

interface Laps {
  /** two panels end to end */
  end: number;
  /** two panels side by side */
  side: number;
}

/** What is left of a panel bought, in the panel's own axes: along its length (its longitudinal wires), across its width. */
interface Leftover {
  panel: number;
  along: number;
  across: number;
}

/** The panels bought so far, numbered from 1, and what the cells cut from them left. */
interface Stock {
  bought: number;
  leftovers: Leftover[];
  /** the least a leftover must measure to hold a cell: smaller ones are not kept (emptyStock) */
  least: { along: number; across: number };
}

const copyOf = (stock: Stock): Stock => ({ ...stock, leftovers: [...stock.leftovers] });

/**
 * No stock yet. A cell is longer than the end lap (a strip's panels start a lap inside its far edge) and wider than the
 * side lap (likewise its strips), unless it is a whole side of the slab, which measures at least its least side: a
 * leftover smaller than that holds no cell, and is not kept to be looked through for every cell after.
 */
const emptyStock = (laps: Laps): Stock => ({
  bought: 0,
  leftovers: [],
  least: { along: Math.min(laps.end, SLAB_SIDE_LIMITS_MM.min), across: Math.min(laps.side, SLAB_SIDE_LIMITS_MM.min) },
});

/**
 * The panel a cell is cut from: the smallest leftover that holds it (the
 * larger ones kept for larger cells), else a new panel, whose rest goes to
 * the stock. A cell is the rectangle the grid gives it, its laps with every
 * neighbour inside it (the next panel laps over its far edges, it laps over
 * the previous one's), so a leftover that holds the whole cell keeps every
 * lap as laps.ts sets it: welded-mesh.md (last section) found no source on
 * reusing offcuts and asks that reuse keep every lap.
 *
 * A leftover is matched in the panel's axes, never turned a quarter. On an
 * ST panel the turn would lay the distribution wires where the layout needs
 * the main ones, and splice each direction by the lap worked out for the
 * other's wires (welded-mesh.md, « Which wires a lap splices »: the
 * longitudinal wires are usually the main ones; « main wires along the
 * span »). A C panel has the same wire and pitch both ways, and both
 * directions may carry load (same section): turned, it would keep each
 * direction's section, but its two layers of wires would swap, moving each
 * direction's wires by one diameter from where the rest of the slab has
 * them. A half turn in its plane keeps each wire's direction and layer.
 */
function cutFrom(stock: Stock, panel: MeshPanel, along: number, across: number): Pick<Placement, 'fromPanel' | 'offcut'> {
  let at = -1;
  // a whole panel's cell fits in no leftover (each is a panel less a piece): most cells of a large slab, not looked for
  const whole = along >= panel.lengthMm && across >= panel.widthMm;
  if (!whole)
    stock.leftovers.forEach((l, i) => {
      const best = stock.leftovers[at];
      if (along <= l.along && across <= l.across && (!best || l.along * l.across < best.along * best.across)) at = i;
    });
  const offcut = at >= 0;
  const from = offcut ? stock.leftovers.splice(at, 1)[0] : { panel: ++stock.bought, along: panel.lengthMm, across: panel.widthMm };
  // one straight cut across the piece, then one along it, or the other way: whichever leaves the larger rest
  const across1st = [
    { along: from.along - along, across: from.across },
    { along, across: from.across - across },
  ];
  const along1st = [
    { along: from.along, across: from.across - across },
    { along: from.along - along, across },
  ];
  const largest = (rests: { along: number; across: number }[]) => Math.max(...rests.map((r) => r.along * r.across));
  const rests = largest(along1st) > largest(across1st) ? along1st : across1st;
  for (const r of rests) if (r.along >= stock.least.along && r.across >= stock.least.across) stock.leftovers.push({ panel: from.panel, ...r });
  return { fromPanel: from.panel, offcut };
}

interface Candidate extends ZoneLayout {
  placements: Placement[];
  laps: LapZone[];
  /** steel actually laid, laps counted twice: the tie-break between orientations */
  laidMm2: number;
  /** the stock once this candidate's cells are cut */
  stock: Stock;
}

/**
 * One orientation over one region: strips of panels laid end to end along the panel's length (u), side by side across
 * it (v), from the region's corner, the last of each strip and the last strip cut to the edge, each cell from the stock
 * (a copy: the stock given is left as it is). Every other strip has its end laps shifted (`shift`): the laps of
 * neighbouring strips never face each other and no four panels meet at one corner, as welded-mesh.md's layout
 * guidance asks (« stagger the laps of neighbouring rows; avoid four panels meeting at one corner »): at one section,
 * half the strips' end laps at most (EN 1992-1-1 §8.7.5.1; each lap still worked out as if all were, the safe side). `oddFirst`: the region's first strip is
 * shifted (b of an L whose first strip lies beside a's last, unshifted one).
 */
function grid(region: Rect, zone: 0 | 1, panel: MeshPanel, laps: Laps, lengthAlongX: boolean, given: Stock, shift: number, oddFirst = false): Candidate {
  const stock = copyOf(given);
  const [u0, v0, U, V] = lengthAlongX ? [region.x, region.y, region.w, region.h] : [region.y, region.x, region.h, region.w];
  const stepU = panel.lengthMm - laps.end;
  const stepV = panel.widthMm - laps.side;
  const along = panelsAlong(U, panel.lengthMm, laps.end);
  const strips = panelsAlong(V, panel.widthMm, laps.side);
  const rect = (u: number, v: number, lu: number, lv: number): Rect => (lengthAlongX ? { x: u, y: v, w: lu, h: lv } : { x: v, y: u, w: lv, h: lu });
  const placements: Placement[] = [];
  const lapZones: LapZone[] = [];
  let laidMm2 = 0;
  for (let k = 0; k < strips; k++) {
    const v = v0 + k * stepV;
    const lv = Math.min(panel.widthMm, v0 + V - v);
    const shifted = shift > 0 && k % 2 === (oddFirst ? 0 : 1);
    const starts = stripStarts(u0, U, shifted ? shift : stepU, stepU, laps.end);
    // objects written out, not spread: a slab of thousands of panels lays them on the API's event loop
    starts.forEach((u, i) => {
      const lu = Math.min(panel.lengthMm, (i + 1 < starts.length ? starts[i + 1] + laps.end : u0 + U) - u);
      const { x, y, w, h } = rect(u, v, lu, lv);
      const { fromPanel, offcut } = cutFrom(stock, panel, lu, lv);
      placements.push({ x, y, w, h, zone, lengthAlongX, cut: lu < panel.lengthMm || lv < panel.widthMm, fromPanel, offcut });
      laidMm2 += lu * lv;
      if (i > 0) lapZones.push(lapZone(rect(u, v, laps.end, lv), 'end'));
    });
    if (k > 0) lapZones.push(lapZone(rect(u0, v, U, laps.side), 'side'));
  }
  const [columns, rows] = lengthAlongX ? [along, strips] : [strips, along];
  return { zone, lengthAlongX, columns, rows, count: placements.length, staggerMm: shift, placements, laps: lapZones, laidMm2, stock };
}

const lapZone = ({ x, y, w, h }: Rect, kind: LapZone['kind']): LapZone => ({ x, y, w, h, kind });

/** One orientation, its strips staggered by the shift that buys the fewest panels (the nearest to half a step on a tie). */
function staggered(region: Rect, zone: 0 | 1, panel: MeshPanel, laps: Laps, lengthAlongX: boolean, stock: Stock, oddFirst = false): Candidate {
  const [U, V] = lengthAlongX ? [region.w, region.h] : [region.h, region.w];
  const step = panel.lengthMm - laps.end;
  const shifts = staggerShifts(U, step, laps.end, panelsAlong(V, panel.widthMm, laps.side), panelsAlong(U, panel.lengthMm, laps.end));
  if (!shifts.length) return grid(region, zone, panel, laps, lengthAlongX, stock, 0, oddFirst);
  const half = shifts[0];
  return shifts
    .map((s) => grid(region, zone, panel, laps, lengthAlongX, stock, s, oddFirst))
    .reduce((best, c) =>
      c.stock.bought < best.stock.bought || (c.stock.bought === best.stock.bought && Math.abs(c.staggerMm - half) < Math.abs(best.staggerMm - half)) ? c : best,
    );
}

/**
 * Both orientations tried; fewer panels bought wins (offcuts reused, those
 * the stock already held included), then less steel laid (fewer or narrower
 * laps). A full tie keeps the panel's length along the region's longer side,
 * which is tried first. `fixed`: the orientation the span asks (layOutMesh), the only one laid.
 */
function best(
  regionOf: (lengthAlongX: boolean) => Rect,
  zone: 0 | 1,
  panel: MeshPanel,
  laps: Laps,
  stock: Stock,
  fixed: boolean | null,
  oddFirst: (lengthAlongX: boolean) => boolean = () => false,
): Candidate {
  if (fixed !== null) return staggered(regionOf(fixed), zone, panel, laps, fixed, stock, oddFirst(fixed));
  const probe = regionOf(true);
  const order = probe.w >= probe.h ? [true, false] : [false, true];
  const [first, second] = order.map((along) => staggered(regionOf(along), zone, panel, laps, along, stock, oddFirst(along)));
  if (second.stock.bought !== first.stock.bought) return second.stock.bought < first.stock.bought ? second : first;
  return second.laidMm2 < first.laidMm2 ? second : first;
}

const m2 = (mm2: number) => Math.round(mm2 / 10_000) / 100;

/**
 * The panels of one reference covering a slab, each lap the Eurocode's for
 * the wires it splices (laps.ts), or longer if the buyer asks. Throws a
 * MeshLayoutError (French message) for a size that is not a positive number
 * or a lap asked shorter than the rule's.
 *
 * An L: a is laid alone; b's panels reach across the shared edge and lap onto
 * a's by the longer lap of the wires that cross it on either side (the end lap
 * for the side whose panels stand across the edge, the side lap for one whose
 * panels lie along it), so b's region starts that lap below the edge, inside a. b must not be longer than a,
 * else that strip would hang outside the slab: the longer branch is a.
 */
export function layOutMesh(slab: Slab, panel: MeshPanel, choice: LayoutChoice = {}): MeshLayout {
  checkInput(slab, panel, choice);
  const lapRules = panelLaps(panel, choice);
  checkLapsFit(panel, lapRules, choice);
  const laps: Laps = { end: lapRules.end.usedMm, side: lapRules.side.usedMm };
  // a panel whose transverse wires only distribute carries load along its length: that length follows the span, on
  // both parts of an L; one whose wires carry load both ways (a C panel) is laid as the fewest panels allow
  const mainWiresAlong = choice.mainWiresAlong && lapRules.side.role !== 'main' ? choice.mainWiresAlong : null;
  const fixed = mainWiresAlong === null ? null : mainWiresAlong === 'length';
  const a = slab.kind === 'rect' ? slab : slab.a;
  const outline: Rect[] = [{ x: 0, y: 0, w: a.lengthMm, h: a.widthMm }];
  const chosen = [best(() => outline[0], 0, panel, laps, emptyStock(laps), fixed)];
  const junction: LapZone[] = [];
  if (slab.kind === 'L') {
    const { b } = slab;
    if (b.lengthMm > a.lengthMm)
      throw new MeshLayoutError('b.lengthMm', 'La partie B ne peut pas être plus longue que la partie A : décrivez la plus longue branche du L en A.');
    outline.push({ x: 0, y: a.widthMm, w: b.lengthMm, h: b.widthMm });
    // the wires crossing the edge (along y) are spliced there, a's ending and b's starting: each side's are its main
    // wires (end lap) when its panels' length runs along y, else its secondary wires (side lap), and the splice takes
    // the longer of the two laps (a's main wires are not spliced by the secondary wires' lap because b's panels lie
    // along the edge). An a narrower than the lap is covered across its whole width by b's panels, which reach its far side
    const lapOf = (lengthAlongX: boolean) => (lengthAlongX ? laps.side : laps.end);
    const aAlongX = chosen[0].lengthAlongX;
    const lapAcross = (lengthAlongX: boolean) => Math.min(Math.max(lapOf(aAlongX), lapOf(lengthAlongX)), a.widthMm);
    const regionOf = (lengthAlongX: boolean): Rect => {
      const lapY = lapAcross(lengthAlongX);
      return { x: 0, y: a.widthMm - lapY, w: b.lengthMm, h: b.widthMm + lapY };
    };
    // b's cells may be cut from what a's left; b's first strip beside a's last one, along x both, has its laps shifted
    // where that one's are not, so that the stagger goes on over the shared edge
    const aLast = chosen[0];
    const aLastShifted = aLast.staggerMm > 0 && (aLast.rows - 1) % 2 === 1;
    const oddFirst = (lengthAlongX: boolean) => lengthAlongX && aLast.lengthAlongX && aLast.staggerMm > 0 && !aLastShifted;
    const bLayout = best(regionOf, 1, panel, laps, chosen[0].stock, fixed, oddFirst);
    chosen.push(bLayout);
    junction.push({ ...regionOf(bLayout.lengthAlongX), h: lapAcross(bLayout.lengthAlongX), kind: 'junction' });
  }
  const count = chosen[chosen.length - 1].stock.bought;
  const slabMm2 = outline.reduce((s, r) => s + r.w * r.h, 0);
  const deliveredMm2 = count * panel.widthMm * panel.lengthMm;
  return {
    count,
    placements: chosen.flatMap((c) => c.placements),
    laps: [...chosen.flatMap((c) => c.laps), ...junction],
    zones: chosen.map(({ zone, lengthAlongX, columns, rows, count, staggerMm }) => ({ zone, lengthAlongX, columns, rows, count, staggerMm })),
    outline,
    bounds: { lengthMm: a.lengthMm, widthMm: outline.reduce((s, r) => s + r.h, 0) },
    coveredM2: m2(slabMm2),
    deliveredM2: m2(deliveredMm2),
    wasteM2: m2(deliveredMm2 - slabMm2),
    massKg: Math.round(count * panel.massKg * 10) / 10,
    endLapMm: laps.end,
    sideLapMm: laps.side,
    lapRules,
    mainWiresAlong,
    sides: sidesOf(outline),
  };
}
