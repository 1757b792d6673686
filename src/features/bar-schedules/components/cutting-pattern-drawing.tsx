import { useId } from 'react';
import type { CuttingPattern } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { t } from '@trefima/domain/i18n/t';
import { millimetres, patternText, remainderOf } from '../cutting-plan-words';
import * as styles from './cutting-plan.module.css';

/** A piece narrower than this share of the drawing has no room for its length: the words above the drawing say it. */
const LABEL_MIN_SHARE = 0.1;
const BAR_TOP = 4;
const BAR_HEIGHT = 32;
const LABEL_Y = 25;

/** A length as a share of the drawing's width: the longest stock bar of the plan fills it, so that a 6 m bar is drawn half as long as a 12 m one. */
const share = (mm: number, scaleMm: number) => `${Number(((mm / scaleMm) * 100).toFixed(3))}%`;

/**
 * One stock bar of a pattern drawn to scale: its cuts in order, each with
 * its length when there is room, and what is left at its end, a kept offcut
 * or scrap (hatched). Drawn in percentages of its width, not in a viewBox,
 * so that the lengths keep the page's type size on a phone as on a desktop.
 */
export function CuttingPatternDrawing({
  pattern,
  scaleMm,
  kerfMm,
  minOffcutMm,
}: {
  pattern: CuttingPattern;
  /** the longest stock bar of the plan, which spans the whole width */
  scaleMm: number;
  kerfMm: number;
  minOffcutMm: number;
}) {
  const hatch = `hachures-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rest = remainderOf(pattern, minOffcutMm);
  const restAt = pattern.stock_length_mm - pattern.remainder_mm;
  let at = 0;
  const pieces = pattern.cuts_mm.map((mm) => {
    const x = at;
    at += mm + kerfMm;
    return { x, mm };
  });
  const label = (x: number, mm: number, text: string) =>
    mm / scaleMm >= LABEL_MIN_SHARE ? (
      <text x={share(x + mm / 2, scaleMm)} y={LABEL_Y} textAnchor="middle" className={styles.drawingLabel}>
        {text}
      </text>
    ) : null;
  return (
    <svg role="img" aria-label={patternText(pattern, minOffcutMm)} className={styles.drawing} width="100%" height={BAR_TOP * 2 + BAR_HEIGHT}>
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" className={styles.hatchLine} />
        </pattern>
      </defs>
      {pieces.map((p, i) => (
        <g key={i}>
          <rect x={share(p.x, scaleMm)} y={BAR_TOP} width={share(p.mm, scaleMm)} height={BAR_HEIGHT} className={styles.cut} />
          {label(p.x, p.mm, millimetres(p.mm))}
        </g>
      ))}
      {rest !== 'none' && (
        <g>
          <rect
            x={share(restAt, scaleMm)}
            y={BAR_TOP}
            width={share(pattern.remainder_mm, scaleMm)}
            height={BAR_HEIGHT}
            className={rest === 'scrap' ? styles.scrap : styles.offcut}
            fill={rest === 'scrap' ? `url(#${hatch})` : undefined}
          />
          {label(
            restAt,
            pattern.remainder_mm,
            rest === 'scrap'
              ? t('barSchedule.cuttingPlan.scrapMark', { length: millimetres(pattern.remainder_mm) })
              : t('barSchedule.cuttingPlan.offcutMark', { length: millimetres(pattern.remainder_mm) }),
          )}
        </g>
      )}
      {/* the stock bar's outline, over its pieces */}
      <rect x="0" y={BAR_TOP} width={share(pattern.stock_length_mm, scaleMm)} height={BAR_HEIGHT} className={styles.stockOutline} />
    </svg>
  );
}
