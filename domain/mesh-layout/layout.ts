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
 * shifted (b of an L whose first strip lies beside a's last, unshifted one). `firstV`: where the second strip starts, a
 * step on unless an L's junction asks the strips moved (layOutMesh).
 */
function grid(
  region: Rect,
  zone: 0 | 1,
  panel: MeshPanel,
  laps: Laps,
  lengthAlongX: boolean,
  given: Stock,
  shift: number,
  oddFirst = false,
  firstV?: number,
): Candidate {
  const stock = copyOf(given);
  const [u0, v0, U, V] = lengthAlongX ? [region.x, region.y, region.w, region.h] : [region.y, region.x, region.h, region.w];
  const stepU = panel.lengthMm - laps.end;
  const stepV = panel.widthMm - laps.side;
  const along = panelsAlong(U, panel.lengthMm, laps.end);
  const vStarts = stripStarts(v0, V, firstV ?? stepV, stepV, laps.side);
  const strips = vStarts.length;
  const rect = (u: number, v: number, lu: number, lv: number): Rect => (lengthAlongX ? { x: u, y: v, w: lu, h: lv } : { x: v, y: u, w: lv, h: lu });
  const placements: Placement[] = [];
  const lapZones: LapZone[] = [];
  let laidMm2 = 0;
  for (let k = 0; k < strips; k++) {
    const v = vStarts[k];
    const lv = Math.min(panel.widthMm, (k + 1 < strips ? vStarts[k + 1] + laps.side : v0 + V) - v);
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

/** Where an orientation's strips go (its second strip's start), and whether a first strip shifted by `shift` (0: none) keeps off a's joints. */
interface Fit {
  firstV?: number;
  firstOk?: (shift: number, oddFirst: boolean) => boolean;
}

/**
 * One orientation, its strips staggered by the shift that buys the fewest panels (the nearest to half a step on a
 * tie); b's, first among those whose first strip keeps its end laps off a's joints (`fit`), on either alternation.
 */
function staggered(
  region: Rect,
  zone: 0 | 1,
  panel: MeshPanel,
  laps: Laps,
  lengthAlongX: boolean,
  stock: Stock,
  oddFirst = false,
  fit: Fit = {},
): Candidate & { ok: boolean } {
  const [U, V] = lengthAlongX ? [region.w, region.h] : [region.h, region.w];
  const step = panel.lengthMm - laps.end;
  const strips = stripStarts(0, V, fit.firstV ?? panel.widthMm - laps.side, panel.widthMm - laps.side, laps.side).length;
  const shifts = staggerShifts(U, step, laps.end, strips, panelsAlong(U, panel.lengthMm, laps.end));
  const { firstOk = () => true } = fit;
  const tried = (s: number) => {
    const odd = firstOk(s, oddFirst) || !firstOk(s, !oddFirst) ? oddFirst : !oddFirst;
    return { ...grid(region, zone, panel, laps, lengthAlongX, stock, s, odd, fit.firstV), ok: firstOk(s, odd) };
  };
  if (!shifts.length) return tried(0);
  const half = shifts[0];
  return shifts
    .map(tried)
    .reduce((best, c) =>
      c.ok !== best.ok
        ? c.ok
          ? c
          : best
        : c.stock.bought < best.stock.bought || (c.stock.bought === best.stock.bought && Math.abs(c.staggerMm - half) < Math.abs(best.staggerMm - half))
          ? c
          : best,
    );
}

/**
 * Both orientations tried; for b, one whose joints keep off a's at the junction (`fit`) first; then fewer panels bought wins (offcuts reused, those
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
  fit: (lengthAlongX: boolean) => Fit = () => ({}),
): Candidate {
  if (fixed !== null) return staggered(regionOf(fixed), zone, panel, laps, fixed, stock, oddFirst(fixed), fit(fixed));
  const probe = regionOf(true);
  const order = probe.w >= probe.h ? [true, false] : [false, true];
  const [first, second] = order.map((along) => staggered(regionOf(along), zone, panel, laps, along, stock, oddFirst(along), fit(along)));
  // b: one keeping its joints off a's at the junction first
  if (first.ok !== second.ok) return first.ok ? first : second;
  if (second.stock.bought !== first.stock.bought) return second.stock.bought < first.stock.bought ? second : first;
  return second.laidMm2 < first.laidMm2 ? second : first;
}

const m2 = (mm2: number) => Math.round(mm2 / 10_000) / 100;

/**
 * How far below the shared edge (y = top) b's panels must start over a's `near` ones (those under b, x < `length`):
 * the highest y at most `lap` below the edge where, all along b, one panel of a crosses y and reaches `lap` above it.
 * b's wires end at y and a's run on: the splice is the overlap of b's panels with that one panel of a (welded-mesh.md,
 * « never lap shorter »). Just `lap` below the edge, unless a's last row there is thinner than the lap: b then reaches
 * into the row before, the lap below its top. 0: b covers a to its far side.
 */
function reachInto(near: Rect[], top: number, length: number, lap: number): number {
  const lapped = (y: number) => {
    const spans = near.filter((p) => p.y < y && p.y + p.h >= y + lap).sort((p, q) => p.x - q.x);
    let reach = 0;
    for (const p of spans) {
      // a gap, or two panels only touching: some of b's wires there would not be lapped
      if (p.x > reach || (p.x === reach && reach > 0)) return false;
      reach = Math.max(reach, p.x + p.w);
    }
    return reach >= length;
  };
  const highest = top - lap;
  const tops = new Set(near.map((p) => p.y + p.h - lap).filter((y) => y > 0 && y < highest));
  return [highest, ...[...tops].sort((p, q) => q - p)].find((y) => y > 0 && lapped(y)) ?? 0;
}

/**
 * The x-intervals, within 0 … length, where two of `rects` lie on each other somewhere between y0 and y1 (a's joints
 * under b's), in order and merged.
 */
function doubledAlongX(rects: Rect[], y0: number, y1: number, length: number): [number, number][] {
  const near = rects.filter((r) => r.y < y1 && r.y + r.h > y0).sort((p, q) => p.x - q.x);
  const out: [number, number][] = [];
  for (let i = 0; i < near.length; i++)
    for (let j = i + 1; j < near.length && near[j].x < near[i].x + near[i].w; j++) {
      const [p, q] = [near[i], near[j]];
      if (Math.max(p.y, q.y, y0) >= Math.min(p.y + p.h, q.y + q.h, y1)) continue;
      const [x0, x1] = [Math.max(q.x, 0), Math.min(p.x + p.w, q.x + q.w, length)];
      if (x0 < x1) out.push([x0, x1]);
    }
  out.sort((p, q) => p[0] - q[0]);
  const merged: [number, number][] = [];
  for (const [x0, x1] of out) {
    const last = merged[merged.length - 1];
    if (last && x0 <= last[1]) last[1] = Math.max(last[1], x1);
    else merged.push([x0, x1]);
  }
  return merged;
}

/** Whether no interval (j, j + lap), j one of `joints` in order, overlaps one of `doubled` (in order, apart). */
function clearOf(joints: number[], lap: number, doubled: [number, number][]): boolean {
  let k = 0;
  for (const j of joints) {
    while (k < doubled.length && doubled[k][1] <= j) k++;
    if (k < doubled.length && doubled[k][0] < j + lap) return false;
  }
  return true;
}

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
  const stepV = panel.widthMm - laps.side;
  // an L's a lying along x: its last row, under b, made as deep as the lap b may need across the shared edge and its
  // own side lap (its first row narrower, as many rows), so that b's panels lap onto that row alone (reachInto) and
  // the joint of a's last two rows stays out of the junction, where b's joints would lie on it
  const aFit = (lengthAlongX: boolean): Fit => {
    if (slab.kind === 'rect' || !lengthAlongX) return {};
    const rows = panelsAlong(a.widthMm, panel.widthMm, laps.side);
    const deep = Math.max(laps.end, laps.side) + laps.side - (a.widthMm - (rows - 1) * stepV);
    return rows > 1 && deep > 0 && stepV - deep > 0 ? { firstV: stepV - deep } : {};
  };
  const chosen = [best(() => outline[0], 0, panel, laps, emptyStock(laps), fixed, undefined, aFit)];
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
    // a's panels under b, its last rows: where b's panels end and which of a's joints they lie on
    const deepest = a.widthMm - 2 * Math.max(panel.lengthMm, panel.widthMm);
    const near = chosen[0].placements.filter((p) => p.x < b.lengthMm && p.y + p.h > deepest);
    const reach = [false, true].map((lengthAlongX) => reachInto(near, a.widthMm, b.lengthMm, lapAcross(lengthAlongX)));
    const regionOf = (lengthAlongX: boolean): Rect => {
      const y = reach[+lengthAlongX];
      return { x: 0, y, w: b.lengthMm, h: b.widthMm + a.widthMm - y };
    };
    /*
     * b's joints kept off a's where both lie over the junction (welded-mesh.md, « avoid four panels meeting at one
     * corner »): two of a's panels and two of b's would meet there. b standing: its columns' side laps, the columns
     * moved by a part of a step where the whole step puts them on a's joints; lying: its first strip's end laps, the
     * shift and alternation that keep them off a's tried first (staggered).
     */
    const fitOf = (lengthAlongX: boolean): Fit => {
      const doubled = doubledAlongX(near, reach[+lengthAlongX], a.widthMm, b.lengthMm);
      const clear = (first: number, step: number, lap: number) => clearOf(stripStarts(0, b.lengthMm, first, step, lap).slice(1), lap, doubled);
      if (lengthAlongX) {
        const stepU = panel.lengthMm - laps.end;
        return { firstOk: (shift, oddFirst) => clear(shift > 0 && oddFirst ? shift : stepU, stepU, laps.end) };
      }
      const firstV = [1, 1 / 2, 1 / 3, 2 / 3, 1 / 4, 3 / 4].map((f) => Math.round(stepV * f)).find((f) => clear(f, stepV, laps.side));
      return firstV === undefined ? { firstOk: () => false } : { firstV };
    };
    // b's cells may be cut from what a's left; b's first strip beside a's last one, along x both, has its laps shifted
    // where that one's are not, so that the stagger goes on over the shared edge
    const aLast = chosen[0];
    const aLastShifted = aLast.staggerMm > 0 && (aLast.rows - 1) % 2 === 1;
    const oddFirst = (lengthAlongX: boolean) => lengthAlongX && aLast.lengthAlongX && aLast.staggerMm > 0 && !aLastShifted;
    const bLayout = best(regionOf, 1, panel, laps, chosen[0].stock, fixed, oddFirst, fitOf);
    chosen.push(bLayout);
    const under = regionOf(bLayout.lengthAlongX);
    junction.push({ ...under, h: a.widthMm - under.y, kind: 'junction' });
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
