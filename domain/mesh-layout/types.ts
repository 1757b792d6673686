import type { LapEdge, LapRule } from './laps';

/*
 * Shapes of the welded-mesh layout (calepinage de treillis soudé). Every
 * length is in whole millimetres, origin at the slab's corner: x runs along
 * the slab's length, y along its width, so a drawing can use them as they are.
 */

export interface RectSize {
  /** along x */
  lengthMm: number;
  /** along y */
  widthMm: number;
}

/**
 * A rectangle, or an L made of two rectangles sharing an edge: `a` lies at
 * the origin, `b` stands on a's far long side (y = a.widthMm), flush with
 * a's left end (x = 0). b may be shorter or longer than a: either way the
 * outline is an L (or a rectangle when both lengths are equal).
 *
 *   y ▲  ┌──────┐
 *     │  │  b   │
 *     │  ├──────┴─────────┐   ← shared edge, y = a.widthMm
 *     │  │       a        │
 *     └──┴────────────────┴──▶ x
 */
export type Slab = ({ kind: 'rect' } & RectSize) | { kind: 'L'; a: RectSize; b: RectSize };

export interface MeshPanel {
  /** across the panel */
  widthMm: number;
  /** along the panel */
  lengthMm: number;
  /** spacing of the longitudinal wires, i.e. measured across the width */
  pitchLongMm: number;
  /** spacing of the transverse wires, i.e. measured along the length */
  pitchTransMm: number;
  /** wire diameters, mm (the catalogue's): the laps follow from them (laps.ts) */
  wireLongMm: number;
  wireTransMm: number;
  massKg: number;
}

/**
 * The slab's span, the direction its main wires must run for a slab on walls or beams (welded-mesh.md, « What the
 * tool should do with this »): along its length (x) or its width (y). Absent for a slab on the ground, which spans
 * nothing: the panels are then laid as the fewest allow.
 */
export type MainWiresAlong = 'length' | 'width';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Placement extends Rect {
  /** the rectangle of the slab it covers: 0 (a, or the rectangle), 1 (b) */
  zone: 0 | 1;
  /** the panel's length lies along x */
  lengthAlongX: boolean;
  /** smaller than a whole panel: cut on site at the slab's edge */
  cut: boolean;
  /** the panel bought that it is cut from, numbered from 1 in the order of the placements */
  fromPanel: number;
  /** cut from what an earlier placement left of that panel (a reused offcut), not from a panel of its own */
  offcut: boolean;
}

/** end: across a panel's ends; side: along its sides; junction: b's panels over a's, along the shared edge */
export interface LapZone extends Rect {
  kind: 'end' | 'side' | 'junction';
}

export interface ZoneLayout {
  zone: 0 | 1;
  lengthAlongX: boolean;
  /** panels along x, along y */
  columns: number;
  rows: number;
  /** the cells laid (each panel or piece): more than the panels bought where offcuts cover some (MeshLayout.count) */
  count: number;
  /** how far every other strip's end laps are shifted along the panels' length, mm (layout.ts); 0 when none is needed */
  staggerMm: number;
}

export interface MeshLayout {
  /** panels bought: fewer than the cells where offcuts cover some */
  count: number;
  placements: Placement[];
  laps: LapZone[];
  zones: ZoneLayout[];
  /** the slab's rectangles (its outline) and the box that holds them */
  outline: Rect[];
  bounds: { lengthMm: number; widthMm: number };
  /** the slab's area */
  coveredM2: number;
  /** whole panels delivered */
  deliveredM2: number;
  /** delivered minus the slab: laps and offcuts */
  wasteM2: number;
  massKg: number;
  /** the laps used, mm, and the rule of each (laps.ts) */
  endLapMm: number;
  sideLapMm: number;
  lapRules: Record<LapEdge, LapRule>;
  /** the span the panels' length was laid along; null when nothing fixed it (no span given, or a panel carrying load both ways) */
  mainWiresAlong: MainWiresAlong | null;
  /** the outline's sides, counter-clockwise from the origin: four, or six for an L */
  sides: Side[];
}

/** One side of the slab's outline, from (x1, y1) to (x2, y2); the slab lies on its left. */
export interface Side {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lengthMm: number;
}
