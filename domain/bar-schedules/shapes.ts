/**
 * The BS 8666 shape catalogue the schedule accepts: per code, its French
 * name, the dimensions it takes, its free dimension, its bends and its cut
 * length formula. The entries live in shapes-bent.ts (00–29),
 * shapes-multi.ts (31–46) and shapes-links.ts (51–99), their types in shape-types.ts; this file holds
 * the lookup.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Cut length L by shape
 * code" and "Bend deductions". Codes 14, 22, 47 and 48 are left out: the
 * reference says they differ between the 2005 and 2020 editions.
 */
import { SHAPES_BENT } from './shapes-bent';
import { SHAPES_MULTI } from './shapes-multi';
import { SHAPES_LINKS } from './shapes-links';
import type { ShapeSpec } from './shape-types';

export * from './shape-types';

export const SHAPES: readonly ShapeSpec[] = [...SHAPES_BENT, ...SHAPES_MULTI, ...SHAPES_LINKS].sort((a, b) => a.code.localeCompare(b.code));

const BY_CODE = new Map(SHAPES.map((s) => [s.code, s]));

export const shape = (code: string): ShapeSpec | undefined => BY_CODE.get(code);

export const SHAPE_CODES: readonly string[] = SHAPES.map((s) => s.code);
