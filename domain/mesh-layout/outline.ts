import type { Rect, Side } from './types';

/**
 * The sides of a slab's outline, counter-clockwise from the origin (y up),
 * the slab on their left: a rectangle's four, an L's six (four again when b
 * is as long as a, the L then being a rectangle). What a drawing dimensions
 * and a buyer names the slab by, rather than the box around it.
 */
export function sidesOf([a, b]: Rect[]): Side[] {
  const top = a.h + (b?.h ?? 0);
  const corners =
    b && b.w < a.w
      ? [
          [0, 0],
          [a.w, 0],
          [a.w, a.h],
          [b.w, a.h],
          [b.w, top],
          [0, top],
        ]
      : [
          [0, 0],
          [a.w, 0],
          [a.w, top],
          [0, top],
        ];
  return corners.map(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % corners.length];
    return { x1, y1, x2, y2, lengthMm: Math.abs(x2 - x1) + Math.abs(y2 - y1) };
  });
}
