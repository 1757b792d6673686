/**
 * Roofing and cladding sheets, in their paint: a small stack of corrugated
 * or ribbed sheets, a tile-effect panel with its courses, façade cassettes.
 * Rooflights (`plaque-eclairante`) are drawn as one translucent sheet.
 */
import { box, facets, frontEdge, project, repeated, type Point } from './profile-3d';
import { edge, extent, fit, footprintShadow, n, pts, shade, type Pen } from './svg-kit';

const CLEAR = '#b4d0dc';

/** A stack of sheets: the same sheet drawn a few pixels lower for each one under it. */
export function stack(sheet: string, corners: Point[], pen: Pen, count: number): string {
  const clear = /eclairante/.test(pen.slug);
  const layers = clear ? 1 : count;
  let uses = '';
  for (let k = layers - 1; k > 0; k--) uses += `<use href="#s" y="${k * 6}"/>`;
  const [x0, y0, x1, y1] = extent(corners);
  const drop = (layers - 1) * 6 + 8;
  const floor: Point[] = [
    [x0 + 6, y1 - 40 + drop],
    [x1 - 60, y0 + 60 + drop],
    [x1, y0 + 70 + drop],
    [x0 + 60, y1 + drop],
  ];
  const body = `<g id="s"${clear ? ' fill-opacity=".7"' : ''}>${sheet}</g>`;
  return fit(`${footprintShadow(floor, 7)}<defs>${body}</defs>${uses}<use href="#s"/>`, extent([...corners, [x1, y1 + drop]]));
}

/**
 * A sine wave sampled at six points a period, half a step off its crest and
 * trough so that they are flat facets, in the paint exactly.
 */
function wave(pitch: number, depth: number, samples = 6): Point[] {
  return Array.from({ length: samples + 1 }, (_, k) => {
    const a = (2 * Math.PI * (k - 0.5)) / samples;
    return [(k * pitch) / samples, (depth / 2) * (1 - Math.cos(a))];
  });
}

function sheetOf(profile: Point[], pitch: number, count: number, length: number, colour: string): string {
  return repeated('p', facets(profile, colour, length) + frontEdge(profile, colour) + frontEdge(profile, colour, length, 0, 0.7), pitch, count);
}

export function corrugated(pen: Pen): string {
  const colour = /eclairante/.test(pen.slug) && !pen.given ? CLEAR : pen.colour;
  const [pitch, count, length] = [76, 12, 1500];
  return stack(sheetOf(wave(pitch, 18), pitch, count, length, colour), box(pitch * count, length, 0, 18), pen, 3);
}

/** Trapezoidal ribs (bac acier, bardage): a wide pan, then a 40 mm rib. */
const TRAPEZE: Point[] = [
  [0, 0],
  [70, 0],
  [76, 4],
  [82, 0],
  [150, 0],
  [172, 40],
  [212, 40],
  [234, 0],
  [250, 0],
];

export function trapezoidal(pen: Pen): string {
  const colour = /eclairante/.test(pen.slug) && !pen.given ? CLEAR : pen.colour;
  const [pitch, count, length] = [250, 4, 1500];
  // the sheet ends on a rib, so that both edges look like the ones that overlap on a roof
  const lastRib: Point[] = TRAPEZE.slice(4, 8).map(([x, z]) => [x - 150 + pitch * count, z]);
  const sheet = sheetOf(TRAPEZE, pitch, count, length, colour) + facets(lastRib, colour, length) + frontEdge(lastRib, colour);
  return stack(sheet, box(pitch * count + 84, length, 0, 40), pen, 3);
}

/** Tile-effect panel: courses of rounded tiles, each course stepping down towards the eaves. */
export function tile(pen: Pen): string {
  const [pitch, count, course, courses, step] = [200, 5, 350, 4, 28];
  const profile = wave(pitch, 34, 8);
  const riser = profile.map(([x, z]) => project(x, 0, z + step)).concat(profile.map(([x, z]) => project(x, 0, z)).reverse());
  const cell = `<g id="t">${facets(profile, pen.colour, course, 0, step)}<path d="M${pts(riser)}Z" fill="${shade(pen.colour, -0.32)}"/>${frontEdge(profile, pen.colour, 0, step, 1.2)}</g>`;
  let uses = '';
  for (let r = courses - 1; r >= 0; r--) {
    for (let i = 0; i < count; i++) {
      const [x, y] = project(i * pitch, r * course, 0);
      uses += `<use href="#t" x="${n(x)}" y="${n(y)}"/>`;
    }
  }
  return stack(`<defs>${cell}</defs>${uses}`, box(pitch * count, course * courses, 0, 34 + step), pen, 2);
}

/** Façade cassettes or plank cladding on a wall seen at an angle, each panel standing proud of its joint. */
export function cladding(pen: Pen): string {
  const planks = /^lame/.test(pen.slug);
  const [cols, rows] = planks ? [1, 6] : [3, 2];
  const [w, h, gap] = planks ? [330, 30, 6] : [104, 118, 8];
  const c = pen.colour;
  let panels = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const [x, y] = [i * (w + gap), j * (h + gap)];
      panels += `<rect x="${x + 3}" y="${y + 4}" width="${w}" height="${h}" fill="#1b2733" opacity=".3"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}"/><path d="M${x + 1} ${y + h - 1}V${y + 1}H${x + w - 1}" fill="none" stroke="${shade(c, 0.3)}" stroke-width="2"/><path d="M${x + w - 1} ${y + 1}V${y + h - 1}H${x + 1}" fill="none" stroke="${edge(c)}" stroke-width="2"/>`;
    }
  }
  const W = cols * (w + gap) - gap;
  const H = rows * (h + gap) - gap;
  // the wall recedes to the right
  const wall = (x: number, y: number): Point => [x * 0.92, y - x * 0.2];
  const corners = [wall(0, 0), wall(W, 0), wall(W, H), wall(0, H)];
  const floor: Point[] = [wall(-10, H + 4), wall(W + 10, H + 4), wall(W + 40, H + 22), wall(20, H + 22)];
  return fit(`${footprintShadow(floor, 6)}<g transform="matrix(.92 -.2 0 1 0 0)">${panels}</g>`, extent([...corners, ...floor]));
}
