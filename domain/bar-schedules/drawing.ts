/**
 * The drawing of a shape code with a row's dimensions: the bar's centreline
 * as SVG path data in millimetres of the real bar (y downwards), a label per
 * letter beside the middle of its leg, outside the shape, and the bounds.
 * Format-agnostic: the browser draws it as inline SVG, the PDF schedule
 * through pdf-lib's drawSvgPath.
 *
 * Legs are drawn at their outside dimension (the half diameter between that
 * and the centreline does not show at a drawing's scale) and bends at the
 * bar's scheduling radius, from ../shared/reference/rebar-schedules.md,
 * "Minimum scheduling radius r". The layouts are in drawing-legs.ts and
 * drawing-curves.ts.
 */
import { curveGeometry } from './drawing-curves';
import { legGeometry } from './drawing-legs';
import { add, length, sub, times, unit } from './drawing-path';
import { FALLBACK_DIMENSION_MM, SAMPLE_DIMS } from './drawing-samples';
import type { DrawingLabel, Geometry, Point, ShapeDrawing, ViewBox } from './drawing-types';
import { diameter } from './diameters';
import { shape, values, type Dimensions, type ShapeSpec, type Values } from './shapes';

export type { DrawingLabel, DrawingPath, Point, ShapeDrawing, ViewBox } from './drawing-types';
export { SAMPLE_DIMS } from './drawing-samples';
export { HELIX_TURNS_DRAWN } from './drawing-curves';

/**
 * No leg is drawn shorter than this share of the longest: a 50 mm return on
 * a 6 m bar would otherwise vanish. Legs above it keep their true ratios.
 */
export const MIN_LEG_RATIO = 0.08;
/**
 * Where a bar passes twice (a link's lap, a loop's second turn), the second
 * pass runs this share of the longest leg inside the first: the stroke does
 * not scale with the drawing, so the gap is set against the drawing, not
 * against the bar's diameter.
 */
export const LAP_GAP_RATIO = 0.04;
/** Without a (valid) diameter, bends are drawn as a Ø12's. */
export const DEFAULT_DIAMETER_MM = 12;
/** Label distance from its leg, and margins, as shares of the drawing's size: the drawing is scaled to fit its box, so these are steady on screen. */
const LABEL_OFFSET = 0.06;
const MARGIN_ACROSS_TEXT = 0.22;
const MARGIN_ALONG_TEXT = 0.1;
/** A straight bar still gets some height (and a tall one some width) in its viewBox. */
const MIN_ASPECT = 0.3;

const isValid = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Inside radius r of a bend, the reference's rule where the table has no row. */
const bendRadiusMm = (d: number) => diameter(d)?.minRadiusMm ?? (d <= 16 ? 2 * d : 3.5 * d);

/** Letters that measure a leg, as opposed to a radius (12's R) or a count (77's C). */
const legLetters = (spec: ShapeSpec) => spec.letters.filter((l) => l !== 'R' && !spec.counts?.includes(l));

/** The row's values where valid, defaults elsewhere, then the shortest legs lengthened. */
function drawnValues(spec: ShapeSpec, dims: Dimensions): Values {
  const sample = SAMPLE_DIMS[spec.code] ?? {};
  const v = values(Object.fromEntries(spec.letters.map((l) => [l, isValid(dims[l]) ? dims[l] : (sample[l] ?? FALLBACK_DIMENSION_MM)])));
  const legs = legLetters(spec);
  const longest = Math.max(0, ...legs.map((l) => v[l]));
  for (const l of legs) v[l] = Math.max(v[l], MIN_LEG_RATIO * longest);
  return v;
}

/**
 * A shape's drawing with a row's dimensions (any missing or invalid one at
 * its sample value) and bar diameter; null for a code not in the catalogue.
 */
export function shapeDrawing(code: string, dims: Dimensions, diameterMm?: number): ShapeDrawing | null {
  const spec = shape(code);
  if (!spec) return null;
  const d = isValid(diameterMm) ? diameterMm : DEFAULT_DIAMETER_MM;
  const v = drawnValues(spec, dims);
  // the radius of the centreline: the inside radius plus half the bar
  const radius = (code === '12' ? v.R : bendRadiusMm(d)) + d / 2;
  const longest = Math.max(...legLetters(spec).map((l) => v[l]), 0);
  const gap = LAP_GAP_RATIO * longest;
  const geometry = legGeometry(code, v, radius, gap) ?? curveGeometry(code, v, radius, gap, d);
  if (!geometry) return null;
  const labels = placeLabels(geometry, spec, dims);
  return {
    code,
    paths: geometry.paths,
    labels,
    viewBox: viewBoxOf(geometry, labels),
    conventional: spec.approximate || ['23', '67', '98'].includes(code),
    sketch: code === '99',
  };
}

interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const boundsOf = (points: readonly Point[]): Bounds => ({
  minX: Math.min(...points.map((p) => p.x)),
  minY: Math.min(...points.map((p) => p.y)),
  maxX: Math.max(...points.map((p) => p.x)),
  maxY: Math.max(...points.map((p) => p.y)),
});

const sizeOf = (points: readonly Point[]) => {
  const b = boundsOf(points);
  return Math.max(b.maxX - b.minX, b.maxY - b.minY, 1);
};

/**
 * Each label on the side of its leg away from the middle of the bar's
 * bounds, which is outside for links, U shapes and hooks alike (above a
 * straight bar), or towards it for a link's second pass; its text anchored
 * so that it runs away from the bar.
 */
function placeLabels({ paths, spots }: Geometry, spec: ShapeSpec, dims: Dimensions): DrawingLabel[] {
  const points = paths.flatMap((p) => p.points);
  const b = boundsOf(points);
  const centre = { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
  const offset = LABEL_OFFSET * sizeOf(points);
  return spots.map(({ letter, mid, dir, inside }) => {
    const normal = unit({ x: dir.y, y: -dir.x });
    const [a, b] = [add(mid, times(normal, offset)), sub(mid, times(normal, offset))];
    const outward = length(sub(a, centre)) >= length(sub(b, centre));
    const at = outward !== Boolean(inside) ? a : b;
    const out = unit(sub(at, mid));
    const value = dims[letter];
    return {
      letter,
      valueMm: isValid(value) ? value : null,
      count: spec.counts?.includes(letter) ?? false,
      x: at.x,
      y: at.y,
      anchor: out.x > 0.25 ? 'start' : out.x < -0.25 ? 'end' : 'middle',
    };
  });
}

/** Bar and label anchors, widened where a label's text will run. */
function viewBoxOf({ paths }: Geometry, labels: readonly DrawingLabel[]): ViewBox {
  const points = [...paths.flatMap((p) => p.points), ...labels];
  const size = sizeOf(points);
  const b = boundsOf(points);
  const [padX, padY] = [MARGIN_ACROSS_TEXT * size, MARGIN_ALONG_TEXT * size];
  const width = b.maxX - b.minX;
  const height = b.maxY - b.minY;
  const extraX = Math.max(0, MIN_ASPECT * size - width) / 2;
  const extraY = Math.max(0, MIN_ASPECT * size - height) / 2;
  return {
    x: b.minX - padX - extraX,
    y: b.minY - padY - extraY,
    width: width + 2 * (padX + extraX),
    height: height + 2 * (padY + extraY),
  };
}
