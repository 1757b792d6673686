import { Link } from 'gatsby';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { SalesPlan } from '../../../contract';
import { TERRITORY_BUTTON_ID, territoryDialogAtom } from '../../../state/ui';
import { useChooseTerritory } from '../use-territory';
import { hasSessionToken } from '../../session/api/token';
import * as dialogStyles from '../../../components/common/modal-dialog.module.css';
import * as styles from './territory-dialog.module.css';
import { t } from '../../../i18n/t';

/**
 * The territory choice: a modal dialog (native <dialog>: focus kept inside,
 * the page behind inert). On a first visit a choice is required; from the
 * header it can be closed. The dialog leaves the page when it closes, so the
 * focus is put back by hand: on the header's territory button that opened it,
 * or, on a first visit (nothing opened it), on the page's content.
 */
export default function TerritoryDialog({ plans }: { plans: SalesPlan[] }) {
  const [mode, setMode] = useAtom(territoryDialogAtom);
  const choosePlan = useChooseTerritory();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (mode && dialog && !dialog.open) dialog.showModal();
    if (!mode && dialog?.open) dialog.close();
  }, [mode]);

  const close = () => {
    ref.current?.close();
    const back = mode === 'change' ? document.getElementById(TERRITORY_BUTTON_ID) : null;
    (back ?? document.getElementById('contenu'))?.focus({ preventScroll: true });
    setMode(null);
  };

  const choose = (plan: SalesPlan) => {
    choosePlan(plan.id);
    close();
    void import('../../cart/api/actions').then((m) => m.refreshCart(Boolean(document.cookie.match(/(?:^|; )jwt_token=/))));
  };

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby="territoire-titre"
      aria-describedby="territoire-aide"
      onCancel={(e) => {
        e.preventDefault();
        if (mode === 'change') close();
      }}
    >
      <h2 id="territoire-titre" className={styles.title}>
        {t('territory.dialog.title')}
      </h2>
      <p id="territoire-aide">{t('territory.dialog.help')}</p>
      <ul className={styles.plans}>
        {plans.map((p) => (
          <li key={p.id}>
            <button type="button" className={styles.plan} onClick={() => choose(p)}>
              {p.label}
            </button>
          </li>
        ))}
      </ul>
      {/* the ways to an account are for a visitor without one open */}
      {!hasSessionToken() && (
        <p className={styles.account}>
          {t('territory.dialog.hasAccount')}{' '}
          <Link to="/connexion" onClick={() => setMode(null)}>
            {t('territory.dialog.login')}
          </Link>{' '}
          {t('territory.dialog.newCustomer')}{' '}
          <Link to="/inscription" onClick={() => setMode(null)}>
            {t('territory.dialog.signUp')}
          </Link>
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
