import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@trefima/domain/contract';
import { CUT_SHEET_UNIT, unitPlural, withUnit } from '@trefima/domain/i18n/units';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './add-to-cart.module.css';
import { t } from '@trefima/domain/i18n/t';
import { loadCartActions } from '../api/load-actions';
import type { UnitProduct } from './buyer-unit-form';
import { buyerUnitButtonWords } from './unit-offer-words';

// its conversions load when the buyer asks for them, not with every product page
const BuyerUnitForm = lazyPart(() => import('./buyer-unit-form'));

/**
 * Quantity (and length, for sheets cut to length) and the add button of a
 * product page. The cart code loads on the first click, not with the page.
 * The button stays enabled while adding (a disabled button would drop the
 * keyboard's focus to the page): a second press waits for the first.
 */
export function AddToCart({ product }: { product: UnitProduct & Pick<Product, 'cut_to_length'> }) {
  const id = useId();
  const cut = product.cut_to_length;
  const [quantity, setQuantity] = useState(String(product.min_quantity));
  const [length, setLength] = useState(cut ? String(Math.min(Math.max(4, cut.min_length), cut.max_length)).replace('.', ',') : '');
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'done' | 'error'; text?: string }>({ kind: 'idle' });
  const [inUnits, setInUnits] = useState(false);
  // a mass or a length fixed by the product (domain/units/conversions.ts says which)
  const convertible = Boolean(product.weight) && (product.unit === 'barre' || product.unit === 'panneau' || product.unit === 'rouleau' || cut);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind === 'pending') return;
    const q = Number(quantity);
    if (!Number.isInteger(q) || q < product.min_quantity || (q - product.min_quantity) % product.step !== 0) {
      return setState({
        kind: 'error',
        text:
          product.step > 1
            ? t('cart.addToCart.stepRule', { step: product.step, min: product.min_quantity })
            : t('cart.addToCart.minRule', { min: product.min_quantity }),
      });
    }
    const l = cut ? Number(length.replace(',', '.')) : null;
    if (cut && !(l !== null && l >= cut.min_length && l <= cut.max_length)) {
      return setState({
        kind: 'error',
        text: t('cart.addToCart.lengthRange', { min: String(cut.min_length).replace('.', ','), max: String(cut.max_length).replace('.', ',') }),
      });
    }
    setState({ kind: 'pending' });
    try {
      const { addToCart } = await loadCartActions();
      await addToCart({ element_id: product.id, quantity: q, length: l }, product.name);
      setState({
        kind: 'done',
        text: t('cart.addToCart.added', {
          what: cut ? t('cart.addToCart.cutSheets', { sheets: withUnit(q, CUT_SHEET_UNIT), length: String(l).replace('.', ',') }) : withUnit(q, product.unit),
        }),
      });
    } catch (err) {
      setState({ kind: 'error', text: (err as Error).message });
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>{t('cart.addToCart.quantity', { unit: unitPlural(cut ? CUT_SHEET_UNIT : product.unit, 2) })}</label>
            <input
              id={`${id}-q`}
              type="number"
              inputMode="numeric"
              min={product.min_quantity}
              step={product.step}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              className={styles.input}
            />
          </div>
          {cut && (
            <div className={styles.field}>
              <label htmlFor={`${id}-l`}>{t('cart.addToCart.length')}</label>
              <input
                id={`${id}-l`}
                type="text"
                inputMode="decimal"
                value={length}
                onChange={(e) => setLength(e.target.value)}
                className={styles.input}
                aria-describedby={`${id}-lh`}
              />
              <span id={`${id}-lh`} className={styles.hint}>
                {t('cart.addToCart.lengthHint', { min: String(cut.min_length).replace('.', ','), max: String(cut.max_length).replace('.', ',') })}
              </span>
            </div>
          )}
        </div>
        <button type="submit" className={styles.button} aria-disabled={state.kind === 'pending' || undefined}>
          {state.kind === 'pending' ? t('cart.addToCart.pending') : t('cart.addToCart.submit')}
        </button>
        <p role={state.kind === 'error' ? 'alert' : 'status'} className={state.kind === 'error' ? styles.error : styles.done}>
          {state.text}
        </p>
      </form>
      {convertible &&
        (inUnits ? (
          <PartBoundary fallback={null}>
            <BuyerUnitForm product={product} sheetLengthM={cut ? Number(length.replace(',', '.')) || null : null} />
          </PartBoundary>
        ) : (
          <button type="button" className={styles.more} onClick={() => setInUnits(true)}>
            {buyerUnitButtonWords(product)}
          </button>
        ))}
    </>
  );
}
