import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CartLine } from '@trefima/domain/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { CUT_SHEET_UNIT, unitPlural } from '@trefima/domain/i18n/units';
import { unitsFor, UNIT_WRITTEN, type BuyerUnit } from '@trefima/domain/units/conversions';
import { setLineInUnit } from '../api/line-actions';
import { useProductUnits } from '../api/units';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './cart-line.module.css';

const decimal = (s: string) => Number(s.trim().replace(/\s/g, '').replace(',', '.'));

/**
 * A cart line's quantity in the buyer's unit, loaded when he asks for it:
 * the units come from the API (which converts again on sending); the count
 * of units of sale he will get is shown as he types.
 */
export default function CartLineUnits({ line, name }: { line: CartLine; name: string }) {
  const id = useId();
  const units = useProductUnits(line.element_id, line.length);
  const offered = units.data?.units ?? [];
  const [unit, setUnit] = useState<BuyerUnit | null>(line.asked?.unit ?? null);
  const [amount, setAmount] = useState(line.asked ? formatDecimal(line.asked.amount, { decimals: 3, grouping: false }) : '');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ready = offered.length > 0;
  useEffect(() => {
    // opened from its button, which it replaced: the focus the line kept while the units loaded goes to the amount
    const at = document.activeElement;
    if (ready && input.current && (at === document.body || at?.contains(input.current))) input.current.focus();
  }, [ready]);
  if (units.error) return <p className={styles.meta}>{t('cart.lineUnits.failed')}</p>;
  if (!units.data) return <p className={styles.meta}>{t('cart.lineUnits.loading')}</p>;
  if (!offered.length) return <p className={styles.meta}>{t('cart.lineUnits.none')}</p>;
  const factor = offered.find((f) => f.unit === unit) ?? offered.find((f) => f.unit === 't') ?? offered[0]!;
  const value = decimal(amount);
  const whole = amount.trim() && value > 0 ? unitsFor(value, factor.per_unit, units.data) : null;
  // sheets cut to length are sold by the metre but a line counts sheets (« 13 m » would read as metres)
  const counted = line.length !== null ? CUT_SHEET_UNIT : line.unit;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!whole) return setError(t('cart.lineUnits.invalid'));
    setError('');
    const asked = `${formatDecimal(value, { decimals: 3 })} ${UNIT_WRITTEN[factor.unit]}`;
    await setLineInUnit(line, value, factor.unit, t('cart.lineUnits.done', { name, asked })).catch((err: Error) => setError(err.message));
  };

  return (
    <form className={styles.units} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-a`}>{t('cart.lineUnits.amount', { name })}</label>
      <input ref={input} id={`${id}-a`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby={`${id}-p`} />
      <label htmlFor={`${id}-u`} className="visually-hidden">
        {t('cart.lineUnits.unit', { name })}
      </label>
      <select id={`${id}-u`} value={factor.unit} onChange={(e) => setUnit(e.target.value as BuyerUnit)}>
        {offered.map((f) => (
          <option key={f.unit} value={f.unit}>
            {UNIT_WRITTEN[f.unit]}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.unitsApply}>
        {t('cart.lineUnits.submit')}
      </button>
      <span id={`${id}-p`} aria-live="polite">
        {error || (whole ? t('cart.lineUnits.preview', { count: formatDecimal(whole, { decimals: 0 }), unit: unitPlural(counted, whole) }) : '')}
      </span>
    </form>
  );
}
