import { Link } from 'gatsby';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { loginHref } from '../../../components/header-tools/login-href';
import type { ActionResult } from '../schedule-action-flows';
import type { Busy, useScheduleActions } from '../use-schedule-actions';
import { QuotationPanel } from './quotation-panel';
import * as styles from './schedule-editor.module.css';
import { busyProps } from '../../../components/ui/busy';

export interface ScheduleActionsProps {
  busy: Busy;
  isLogged: boolean;
  readOnly: boolean;
  /** rows typed, none to correct */
  canSend: boolean;
  actions: ReturnType<typeof useScheduleActions>;
  onResult: (r: ActionResult) => void;
  onNew: () => void;
}

/**
 * Save, to the cart, to a quotation, the PDF and the BVBS file. Saving and
 * sending take a session; a visitor is sent to sign in and comes back to his
 * draft, which this browser keeps. « Nouvelle nomenclature » erases the
 * draft only once confirmed; « Annuler » or Escape gives the confirmation up.
 */
export function ScheduleActions({ busy, isLogged, readOnly, canSend, actions, onResult, onNew }: ScheduleActionsProps) {
  const [confirmNew, setConfirmNew] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // the button makes way for its confirmation, which takes the keyboard
  useEffect(() => {
    if (confirmNew) confirmButton.current?.focus();
  }, [confirmNew]);
  const closeNew = (erase: boolean) => {
    setConfirmNew(false);
    if (erase) onNew();
    // the confirmation's buttons are gone: the keyboard goes back to « Nouvelle nomenclature », drawn again
    requestAnimationFrame(() => newButton.current?.focus());
  };
  const onEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    closeNew(false);
  };
  const act = async (work: () => Promise<ActionResult> | ActionResult) => onResult(await work());
  return (
    <section className={styles.actions} aria-labelledby="nomenclature-actions">
      <h2 id="nomenclature-actions" className="visually-hidden">
        {t('barSchedule.actions.title')}
      </h2>
      {!isLogged && (
        <p className={styles.note}>
          {t('barSchedule.actions.signInFirst')} <Link to={loginHref(paths.barSchedule)}>{t('barSchedule.actions.signIn')}</Link>
        </p>
      )}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!isLogged || readOnly}
          {...busyProps(busy !== null)}
          onClick={() => act(actions.save)}
        >
          {busy === 'save' ? t('barSchedule.actions.saving') : t('barSchedule.actions.save')}
        </button>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={!isLogged || readOnly || !canSend}
          {...busyProps(busy !== null)}
          onClick={() => act(actions.toCart)}
        >
          {busy === 'cart' ? t('barSchedule.actions.sending') : t('barSchedule.actions.toCart')}
        </button>
        <button type="button" className={styles.secondaryButton} {...busyProps(busy !== null)} onClick={() => act(() => actions.pdf(isLogged))}>
          {busy === 'pdf' ? t('barSchedule.actions.printing') : t('barSchedule.actions.downloadPdf')}
        </button>
        <button type="button" className={styles.secondaryButton} {...busyProps(busy !== null)} onClick={() => act(actions.bvbs)}>
          {t('barSchedule.actions.downloadBvbs')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
          {t('barSchedule.actions.print')}
        </button>
        {confirmNew ? (
          <>
            <button ref={confirmButton} type="button" className={styles.dangerButton} onKeyDown={onEscape} onClick={() => closeNew(true)}>
              {t('barSchedule.actions.confirmNew')}
            </button>
            <button type="button" className={styles.secondaryButton} onKeyDown={onEscape} onClick={() => closeNew(false)}>
              {t('account.cancel')}
            </button>
          </>
        ) : (
          <button ref={newButton} type="button" className={styles.secondaryButton} onClick={() => setConfirmNew(true)}>
            {t('barSchedule.actions.new')}
          </button>
        )}
      </div>
      <QuotationPanel
        disabled={!isLogged || readOnly || !canSend || (busy !== null && busy !== 'quotation')}
        sending={busy === 'quotation'}
        onSend={(information, plan) => act(() => actions.quotation(information, plan))}
      />
    </section>
  );
}
