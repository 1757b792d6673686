import { checkInput, checkLapsFit } from './check';
import { MeshLayoutError } from './errors';
import { panelLaps, type LapChoice } from './laps';
import { sidesOf } from './outline';
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
}

const copyOf = (stock: Stock): Stock => ({ bought: stock.bought, leftovers: [...stock.leftovers] });

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
  for (const r of rests) if (r.along > 0 && r.across > 0) stock.leftovers.push({ panel: from.panel, ...r });
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
 * One orientation over one region: a grid of panels from the region's corner,
 * the last of each row and column cut to the edge, each cell from the stock
 * (a copy: the stock given is left as it is).
 */
function grid(region: Rect, zone: 0 | 1, panel: MeshPanel, laps: Laps, lengthAlongX: boolean, given: Stock): Candidate {
  const stock = copyOf(given);
  const w = lengthAlongX ? panel.lengthMm : panel.widthMm;
  const h = lengthAlongX ? panel.widthMm : panel.lengthMm;
  const lapX = lengthAlongX ? laps.end : laps.side;
  const lapY = lengthAlongX ? laps.side : laps.end;
  const columns = panelsAlong(region.w, w, lapX);
  const rows = panelsAlong(region.h, h, lapY);
  const placements: Placement[] = [];
  let laidMm2 = 0;
  for (let j = 0; j < rows; j++) {
    const y = region.y + j * (h - lapY);
    const ph = Math.min(h, region.y + region.h - y);
    for (let i = 0; i < columns; i++) {
      const x = region.x + i * (w - lapX);
      const pw = Math.min(w, region.x + region.w - x);
      const source = lengthAlongX ? cutFrom(stock, panel, pw, ph) : cutFrom(stock, panel, ph, pw);
      placements.push({ x, y, w: pw, h: ph, zone, lengthAlongX, cut: pw < w || ph < h, ...source });
      laidMm2 += pw * ph;
    }
  }
  const lapZones: LapZone[] = [];
  for (let i = 1; i < columns; i++) lapZones.push({ x: region.x + i * (w - lapX), y: region.y, w: lapX, h: region.h, kind: lengthAlongX ? 'end' : 'side' });
  for (let j = 1; j < rows; j++) lapZones.push({ x: region.x, y: region.y + j * (h - lapY), w: region.w, h: lapY, kind: lengthAlongX ? 'side' : 'end' });
  return { zone, lengthAlongX, columns, rows, count: columns * rows, placements, laps: lapZones, laidMm2, stock };
}

/**
 * Both orientations tried; fewer panels bought wins (offcuts reused, those
 * the stock already held included), then less steel laid (fewer or narrower
 * laps). A full tie keeps the panel's length along the region's longer side,
 * which is tried first. `fixed`: the orientation the span asks (layOutMesh), the only one laid.
 */
function best(regionOf: (lengthAlongX: boolean) => Rect, zone: 0 | 1, panel: MeshPanel, laps: Laps, stock: Stock, fixed: boolean | null): Candidate {
  if (fixed !== null) return grid(regionOf(fixed), zone, panel, laps, fixed, stock);
  const probe = regionOf(true);
  const order = probe.w >= probe.h ? [true, false] : [false, true];
  const [first, second] = order.map((along) => grid(regionOf(along), zone, panel, laps, along, stock));
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
  const chosen = [best(() => outline[0], 0, panel, laps, { bought: 0, leftovers: [] }, fixed)];
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
    // b's cells may be cut from what a's left
    const bLayout = best(regionOf, 1, panel, laps, chosen[0].stock, fixed);
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
    zones: chosen.map(({ zone, lengthAlongX, columns, rows, count }) => ({ zone, lengthAlongX, columns, rows, count })),
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
