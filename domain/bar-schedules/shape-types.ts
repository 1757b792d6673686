/**
 * The types of the shape catalogue (shapes.ts), apart so that the files of
 * entries can use them without importing the catalogue that imports them.
 */
/** Dimension letters: A–F are outside dimensions, R the radius of code 12. */
export type Letter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'R';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'R'];

/** A row's dimensions, in millimetres (code 77's C is a number of turns). */
export type Dimensions = Partial<Record<Letter, number>>;
/** Every letter of a shape present (the formulas read no other). */
export type Values = Record<Letter, number>;

export interface ShapeSpec {
  code: string;
  nameFr: string;
  letters: readonly Letter[];
  /** The dimension in parentheses in the formula, which absorbs the bend deductions. */
  free: Letter | null;
  bends: number;
  /** The reference calls the formula an approximation once a bend passes 45°. */
  approximate: boolean;
  /** Closed links: their end legs take the links' end projection. */
  link: boolean;
  /** Straight legs at an end of the bar: each at least P. */
  endLegs: readonly Letter[];
  /** Legs between two 90° bends: at least 4d straight between the bends. */
  innerLegs: readonly Letter[];
  /** Letters that count something rather than measure it (code 77's turns). */
  counts?: readonly Letter[];
  /** Outside diameter of a 180° bend, at least the minimum bend's. */
  hookDiameter?: Letter;
  /** Inside radius the bar is bent to, where the dimensions set it (12, 75, 77). */
  bendRadiusMm?: (v: Values, d: number) => number;
  /**
   * Cut length in hundredths of a millimetre: the reference's coefficients
   * (0.43, 0.57, 1.2…) are whole hundredths, so with dimensions, d and r in
   * whole millimetres the result is an exact integer and a length that falls
   * on a 5 mm step stays there. Null for code 99 (length given).
   */
  hundredthsMm: ((v: Values, d: number, r: number) => number) | null;
}

/**
 * Letters written as one string, 'ABC' or '' for none, in their catalogue
 * order: a misspelt, repeated or misplaced letter does not compile.
 */
type Maybe<L extends Letter> = '' | L;
export type LetterRun = `${Maybe<'A'>}${Maybe<'B'>}${Maybe<'C'>}${Maybe<'D'>}${Maybe<'E'>}${Maybe<'F'>}${Maybe<'R'>}`;
const run = (letters: LetterRun) => [...letters] as Letter[];

/**
 * What an entry states only where it departs from the plain bar: no free
 * dimension, no bend, an exact formula, not a link, no legs to check.
 * Letters go as strings; ends and inner stand for endLegs and innerLegs.
 */
export interface ShapeOptions {
  free?: Letter;
  bends?: number;
  approximate?: boolean;
  link?: boolean;
  ends?: LetterRun;
  inner?: LetterRun;
  counts?: LetterRun;
  hookDiameter?: Letter;
  bendRadiusMm?: ShapeSpec['bendRadiusMm'];
}

/**
 * One row of the catalogue: shapeOf(code, nameFr, letters, options)
 * .hundredthsMm(formula), the formula apart so that prettier can give a
 * long one a line of its own rather than a line to every argument.
 */
export const shapeOf = (code: string, nameFr: string, letters: LetterRun, o: ShapeOptions = {}) => ({
  hundredthsMm: (hundredthsMm: ShapeSpec['hundredthsMm']): ShapeSpec => ({
    code,
    nameFr,
    letters: run(letters),
    free: o.free ?? null,
    bends: o.bends ?? 0,
    approximate: o.approximate ?? false,
    link: o.link ?? false,
    endLegs: run(o.ends ?? ''),
    innerLegs: run(o.inner ?? ''),
    ...(o.counts && { counts: run(o.counts) }),
    ...(o.hookDiameter && { hookDiameter: o.hookDiameter }),
    ...(o.bendRadiusMm && { bendRadiusMm: o.bendRadiusMm }),
    hundredthsMm,
  }),
});

/** Sum of letters, in hundredths of a millimetre. */
export const sum100 = (v: Values, ...letters: Letter[]) => letters.reduce((t, l) => t + 100 * v[l], 0);

/** The dimensions of a row with every letter present, missing ones as 0. */
export const values = (dims: Dimensions): Values => ({ A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, R: 0, ...dims });
