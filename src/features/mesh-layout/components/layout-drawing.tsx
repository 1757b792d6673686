import { useId } from 'react';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { t } from '@trefima/domain/i18n/t';
import { describeLayout, metres } from '../describe';
import * as styles from './mesh-layout.module.css';

type Layout = Pick<
  MeshLayoutAnswer,
  | 'bounds'
  | 'outline'
  | 'sides'
  | 'placements'
  | 'laps'
  | 'zones'
  | 'count'
  | 'panel'
  | 'lap_rules'
  | 'lap_advice'
  | 'end_lap_mm'
  | 'side_lap_mm'
  | 'main_wires_along'
>;

/**
 * The layout to scale: panels (whole or cut), laps over them, the slab's
 * outline on top, each of its sides dimensioned outside it. An offcut reused
 * is hatched, and every piece of a panel cut into several bears its number. Millimetres as
 * the API gives them, y turned up so that the origin is the bottom left
 * corner, as the summary says. The picture is described in words beside it
 * for whoever cannot see it, the laps' rules with it.
 */
export function LayoutDrawing({ layout }: { layout: Layout }) {
  const id = useId();
  const { length_mm: L, width_mm: W } = layout.bounds;
  // the dimensions' text size; room outside the slab for them, wider on the sides where the text runs across
  const fs = Math.round(Math.max(L, W) * 0.035);
  const [mx, my] = [5 * fs, 3 * fs];
  const up = (r: { y: number; h: number }) => W - r.y - r.h;
  const lines = describeLayout(layout);
  // the panels that give more than one piece, numbered on each of them
  const pieces = new Map<number, number>();
  for (const p of layout.placements) pieces.set(p.from_panel, (pieces.get(p.from_panel) ?? 0) + 1);
  const hatch = `${id.replace(/[^\w-]/g, '')}-hatch`;
  const hatchStep = Math.round(fs / 2);
  const reused = layout.placements.some((p) => p.offcut);
  return (
    <figure className={styles.drawing}>
      <svg
        viewBox={`${-mx} ${-my} ${L + 2 * mx} ${W + 2 * my}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{t('meshLayout.drawing.title')}</title>
        {reused && (
          <defs>
            <pattern id={hatch} patternUnits="userSpaceOnUse" width={hatchStep} height={hatchStep} patternTransform="rotate(45)">
              <path d={`M0 0H${hatchStep}V${hatchStep}H0Z`} className={styles.hatchGround} />
              <path d={`M0 0V${hatchStep}`} className={styles.hatchLine} vectorEffect="non-scaling-stroke" />
            </pattern>
          </defs>
        )}
        {layout.placements.map((p, i) =>
          p.offcut ? (
            <rect key={i} x={p.x} y={up(p)} width={p.w} height={p.h} className={styles.offcut} fill={`url(#${hatch})`} vectorEffect="non-scaling-stroke">
              <title>{t('meshLayout.drawing.offcutTitle', { panel: p.from_panel })}</title>
            </rect>
          ) : (
            <rect key={i} x={p.x} y={up(p)} width={p.w} height={p.h} className={p.cut ? styles.cut : styles.whole} vectorEffect="non-scaling-stroke" />
          ),
        )}
        {layout.laps.map((l, i) => (
          <rect key={`lap-${i}`} x={l.x} y={up(l)} width={l.w} height={l.h} className={styles.lap} data-kind={l.kind} />
        ))}
        {layout.placements.map(
          (p, i) =>
            pieces.get(p.from_panel)! > 1 && (
              <text
                key={`piece-${i}`}
                x={p.x + p.w / 2}
                y={up(p) + p.h / 2}
                fontSize={Math.round(Math.min(fs, 0.8 * p.w, 0.8 * p.h))}
                className={styles.pieceLabel}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {p.from_panel}
              </text>
            ),
        )}
        {layout.outline.map((r, i) => (
          <rect key={`outline-${i}`} x={r.x} y={up(r)} width={r.w} height={r.h} className={styles.outline} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        ))}
        {layout.sides.map((s, i) => {
          // the slab lies left of each side (counter-clockwise): outside is to its right
          const [nx, ny] = [Math.sign(s.y2 - s.y1), Math.sign(s.x1 - s.x2)];
          const at = (d: number) => ({ x: (s.x1 + s.x2) / 2 + nx * d, y: W - (s.y1 + s.y2) / 2 - ny * d });
          return (
            <g key={`side-${i}`} className={styles.dimension}>
              <line x1={s.x1 + nx * fs} y1={W - s.y1 - ny * fs} x2={s.x2 + nx * fs} y2={W - s.y2 - ny * fs} vectorEffect="non-scaling-stroke" />
              <text
                {...at(Math.round(1.4 * fs))}
                fontSize={fs}
                textAnchor={nx ? (nx > 0 ? 'start' : 'end') : 'middle'}
                dominantBaseline={ny < 0 ? 'hanging' : ny ? 'auto' : 'middle'}
              >
                {metres(s.length_mm)}
              </text>
            </g>
          );
        })}
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
          {t('meshLayout.drawing.legend.lap', { end: layout.end_lap_mm, side: layout.side_lap_mm })}
        </li>
        {reused && (
          <li>
            <span className={`${styles.swatch} ${styles.swatchOffcut}`} />
            {t('meshLayout.drawing.legend.offcut')}
          </li>
        )}
      </ul>
      <figcaption id={`${id}-summary`}>
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </figcaption>
    </figure>
  );
}
