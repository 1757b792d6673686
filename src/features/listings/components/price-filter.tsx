import { navigate } from 'gatsby';
import { SiteLink } from '../../../components/layout/site-link';
import { useState, type FormEvent } from 'react';
import { keepFocus, useKeptFocus } from './keep-focus';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './listing-tools.module.css';

export interface PriceFilterProps {
  /** the active range, euros as in the URL ("12.5") */
  range?: string[];
  /** the listing's lowest and highest prices, cents HT */
  bounds: { min: number; max: number };
  /** the listing's path with this range, or none */
  pathOf: (range?: string[]) => string;
}

const shown = (euros: string) => euros.replace('.', ',');
/** "12,50" or "12.5" → "12.5"; "" → null; anything else → undefined */
const amount = (raw: FormDataEntryValue | null) => {
  const v = String(raw ?? '')
    .replace(/\s/g, '')
    .replace(',', '.');
  if (!v) return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(v) ? String(Number(v)) : undefined;
};

/**
 * A price range in euros HT, applied on submit; a wrong amount is said, and
 * what was typed stays. Loaded apart (category-filters.tsx): the built HTML
 * holds it, and it is hydrated when its code arrives.
 */
export default function PriceFilter({ range, bounds, pathOf }: PriceFilterProps) {
  const [error, setError] = useState('');
  const button = useKeptFocus<HTMLButtonElement>('prix');
  const low = String(Math.floor(bounds.min / 100));
  const high = String(Math.ceil(bounds.max / 100));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const [min, max] = [amount(form.get('min')), amount(form.get('max'))];
    if (min === undefined || max === undefined) return setError(t('listing.price.invalid'));
    if (min !== null && max !== null && Number(min) > Number(max)) return setError(t('listing.price.order'));
    setError('');
    const path = pathOf(min === null && max === null ? undefined : [min ?? '0', max ?? String(Math.max(Number(high), Number(min)))]);
    keepFocus('prix', path);
    void navigate(path);
  };
  const described = error ? 'prix-erreur' : undefined;
  return (
    <form className={styles.price} onSubmit={submit} noValidate key={range?.join('_')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('listing.price.legend')}</legend>
        <div className={styles.bounds}>
          {(['min', 'max'] as const).map((name, i) => (
            <label key={name}>
              {name === 'min' ? t('listing.price.min') : t('listing.price.max')}
              <input
                name={name}
                inputMode="decimal"
                autoComplete="off"
                placeholder={i ? high : low}
                defaultValue={range && shown(range[i])}
                aria-describedby={described}
                className={styles.input}
              />
            </label>
          ))}
        </div>
        {error && (
          <p id="prix-erreur" role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button ref={button} type="submit" className={styles.apply}>
          {t('listing.price.apply')}
        </button>
        {range && (
          <SiteLink to={pathOf()} className={styles.clear}>
            {t('listing.price.all')}
          </SiteLink>
        )}
      </fieldset>
    </form>
  );
}
