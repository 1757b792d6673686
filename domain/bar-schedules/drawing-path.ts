/**
 * Writing a drawing's paths: straight lines and circular arcs as SVG path
 * data, with the points they pass through. Only M, L and A, numbers to the
 * tenth of a millimetre and spaces between them: pdf-lib's drawSvgPath
 * parses a narrower grammar than browsers (no flags run together).
 */
import type { DrawingPath, Point } from './drawing-types';

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const times = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const length = (a: Point) => Math.hypot(a.x, a.y);
export const unit = (a: Point): Point => (length(a) > 0 ? times(a, 1 / length(a)) : { x: 1, y: 0 });
/** Cosines of right angles to exact zeros, so that a square shape's sides stay exactly square. */
const snap = (n: number) => (Math.abs(n) < 1e-12 ? 0 : n);
/** Screen direction of a heading in degrees: 0 to the right, 90 down (y downwards). */
export const heading = (deg: number): Point => ({ x: snap(Math.cos((deg * Math.PI) / 180)), y: snap(Math.sin((deg * Math.PI) / 180)) });
/** Rotation by `rad`, clockwise on screen (y downwards). */
export const rotate = (a: Point, rad: number): Point => ({ x: a.x * Math.cos(rad) - a.y * Math.sin(rad), y: a.x * Math.sin(rad) + a.y * Math.cos(rad) });

const num = (n: number) => String(Math.round(n * 10) / 10 || 0);
const xy = (p: Point) => `${num(p.x)} ${num(p.y)}`;

export interface Pen {
  d: string[];
  points: Point[];
  at: Point;
}

export const pen = (start: Point): Pen => ({ d: [`M ${xy(start)}`], points: [start], at: start });

export function lineTo(p: Pen, to: Point) {
  p.d.push(`L ${xy(to)}`);
  p.points.push(to);
  p.at = to;
}

/** Several points joined by straight lines (code 77's helix, sampled). */
export const polylineTo = (p: Pen, points: readonly Point[]) => points.forEach((q) => lineTo(p, q));

/**
 * From the pen round `centre` by `rad` (positive clockwise on screen), in
 * arcs of at most 90°: an arc of 180° or more would need the large-arc flag
 * right, and a full turn cannot be one arc.
 */
export function arcAround(p: Pen, centre: Point, rad: number) {
  const r = length(sub(p.at, centre));
  // written as 0, a radius would stop pdf-lib's arc conversion (a division by it)
  if (r < 0.05) return lineTo(p, add(centre, rotate(sub(p.at, centre), rad)));
  const chunks = Math.max(1, Math.ceil(Math.abs(rad) / (Math.PI / 2) - 1e-9));
  const step = rad / chunks;
  for (let i = 0; i < chunks; i++) {
    const from = sub(p.at, centre);
    for (const k of [1 / 3, 2 / 3]) p.points.push(add(centre, rotate(from, step * k)));
    const to = add(centre, rotate(from, step));
    p.d.push(`A ${num(r)} ${num(r)} 0 0 ${step > 0 ? 1 : 0} ${xy(to)}`);
    p.points.push(to);
    p.at = to;
  }
}

export const finish = (p: Pen, dashed = false): DrawingPath => ({ d: p.d.join(' '), dashed, points: p.points });

/**
 * A bar through `corners`, each bend rounded to `radius` (the centreline's):
 * the radius shrinks where a leg is too short to hold it, so that a short
 * leg keeps a straight part.
 */
export function roundedPolyline(corners: readonly Point[], radius: number): DrawingPath {
  const p = pen(corners[0]!);
  for (let i = 1; i < corners.length - 1; i++) {
    const [prev, corner, next] = [corners[i - 1]!, corners[i]!, corners[i + 1]!];
    const u1 = unit(sub(corner, prev));
    const u2 = unit(sub(next, corner));
    const turn = Math.acos(Math.min(1, Math.max(-1, u1.x * u2.x + u1.y * u2.y)));
    if (turn < 1e-3) continue;
    const tan = Math.tan(turn / 2);
    const t = Math.min(radius * tan, 0.45 * length(sub(corner, prev)), 0.45 * length(sub(next, corner)));
    const side = u1.x * u2.y - u1.y * u2.x > 0 ? 1 : -1;
    const start = sub(corner, times(u1, t));
    lineTo(p, start);
    arcAround(p, add(start, times({ x: -u1.y, y: u1.x }, (side * t) / tan)), side * turn);
  }
  lineTo(p, corners.at(-1)!);
  return finish(p);
}
