import { useId } from 'react';
import type { MeshLayoutAnswer } from '../../../contract/mesh-layout';
import { t } from '../../../i18n/t';
import { describeLayout } from '../describe';
import * as styles from './mesh-layout.module.css';

type Layout = Pick<MeshLayoutAnswer, 'bounds' | 'outline' | 'placements' | 'laps' | 'zones' | 'count' | 'panel'>;

/**
 * The layout to scale: panels (whole or cut), laps over them, the slab's
 * outline on top. Millimetres as the API gives them, y turned up so that
 * the origin is the bottom left corner, as the summary says. The picture is
 * described in words beside it for whoever cannot see it.
 */
export function LayoutDrawing({ layout }: { layout: Layout }) {
  const id = useId();
  const { length_mm: L, width_mm: W } = layout.bounds;
  const margin = Math.max(L, W) * 0.02;
  const up = (r: { y: number; h: number }) => W - r.y - r.h;
  const lines = describeLayout(layout);
  return (
    <figure className={styles.drawing}>
      <svg
        viewBox={`${-margin} ${-margin} ${L + 2 * margin} ${W + 2 * margin}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{t('meshLayout.drawing.title')}</title>
        {layout.placements.map((p, i) => (
          <rect key={i} x={p.x} y={up(p)} width={p.w} height={p.h} className={p.cut ? styles.cut : styles.whole} vectorEffect="non-scaling-stroke" />
        ))}
        {layout.laps.map((l, i) => (
          <rect key={`lap-${i}`} x={l.x} y={up(l)} width={l.w} height={l.h} className={styles.lap} data-kind={l.kind} />
        ))}
        {layout.outline.map((r, i) => (
          <rect key={`outline-${i}`} x={r.x} y={up(r)} width={r.w} height={r.h} className={styles.outline} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.swatchWhole}`} />
          {t('meshLayout.drawing.legend.whole')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchCut}`} />
          {t('meshLayout.drawing.legend.cut')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchLap}`} />
          {t('meshLayout.drawing.legend.lap')}
        </li>
      </ul>
      <figcaption id={`${id}-summary`}>
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </figcaption>
    </figure>
  );
}
