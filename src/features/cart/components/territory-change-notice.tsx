import { useAtom } from 'jotai';
import { useId } from 'react';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { formatRate } from '@trefima/domain/orders/checkout';
import { territoryChangeAtom } from '../api/territory-change';
import * as styles from './cart.module.css';

const vat = (rate: number) => (rate > 0 ? `${formatRate(rate)} %` : t('cart.totals.noVat'));

/**
 * What a change of territory did to the cart: its totals and its VAT before
 * and after, kept above the cart until the buyer says he has read it (the
 * header's live region announced it when it happened).
 */
export function TerritoryChangeNotice() {
  const [change, setChange] = useAtom(territoryChangeAtom);
  const id = useId();
  if (!change) return null;
  const { before, after } = change;
  const rows: [string, string, string][] = [
    [t('cart.territory.ht'), formatPrice(before.ht), formatPrice(after.ht)],
    [t('cart.territory.vat'), vat(before.vat_rate), vat(after.vat_rate)],
    [t('cart.territory.ttc'), formatPrice(before.ttc), formatPrice(after.ttc)],
  ];
  return (
    <section aria-labelledby={id} className={styles.territoryChange}>
      <h2 id={id} className={styles.territoryChangeTitle}>
        {t('cart.territory.title', { to: change.to })}
      </h2>
      <p>{t('cart.territory.lead', { from: change.from, to: change.to })}</p>
      <dl className={styles.territoryChangeFigures}>
        {rows.map(([label, was, now]) => (
          <div key={label}>
            <dt>{label}</dt>{' '}
            <dd>
              {was} → {now}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.secondary} onClick={() => setChange(null)}>
        {t('cart.territory.dismiss')}
      </button>
    </section>
  );
}
