import { useEffect, useMemo, useState } from 'react';
import type { Configurator } from '../../../contract/tools';
import { computeRoof, type Bill } from '../../../lib/roof';
import { useConfigurator } from '../api';
import { useLivePrices } from '../../prices/api';
import { BillActions } from './bill-actions';
import { BillTable } from './bill-table';
import { colourOf, describeRoof, initialForm, readStoredForm, storeForm, toInput, type RoofForm } from './form-state';
import { RoofFormFields } from './roof-form';
import * as styles from './configurator.module.css';
import { formatDecimal } from '../../../i18n/format';

/** The territory's prices of the bill's products, in one request, fetched again when the territory changes. */
function useBillPrices(bill: Bill | null) {
  const ids = bill ? [...new Set(bill.lines.map((l) => l.productId))].sort((a, b) => a - b) : [];
  const { data, error } = useLivePrices(ids);
  const prices = useMemo(() => (data ? new Map(data.map((p) => [p.id, p.price.ht])) : undefined), [data]);
  return { prices, failed: Boolean(error) && !data };
}

function Facts({ bill, screwsPerM2 }: { bill: Bill; screwsPerM2: number }) {
  const g = bill.geometry;
  const facts: [string, string][] = [
    ['Surface de plaques', `${formatDecimal(bill.area)} m²`],
    ['Plaques', String(bill.sheets)],
    ['Rampant', `${formatDecimal(g.rampant)} m`],
    ...(g.ridge > 0 ? [['Faîtage', `${formatDecimal(g.ridge)} m`] as [string, string]] : []),
    ...(g.hip > 0 ? [['Arêtiers', `4 × ${formatDecimal(g.hip)} m`] as [string, string]] : []),
    ['Vis', `${bill.screws} (${formatDecimal(screwsPerM2)} au m²)`],
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

  const onChange = (field: keyof RoofForm, value: string) =>
    setForm((f) => {
      const next = { ...f, [field]: value };
      // another profile: the same colour when it has it, else its first
      const p = field === 'profile' ? conf.profiles.find((x) => x.code === value) : undefined;
      if (p) next.colour = colourOf(p, f.colour).color.hex;
      return next;
    });

  return (
    <div className={styles.layout}>
      <RoofFormFields conf={conf} profile={profile} form={form} errors={result.ok ? {} : result.errors} onChange={onChange} />
      <section aria-labelledby="configurateur-liste" className={styles.bill}>
        <h2 id="configurateur-liste" className={styles.heading}>
          Votre liste de matériaux
        </h2>
        {bill ? (
          <>
            <Facts bill={bill} screwsPerM2={profile.screws_per_m2} />
            <BillTable bill={bill} prices={prices} pricesFailed={failed} />
            {bill.warnings.length > 0 && (
              <div className={styles.notes}>
                <h3>À noter</h3>
                <ul>
                  {bill.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </div>
            )}
            <p className={styles.hint}>
              Hypothèses du profil {profile.name} : largeur utile {formatDecimal(profile.useful_width, { decimals: 3 })} m, recouvrement entre plaques{' '}
              {formatDecimal(profile.end_lap * 100)} cm, {formatDecimal(profile.screws_per_m2)} vis au m², faîtières de{' '}
              {formatDecimal(profile.ridge_useful_length)} m utiles, closoirs de {formatDecimal(profile.closure_useful_length, { decimals: 3 })} m, rives de{' '}
              {formatDecimal(profile.flashing_useful_length)} m.
            </p>
            <BillActions bill={bill} summary={describeRoof(input, profile, colour)} />
          </>
        ) : (
          <p className={styles.placeholder}>
            Indiquez les dimensions et la pente de votre toiture : la liste des plaques, accessoires et vis s’affiche ici, au prix de votre territoire.
          </p>
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
  const { data, error, isValidating, mutate } = useConfigurator();
  if (!data) {
    if (error) {
      return (
        <div role="alert" className={styles.alert}>
          <p>Le configurateur n’a pas pu être chargé. Vérifiez votre connexion.</p>
          <button type="button" className={styles.secondary} onClick={() => mutate()} disabled={isValidating}>
            Réessayer
          </button>
        </div>
      );
    }
    return (
      <p role="status" className={styles.placeholder}>
        Chargement du configurateur…
      </p>
    );
  }
  if (!data.profiles.length)
    return <p className={styles.placeholder}>Le configurateur n’est pas disponible pour le moment : nos conseillers préparent votre devis sur demande.</p>;
  return <ConfiguratorForm conf={data} />;
}
