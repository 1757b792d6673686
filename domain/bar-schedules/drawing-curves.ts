/**
 * The shapes that are not straight legs and right-angle or oblique bends:
 * 180° hooks (13, 33), links closed by 135° hooks (52, 56), the arc (67),
 * the circle (75), the helix (77) and the sketch's placeholder (99). The
 * meaning of each letter is the reference's (../shared/reference/rebar-schedules.md,
 * "Cut length L by shape code": A–E outside dimensions, B of 13 and 33 the
 * hook's outside diameter, A of 75 and 77 the outside diameter, B of 77 its
 * pitch); the layouts follow BHoM_Engine's centrelines (read, not copied).
 */
import { add, arcAround, finish, heading, lineTo, pen, polylineTo, rotate, roundedPolyline, sub, times, unit } from './drawing-path';
import type { Geometry, LabelSpot, Point } from './drawing-types';
import type { Letter, Values } from './shape-types';

type Build = (v: Values, radius: number, gap: number, d: number) => Geometry;

const spot = (letter: Letter, mid: Point, dir: Point): LabelSpot => ({ letter, mid, dir });
const RIGHT = heading(0);
const DOWN = heading(90);
/** Centreline radius of a bend of outside diameter `outside`, kept visible for a thick bar. */
const centreRadius = (outside: number, d: number) => Math.max(outside / 2 - d / 2, outside / 4);

/** 13: A along the top, a semicircle of outside diameter B, C back underneath. */
const hook13: Build = (v, _r, _g, d) => {
  const rho = centreRadius(v.B, d);
  const bend = Math.max(v.A - v.B / 2, 0.3 * v.A);
  const end = Math.min(v.A - v.C, bend - 0.3 * v.C);
  const p = pen({ x: 0, y: 0 });
  lineTo(p, { x: bend, y: 0 });
  arcAround(p, { x: bend, y: rho }, Math.PI);
  lineTo(p, { x: end, y: 2 * rho });
  const spots = [spot('A', { x: v.A / 2, y: 0 }, RIGHT), spot('B', { x: bend + rho, y: rho }, DOWN), spot('C', { x: (end + bend) / 2, y: 2 * rho }, RIGHT)];
  return { paths: [finish(p)], spots };
};

/** 33: a loop of length A and width B, gone round once and a half; the second pass inside. */
const loop33: Build = (v, _r, gap, d) => {
  const rho = centreRadius(v.B, d);
  const left = v.B / 2;
  const right = Math.max(v.A - v.B / 2, left + 0.3 * v.A);
  const start = Math.min(v.A - v.C, right - 0.3 * v.C);
  const inner = Math.max(rho - gap, rho / 2);
  const p = pen({ x: start, y: 2 * rho });
  lineTo(p, { x: right, y: 2 * rho });
  arcAround(p, { x: right, y: rho }, -Math.PI);
  lineTo(p, { x: left, y: 0 });
  arcAround(p, { x: left, y: rho }, -Math.PI);
  lineTo(p, { x: right, y: rho + inner });
  arcAround(p, { x: right, y: rho }, -Math.PI);
  lineTo(p, { x: start, y: rho - inner });
  const spots = [
    spot('A', { x: (left + right) / 2, y: 0 }, RIGHT),
    spot('B', { x: left - rho, y: rho }, DOWN),
    spot('C', { x: (start + right) / 2, y: 2 * rho }, RIGHT),
  ];
  return { paths: [finish(p)], spots };
};

/**
 * A closed link whose two ends hook into it at its first corner: each end
 * `gap` from the corner along its own side, so that the two hooks, parallel,
 * both show. The hooks' letter is labelled beyond that corner.
 */
function hookedLink(corners: readonly Point[], hook: number, hookLetter: Letter, radius: number, gap: number) {
  const [corner, next] = [corners[0]!, corners[1]!];
  const along = unit(sub(next, corner));
  const back = unit(sub(corners.at(-1)!, corner));
  const inward = unit(add(along, back));
  const first = add(corner, times(along, gap));
  const last = add(corner, times(back, gap));
  const path = roundedPolyline([add(first, times(inward, hook)), first, ...corners.slice(1), last, add(last, times(inward, hook))], radius);
  return { path, spot: spot(hookLetter, corner, { x: -inward.y, y: inward.x }) };
}

/** 52: A wide, B high, both ends C hooked at 135°. */
const link52: Build = (v, radius, gap) => {
  const corners = [
    { x: v.A, y: 0 },
    { x: v.A, y: v.B },
    { x: 0, y: v.B },
    { x: 0, y: 0 },
  ];
  const { path, spot: hooks } = hookedLink(corners, v.C, 'C', radius, gap);
  return { paths: [path], spots: [spot('A', { x: v.A / 2, y: v.B }, RIGHT), spot('B', { x: 0, y: v.B / 2 }, DOWN), hooks] };
};

