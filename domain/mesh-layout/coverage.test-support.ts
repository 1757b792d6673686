import { panelLaps } from './laps';
import type { LayoutChoice } from './layout';
import { whereFourMeet } from './meet';
import type { MeshLayout, MeshPanel, Placement, Rect, Slab } from './types';

/*
 * A layout checked as a site would see it (a compact port of the 2nd mesh audit's rasterising checker): every point of
 * the slab under a panel, no panel outside it, and every panel's edge inside the slab lapped by one other panel by the
 * lap the wires crossing it need, the longer of the two panels' (welded-mesh.md: « never lap shorter »), sampled every
 * `g` mm along the edge. Four panels meeting: meet.ts, the layout's own check.
 */

const inside = (r: Rect, x: number, y: number) => x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;

export const outlineOf = (slab: Slab): Rect[] => {
  const a = slab.kind === 'rect' ? slab : slab.a;
  const o = [{ x: 0, y: 0, w: a.lengthMm, h: a.widthMm }];
  if (slab.kind === 'L') o.push({ x: 0, y: a.widthMm, w: slab.b.lengthMm, h: slab.b.widthMm });
  return o;
};

export interface Problems {
  uncovered: string[];
  outside: string[];
  shortLaps: string[];
  fourMeet: { x: number; y: number } | null;
}

export function checkLayout(slab: Slab, panel: MeshPanel, choice: LayoutChoice, r: MeshLayout, g = 50, limit = 3): Problems {
  const outline = outlineOf(slab);
  const rules = panelLaps(panel, choice);
  const laps = { end: rules.end.usedMm, side: rules.side.usedMm };
  // the shared edge of an L is inside the slab
  const inSlab = (x: number, y: number) => outline.some((o) => inside(o, x, y)) || (outline.length > 1 && x > 0 && x < outline[1].w && y === outline[0].h);
  const P = r.placements;
  const out: Problems = { uncovered: [], outside: [], shortLaps: [], fourMeet: whereFourMeet(P) };
  const note = (list: string[], what: string) => list.length < limit && list.push(what);
  for (const o of outline)
    for (let y = o.y + g / 2; y < o.y + o.h; y += g)
      for (let x = o.x + g / 2; x < o.x + o.w; x += g) if (!P.some((p) => inside(p, x, y))) note(out.uncovered, `${x},${y}`);
  for (const p of P) {
    const corners = [
      [p.x + 1, p.y + 1],
      [p.x + p.w - 1, p.y + 1],
      [p.x + 1, p.y + p.h - 1],
      [p.x + p.w - 1, p.y + p.h - 1],
    ];
    if (corners.some(([x, y]) => !outline.some((o) => x >= o.x && x <= o.x + o.w && y >= o.y && y <= o.y + o.h))) note(out.outside, JSON.stringify(p));
    if (p.w > (p.lengthAlongX ? panel.lengthMm : panel.widthMm) || p.h > (p.lengthAlongX ? panel.widthMm : panel.lengthMm))
      note(out.outside, `bigger than a panel: ${JSON.stringify(p)}`);
  }
  // the wires of p running along `dir` need the end lap if they are its longitudinal wires, else the side lap
  const need = (p: Placement, dir: 'x' | 'y') => ((dir === 'x') === p.lengthAlongX ? laps.end : laps.side);
  for (const p of P)
    for (const e of [
      { dir: 'x', at: p.x, sign: -1 },
      { dir: 'x', at: p.x + p.w, sign: 1 },
      { dir: 'y', at: p.y, sign: -1 },
      { dir: 'y', at: p.y + p.h, sign: 1 },
    ] as const) {
      const [t0, t1] = e.dir === 'x' ? [p.y, p.y + p.h] : [p.x, p.x + p.w];
      for (let t = t0 + g / 2; t < t1; t += g) {
        const [bx, by] = e.dir === 'x' ? [e.at + e.sign, t] : [t, e.at + e.sign];
        if (!inSlab(bx, by)) continue;
        // b's panels' sides inside a: their wires along x end where a's run on, no joint
        if (p.zone === 1 && e.dir === 'x' && outline.length > 1 && by < outline[0].h) continue;
        let best = -1;
        const ok = P.some((q) => {
          if (q === p || !inside(q, bx, by)) return false;
          const [q0, q1] = e.dir === 'x' ? [q.x, q.x + q.w] : [q.y, q.y + q.h];
          const overlap = e.sign === 1 ? e.at - q0 : q1 - e.at;
          best = Math.max(best, overlap);
          return overlap >= Math.max(need(p, e.dir), need(q, e.dir));
        });
        if (!ok) note(out.shortLaps, `${JSON.stringify(p)} edge ${e.dir} = ${e.at} at ${t}: best overlap ${best}`);
      }
    }
  return out;
}
