import { Link, navigate } from 'gatsby';
import { useId, useRef, useState } from 'react';
import { useSession, hasSessionToken } from '../../session';
import type { Bill } from '../roof';
import { useStoredCart } from '../../cart';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './configurator.module.css';
import { t, tn } from '@trefima/domain/i18n/t';
import { busyProps } from '../../../components/ui/busy';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import { loadedOnUse } from '../../../lib/loaded-on-use';
import { useRequestKey } from '../../../hooks/use-request-key';

type State =
  { kind: 'idle' } | { kind: 'adding' | 'quoting' } | { kind: 'added'; lines: number } | { kind: 'quoted'; number: string } | { kind: 'error'; text: string };

const articles = (n: number) => tn('configurator.billActions.articles', n);

/**
 * 'Ajouter au panier' puts every line of the bill in the cart (sheets with
 * their cut length) in one call, all or none; 'Demander un devis' sends the
 * bill alone as a quotation request (the cart is left as it is), which needs
 * a session: a visitor without one is sent to log in first (the form is kept
 * for his return). The cart code loads on the first click.
 */
export function BillActions({ bill, summary }: { bill: Bill; summary: string }) {
  const id = useId();
  const { isLogged } = useSession();
  const inCart = useStoredCart()?.count ?? 0;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);
  const status = useRef<HTMLDivElement>(null);
  // the same bill asked again (its answer lost on the way): the same quotation
  const requestKey = useRequestKey(bill, summary);

  /** Adds every line in one call, all or none; throws a French message saying why none was added. */
  async function addAll() {
    const { addAllToCart } = await loadedOnUse(() => import('../../cart/api/actions'));
    const elements = bill.lines.map((line) => ({ element_id: line.productId, quantity: line.quantity, length: line.length ?? null }));
    try {
      await addAllToCart(elements);
    } catch (e) {
      throw new Error(t('configurator.billActions.notAdded', { why: (e as Error).message || t('configurator.billActions.unknownError') }));
    }
  }

  async function run(kind: 'adding' | 'quoting') {
    if (busy.current) return;
    if (kind === 'quoting' && !hasSessionToken()) return void navigate(`/connexion/${encodeURIComponent('/configurateur')}`);
    busy.current = true;
    setState({ kind });
    // where the buyer was as he pressed: gone on to a field or a link meanwhile, he keeps it
    const from = document.activeElement;
    try {
      if (kind === 'adding') {
        await addAll();
        setState({ kind: 'added', lines: bill.lines.length });
      } else {
        // the roof's bill alone: the customer's cart stays as it is
        const { requestLinesQuotation } = await loadedOnUse(() => import('../../cart/api/lines-quotation'));
        const elements = bill.lines.map((line) => ({ element_id: line.productId, quantity: line.quantity, length: line.length ?? null }));
        const quotation = await requestLinesQuotation(elements, summary, requestKey);
        setState({ kind: 'quoted', number: quotation.number });
      }
      // the pressed button was disabled meanwhile, which drops the focus to the page: it goes to what was done, and its link
      requestAnimationFrame(() => focusUnlessMoved(status.current, from));
    } catch (e) {
      setState({ kind: 'error', text: (e as Error).message });
    } finally {
      busy.current = false;
    }
  }

  const pending = state.kind === 'adding' || state.kind === 'quoting';
  const hints = [
    // a session being read (a slow network) is not a missing one: a signed-in buyer would be told to sign in
    !isLogged && !hasSessionToken() && t('configurator.billActions.loginHint'),
    inCart > 0 && t('configurator.billActions.cartHint', { articles: articles(inCart) }),
  ].filter(Boolean) as string[];

  return (
    <div>
      <div className={tool.actions}>
        <button type="button" className={styles.primary} onClick={() => run('adding')} {...busyProps(pending)}>
          {state.kind === 'adding' ? t('configurator.billActions.adding') : t('configurator.billActions.add')}
        </button>
        <button
          type="button"
          className={tool.secondary}
          onClick={() => run('quoting')}
          {...busyProps(pending)}
          aria-describedby={hints.length ? `${id}-hint` : undefined}
        >
          {state.kind === 'quoting' ? t('configurator.billActions.quoting') : t('configurator.billActions.quote')}
        </button>
      </div>
      {hints.length > 0 && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hints.join(' ')}
        </p>
      )}
      <div ref={status} role="status" tabIndex={-1} className={styles.status}>
        {state.kind === 'added' && (
          <>
            <p>{t('configurator.billActions.added', { articles: articles(state.lines) })}</p>
            <p>
              <Link to="/panier">{t('configurator.billActions.viewCart')}</Link>
            </p>
          </>
        )}
        {state.kind === 'quoted' && (
          <>
            <p>{t('configurator.billActions.quoted', { number: state.number })}</p>
            <p>
              <Link to="/mes-devis">{t('configurator.billActions.viewQuotations')}</Link>
            </p>
          </>
        )}
      </div>
      {state.kind === 'error' && (
        <p role="alert" className={tool.alert}>
          {state.text}
        </p>
      )}
    </div>
  );
}
