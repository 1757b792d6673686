import { memo } from 'react';
import { formatDecimal, formatKilograms, formatPrice, formatTonnes } from '@trefima/domain/i18n/format';
import { massesPerMetre } from '@trefima/domain/bar-schedules/mass-words';
import { t, tn } from '@trefima/domain/i18n/t';
import type { ScheduleSummary } from '../model';
import { ColumnHeads } from '../../../components/common/column-heads';
import * as styles from './schedule-editor.module.css';

const kg = (g: number) => formatKilograms(g, { symbol: null });

/**
 * Totals by diameter (bars, metres, kg), the tonnage and the price HT of the
 * visitor's territory, his discount applied: a preview worked out by the same
 * code as the API's, which prices again what is sent.
 */
export const ScheduleTotals = memo(function ScheduleTotals({
  summary,
  rounding,
  discountRate,
}: {
  summary: ScheduleSummary;
  rounding: string | null;
  discountRate: number;
}) {
  const { totals, price } = summary;
  // the schedule's own diameters; an empty one shows the commonest as an example
  const masses = totals.byDiameter.length ? totals.byDiameter.map((d) => d.diameterMm) : [12];
  return (
    <section className={styles.totals} aria-labelledby="nomenclature-totaux">
      <h2 id="nomenclature-totaux">{t('barSchedule.totals.title')}</h2>
      <table className={styles.totalsTable}>
        <caption className="visually-hidden">{t('barSchedule.totals.caption')}</caption>
        <ColumnHeads
          columns={[
            { label: t('barSchedule.totals.diameter') },
            { label: t('barSchedule.totals.bars'), className: styles.num },
            { label: t('barSchedule.totals.metres'), className: styles.num },
            { label: t('barSchedule.totals.kg'), className: styles.num },
          ]}
        />
        <tbody>
          {totals.byDiameter.map((d) => (
            <tr key={d.diameterMm}>
              <th scope="row">{t('barSchedule.totals.diameterValue', { diameter: d.diameterMm })}</th>
              <td className={styles.num}>{formatDecimal(d.bars, { decimals: 0 })}</td>
              <td className={styles.num}>{formatDecimal(d.lengthMm / 1000, { decimals: 2 })}</td>
              <td className={styles.num}>{kg(d.massG)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div aria-live="polite" aria-atomic="true">
        <p className={styles.grand}>{t('barSchedule.totals.mass', { kg: kg(totals.massG), t: formatTonnes(totals.massG, { symbol: null }) })}</p>
        {price && price.lines.length > 0 && <p className={styles.grand}>{t('barSchedule.totals.price', { price: formatPrice(price.totalHt) })}</p>}
      </div>
      {summary.wrong > 0 && <p className={styles.error}>{tn('barSchedule.totals.wrong', summary.wrong)}</p>}
      {price && price.unpricedDiameters.length > 0 && (
        <p className={styles.error}>{t('barSchedule.totals.unpriced', { diameters: price.unpricedDiameters.map((d) => `Ø${d}`).join(', ') })}</p>
      )}
      {price?.lines.map((l) => (
        <p key={l.priceClass.productId} className={styles.note}>
          {t('barSchedule.totals.priceLine', {
            name: l.priceClass.name,
            kg: kg(l.massG),
            perTonne: formatPrice(l.priceClass.pricePerTonneHt),
            total: formatPrice(l.totalHt),
          })}
        </p>
      ))}
      {discountRate > 0 && <p className={styles.note}>{t('barSchedule.totals.discount', { rate: formatDecimal(discountRate) })}</p>}
      {price?.leadTimeDays && <p className={styles.note}>{tn('barSchedule.totals.leadTime', price.leadTimeDays)}</p>}
      {rounding && <p className={styles.note}>{rounding}</p>}
      <p className={styles.note}>{t('barSchedule.totals.theoretical', { masses: massesPerMetre(masses) })}</p>
    </section>
  );
});
