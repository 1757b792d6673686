import { Link } from 'gatsby';
import { useState } from 'react';
import type { ReorderAnswer } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { orderAgain } from '../api';
import * as styles from './documents.module.css';
import { busyProps } from '../../../components/ui/busy';
import { refusal } from '@trefima/domain/companies/roles';
import { companyRoleOf } from '../../approvals';
import { useSession } from '../../session';

/**
 * « Commander à nouveau »: the order's lines back in the cart at today's
 * prices; what could not come back as it was (a product no longer sold, a
 * schedule, a price that moved) is listed with both figures.
 */
export function OrderAgain({ id, number }: { id: number; number: string }) {
  const { customer } = useSession();
  const role = customer ? companyRoleOf(customer) : null;
  // a role that prepares no cart (the accountant: the API refuses her) is told so in the button's place
  const refused = role ? refusal(role, 'carts.prepare') : null;
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReorderAnswer | null>(null);
  const [error, setError] = useState('');
  const go = async () => {
    setBusy(true);
    setError('');
    try {
      setDone(await orderAgain(id, t('documents.reorder.done', { number })));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('documents.reorder.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="order-again" className={styles.again}>
      <h3 id="order-again">{t('documents.reorder.title')}</h3>
      {refused ? (
        <p>{refused}</p>
      ) : (
        <button type="button" className={styles.againButton} {...busyProps(busy)} onClick={go}>
          {busy ? t('documents.reorder.sending') : t('documents.reorder.button')}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.againError}>
          {error}
        </p>
      )}
      {done && (
        <div>
          <p>
            {t('documents.reorder.done', { number })} <Link to={paths.cart}>{t('documents.reorder.seeCart')}</Link>
          </p>
          {done.skipped.length > 0 && (
            <ul>
              {done.skipped.map((s) => (
                <li key={s.reference}>{t('documents.reorder.skipped', { name: s.name, reason: s.reason })}</li>
              ))}
            </ul>
          )}
          {done.changed.length > 0 && (
            <ul>
              {done.changed.map((c) => (
                <li key={c.reference}>{t('documents.reorder.changed', { name: c.name, was: formatPrice(c.was_ht), now: formatPrice(c.now_ht) })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
