/**
 * The shapes drawn as straight legs joined by bends: each leg a letter and
 * the screen direction it runs in (degrees, 0 to the right, 90 down). The
 * directions follow BHoM_Engine's BS 8666 centrelines (read, not copied;
 * see ../shared/reference/rebar-schedules.md, "Open implementations") and,
 * for the closed links, the leg order of bvbs-geometry.ts. A mirror image is
 * the same bar.
 *
 * Obliques whose angle no dimension gives are drawn at 45°, the catalogue
 * flagging these shapes approximate. The 3D shapes (23, 98) are in cavalier
 * oblique projection: a leg across the plane runs at -45° on screen at its
 * true length, so proportions hold there too.
 */
import { add, heading, roundedPolyline, sub, times, unit } from './drawing-path';
import type { Geometry, LabelSpot, Point } from './drawing-types';
import type { Letter, Values } from './shape-types';

type Leg = readonly [Letter, number];
interface LegShape {
  legs: readonly Leg[];
  /** A closed link going round more than once: each further pass runs inside the first. */
  spiral?: boolean;
}

/**
 * 'A90 B0': leg A runs at 90° (down), then leg B at 0° (to the right); one
 * string a shape so that the table stays a table. Across the drawing's
 * plane (23, 98) is -45° towards the back, 135° coming from it.
 */
const legs = (text: string, spiral = false): LegShape => ({
  legs: text.split(' ').map((leg) => [leg[0] as Letter, Number(leg.slice(1))] as const),
  spiral,
});

const LEG_SHAPES: Record<string, LegShape> = {
  '00': legs('A0'),
  '11': legs('A90 B0'),
  '12': legs('A90 B0'),
  '15': legs('A-45 C0'),
  '21': legs('A90 B0 C-90'),
  '23': legs('A90 B0 C-45'),
  '24': legs('A0 B-45 C-90'),
  '25': legs('A45 E0 B-45'),
  '26': legs('A0 B45 C0'),
  '27': legs('A-45 B0 C90'),
  '28': legs('A-45 B0 C-90'),
  '29': legs('A0 B-135 C180'),
  '31': legs('A180 B90 C0 D-90'),
  '32': legs('A180 B90 C0 D90'),
  '34': legs('A0 B-45 C0 E90'),
  '35': legs('A0 B-45 C0 E-90'),
  '36': legs('A135 B180 C-90 D0'),
  '41': legs('A180 B90 C0 D-90 E180'),
  '44': legs('A0 B90 C0 D-90 E0'),
  '46': legs('A0 B45 C0 B-45 E0'),
  '51': legs('C0 B90 A180 B-90 A0 C90', true),
  '63': legs('C0 B90 A180 B-90 A0 B90 C180', true),
  '64': legs('A0 B90 C180 D-90 E0 D90 F180', true),
  '98': legs('C135 B90 A0 B-90 D-45'),
};

export const LEG_CODES: readonly string[] = Object.keys(LEG_SHAPES);

const middle = (a: Point, b: Point) => times(add(a, b), 1 / 2);

/**
 * Corners, then the bar through them. In a spiral, from the fourth leg on,
 * each leg is shortened by one more gap every second leg, so that the second
 * pass runs `gap` inside the first and both stay visible.
 */
export function legGeometry(code: string, v: Values, radius: number, gap: number): Geometry | null {
  const shape = LEG_SHAPES[code];
  if (!shape) return null;
  const corners: Point[] = [{ x: 0, y: 0 }];
  const spots: LabelSpot[] = [];
  shape.legs.forEach(([letter, deg], i) => {
    const inset = shape.spiral && i >= 3 ? gap * Math.ceil((i - 2) / 2) : 0;
    const from = corners.at(-1)!;
    const to = add(from, times(heading(deg), Math.max(v[letter] - inset, v[letter] / 2)));
    corners.push(to);
    // a letter used twice is labelled on its first leg, which is whole
    if (!spots.some((s) => s.letter === letter)) spots.push({ letter, mid: middle(from, to), dir: heading(deg), ...(inset > 0 ? { inside: true } : {}) });
  });
  if (code === '12') spots.push(radiusSpot(corners, radius));
  return { paths: [roundedPolyline(corners, radius)], spots };
}

/** Code 12's R, beside the middle of its bend (the radius as roundedPolyline clamps it). */
function radiusSpot([start, corner, end]: Point[], radius: number): LabelSpot {
  const t = Math.min(radius, 0.45 * Math.hypot(corner!.x - start!.x, corner!.y - start!.y), 0.45 * Math.hypot(end!.x - corner!.x, end!.y - corner!.y));
  const u1 = unit(sub(corner!, start!));
  const u2 = unit(sub(end!, corner!));
  const centre = add(corner!, times(sub(u2, u1), t));
  return { letter: 'R', mid: add(centre, times(unit(sub(corner!, centre)), t)), dir: unit(add(u1, u2)) };
}
