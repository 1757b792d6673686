/**
 * Shaped bars (façonnage): stirrups with their 135° hooks, pins and bent
 * bars, ribbed, in the oblique view of the other steel drawings.
 */
import { edge, extent, fit, footprintShadow, n, shade, type Pen } from './svg-kit';

type Point = [number, number];
type Matrix = [number, number, number, number];

/** A closed stirrup w × h, both ends hooked at 135° into the top left corner. */
const stirrupPath = (w: number, h: number) => `M24 22L6 4Q9 0 13 0H${w - 7}Q${w} 0 ${w} 7V${h - 7}Q${w} ${h} ${w - 7} ${h}H7Q0 ${h} 0 ${h - 7}V9Q1 3 6 6L22 24`;

/** A pin: a straight bar with a hook at each end. */
const pinPath = (w: number) => `M14 18L2 6Q0 0 8 0H${w - 8}Q${w} 0 ${w - 2} 6L${w - 14} 18`;

/** A bar bent at a right angle, with an upturn at its long end. */
const bentPath = (w: number, h: number) => `M0 0V${h - 10}Q0 ${h} 10 ${h}H${w - 10}Q${w} ${h} ${w} ${h - 10}V${h - 30}`;

/** Width across the piece (stirrups face us at an angle) or along it (bars recede up to the right). */
const ACROSS: Matrix = [0.66, 0.38, 0, 1];
const ALONG: Matrix = [0.9, -0.35, 0, 1];
const LENGTHWAYS: Point = [0.92, -0.36];

/** Ribbed bar along a path, defined once and placed with <use>: outline, body, highlight, ribs. */
function rebarDef(id: string, d: string, colour: string, width: number): string {
  const dark = edge(colour);
  return `<path id="${id}p" d="${d}"/><g id="${id}"><use href="#${id}p" stroke="${dark}" stroke-width="${n(width)}"/><use href="#${id}p" stroke="${colour}" stroke-width="${n(width - 2.2)}"/><use href="#${id}p" stroke="${shade(colour, 0.4)}" stroke-width="${n(width * 0.28)}" x="-.8" y="-.8"/><use href="#${id}p" stroke="${dark}" stroke-width="${n(width)}" stroke-dasharray="1.4 4.6" stroke-opacity=".5"/></g>`;
}

interface Piece {
  id: string;
  w: number;
  h: number;
  m: Matrix;
  at: Point[];
}

const place = ({ id, m, at }: Piece) => at.map(([x, y]) => `<use href="#${id}" transform="matrix(${m.join(' ')} ${n(x)} ${n(y)})"/>`).join('');
const corners = ({ w, h, m, at }: Piece): Point[] =>
  at.flatMap(([x, y]) =>
    [
      [0, 0],
      [w, 0],
      [0, h],
      [w, h],
    ].map(([a, b]): Point => [x + m[0] * a + m[2] * b, y + m[1] * a + m[3] * b]),
  );
const row = (count: number, step: number, [x, y]: Point = [0, 0], dir: Point = LENGTHWAYS): Point[] =>
  Array.from({ length: count }, (_, i) => [x + dir[0] * step * i, y + dir[1] * step * i]);

export function shaped(pen: Pen): string {
  const c = pen.colour;
  let defs: string;
  let pieces: Piece[];
  if (/^epingle/.test(pen.slug)) {
    defs = rebarDef('a', pinPath(200), c, 7.5);
    pieces = [{ id: 'a', w: 200, h: 18, m: ACROSS, at: row(6, 30) }];
  } else if (/^(cadre|etrier)/.test(pen.slug)) {
    const [w, h] = /^etrier/.test(pen.slug) ? [110, 190] : [150, 150];
    defs = rebarDef('a', stirrupPath(w, h), c, 7.5);
    pieces = [{ id: 'a', w, h, m: ACROSS, at: row(6, 26) }];
  } else {
    defs = rebarDef('a', stirrupPath(120, 160), c, 7.5) + rebarDef('b', bentPath(230, 110), c, 8);
    pieces = [
      { id: 'a', w: 120, h: 160, m: ACROSS, at: row(4, 26, [120, -40]) },
      { id: 'b', w: 230, h: 110, m: ALONG, at: row(3, 16, [0, 40], [0.66, 0.38]) },
    ];
  }
  const all = pieces.flatMap(corners);
  const [x0, , x1, y1] = extent(all);
  const floor: Point[] = [
    [x0 + 10, y1 - 40],
    [x1 - 30, y1 - 110],
    [x1, y1 - 50],
    [x0 + 40, y1 + 8],
  ];
  return fit(
    `<defs>${defs}</defs>${footprintShadow(floor, 9)}<g fill="none" stroke-linecap="round" stroke-linejoin="round">${pieces.map(place).join('')}</g>`,
    extent([...all, ...floor]),
  );
}
