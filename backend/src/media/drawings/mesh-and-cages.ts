/**
 * Welded steel: a mesh panel lying flat with its wire ends showing, and a
 * reinforcement cage (longitudinal bars held by stirrups) in oblique view.
 */
import { edge, extent, fit, footprintShadow, n, shade, type Pen } from './svg-kit';

type Point = [number, number];
const segment = (a: Point, b: Point) => `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;

/** Wires drawn three times (outline, paint, highlight) from one path, so that they read as round. */
function wire(id: string, d: string, colour: string, width: number): string {
  return `<defs><path id="${id}" d="${d}"/></defs><use href="#${id}" stroke="${edge(colour)}" stroke-width="${n(width)}"/><use href="#${id}" stroke="${colour}" stroke-width="${n(width * 0.62)}"/><use href="#${id}" stroke="${shade(colour, 0.4)}" stroke-width="${n(width * 0.22)}" x="-.5" y="-.7"/>`;
}

/** A welded mesh panel: long wires one way, cross wires welded on top, ends sticking out. */
export function mesh(pen: Pen): string {
  const dallage = /paf/.test(pen.slug);
  const [cols, rows] = dallage ? [9, 6] : [13, 8];
  const [W, H, over] = [290, 160, 14];
  // panel coordinates (x along the long wires, y across) to screen: a panel lying on the floor
  const at = (x: number, y: number): Point => [x * 0.96 + y * 0.46, -x * 0.3 + y * 0.6];
  let longWires = '';
  for (let j = 0; j <= rows; j++) longWires += segment(at(-over, (j * H) / rows), at(W + over, (j * H) / rows));
  let crossWires = '';
  for (let i = 0; i <= cols; i++) crossWires += segment(at((i * W) / cols, -over * 0.6), at((i * W) / cols, H + over * 0.6));
  const width = dallage ? 3.4 : 4.6;
  const outline = [at(-over, 0), at(W + over, 0), at(W + over, H), at(-over, H)];
  const floor = outline.map(([x, y]): Point => [x + 4, y + 12]);
  return fit(
    `${footprintShadow(floor, 4)}<g fill="none" stroke-linecap="round">${wire('l', longWires, pen.colour, width)}${wire('x', crossWires, pen.colour, width * 0.9)}</g>`,
    extent([...outline, ...floor]),
  );
}

/** Cross-sections of the cages, in (depth, height) units of the cage's size, and their length. */
const SECTIONS: [RegExp, Point[], number][] = [
  [
    /triangulaire/,
    [
      [0, 0],
      [1, 0],
      [0.5, 0.9],
    ],
    300,
  ],
  [
    /plat/,
    [
      [0, 0],
      [1.2, 0],
      [1.2, 0.12],
      [0, 0.12],
    ],
    300,
  ],
  [
    /semelle-isolee/,
    [
      [0, 0],
      [3.4, 0],
      [3.4, 0.35],
      [0, 0.35],
    ],
    150,
  ],
  [
    /semelle/,
    [
      [0, 0],
      [1.8, 0],
      [1.8, 0.5],
      [0, 0.5],
    ],
    300,
  ],
  [
    /poutre|linteau|longrine|assemblage/,
    [
      [0, 0],
      [0.8, 0],
      [0.8, 1.35],
      [0, 1.35],
    ],
    300,
  ],
  [
    /./,
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
    300,
  ],
];

/** A cage lying on the floor, its length going up to the right. */
export function cage(pen: Pen): string {
  const [, section, length] = SECTIONS.find(([re]) => re.test(pen.slug))!;
  const size = 62;
  const at = (t: number, [a, b]: Point): Point => [t * 0.92 + a * size * 0.55, -t * 0.36 + a * size * 0.34 - b * size];
  const stirrups = Math.round(length / 33);
  let loops = '';
  for (let i = 0; i < stirrups; i++) {
    const t = 10 + (i * (length - 20)) / (stirrups - 1);
    const corners = section.map((p) => at(t, p));
    loops += `M${corners.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  }
  // the corners farthest from the viewer first, so the near bars pass in front of the stirrups
  const order = section.map((p, i) => ({ p, i, depth: p[0] - p[1] * 0.2 })).sort((a, b) => a.depth - b.depth);
  const back = order.slice(0, Math.ceil(order.length / 2));
  const front = order.slice(Math.ceil(order.length / 2));
  const bars = (list: typeof order) => list.map(({ p }) => segment(at(0, p), at(length, p))).join('');
  const c = pen.colour;
  const depth = Math.max(...section.map((p) => p[0]));
  // a wide footing has bars all along its bottom, not only in its corners
  const between = Math.floor(depth / 0.6);
  for (let k = 1; k < between && depth > 1.5; k++) back.unshift({ p: [(depth * k) / between, 0], i: -k, depth: 0 });
  const floor = [at(0, [0, 0]), at(length, [0, 0]), at(length, [depth, 0]), at(0, [depth, 0])].map(([x, y]): Point => [x, y + 6]);
  const ends = section.flatMap((p) => [at(0, p), at(length, p)]);
  return fit(
    `${footprintShadow(floor, 5)}<g fill="none" stroke-linecap="round" stroke-linejoin="round">${wire('b', bars(back), c, 7)}${wire('s', loops, c, 4.2)}${wire('f', bars(front), c, 7)}
<use href="#f" stroke="${edge(c)}" stroke-width="7" stroke-dasharray="1.5 5" stroke-opacity=".5"/></g>`,
    extent([...ends, ...floor]),
  );
}
