import { Link } from 'gatsby';
import { useState } from 'react';
import type { ProductCard } from '@trefima/domain/contract';
import { paths } from '../../../lib/routes';
import * as styles from './quick-add.module.css';
import { t } from '@trefima/domain/i18n/t';
import { loadCartActions } from '../api/load-actions';

/**
 * From a listing: adds the minimum quantity; a sheet cut to length needs its
 * page to choose the length. The header's live region says what was added.
 * The button stays enabled while adding (a disabled button would drop the
 * keyboard's focus to the page): a second press waits for the first.
 */
export function QuickAdd({ product }: { product: ProductCard }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'error'>('idle');
  if (product.cut_to_length) {
    return (
      <Link to={paths.product(product.slug)} className={styles.button}>
        {t('cart.quickAdd.chooseLength')}
        <span className="visually-hidden"> {t('cart.quickAdd.lengthOf', { name: product.name })}</span>
      </Link>
    );
  }
  const add = async () => {
    if (state === 'pending') return;
    setState('pending');
    try {
      const { addToCart } = await loadCartActions();
      await addToCart({ element_id: product.id, quantity: product.min_quantity }, product.name);
      setState('done');
    } catch {
      setState('error');
    }
  };
  return (
    <button type="button" className={styles.button} onClick={add} aria-disabled={state === 'pending' || undefined}>
      {state === 'done' ? t('cart.quickAdd.added') : state === 'error' ? t('cart.quickAdd.retry') : t('cart.quickAdd.add')}
      <span className="visually-hidden"> {t('cart.quickAdd.toCart', { name: product.name })}</span>
    </button>
  );
}
