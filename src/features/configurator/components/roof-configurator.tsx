import { useEffect, useMemo, useState } from 'react';
import type { Configurator } from '@trefima/domain/tools/contract';
import { computeRoof, type Bill } from '../roof';
import { useConfigurator } from '../api';
import { useLivePrices } from '../../prices';
import { ErrorRetry } from '../../../components/common/error-retry';
import { BillActions } from './bill-actions';
import { BillTable } from './bill-table';
import { billSentence, useSettledSentence } from './bill-announcement';
import { colourOf, describeRoof, initialForm, readStoredForm, storeForm, toInput, type RoofForm } from './form-state';
import { RoofFormFields } from './roof-form';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './configurator.module.css';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';

/** The territory's prices of the bill's products, in one request, fetched again when the territory changes. */
function useBillPrices(bill: Bill | null) {
  const ids = bill ? [...new Set(bill.lines.map((l) => l.productId))].sort((a, b) => a - b) : [];
  const { data, error } = useLivePrices(ids);
  const prices = useMemo(() => (data ? new Map(data.map((p) => [p.id, p.price.ht])) : undefined), [data]);
  return { prices, failed: Boolean(error) && !data };
}

/** The roof's figures beside its bill (exported for its test). */
export function Facts({ bill, screwsPerM2 }: { bill: Bill; screwsPerM2: number }) {
  const g = bill.geometry;
  const facts: [string, string][] = [
    [t('configurator.facts.area'), t('configurator.facts.areaValue', { area: formatDecimal(bill.area) })],
    [t('configurator.facts.sheets'), formatDecimal(bill.sheets, { decimals: 0 })],
    [t('configurator.facts.rampant'), t('configurator.facts.metres', { length: formatDecimal(g.rampant) })],
    ...(g.ridge > 0 ? [[t('configurator.facts.ridge'), t('configurator.facts.metres', { length: formatDecimal(g.ridge) })] as [string, string]] : []),
    ...(g.hip > 0 ? [[t('configurator.facts.hips'), t('configurator.facts.hipsValue', { length: formatDecimal(g.hip) })] as [string, string]] : []),
    [
      t('configurator.facts.screws'),
      t('configurator.facts.screwsValue', { screws: formatDecimal(bill.screws, { decimals: 0 }), perM2: formatDecimal(screwsPerM2) }),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConfiguratorForm({ conf }: { conf: Configurator }) {
  // mounted in the browser only, once the data has come: the stored form can be read at once
  const [form, setForm] = useState<RoofForm>(() => initialForm(conf, readStoredForm()));
  useEffect(() => storeForm(form), [form]);

  const profile = conf.profiles.find((p) => p.code === form.profile) ?? conf.profiles[0];
  const colour = colourOf(profile, form.colour);
  const input = useMemo(() => toInput(form), [form]);
  const result = useMemo(() => computeRoof(input, profile, colour), [input, profile, colour]);
  const bill = result.ok ? result.bill : null;
  const { prices, failed } = useBillPrices(bill);
  const said = useSettledSentence(form, billSentence(bill, prices, failed));

  const onChange = (field: keyof RoofForm, value: string) =>
    setForm((f) => {
      const next = { ...f, [field]: value };
      // another profile: the same colour when it has it, else its first
      const p = field === 'profile' ? conf.profiles.find((x) => x.code === value) : undefined;
      if (p) next.colour = colourOf(p, f.colour).color.hex;
      return next;
    });

  return (
    <div className={tool.layout}>
      <RoofFormFields conf={conf} profile={profile} form={form} errors={result.ok ? {} : result.errors} onChange={onChange} />
      <section aria-labelledby="configurateur-liste" className={styles.bill}>
        <h2 id="configurateur-liste" className={tool.heading}>
          {t('configurator.bill.heading')}
        </h2>
        {/* always there, so that a change of its text is said; the figures below are what the eyes read */}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {said}
        </p>
        {bill ? (
          <>
            {/* the fixing plan can ask more than the profile's screws per m²: the bill's own ratio */}
            <Facts bill={bill} screwsPerM2={bill.area > 0 ? bill.screws / bill.area : profile.screws_per_m2} />
            <BillTable bill={bill} prices={prices} pricesFailed={failed} />
            {bill.warnings.length > 0 && (
              <div className={styles.notes}>
                <h3>{t('configurator.bill.notes')}</h3>
                <ul>
                  {bill.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </div>
            )}
            <p className={styles.hint}>
              {t('configurator.bill.assumptions', {
                profile: profile.name,
                usefulWidth: formatDecimal(profile.useful_width, { decimals: 3 }),
                endLap: formatDecimal(profile.end_lap * 100),
                screws: formatDecimal(profile.screws_per_m2),
                ridge: formatDecimal(profile.ridge_useful_length),
                closure: formatDecimal(profile.closure_useful_length, { decimals: 3 }),
                flashing: formatDecimal(profile.flashing_useful_length),
              })}
            </p>
            <BillActions bill={bill} summary={describeRoof(input, profile, colour)} />
          </>
        ) : (
          <p className={styles.placeholder}>{t('configurator.bill.placeholder')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The configurator's data (slope types, profiles and their products) for
 * the visitor's territory, then the form and its bill. Nothing of it is in
 * the built HTML: the page's text around it is.
 */
export function RoofConfigurator() {
  const { data, error, mutate } = useConfigurator();
  if (!data) {
    if (error) {
      return <ErrorRetry title={t('configurator.loader.failed')} error={error} retry={() => mutate()} />;
    }
    return (
      <p role="status" className={styles.placeholder}>
        {t('configurator.loader.loading')}
      </p>
    );
  }
  if (!data.profiles.length) return <p className={styles.placeholder}>{t('configurator.loader.unavailable')}</p>;
  return <ConfiguratorForm conf={data} />;
}
