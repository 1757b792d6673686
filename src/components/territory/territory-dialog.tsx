import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { SalesPlan } from '@trefima/domain/contract';
import { TERRITORY_BUTTON_ID, territoryDialogAtom } from '../../state/ui';
import { useStoredCart } from '../../features/cart';
import { useChooseTerritory, useTerritory } from '../../features/territory';
import { hasSessionToken } from '../../features/session';
import { SiteLink } from '../layout/site-link';
import { isChunkLoadError } from '../../lib/chunk-reload';
import * as styles from './territory-dialog.module.css';
import { t, tn } from '@trefima/domain/i18n/t';

/**
 * The territory choice: a modal dialog (native <dialog>: focus kept inside,
 * the page behind inert). On a first visit a choice is required; from the
 * header it can be closed. The dialog leaves the page when it closes, so the
 * focus is put back by hand: on the button that opened it (the header's, or a
 * checkout step's « changez de territoire »), on the page's content when the
 * choice took that button away, or on a first visit (nothing opened it).
 */
export default function TerritoryDialog({ plans }: { plans: SalesPlan[] }) {
  const [mode, setMode] = useAtom(territoryDialogAtom);
  const choosePlan = useChooseTerritory();
  const { planId } = useTerritory();
  // a full cart is priced again in the territory chosen: said before, and what changed said after (features/cart)
  const articles = useStoredCart()?.count ?? 0;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (mode && dialog && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      dialog.showModal();
    }
    if (!mode && dialog?.open) dialog.close();
  }, [mode]);

  const close = () => {
    ref.current?.close();
    const from = opener.current?.isConnected ? opener.current : null;
    const back = mode === 'change' ? (from ?? document.getElementById(TERRITORY_BUTTON_ID)) : null;
    const content = () => document.getElementById('contenu');
    (back ?? content())?.focus({ preventScroll: true });
    // a button the choice takes away (a notice of another territory, once it is this one) leaves it to the content
    if (back) window.setTimeout(() => !back.isConnected && content()?.focus({ preventScroll: true }), 0);
    setMode(null);
  };

  const choose = (plan: SalesPlan) => {
    const from = plans.find((p) => p.id === planId) ?? plan;
    choosePlan(plan.id);
    close();
    const loggedIn = Boolean(document.cookie.match(/(?:^|; )jwt_token=/));
    // what changed in the cart is said by code of its own: on a weak network it may not come, and a missing chunk left
    // unhandled reloads the page (lib/chunk-reload.ts), losing what was typed on it; the cart reads itself at the new prices
    void import('../../features/cart/api/territory-change').then(
      (m) => m.afterTerritoryChange(from, plan, loggedIn),
      (e: unknown) => {
        if (!isChunkLoadError(e)) throw e;
      },
    );
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="territoire-titre"
      aria-describedby={articles > 0 ? 'territoire-aide territoire-panier' : 'territoire-aide'}
      onCancel={(e) => {
        e.preventDefault();
        if (mode === 'change') close();
      }}
    >
      <h2 id="territoire-titre" className={styles.title}>
        {t('territory.dialog.title')}
      </h2>
      <p id="territoire-aide">{t('territory.dialog.help')}</p>
      {articles > 0 && <p id="territoire-panier">{tn('territory.dialog.cartNote', articles)}</p>}
      <ul className={styles.plans}>
        {plans.map((p) => (
          <li key={p.id}>
            <button type="button" className={styles.plan} onClick={() => choose(p)}>
              {p.label}
            </button>
          </li>
        ))}
      </ul>
      {/* the ways to an account are for a visitor without one open; plain links, their pages fetched ahead when reached,
          not by every first visit as links in view */}
      {!hasSessionToken() && (
        <p className={styles.account}>
          {t('territory.dialog.hasAccount')}{' '}
          <SiteLink to="/connexion" onClick={() => setMode(null)}>
            {t('territory.dialog.login')}
          </SiteLink>{' '}
          {t('territory.dialog.newCustomer')}{' '}
          <SiteLink to="/inscription" onClick={() => setMode(null)}>
            {t('territory.dialog.signUp')}
          </SiteLink>
        </p>
      )}
      {mode === 'change' && (
        <button type="button" className={styles.close} onClick={close}>
          {t('territory.dialog.close')}
        </button>
      )}
    </dialog>
  );
}
