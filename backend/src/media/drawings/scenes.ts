/**
 * Editorial scenes, for pages about roofs, deliveries and the works: a
 * Caribbean house under its steel roof (in the given colour), a crane lorry
 * carrying bars, the factory's clad sheds.
 */
import { edge, n, pts, shade, type Pen } from './svg-kit';

type Point = [number, number];
const WALL = '#f1ede4';
const NAVY = '#1f3b57';
const poly = (p: Point[], fill: string, extra = '') => `<path d="M${pts(p)}Z" fill="${fill}"${extra}/>`;
const ground = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="16" fill="#1b2733" opacity=".14"/>`;

/** Ribs of a roof plane: lines from the eave to the ridge, spaced along the eave. */
function ribs(eave: [Point, Point], rise: Point, count: number, colour: string): string {
  let d = '';
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const [x, y] = [eave[0][0] + (eave[1][0] - eave[0][0]) * t, eave[0][1] + (eave[1][1] - eave[0][1]) * t];
    d += `M${n(x)} ${n(y)}l${n(rise[0])} ${n(rise[1])}`;
  }
  return `<path d="${d}" stroke="${edge(colour)}" stroke-width="1.6"/>`;
}

/** A house seen from the front left: gable wall, long side wall, roof slope with its ribs. */
export function roof(pen: Pen): string {
  const c = pen.colour;
  const D: Point = [0.62, -0.3];
  const at = ([x, y]: Point, t: number): Point => [x + D[0] * t, y + D[1] * t];
  const side = [[205, 250], at([205, 250], 210), at([205, 178], 210), [205, 178]] as Point[];
  const slope = [[214, 186], at([214, 186], 220), at([140, 112], 220), [140, 112]] as Point[];
  const shutters = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="26" height="30" fill="${shade(c, 0.1)}"/><path d="M${x + 13} ${y}v30" stroke="${edge(c)}" stroke-width="1.5"/>`;
  const palm = `<path d="M52 262q-6 -60 14 -112" fill="none" stroke="#7a5b3a" stroke-width="7" stroke-linecap="round"/>${[-2.6, -2, -1.2, -0.5, 0.2]
    .map(
      (a) =>
        `<path d="M66 150q${n(Math.cos(a) * 30)} ${n(Math.sin(a) * 30 - 12)} ${n(Math.cos(a) * 56)} ${n(Math.sin(a) * 56 + 10)}" fill="none" stroke="#3f7a4a" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('')}`;
  return `${ground(220, 258, 170)}
${poly(side, shade(WALL, -0.12))}
<rect x="75" y="178" width="130" height="72" fill="${WALL}"/>${poly(
    [
      [75, 178],
      [140, 118],
      [205, 178],
    ],
    shade(WALL, -0.04),
  )}
<rect x="122" y="200" width="30" height="50" fill="${shade(c, -0.2)}"/>${shutters(87, 196)}${shutters(166, 196)}
${[60, 130]
  .map((t) => {
    const [x, y] = at([225, 200], t);
    return `<path d="M${n(x)} ${n(y)}l20 -10v30l-20 10z" fill="${shade(c, 0.05)}"/>`;
  })
  .join('')}
${poly(slope, c)}${ribs([slope[0], slope[1]], [-74, -74], 14, c)}
<path d="M${pts([
    [66, 184],
    [140, 112],
    [214, 186],
  ])}" fill="none" stroke="${shade(c, -0.25)}" stroke-width="7" stroke-linejoin="round"/>
