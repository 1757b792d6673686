/**
 * Self-drilling roofing screws: hex head (in the roof's colour when the
 * product has one), sealing washer, threaded shank and drill point.
 */
import { edge, fit, footprintShadow, shade, type Pen } from './svg-kit';

const STEEL = '#a3aab0';

/** One screw standing, its axis on x = 0, head top at y = 0, 150 px long. */
function screwDef(head: string): string {
  const shank = STEEL;
  let thread = '';
  for (let y = 52; y < 132; y += 7) thread += `M-8 ${y + 3}l16 -6`;
  return `<g id="v">
<path d="M-8 46h16v86l-8 18l-8 -18z" fill="${shank}" stroke="${edge(shank)}" stroke-width="1.2" stroke-linejoin="round"/>
<path d="M-2 48v86" stroke="${shade(shank, 0.5)}" stroke-width="3"/>
<path d="${thread}" stroke="${edge(shank)}" stroke-width="1.6"/>
<path d="M0 132l-4 12" stroke="${edge(shank)}" stroke-width="1.4"/>
<ellipse cx="0" cy="42" rx="24" ry="7" fill="#25292d"/><rect x="-24" y="36" width="48" height="6" fill="#25292d"/>
<ellipse cx="0" cy="35" rx="24" ry="7" fill="${shade(head, -0.15)}" stroke="${edge(head)}" stroke-width="1"/>
<path d="M-15 6v24h10v-24zM5 6v24h10v-24z" fill="${shade(head, -0.25)}"/><path d="M-5 6v24h10v-24z" fill="${head}"/>
<path d="M-15 30h30" stroke="${edge(head)}" stroke-width="1"/>
<path d="M-15 6l6 -5h18l6 5l-6 4h-18z" fill="${shade(head, 0.25)}" stroke="${edge(head)}" stroke-width="1" stroke-linejoin="round"/>
</g>`;
}

export function screws(pen: Pen): string {
  const head = pen.given ? pen.colour : STEEL;
  const floor: [number, number][] = [
    [-120, 150],
    [120, 140],
    [130, 158],
    [-110, 170],
  ];
  const standing = [
    [-70, 0],
    [70, -8],
    [0, 10],
  ]
    .map(([x, y]) => `<use href="#v" x="${x}" y="${y}"/>`)
    .join('');
  // one more lying on its side in front, its point towards the viewer
  const lying = `<use href="#v" transform="translate(-70 190) rotate(-100)"/>`;
  return fit(`<defs>${screwDef(head)}</defs>${footprintShadow(floor, 6)}${standing}${lying}`, [-140, -10, 140, 200], 1.15);
}
