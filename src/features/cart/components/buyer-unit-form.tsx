import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@trefima/domain/contract';
import { buyerUnits, UNIT_WRITTEN, type BuyerUnit } from '@trefima/domain/units/conversions';
import { conversionText, convert } from '@trefima/domain/units/convert';
import { t } from '@trefima/domain/i18n/t';
import { loadCartActions } from '../api/load-actions';
import * as styles from './add-to-cart.module.css';

export type UnitProduct = Pick<Product, 'id' | 'name' | 'unit' | 'min_quantity' | 'step' | 'weight' | 'length' | 'width' | 'covering_width'>;

const decimal = (s: string) => Number(s.trim().replace(/\s/g, '').replace(',', '.'));

/**
 * A product page's quantity in the buyer's unit (kg, t, m, m² of a sheet's covering width), loaded when he
 * asks for it: what he gets is shown as he types, rounded up to whole units
 * of sale by the same module the API converts with (domain/units); the
 * API converts again and the cart line keeps both figures.
 */
export default function BuyerUnitForm({ product, sheetLengthM }: { product: UnitProduct; sheetLengthM: number | null }) {
  const id = useId();
  const offered = buyerUnits(product, sheetLengthM);
  const [unit, setUnit] = useState<BuyerUnit>(offered.find((f) => f.unit === 't') ? 't' : (offered[0]?.unit ?? 'kg'));
  const [amount, setAmount] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'done' | 'error'; text?: string }>({ kind: 'idle' });
  if (!offered.length) return null;
  const typed = amount.trim() ? convert(product, decimal(amount), unit, sheetLengthM) : null;
  const preview = typed && !('error' in typed) ? conversionText(product.name, product.unit, typed) : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind === 'pending') return;
    if (!typed) return setState({ kind: 'error', text: t('cart.buyerUnit.missing') });
    if ('error' in typed) return setState({ kind: 'error', text: typed.error });
    setState({ kind: 'pending' });
    try {
      const { addToCart } = await loadCartActions();
      await addToCart({ element_id: product.id, quantity: typed.asked.amount, unit, length: sheetLengthM }, product.name);
      setState({ kind: 'done', text: t('cart.buyerUnit.added', { what: preview }) });
    } catch (err) {
      setState({ kind: 'error', text: (err as Error).message });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.field}>
        {t('cart.buyerUnit.title')}
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-a`}>{t('cart.buyerUnit.amount')}</label>
          <input
            id={`${id}-a`}
            type="text"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={styles.input}
            aria-describedby={`${id}-p`}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-u`}>{t('cart.buyerUnit.unit')}</label>
          <select id={`${id}-u`} value={unit} onChange={(e) => setUnit(e.target.value as BuyerUnit)} className={styles.input}>
            {offered.map((f) => (
              <option key={f.unit} value={f.unit}>
                {UNIT_WRITTEN[f.unit]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-p`} className={styles.hint} aria-live="polite">
        {typed && 'error' in typed ? typed.error : preview}
      </p>
      <button type="submit" className={styles.button} aria-disabled={state.kind === 'pending' || undefined}>
        {state.kind === 'pending' ? t('cart.addToCart.pending') : t('cart.addToCart.submit')}
      </button>
      <p role={state.kind === 'error' ? 'alert' : 'status'} className={state.kind === 'error' ? styles.error : styles.done}>
        {state.text}
      </p>
    </form>
  );
}
