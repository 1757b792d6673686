/**
 * The types of a shape's drawing (drawing.ts), apart so that the files that
 * build the geometry can share them without importing the entry point.
 */
import type { Letter } from './shape-types';

/** Millimetres of the real bar, y downwards as in SVG. */
export interface Point {
  x: number;
  y: number;
}

export interface DrawingPath {
  /**
   * SVG path data: M, L and A commands only, numbers separated by spaces,
   * which both the browser and pdf-lib's drawSvgPath read.
   */
  d: string;
  /** The placeholder of code 99, drawn dashed. */
  dashed: boolean;
  /** Points along the path (arcs sampled), for bounds and tests. */
  points: Point[];
}

export interface DrawingLabel {
  letter: Letter;
  /** The row's value; null when it is missing or invalid and the leg is drawn at its default. */
  valueMm: number | null;
  /** The letter counts something (code 77's turns) rather than measures it. */
  count: boolean;
  x: number;
  y: number;
  /** SVG text-anchor: the text runs away from the bar. Centre it vertically on y. */
  anchor: 'start' | 'middle' | 'end';
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ShapeDrawing {
  code: string;
  paths: DrawingPath[];
  labels: DrawingLabel[];
  /** Bar and label anchors, with room around for the labels' text. */
  viewBox: ViewBox;
  /** Some angle is a drawing convention, not set by the dimensions (obliques at 45°, arc, 3D view). */
  conventional: boolean;
  /** Code 99: no geometry, the shape comes from a sketch. */
  sketch: boolean;
}

/** Where a letter's label goes: the middle of its leg and the leg's direction there. */
export interface LabelSpot {
  letter: Letter;
  mid: Point;
  dir: Point;
  /** A leg of a link's second pass: labelled on its inner side, away from the first pass's labels. */
  inside?: boolean;
}

/** What a shape's builder returns, before labels are placed and bounds taken. */
export interface Geometry {
  paths: DrawingPath[];
  spots: LabelSpot[];
}
