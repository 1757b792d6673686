import { navigate } from 'gatsby';
import { SiteLink } from '../../../components/layout/site-link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  const apply = (raw: { min: FormDataEntryValue | null; max: FormDataEntryValue | null }, replace = false) => {
    const [min, max] = [amount(raw.min), amount(raw.max)];
    const wrong =
      min === undefined || max === undefined
        ? t('listing.price.invalid')
        : min !== null && max !== null && Number(min) > Number(max)
          ? t('listing.price.order')
          : '';
    setError(wrong);
    if (min === undefined || max === undefined || wrong) return false;
    const path = pathOf(min === null && max === null ? undefined : [min ?? '0', max ?? String(Math.max(Number(high), Number(min)))]);
    keepFocus('prix', path);
    void navigate(path, { replace });
    return true;
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const sent = new FormData(e.currentTarget);
    apply({ min: sent.get('min'), max: sent.get('max') });
  };
  // A click before this code arrived sent the form the browser's way (?min=…&max=…): once live, the range is
  // applied under its own address, or what was typed is put back with the reason it cannot be.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (!query.has('min') && !query.has('max')) return;
    const raw = { min: query.get('min') ?? '', max: query.get('max') ?? '' };
    const fields = form.current!.elements as unknown as Record<'min' | 'max', HTMLInputElement>;
    fields.min.value = raw.min;
    fields.max.value = raw.max;
    if (!apply(raw, true)) window.history.replaceState(window.history.state, '', window.location.pathname);
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const described = error ? 'prix-erreur' : undefined;
  return (
    <form ref={form} className={styles.price} onSubmit={submit} noValidate key={range?.join('_')}>
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
