/**
 * Small helpers shared by the drawings: rounded numbers (the files stay a few
 * KB), colour shading for a flat three-tone light, and the 400 × 300 frame.
 */

/** What every drawing gets: the main colour (#rrggbb) and a number to vary details by. */
export interface Pen {
  colour: string;
  /** true when the colour came with the URL (a RAL shade), false for the family's own */
  given: boolean;
  seed: number;
  slug: string;
}

/** Bare steel: bars, mesh, cages; the API sends no colour for them. */
export const STEEL_GREY = '#6f7880';

export const n = (x: number) => String(Math.round(x * 10) / 10);
export const pts = (points: [number, number][]) => points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ');

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const hex2 = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0');

/** Towards white for k > 0, towards black for k < 0 (k in -1…1). */
export function shade(hex: string, k: number): string {
  const target = k > 0 ? 255 : 0;
  const t = Math.abs(k);
  return `#${rgb(hex)
    .map((c) => hex2(c + (target - c) * t))
    .join('')}`;
}

/** 0 (black) … 1 (white), to keep outlines visible on white sheets and highlights on dark ones. */
export function lightness(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Outline colour: darker than the paint, less so for a dark paint so it still reads. */
export const edge = (hex: string) => shade(hex, lightness(hex) < 0.25 ? -0.55 : -0.4);

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Soft backdrops: near white behind products, a pale tint behind editorial pictures. */
const TINTS = ['#e4edf3', '#efe8dc', '#e2ebe4', '#e9e7ee', '#e6eaed'];

export function frame(body: string, label: string, { tint, seed }: { tint: boolean; seed: number }): string {
  const top = tint ? TINTS[seed % TINTS.length] : '#f7f8f9';
  const bottom = shade(top, -0.08);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${label}">
<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
${body}
</svg>`;
}

/** A soft contact shadow under an object standing on the floor, turned like the object. */
export const floorShadow = (cx: number, cy: number, rx: number, ry: number, turn = 0) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${turn ? ` transform="rotate(${turn} ${n(cx)} ${n(cy)})"` : ''} fill="#1b2733" opacity=".12"/>`;

/** A shadow the shape of an object lying flat (its <g id>), cast a little below it. */
export const dropShadow = (id: string, dx = 5, dy = 9) =>
  `<filter id="ds" x="-10%" y="-10%" width="120%" height="130%"><feColorMatrix values="0 0 0 0 .1 0 0 0 0 .15 0 0 0 0 .2 0 0 0 .3 0"/><feGaussianBlur stdDeviation="3.5"/></filter><use href="#${id}" x="${dx}" y="${dy}" filter="url(#ds)"/>`;

/** A blurred shadow cast on the floor by a footprint (a polygon of floor points). */
export const footprintShadow = (points: [number, number][], blur = 5) =>
  `<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter><path d="M${pts(points)}Z" fill="#1b2733" opacity=".22" filter="url(#sh)"/>`;

/**
 * Centres a drawing whose extent is known into the picture (margins of 28 px
 * at the sides, 36 px top and bottom), shrinking it if it is too large, or
 * growing it up to `grow` times if it is small.
 */
export function fit(body: string, [x0, y0, x1, y1]: [number, number, number, number], grow = 1): string {
  const k = Math.min(grow, 344 / (x1 - x0), 228 / (y1 - y0));
  const dx = 200 - ((x0 + x1) / 2) * k;
  const dy = 150 - ((y0 + y1) / 2) * k;
  return `<g transform="translate(${n(dx)} ${n(dy)})${k !== 1 ? ` scale(${Math.round(k * 1000) / 1000})` : ''}">${body}</g>`;
}

/** The bounding box of a list of points. */
export function extent(points: [number, number][]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
