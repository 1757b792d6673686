import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { formatDecimal, formatPrice } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';

/*
 * What the page says of a layout before its drawing's code has loaded (the
 * result, drawing included, loads with the first answer: layout-result.tsx).
 */

/** The count with its reference: « 5 panneaux ST25C-240 ». */
export const countText = (l: Pick<MeshLayoutAnswer, 'count' | 'panel'>) => tn('meshLayout.result.count', l.count, { reference: l.panel.reference });

/** What the live region says once a layout comes back: the three figures, not the whole drawing. */
export const announcement = (layout: MeshLayoutAnswer) =>
  t('meshLayout.result.announce', {
    count: countText(layout),
    mass: formatDecimal(layout.mass_kg, { decimals: 1 }),
    price: formatPrice(layout.total_ht),
  });
