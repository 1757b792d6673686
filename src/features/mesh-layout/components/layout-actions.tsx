import { Link, navigate } from 'gatsby';
import { useId, useRef, useState } from 'react';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { t, tn } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { addPanelsToCart, hasSessionToken, requestPanelsQuotation } from '../api';
import { countText } from '../announce';
import { slabText } from '../describe';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './mesh-layout.module.css';
import { busyProps } from '../../../components/ui/busy';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import { useRequestKey } from '../../../hooks/use-request-key';

type State = { kind: 'idle' } | { kind: 'adding' | 'quoting' } | { kind: 'added' } | { kind: 'quoted'; number: string } | { kind: 'error'; text: string };

/** The quotation's note for the sales office: the slab, the concrete, the count, and each lap with its rule. */
export const quotationNote = (l: MeshLayoutAnswer) =>
  t('meshLayout.actions.quoteNote', {
    slab: slabText(l),
    concrete: l.concrete_class,
    count: countText(l),
    laps: `${l.lap_rules.end.text} ${l.lap_rules.side.text}`,
  });

/**
 * « Ajouter au panier » puts the layout's count of panels in the cart;
 * « Demander un devis » sends them alone as a quotation request (the cart is
 * left as it is), which needs a session: a visitor is sent to sign in first
 * and comes back to the tool.
 */
export function LayoutActions({ layout }: { layout: MeshLayoutAnswer }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);
  const status = useRef<HTMLDivElement>(null);
  const { panel, count } = layout;
  // the same layout asked again (its answer lost on the way): the same quotation
  const requestKey = useRequestKey(layout);

  async function run(kind: 'adding' | 'quoting') {
    if (busy.current) return;
    if (kind === 'quoting' && !hasSessionToken()) return void navigate(`${paths.login}/${encodeURIComponent(paths.meshLayout)}`);
    busy.current = true;
    setState({ kind });
    // where the buyer was as he pressed: gone on to a field or a link meanwhile, he keeps it
    const from = document.activeElement;
    try {
      if (kind === 'adding') {
        await addPanelsToCart(panel, count);
        setState({ kind: 'added' });
      } else {
        const quotation = await requestPanelsQuotation(panel, count, quotationNote(layout), requestKey);
        setState({ kind: 'quoted', number: quotation.number });
      }
      requestAnimationFrame(() => focusUnlessMoved(status.current, from));
    } catch (e) {
      setState({ kind: 'error', text: (e as Error).message || t('meshLayout.actions.failed') });
    } finally {
      busy.current = false;
    }
  }

  const pending = state.kind === 'adding' || state.kind === 'quoting';
  const loggedOut = !hasSessionToken();
  return (
    <div>
      <div className={tool.actions}>
        <button type="button" className={tool.primary} onClick={() => run('adding')} {...busyProps(pending)}>
          {state.kind === 'adding' ? t('meshLayout.actions.adding') : t('meshLayout.actions.add')}
        </button>
        <button
          type="button"
          className={tool.secondary}
          onClick={() => run('quoting')}
          {...busyProps(pending)}
          aria-describedby={loggedOut ? `${id}-hint` : undefined}
        >
          {state.kind === 'quoting' ? t('meshLayout.actions.quoting') : t('meshLayout.actions.quote')}
        </button>
      </div>
      {loggedOut && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('meshLayout.actions.loginHint')}
        </p>
      )}
      <div ref={status} role="status" tabIndex={-1} className={styles.status}>
        {state.kind === 'added' && (
          <>
            <p>{tn('meshLayout.actions.added', count, { reference: panel.reference })}</p>
            <p>
              <Link to={paths.cart}>{t('meshLayout.actions.viewCart')}</Link>
            </p>
          </>
        )}
        {state.kind === 'quoted' && (
          <>
            <p>{t('meshLayout.actions.quoted', { number: state.number })}</p>
            <p>
              <Link to={paths.quotations}>{t('meshLayout.actions.viewQuotations')}</Link>
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
