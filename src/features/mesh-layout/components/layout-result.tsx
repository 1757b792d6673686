import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { formatDecimal, formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { countText } from '../announce';
import { LayoutActions } from './layout-actions';
import { LayoutDrawing } from './layout-drawing';
import { Facts } from '../../../components/ui/card';
import * as styles from './mesh-layout.module.css';

const area = (m2: number) => t('meshLayout.result.areaValue', { area: formatDecimal(m2) });

/**
 * The figures a buyer orders from (count, mass, price), the drawing with its
 * laps and their rules, and what to do with it. Loaded with the first answer
 * (mesh-layout-tool.tsx), not with the page.
 */
export default function LayoutResult({ layout }: { layout: MeshLayoutAnswer }) {
  return (
    <>
      <p className={styles.count}>{countText(layout)}</p>
      <Facts
        layout="columns"
        className={styles.figures}
        rows={[
          [
            t('meshLayout.result.price'),
            `${formatPrice(layout.total_ht)} (${t('meshLayout.result.unitPrice', { price: formatPrice(layout.panel.unit_price_ht) })})`,
          ],
          [t('meshLayout.result.mass'), t('meshLayout.result.massValue', { mass: formatDecimal(layout.mass_kg, { decimals: 1 }) })],
          [t('meshLayout.result.area'), area(layout.covered_m2)],
          [t('meshLayout.result.delivered'), area(layout.delivered_m2)],
          [t('meshLayout.result.waste'), area(layout.waste_m2)],
        ]}
      />
      <LayoutDrawing layout={layout} />
      <LayoutActions layout={layout} />
    </>
  );
}
