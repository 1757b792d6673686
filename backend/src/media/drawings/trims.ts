/**
 * Roofing trims, in the sheets' paint: a ridge cap, folded flashings and
 * the foam closures that fill the profile under the ridge.
 */
import { box, facets, frontEdge, project, repeated, type Point } from './profile-3d';
import { stack } from './sheets';
import { edge, extent, fit, footprintShadow, pts, shade, type Pen } from './svg-kit';

const LENGTH = 1300;

function arc(cx: number, r: number, from: number, to: number, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, k) => {
    const a = from + ((to - from) * k) / steps;
    return [cx - r * Math.cos(a), r * Math.sin(a)];
  });
}

/** A folded piece: its profile extruded, front edge drawn; two of them stacked. */
function folded(profile: Point[], pen: Pen, count = 2): string {
  const zs = profile.map((p) => p[1]);
  const width = Math.max(...profile.map((p) => p[0]));
  return stack(facets(profile, pen.colour, LENGTH) + frontEdge(profile, pen.colour, 0, 0, 2), box(width, LENGTH, Math.min(...zs), Math.max(...zs)), pen, count);
}

export function ridge(pen: Pen): string {
  if (/ronde/.test(pen.slug))
    return folded([[0, 0], [44, 0], ...arc(200, 150, 0.12, Math.PI - 0.12, 10).map(([x, z]): Point => [x, z * 0.8]), [356, 0], [400, 0]], pen);
  const height = /ondulee/.test(pen.slug) ? 70 : 100;
  return folded(
    [
      [0, 0],
      [50, 0],
      [200, height],
      [350, 0],
      [400, 0],
    ],
    pen,
  );
}

const FLASHINGS: [RegExp, Point[]][] = [
  [
    /^bavette/,
    [
      [0, 20],
      [0, 0],
      [150, 0],
      [170, -40],
      [300, -40],
      [312, -52],
    ],
  ],
  [
    /^solin/,
    [
      [0, 130],
      [0, 0],
      [190, 0],
      [205, -15],
    ],
  ],
  [
    /^angle/,
    [
      [0, 0],
      [140, 0],
      [140, -140],
      [152, -152],
    ],
  ],
  [
    /./,
    [
      [0, 30],
      [0, 0],
      [170, 0],
      [170, -130],
      [185, -145],
    ],
  ],
];

export function flashing(pen: Pen): string {
  return folded(FLASHINGS.find(([re]) => re.test(pen.slug))![1], pen);
}

/** The top of a closure follows the sheet it closes: one period of its profile, and how many. */
function closureTop(slug: string): [period: Point[], pitch: number, count: number] {
  const wave = (pitch: number, depth: number): Point[] =>
    Array.from({ length: 7 }, (_, k) => [(k * pitch) / 6, (depth / 2) * (1 - Math.cos((Math.PI * k) / 3))]);
  if (/ondulee|plisse/.test(slug)) return [wave(76, 18), 76, 12];
  if (/tuile/.test(slug)) return [wave(200, 34), 200, 5];
  return [
    [
      [0, 0],
      [150, 0],
      [172, 40],
      [212, 40],
      [234, 0],
      [250, 0],
    ],
    250,
    4,
  ];
}

/** A foam (or metal) strip: a solid whose top follows the sheet's profile. */
export function closure(pen: Pen): string {
  const colour = pen.given ? pen.colour : /aluminium/.test(pen.slug) ? '#c3c7ca' : /metallique/.test(pen.slug) ? '#8e969d' : '#3a3f44';
  const [period, pitch, count] = closureTop(pen.slug);
  const [depth, base] = [90, -16];
  const width = pitch * count;
  const top = Array.from({ length: count }, (_, i) => period.map(([x, z]): Point => [x + i * pitch, z])).flat();
  const front = [...top.map(([x, z]) => project(x, 0, z)), project(width, 0, base), project(0, 0, base)];
  const end = [project(width, 0, base), project(width, 0, 0), project(width, depth, 0), project(width, depth, base)];
  const body = `${repeated('c', facets(period, colour, depth), pitch, count)}<path d="M${pts(end)}Z" fill="${shade(colour, -0.25)}"/><path d="M${pts(front)}Z" fill="${shade(colour, -0.12)}" stroke="${edge(colour)}" stroke-width="1.2" stroke-linejoin="round"/>`;
  const floor = [project(0, 0, base), project(width, 0, base), project(width, depth, base), project(0, depth, base)].map(([x, y]): Point => [x + 3, y + 7]);
  return fit(`${footprintShadow(floor, 4)}${body}`, extent([...box(width, depth, base, 40), ...floor]), 1.3);
}
