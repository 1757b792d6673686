/**
 * Concrete cover spacers: wheel spacers clipped on a bar, plastic chairs
 * holding a bar, concrete blocks with their tie wire, a continuous spacer.
 */
import { edge, fit, footprintShadow, n, shade, STEEL_GREY, type Pen } from './svg-kit';

const PLASTIC = '#6f7a83';
const CONCRETE = '#b9b1a4';

/** A plain bar lying across the picture, at height y. */
const bar = (colour: string, x0: number, x1: number, y: number) =>
  `<path d="M${x0} ${y}H${x1}" stroke="${edge(colour)}" stroke-width="13"/><path d="M${x0} ${y}H${x1}" stroke="${colour}" stroke-width="10"/><path d="M${x0} ${y - 2}H${x1}" stroke="${shade(colour, 0.4)}" stroke-width="3"/><path d="M${x0} ${y}H${x1}" stroke="${edge(colour)}" stroke-width="13" stroke-dasharray="1.5 5" stroke-opacity=".5"/>`;

/** A wheel spacer seen at an angle: rim, spokes, hub clipped on the bar. */
function wheel(x: number, y: number): string {
  let spokes = '';
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    spokes += `M${n(x + Math.cos(a) * 14 * 0.55)} ${n(y + Math.sin(a) * 14)}L${n(x + Math.cos(a) * 50 * 0.55)} ${n(y + Math.sin(a) * 50)}`;
  }
  const rim = (rx: number, ry: number, w: number, c: string) =>
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="${c}" stroke-width="${w}"/>`;
  return `${rim(30, 54, 9, shade(PLASTIC, -0.3))}<path d="${spokes}" stroke="${PLASTIC}" stroke-width="5"/>${rim(29, 53, 6, PLASTIC)}<ellipse cx="${x}" cy="${y}" rx="9" ry="16" fill="${shade(PLASTIC, -0.2)}"/>`;
}

/** A plastic chair: a tapered stand with a saddle on top. */
const chair = (x: number, y: number) =>
  `<path d="M${x - 34} ${y + 70}L${x - 12} ${y + 8}h24L${x + 34} ${y + 70}h-14L${x} ${y + 26}L${x - 20} ${y + 70}z" fill="${PLASTIC}" stroke="${edge(PLASTIC)}" stroke-width="1.5" stroke-linejoin="round"/><path d="M${x - 16} ${y + 8}q16 -22 32 0" fill="none" stroke="${PLASTIC}" stroke-width="6"/>`;

/** A concrete block with its tie wire. */
const block = (x: number, y: number) =>
  `<path d="M${x} ${y}l40 -12l26 12l-40 12z" fill="${shade(CONCRETE, 0.2)}"/><path d="M${x} ${y}l26 12v40l-26 -12z" fill="${CONCRETE}"/><path d="M${x + 26} ${y + 12}l40 -12v40l-40 12z" fill="${shade(CONCRETE, -0.2)}"/><path d="M${x + 30} ${y + 4}c-6 -30 18 -34 14 -6" fill="none" stroke="#4a4f54" stroke-width="2.4"/>`;

/** A continuous spacer: a long perforated plastic profile. */
function profile(): string {
  let holes = '';
  for (let x = -120; x < 120; x += 30) holes += `<ellipse cx="${x}" cy="${n(40 - x * 0.25)}" rx="6" ry="9" fill="${shade(PLASTIC, -0.35)}"/>`;
  return `<path d="M-150 112.5L150 37.5V-17.5L-150 57.5z" fill="${PLASTIC}" stroke="${edge(PLASTIC)}" stroke-width="1.5"/><path d="M-150 57.5L150 -17.5l14 6L-136 63.5z" fill="${shade(PLASTIC, 0.3)}"/>${holes}`;
}

export function spacers(pen: Pen): string {
  const steel = STEEL_GREY;
  const shadow = footprintShadow(
    [
      [-150, 120],
      [150, 110],
      [160, 130],
      [-140, 140],
    ],
    6,
  );
  let body: string;
  if (/roue/.test(pen.slug)) body = `${bar(steel, -150, 150, 60)}${wheel(-60, 66)}${wheel(70, 66)}`;
  else if (/^chaise-metal/.test(pen.slug))
    body = `${bar(steel, -150, 150, 48)}<path d="M-110 120L-80 50h60l30 70M20 120l30 -70h60l30 70" fill="none" stroke="${steel}" stroke-width="6" stroke-linejoin="round"/>`;
  else if (/chaise/.test(pen.slug)) body = `${bar(steel, -150, 150, 48)}${chair(-70, 48)}${chair(70, 48)}`;
  else if (/^cale-beton/.test(pen.slug)) body = `${block(-120, 78)}${block(-30, 64)}${block(60, 80)}`;
  else if (/distancier/.test(pen.slug)) body = profile();
  else body = `${bar(steel, -150, 150, 48)}${chair(-80, 48)}${wheel(60, 54)}${block(-40, 110)}`;
  return fit(`${shadow}<g fill="none">${body}</g>`, [-160, -10, 170, 145]);
}
