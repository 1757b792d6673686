import type { Rect } from './types';

const byY = (p: Rect, q: Rect) => p.y - q.y;

/**
 * Where four panels (or more, `atLeast`) lie on top of each other, or null where none do: welded-mesh.md's layout
 * guidance, « avoid four panels meeting at one corner », checked on the placements as laid (a point inside four of
 * them, their edges not counted: panels that only touch do not meet). The point given is the lower left corner of the
 * area where they meet.
 *
 * A sweep along x: the depth can only grow where a panel starts, so it is counted along y at each distinct left edge,
 * over the panels that cover it kept in order of their lower edge (merged, never sorted again), the few open at one y
 * in a small list. About the placements times the distinct left edges: a few milliseconds on the largest slab (200 m
 * square of 1,2 × 2,4 m panels, some 18 000 placements), the layout itself being ten times that.
 */
export function whereFourMeet(rects: readonly Rect[], atLeast = 4): { x: number; y: number } | null {
  if (rects.length < atLeast) return null;
  const byX = rects.filter((r) => r.w > 0 && r.h > 0).sort((p, q) => p.x - q.x);
  let active: Rect[] = [];
  const open: number[] = [];
  for (let i = 0; i < byX.length;) {
    const x = byX[i].x;
    const added: Rect[] = [];
    for (; i < byX.length && byX[i].x === x; i++) added.push(byX[i]);
    added.sort(byY);
    // those still over x, in order of y, merged with those starting at x
    const merged: Rect[] = [];
    let a = 0;
    for (const r of active) {
      if (r.x + r.w <= x) continue;
      while (a < added.length && added[a].y < r.y) merged.push(added[a++]);
      merged.push(r);
    }
    while (a < added.length) merged.push(added[a++]);
    active = merged;
    if (active.length < atLeast) continue;
    open.length = 0;
    for (const r of active) {
      // the panels ended at or below this one's lower edge no longer cover it
      for (let k = open.length - 1; k >= 0; k--) if (open[k] <= r.y) open.splice(k, 1);
      open.push(r.y + r.h);
      if (open.length >= atLeast) return { x, y: r.y };
    }
  }
  return null;
}
