/**
 * Reinforcing bars: a pile of ribbed bars seen from their cut ends, and a
 * coil of wire rod. Smooth rounds (`rond-lisse`) and coils have no ribs.
 */
import { edge, floorShadow, n, shade, type Pen } from './svg-kit';

/** The bars run up and to the right; their ends face the viewer (oblique view). */
const DIR: [number, number] = [Math.cos(-0.36), Math.sin(-0.36)];
/** Where a bar's cross-section's horizontal axis goes on screen; its vertical goes straight up. */
const ACROSS: [number, number] = [0.62, 0.3];

/** One bar in <defs>, its near end at the origin, reused by <use> for the whole pile. */
function barDef(r: number, length: number, pen: Pen, ribbed: boolean): string {
  const [dx, dy] = DIR;
  const [nx, ny] = [-dy, dx];
  // half the width of the body on screen: the end ellipse's extent across the bar
  const half = r * Math.hypot(ACROSS[0] * nx + ACROSS[1] * ny, ny);
  const ex = n(dx * length);
  const ey = n(dy * length);
  const face = `matrix(${ACROSS[0]} ${ACROSS[1]} 0 1`;
  const mid = pen.colour;
  const line = (w: number, stroke: string, extra = '', ox = 0, oy = 0) =>
    `<path d="M${n(ox)} ${n(oy)}l${ex} ${ey}" stroke="${stroke}" stroke-width="${n(w)}"${extra}/>`;
  return `<g id="b" fill="none">
<circle r="${n(r)}" transform="${face} ${ex} ${ey})" fill="${mid}" stroke="${edge(mid)}" stroke-width="1.2"/>
${line(half * 2, edge(mid))}${line(half * 2 - 2.4, mid)}
${line(half * 0.5, shade(mid, 0.38), ' stroke-linecap="round"', -nx * half * 0.42, -ny * half * 0.42)}
${ribbed ? line(half * 2, edge(mid), ' stroke-dasharray="1.6 5.4" stroke-opacity=".55"') : ''}
<circle r="${n(r)}" transform="${face} 0 0)" fill="${shade(mid, -0.18)}" stroke="${shade(mid, 0.3)}" stroke-width="1.4"/>
<circle r="${n(r * 0.55)}" transform="${face} 0 0)" fill="${shade(mid, -0.08)}"/>
</g>`;
}

/** A pyramid of bars, optionally tied into a bundle. */
export function bars(pen: Pen): string {
  const ribbed = !/^rond-lisse/.test(pen.slug);
  const bundle = /^botte|tonne/.test(pen.slug);
  const r = bundle ? 8 : 10;
  const rows = bundle ? [6, 5, 4, 3] : [4, 3, 2];
  const base: [number, number] = [bundle ? 72 : 70, 236];
  const uses: string[] = [];
  rows.forEach((count, k) => {
    for (let i = 0; i < count; i++) {
      const u = (i - (count - 1) / 2) * 2 * r;
      const w = k * Math.sqrt(3) * r;
      uses.push(`<use href="#b" x="${n(base[0] + u * ACROSS[0])}" y="${n(base[1] + u * ACROSS[1] - w)}"/>`);
    }
  });
  // wire ties around the bundle: over its top and down its near side, the rest hidden
  const top = (rows.length - 1) * Math.sqrt(3) * r + r * 1.1;
  const [wBottom, wTop] = [(rows[0] - 1) * r + r * 1.1, (rows[rows.length - 1] - 1) * r + r * 1.1];
  const ties = bundle
    ? [0.28, 0.7]
        .map((t) => {
          const at = (u: number, w: number) => `${n(base[0] + DIR[0] * 290 * t + u * ACROSS[0])} ${n(base[1] + DIR[1] * 290 * t + u * ACROSS[1] - w)}`;
          return `<path d="M${at(-wTop, top)}L${at(wTop, top)}L${at(wBottom, -r * 1.1)}" fill="none" stroke="#3c4248" stroke-width="2.4" stroke-linejoin="round"/>`;
        })
        .join('')
    : '';
  return `<defs>${barDef(r, 290, pen, ribbed)}</defs>
${floorShadow(205, 200, 175, 26, -20)}
${uses.join('')}${ties}`;
}

/** A coil of wire rod lying flat, its turns drawn as rings. */
export function coil(pen: Pen): string {
  // annealed tying wire is black
  const mid = /recuit/.test(pen.slug) && !pen.given ? shade(pen.colour, -0.35) : pen.colour;
  const rings: string[] = [];
  for (let k = 0; k < 7; k++) {
    const y = 196 - k * 7;
    rings.push(
      `<ellipse cx="200" cy="${y}" rx="118" ry="52" stroke="${edge(mid)}" stroke-width="34"/><ellipse cx="200" cy="${y}" rx="118" ry="52" stroke="${k % 2 ? mid : shade(mid, 0.08)}" stroke-width="31"/>`,
    );
  }
  const turns: string[] = [];
  for (let k = 0; k < 9; k++) {
    const rx = 104 + k * 3.4;
    turns.push(`<ellipse cx="200" cy="154" rx="${n(rx)}" ry="${n(rx * 0.44)}" stroke="${k % 2 ? shade(mid, 0.35) : edge(mid)}" stroke-width="1.3"/>`);
  }
  // straps across the top of the coil, and down its outer side where it faces us
  const straps = [0.6, 2.4, -1.5]
    .map((a) => {
      const [c, s] = [Math.cos(a), Math.sin(a)];
      const down = s > 0 ? 'v42' : '';
      return `<path d="M${n(200 + c * 100)} ${n(154 + s * 44)}L${n(200 + c * 136)} ${n(154 + s * 60)}${down}" stroke="#3c4248" stroke-width="4" stroke-linejoin="round"/>`;
    })
    .join('');
  return `${floorShadow(200, 210, 150, 38)}
<g fill="none">${rings.join('')}${turns.join('')}${straps}</g>`;
}
