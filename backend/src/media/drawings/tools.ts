/**
 * Tying tools and sundries: two crossed bars tied with annealed wire, and
 * a pair of tower pincers (tenaille russe) lying beside them.
 */
import { dropShadow, edge, fit, shade, type Pen } from './svg-kit';

const GRIP = '#b5473a';

const rebar = (d: string, c: string) =>
  `<path d="${d}" stroke="${edge(c)}" stroke-width="14"/><path d="${d}" stroke="${c}" stroke-width="11"/><path d="${d}" stroke="${shade(c, 0.35)}" stroke-width="3" transform="translate(-1 -2)"/><path d="${d}" stroke="${edge(c)}" stroke-width="14" stroke-dasharray="1.5 5" stroke-opacity=".5"/>`;

/** Tower pincers, jaws to the left at the origin, handles to the right. */
function pincers(steel: string): string {
  const jaw = 'M2 -5C-10 -20 -34 -22 -48 -4L-41 -2C-30 -12 -14 -11 2 3z';
  return `<path d="${jaw}" fill="${steel}" stroke="${edge(steel)}" stroke-width="1.5" stroke-linejoin="round"/>
<path d="${jaw}" transform="scale(1 -1)" fill="${shade(steel, -0.15)}" stroke="${edge(steel)}" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M0 -2L70 -10M0 3L70 8" stroke="${steel}" stroke-width="8" stroke-linecap="round"/>
<path d="M64 -10L200 -27" stroke="${GRIP}" stroke-width="12" stroke-linecap="round"/><path d="M64 8L200 14" stroke="${shade(GRIP, -0.18)}" stroke-width="12" stroke-linecap="round"/>
<circle cx="0" cy="0" r="7" fill="${shade(steel, -0.1)}" stroke="${edge(steel)}" stroke-width="1.5"/>`;
}

export function tools(pen: Pen): string {
  const c = pen.colour;
  const tie = `<path d="M-16 -12l30 26M-18 -5l28 24M16 -16l-30 30" stroke="#2f3337" stroke-width="2.6" stroke-linecap="round"/><path d="M9 12q12 8 5 18" stroke="#2f3337" stroke-width="2.4"/>`;
  const objects = `<g id="o" fill="none">${rebar('M-160 50L120 -60', c)}${rebar('M-80 -90L20 110', c)}${tie}<g transform="translate(-30 120) rotate(-14)">${pincers('#8a9299')}</g></g>`;
  return fit(`<defs>${objects}</defs>${dropShadow('o')}<use href="#o"/>`, [-170, -100, 200, 150], 1.1);
}
