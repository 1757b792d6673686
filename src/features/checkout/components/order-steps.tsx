import { Link } from 'gatsby';
import { useIntl } from 'react-intl';
import * as styles from './order-steps.module.css';

export type OrderStep = 'panier' | 'adresse' | 'recapitulatif' | 'confirmation';

const STEPS: { step: OrderStep; path: string }[] = [
  { step: 'panier', path: '/panier' },
  { step: 'adresse', path: '/adresse' },
  { step: 'recapitulatif', path: '/recapitulatif' },
  { step: 'confirmation', path: '/confirmation-commande' },
];

/**
 * The 4-step header of the order pipeline: an ordered list, the current step
 * marked aria-current="step". Steps already passed are links back, except
 * once the order is confirmed.
 */
export function OrderSteps({ current }: { current: OrderStep }) {
  const intl = useIntl();
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps' })} className={styles.nav}>
      <ol className={styles.steps}>
        {STEPS.map((s, i) => {
          const label = intl.formatMessage({ id: `checkout.step.${s.step}` });
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={s.step} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'checkout.step.position' }, { index: i + 1, count: STEPS.length })} </span>
              {state === 'done' && current !== 'confirmation' ? <Link to={s.path}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
