import { Link, navigate } from 'gatsby';
import { useId, useRef, useState } from 'react';
import { useSession } from '../../session/api/use-session';
import type { Bill } from '../../../lib/roof';
import { hasSessionToken } from '../../session/api/token';
import { useStoredCart } from '../../cart/use-stored-cart';
import * as styles from './configurator.module.css';

type State =
  { kind: 'idle' } | { kind: 'adding' | 'quoting' } | { kind: 'added'; lines: number } | { kind: 'quoted'; number: string } | { kind: 'error'; text: string };

const articles = (n: number) => `${n} article${n > 1 ? 's' : ''}`;

/**
 * 'Ajouter au panier' puts every line of the bill in the cart (sheets with
 * their cut length), one after the other; 'Demander un devis' sends the
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

  /** Adds every line; throws a French message saying how far it got. */
  async function addAll() {
    const { addToCart } = await import('../../cart/api/actions');
    let added = 0;
    try {
      for (const line of bill.lines) {
        await addToCart({ element_id: line.productId, quantity: line.quantity, length: line.length ?? null }, line.label);
        added++;
      }
    } catch (e) {
      const why = (e as Error).message || 'Une erreur inconnue s’est produite.';
      throw new Error(
        added === 0
          ? `Votre toiture n’a pas été ajoutée au panier. ${why}`
          : `Seuls ${added} articles sur ${bill.lines.length} ont été ajoutés au panier. ${why}`,
      );
    }
  }

  async function run(kind: 'adding' | 'quoting') {
    if (busy.current) return;
    if (kind === 'quoting' && !hasSessionToken()) return void navigate(`/connexion/${encodeURIComponent('/configurateur')}`);
    busy.current = true;
    setState({ kind });
    try {
      if (kind === 'adding') {
        await addAll();
        setState({ kind: 'added', lines: bill.lines.length });
      } else {
        // the roof's bill alone: the customer's cart stays as it is
        const { requestLinesQuotation } = await import('../../cart/api/actions');
        const elements = bill.lines.map((line) => ({ element_id: line.productId, quantity: line.quantity, length: line.length ?? null }));
        const quotation = await requestLinesQuotation(elements, summary);
        setState({ kind: 'quoted', number: quotation.number });
        requestAnimationFrame(() => status.current?.focus());
      }
    } catch (e) {
      setState({ kind: 'error', text: (e as Error).message });
    } finally {
      busy.current = false;
    }
  }

  const pending = state.kind === 'adding' || state.kind === 'quoting';
  const hints = [
    !isLogged && 'La demande de devis se fait avec votre compte client : vous serez invité à vous connecter.',
    inCart > 0 && `Votre panier contient déjà ${articles(inCart)} : la demande de devis ne portera que sur cette toiture, et votre panier restera tel quel.`,
  ].filter(Boolean) as string[];

  return (
    <div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => run('adding')} disabled={pending}>
          {state.kind === 'adding' ? 'Ajout en cours…' : 'Ajouter au panier'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => run('quoting')}
          disabled={pending}
          aria-describedby={hints.length ? `${id}-hint` : undefined}
        >
          {state.kind === 'quoting' ? 'Envoi de la demande…' : 'Demander un devis'}
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
            <p>Les {articles(state.lines)} de votre toiture ont été ajoutés au panier.</p>
            <p>
              <Link to="/panier">Voir mon panier</Link>
            </p>
          </>
        )}
        {state.kind === 'quoted' && (
          <>
            <p>Votre demande de devis n° {state.number} a été envoyée : un technico-commercial vous répond sous 48 heures.</p>
            <p>
              <Link to="/mes-devis">Voir mes devis</Link>
            </p>
          </>
        )}
      </div>
      {state.kind === 'error' && (
        <p role="alert" className={styles.alert}>
          {state.text}
        </p>
      )}
    </div>
  );
}
