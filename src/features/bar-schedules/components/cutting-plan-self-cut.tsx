import { Link } from 'gatsby';
import { useId, useMemo, useRef, useState } from 'react';
import type { CuttingPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { cuttingFailure, stockToCart } from '../cutting-plan-api';
import { priceChangeText, stockLinesText, stockOf } from '../cutting-plan-words';
import * as styles from './cutting-plan.module.css';

type State = { kind: 'idle' | 'adding' } | { kind: 'added' | 'error'; text: string };

/**
 * « Je coupe et façonne moi-même »: the plan's straight bars go in the cart
 * instead of the schedule's cut-and-bent lines, the change in price said
 * before. The cart's own live region says what went in; a refusal is said here.
 */
export function CuttingPlanSelfCut({ plan, stale }: { plan: CuttingPlan; stale: boolean }) {
  const id = useId();
  const stock = useMemo(() => stockOf(plan), [plan]);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);

  const add = async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'adding' });
    const text = t('barSchedule.cuttingPlan.added', { bars: stockLinesText(stock) });
    try {
      await stockToCart(stock, text);
      setState({ kind: 'added', text });
    } catch (e) {
      setState({ kind: 'error', text: cuttingFailure(e) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <section className={styles.selfCut} aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`} className={styles.diameterTitle}>
        {t('barSchedule.cuttingPlan.selfCutTitle')}
      </h3>
      <p id={`${id}-texte`}>{t('barSchedule.cuttingPlan.selfCutText')}</p>
      <p id={`${id}-prix`} className={styles.price}>
        {stock.length ? priceChangeText(plan) : t('barSchedule.cuttingPlan.noStock')}
      </p>
      <button
        type="button"
        className={styles.primaryButton}
        aria-describedby={`${id}-texte ${id}-prix`}
        disabled={!stock.length || stale}
        onClick={() => void add()}
      >
        {state.kind === 'adding' ? t('barSchedule.cuttingPlan.selfCutBusy') : t('barSchedule.cuttingPlan.selfCut')}
      </button>
      {state.kind === 'added' && (
        <p className={styles.done}>
          {state.text} <Link to={paths.cart}>{t('barSchedule.actions.seeCart')}</Link>
        </p>
      )}
      <div aria-live="polite">{state.kind === 'error' && <p className={styles.error}>{state.text}</p>}</div>
    </section>
  );
}