<path d="M${pts([slope[3], slope[2]])}" stroke="${shade(c, -0.3)}" stroke-width="6"/>
${palm}`;
}

/** A crane lorry seen from the side, a bundle of bars on its bed, its crane folded over it. */
export function truck(pen: Pen): string {
  const c = pen.colour;
  let ends = '';
  for (const [x, y] of [
    [0, 0],
    [10, 0],
    [20, 0],
    [30, 0],
    [5, -9],
    [15, -9],
    [25, -9],
    [10, -18],
    [20, -18],
  ])
    ends += `<circle cx="${104 + x}" cy="${196 + y}" r="5" fill="${shade(c, -0.15)}" stroke="${shade(c, 0.3)}" stroke-width="1.2"/>`;
  const wheel = (x: number) => `<circle cx="${x}" cy="236" r="20" fill="#23272b"/><circle cx="${x}" cy="236" r="9" fill="#aab1b7"/>`;
  return `${ground(205, 254, 175)}
<rect x="70" y="206" width="230" height="14" fill="#30363c"/>
${[176, 186, 196].map((y) => `<path d="M108 ${y}H300" stroke="${edge(c)}" stroke-width="10"/><path d="M108 ${y}H300" stroke="${c}" stroke-width="7"/>`).join('')}
${ends}
<path d="M62 206v-6h230v6z" fill="${shade(NAVY, 0.2)}"/>
<path d="M300 220V150h40l22 36v34z" fill="${NAVY}"/><path d="M312 158h26l16 26h-42z" fill="#cfe0ea"/>
<rect x="276" y="120" width="14" height="86" fill="#e0a030"/><path d="M283 122L160 70" stroke="#e0a030" stroke-width="10" stroke-linecap="round"/>
<path d="M160 70v34M160 104l-30 20M160 104l30 20" fill="none" stroke="#30363c" stroke-width="2"/>
${[124, 131].map((y) => `<path d="M112 ${y}H208" stroke="${edge(c)}" stroke-width="8"/><path d="M112 ${y}H208" stroke="${c}" stroke-width="5.5"/>`).join('')}
${wheel(110)}${wheel(160)}${wheel(330)}`;
}

/** The works: a long clad shed with its roller doors, bars stacked outside. */
export function factory(pen: Pen): string {
  const clad = '#2d5f7c';
  const D: Point = [0.8, -0.28];
  const at = ([x, y]: Point, t: number): Point => [x + D[0] * t, y + D[1] * t];
  const front = [
    [40, 250],
    [150, 250],
    [150, 170],
    [95, 138],
    [40, 170],
  ] as Point[];
  const side = [[150, 250], at([150, 250], 270), at([150, 170], 270), [150, 170]] as Point[];
  const roofPlane = [[150, 170], at([150, 170], 270), at([95, 138], 270), [95, 138]] as Point[];
  let lines = '';
  for (let x = 48; x < 150; x += 9) lines += `M${x} 250V${n(x < 95 ? 170 - (x - 40) * 0.58 : 138 + (x - 95) * 0.58)}`;
  const doors = [40, 120, 200].map((t) => poly([at([170, 250], t), at([170, 250], t + 46), at([170, 196], t + 46), at([170, 196], t)], '#d4d9dd')).join('');
  return `${ground(225, 240, 170)}
${poly(side, shade(clad, -0.15))}${doors}
${poly(roofPlane, '#b9bcbd')}${ribs([roofPlane[0], roofPlane[1]], [-55, -32], 22, '#b9bcbd')}
${poly(front, clad)}<path d="${lines}" stroke="${shade(clad, -0.25)}" stroke-width="1.5"/>
<rect x="70" y="200" width="50" height="50" fill="#d4d9dd"/>
${[
  [0, 0],
  [9, 0],
  [18, 0],
  [4.5, -8],
  [13.5, -8],
]
  .map(([x, y]) => {
    const [a, b] = at([208 + x, 270 + y], 150);
    return `<path d="M${208 + x} ${270 + y}L${n(a)} ${n(b)}" stroke="${edge(pen.colour)}" stroke-width="9"/><path d="M${208 + x} ${270 + y}L${n(a)} ${n(b)}" stroke="${pen.colour}" stroke-width="6"/>`;
  })
  .join('')}`;
}
