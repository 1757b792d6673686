import type { MeshLayoutAnswer } from '../../contract/mesh-layout';
import { formatDecimal } from '../../i18n/format';
import { t, tn } from '../../i18n/t';

type Layout = Pick<MeshLayoutAnswer, 'bounds' | 'outline' | 'placements' | 'zones' | 'count' | 'panel'>;

const metres = (mm: number) => formatDecimal(mm / 1000);

/** The slab as one says it: « 9 × 6 m », or both parts of an L. */
export const slabText = (l: Pick<MeshLayoutAnswer, 'outline'>) => l.outline.map((r) => `${metres(r.w)} × ${metres(r.h)} m`).join(' + ');

/** The count with its reference: « 5 panneaux ST25C-240 ». */
export const countText = (l: Pick<MeshLayoutAnswer, 'count' | 'panel'>) => tn('meshLayout.result.count', l.count, { reference: l.panel.reference });

/** The drawing in words, one sentence a line: what a screen reader says in place of the picture. */
export function describeLayout(l: Layout): string[] {
  const lines = [t('meshLayout.drawing.summary', { length: metres(l.bounds.length_mm), width: metres(l.bounds.width_mm), count: countText(l) })];
  for (const z of l.zones) {
    const part = l.zones.length === 1 ? t('meshLayout.drawing.zone.only') : z.zone === 0 ? t('meshLayout.drawing.zone.a') : t('meshLayout.drawing.zone.b');
    lines.push(
      t('meshLayout.drawing.zone', {
        part,
        columns: tn('meshLayout.drawing.columns', z.columns),
        rows: tn('meshLayout.drawing.rows', z.rows),
        count: tn('meshLayout.drawing.panels', z.count),
        direction: z.length_along_x ? t('meshLayout.drawing.alongLength') : t('meshLayout.drawing.alongWidth'),
      }),
    );
  }
  const cut = l.placements.filter((p) => p.cut).length;
  if (cut) lines.push(tn('meshLayout.drawing.cut', cut));
  return lines;
}
