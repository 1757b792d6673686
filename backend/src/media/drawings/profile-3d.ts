/**
 * A profiled sheet in oblique view: a cross-section (x across, z up, in mm)
 * extruded along its length, each facet lit by its slope. A periodic
 * profile is drawn once and repeated with <use>, which keeps a corrugated
 * sheet of forty facets to a couple of kilobytes.
 */
import { edge, lightness, n, pts, shade } from './svg-kit';

export type Point = [number, number];

/** Screen vectors of one mm across the sheet, along it (into the picture) and up. */
export const AXES = { x: [0.27, 0.075] as Point, y: [0.135, -0.1] as Point, z: 0.3 };

export const project = (x: number, y: number, z: number): Point => [x * AXES.x[0] + y * AXES.y[0], x * AXES.x[1] + y * AXES.y[1] - z * AXES.z];

/** Light from the upper left: slopes facing it are lighter, the others darker. */
export function facetColour(colour: string, [x0, z0]: Point, [x1, z1]: Point, underside = false): string {
  const len = Math.hypot(x1 - x0, z1 - z0) || 1;
  const [nx, nz] = [-(z1 - z0) / len, (x1 - x0) / len];
  // a pale paint cannot get much lighter: its relief is drawn in shadows instead
  const pale = Math.max(0, lightness(colour) - 0.6) * 1.6;
  // a flat facet shows the paint as it is
  const k = (0.34 + pale * 0.2) * (-0.55 * nx + 0.83 * nz - 0.83);
  return shade(colour, underside ? -0.3 - pale * 0.1 : k);
}

/** Whether the viewer sees the upper face of a facet (its projected outline turns clockwise). */
function facesUp(a: Point, b: Point, length: number): boolean {
  const [p, q, r] = [project(a[0], 0, a[1]), project(b[0], 0, b[1]), project(b[0], length, b[1])];
  return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]) < 0;
}

/** The facets of a cross-section extruded from y = y0 to y0 + length, back faces darker. */
export function facets(profile: Point[], colour: string, length: number, y0 = 0, dz = 0): string {
  let out = '';
  for (let i = 0; i + 1 < profile.length; i++) {
    const [a, b] = [profile[i], profile[i + 1]];
    const quad = [project(a[0], y0, a[1] + dz), project(b[0], y0, b[1] + dz), project(b[0], y0 + length, b[1]), project(a[0], y0 + length, a[1])];
    out += `<path d="M${pts(quad)}Z" fill="${facetColour(colour, a, b, !facesUp(a, b, length))}"/>`;
  }
  return out;
}

/** The cut edge along the front of the sheet. */
export const frontEdge = (profile: Point[], colour: string, y = 0, dz = 0, width = 1.6) =>
  `<path d="M${pts(profile.map(([x, z]) => project(x, y, z + dz)))}" fill="none" stroke="${edge(colour)}" stroke-width="${n(width)}" stroke-linejoin="round"/>`;

/** One period drawn as <g id>, repeated across the sheet, left to right (nearer to the viewer). */
export function repeated(id: string, period: string, pitch: number, count: number): string {
  const [dx, dy] = project(pitch, 0, 0);
  let uses = '';
  for (let i = 1; i < count; i++) uses += `<use href="#${id}" x="${n(dx * i)}" y="${n(dy * i)}"/>`;
  return `<g id="${id}">${period}</g>${uses}`;
}

/** Corner points of a sheet of that width, length and height range, for framing and shadows. */
export function box(width: number, length: number, zMin: number, zMax: number): Point[] {
  return [0, width].flatMap((x) => [0, length].flatMap((y) => [zMin, zMax].map((z) => project(x, y, z))));
}
