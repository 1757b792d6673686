import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { whereFourMeet } from '@trefima/domain/mesh-layout/meet';
import { t, tn } from '@trefima/domain/i18n/t';
import { countText } from './announce';

type Layout = Pick<MeshLayoutAnswer, 'outline' | 'sides' | 'placements' | 'zones' | 'count' | 'panel' | 'lap_rules' | 'lap_advice' | 'main_wires_along'>;

export const metres = (mm: number) => `${formatDecimal(mm / 1000)} m`;
const rect = (r: { w: number; h: number }) => `${formatDecimal(r.w / 1000)} × ${metres(r.h)}`;

/**
 * The slab as one says it, by its shape and its real sides, never the box
 * around it: « de 9 × 6 m », « en L de 9 × 6 m et 4 × 3 m (côtés de 9 m, 6 m,
 * 5 m, 3 m, 4 m et 9 m) »; an L whose parts are as long as each other is the
 * rectangle it makes.
 */
export function slabText(l: Pick<MeshLayoutAnswer, 'outline' | 'sides'>) {
  const [a, b] = l.outline;
  if (l.sides.length === 4) return t('meshLayout.slab.rect', { size: rect({ w: a.w, h: a.h + (b?.h ?? 0) }) });
  const sides = l.sides.map((s) => metres(s.length_mm));
  return t('meshLayout.slab.L', { a: rect(a), b: rect(b), sides: sides.slice(0, -1).join(', '), last: sides.at(-1)! });
}

const mm = (n: number) => `${formatDecimal(n)} mm`;

/**
 * The strips' end laps staggered (domain/mesh-layout/layout.ts), with each part's shift where an L's differ or one
 * part has none; that no four panels meet said only where the placements drawn prove it (whereFourMeet).
 */
export function staggerText(l: Pick<MeshLayoutAnswer, 'zones' | 'placements'>): string | null {
  const staggered = l.zones.filter((z) => z.stagger_mm > 0);
  if (!staggered.length) return null;
  const [first, second] = staggered;
  const oneForAll = staggered.length === l.zones.length && staggered.every((z) => z.stagger_mm === first.stagger_mm);
  const shift = oneForAll
    ? mm(first.stagger_mm)
    : second
      ? t('meshLayout.drawing.staggerIn.both', { a: mm(first.stagger_mm), b: mm(second.stagger_mm) })
      : first.zone === 0
        ? t('meshLayout.drawing.staggerIn.a', { shift: mm(first.stagger_mm) })
        : t('meshLayout.drawing.staggerIn.b', { shift: mm(first.stagger_mm) });
  return whereFourMeet(l.placements) ? t('meshLayout.drawing.staggerOnly', { shift }) : t('meshLayout.drawing.stagger', { shift });
}

/** The drawing in words, one sentence a line: what a screen reader says in place of the picture, and the laps' rules. */
export function describeLayout(l: Layout): string[] {
  const lines = [t('meshLayout.drawing.summary', { slab: slabText(l), count: countText(l) })];
  for (const z of l.zones) {
    const part = l.zones.length === 1 ? t('meshLayout.drawing.zone.only') : z.zone === 0 ? t('meshLayout.drawing.zone.a') : t('meshLayout.drawing.zone.b');
    lines.push(
      t('meshLayout.drawing.zone', {
        part,
        columns: tn('meshLayout.drawing.columns', z.columns),
        rows: tn('meshLayout.drawing.rows', z.rows),
        // where offcuts cover some cells, the cells are not the panels bought
        count: l.placements.some((p) => p.zone === z.zone && p.offcut) ? tn('meshLayout.drawing.pieces', z.count) : tn('meshLayout.drawing.panels', z.count),
        direction: z.length_along_x ? t('meshLayout.drawing.alongLength') : t('meshLayout.drawing.alongWidth'),
      }),
    );
  }
  if (l.main_wires_along) lines.push(l.main_wires_along === 'length' ? t('meshLayout.drawing.span.length') : t('meshLayout.drawing.span.width'));
  const stagger = staggerText(l);
  if (stagger) lines.push(stagger);
  // panels cut, not the pieces cut from what they left
  const cut = l.placements.filter((p) => p.cut && !p.offcut).length;
  if (cut) lines.push(tn('meshLayout.drawing.cut', cut));
  const offcuts = new Map<number, number>();
  for (const p of l.placements) if (p.offcut) offcuts.set(p.from_panel, (offcuts.get(p.from_panel) ?? 0) + 1);
  if (offcuts.size)
    lines.push(
      t('meshLayout.drawing.offcuts', { list: [...offcuts].map(([panel, count]) => tn('meshLayout.drawing.offcutsOf', count, { panel })).join(', ') }),
    );
  return [...lines, l.lap_rules.end.text, l.lap_rules.side.text, l.lap_advice];
}