/**
 * 56: A along the top, B down the side, C along the bottom and D closing the
 * four sides (slanted when A and C differ, so drawn to fit rather than to
 * D), both ends E hooked into the link.
 */
const link56: Build = (v, radius, gap) => {
  const corners = [
    { x: 0, y: 0 },
    { x: 0, y: v.B },
    { x: v.C, y: v.B },
    { x: v.A, y: 0 },
  ];
  const { path, spot: hooks } = hookedLink(corners, v.E, 'E', radius, gap);
  const [, , bottom, top] = corners;
  const spots = [
    spot('A', { x: v.A / 2, y: 0 }, RIGHT),
    spot('B', { x: 0, y: v.B / 2 }, DOWN),
    spot('C', { x: v.C / 2, y: v.B }, RIGHT),
    spot('D', times(add(bottom!, top!), 1 / 2), unit(sub(top!, bottom!))),
    hooks,
  ];
  return { paths: [path], spots };
};

/** The angle code 67's arc spans: no dimension gives its radius. */
const ARC_ANGLE = Math.PI / 3;
/** 67: an arc of length A, bulging upwards. */
const arc67: Build = (v) => {
  const rho = v.A / ARC_ANGLE;
  const centre = { x: 0, y: rho };
  const p = pen(add(centre, rotate({ x: 0, y: -rho }, -ARC_ANGLE / 2)));
  arcAround(p, centre, ARC_ANGLE);
  return { paths: [finish(p)], spots: [spot('A', { x: 0, y: 0 }, RIGHT)] };
};

/** 75: once round the outside diameter A, then on over the lap B, inside the first turn. */
const circle75: Build = (v, _r, gap, d) => {
  const rho = centreRadius(v.A, d);
  const lap = Math.min(v.B / rho, 1.5 * Math.PI);
  const p = pen({ x: 0, y: -rho });
  arcAround(p, { x: 0, y: 0 }, 2 * Math.PI);
  lineTo(p, { x: 0, y: -(rho - gap) });
  arcAround(p, { x: 0, y: 0 }, lap);
  const spots = [spot('A', { x: -rho, y: 0 }, DOWN), spot('B', rotate({ x: 0, y: -rho }, lap / 2), rotate(RIGHT, lap / 2))];
  return { paths: [finish(p)], spots };
};

/** The turns a helix shows: a few, whatever C says (its label gives the count). */
export const HELIX_TURNS_DRAWN = 4;
/** How far the helix is tilted towards the viewer, so that its turns read as loops. */
const TILT = 0.15;
const STEPS_PER_TURN = 24;

/** 77: seen from the side, axis vertical, outside diameter A, pitch B, C turns. */
const helix77: Build = (v, _r, _g, d) => {
  const rho = centreRadius(v.A, d);
  const turns = Math.min(HELIX_TURNS_DRAWN, Math.max(1, Math.ceil(v.C)));
  const points: Point[] = [];
  for (let i = 0; i <= turns * STEPS_PER_TURN; i++) {
    const angle = (2 * Math.PI * i) / STEPS_PER_TURN;
    points.push({ x: -rho * Math.cos(angle), y: (v.B * angle) / (2 * Math.PI) + TILT * rho * Math.sin(angle) });
  }
  const p = pen(points[0]!);
  polylineTo(p, points.slice(1));
  const top = Math.min(...points.map((q) => q.y));
  const spots = [
    spot('A', { x: 0, y: top }, RIGHT),
    spot('B', { x: rho, y: turns > 1 ? v.B : v.B / 2 }, DOWN),
    spot('C', { x: -rho, y: (turns * v.B) / 2 }, DOWN),
  ];
  return { paths: [finish(p)], spots };
};

/** 99: a dashed frame where the sketch goes; no letter, no geometry. */
const SKETCH_FRAME = { width: 400, height: 300 };
const sketch99: Build = () => {
  const p = pen({ x: 0, y: 0 });
  for (const q of [
    { x: SKETCH_FRAME.width, y: 0 },
    { x: SKETCH_FRAME.width, y: SKETCH_FRAME.height },
    { x: 0, y: SKETCH_FRAME.height },
    { x: 0, y: 0 },
  ])
    lineTo(p, q);
  return { paths: [finish(p, true)], spots: [] };
};

const CURVES: Record<string, Build> = { '13': hook13, '33': loop33, '52': link52, '56': link56, '67': arc67, '75': circle75, '77': helix77, '99': sketch99 };

export const CURVE_CODES: readonly string[] = Object.keys(CURVES);

export function curveGeometry(code: string, v: Values, radius: number, gap: number, d: number): Geometry | null {
  return CURVES[code]?.(v, radius, gap, d) ?? null;
}
