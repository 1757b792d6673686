import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { approveRequest, refuseRequest } from '../api';
import * as styles from './approvals.module.css';
import { busyProps } from '../../../components/ui/busy';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';

interface ApprovalDecisionProps {
  id: number;
  /** the administrator's own request: only refusing it is his (to order directly); another administrator approves it */
  own?: boolean;
  /** what was decided, for the list's live region: the card leaves the « en attente » list once decided */
  onDecided: (message: string) => void;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : t('approvalPages.decision.failed'));

/**
 * « Approuver » or « Refuser » a request, for the administrator. One call at
 * a time (a second click while it runs does nothing): the API checks stock,
 * prices and credit again, and its French reason stays in the card when the
 * order cannot be placed. Refusing asks its reason in the card, required.
 */
export function ApprovalDecision({ id, own = false, onDecided }: ApprovalDecisionProps) {
  const uid = useId();
  const running = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const refuseButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState('');
  // « Refuser » makes way for the form: the keyboard goes on in the reason it asks for, not from the page's top
  useEffect(() => {
    if (refusing) field.current?.focus();
  }, [refusing]);

  const run = async (call: () => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    // where he was as he pressed: gone on to another request meanwhile, he stays there
    const from = document.activeElement;
    setBusy(true);
    setProblem('');
    try {
      onDecided(await call());
    } catch (e) {
      setProblem(messageOf(e));
      // what went wrong takes the focus, read at once
      requestAnimationFrame(() => focusUnlessMoved(problemRef.current, from));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const cancel = () => {
    setRefusing(false);
    setMissing(false);
    // the form and its buttons are gone: the keyboard goes back to « Refuser », drawn again
    requestAnimationFrame(() => refuseButton.current?.focus());
  };

  const refuse = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return field.current?.focus();
    }
    void run(async () => {
      await refuseRequest(id, reason.trim());
      return t('approvalPages.decision.refused', { id });
    });
  };

  return (
    <>
      {own && (
        <p id={`${uid}-own`} className={styles.own}>
          {t('approvalPages.decision.own')}
        </p>
      )}
      <div className={styles.actions}>
        {!own && (
          <button
            type="button"
            className={styles.primary}
            {...busyProps(busy)}
            onClick={() => void run(async () => t('approvalPages.decision.approved', { number: (await approveRequest(id)).number }))}
          >
            {busy && !refusing ? t('approvalPages.decision.approving') : t('approvalPages.decision.approve')}
          </button>
        )}
        {!refusing && (
          <button
            ref={refuseButton}
            type="button"
            className={styles.secondary}
            aria-describedby={own ? `${uid}-own` : undefined}
            {...busyProps(busy)}
            onClick={() => setRefusing(true)}
          >
            {t('approvalPages.decision.refuse')}
          </button>
        )}
      </div>
      {refusing && (
        <form className={styles.refusal} onSubmit={refuse} noValidate>
          <label htmlFor={`${uid}-reason`}>{t('approvalPages.decision.reason')}</label>
          <textarea
            ref={field}
            id={`${uid}-reason`}
            className={styles.textarea}
            rows={3}
            maxLength={500}
            required
            aria-required="true"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${uid}-missing` : undefined}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
          />
          {missing && (
            <p id={`${uid}-missing`} className={styles.error}>
              {t('approvalPages.decision.reasonMissing')}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} {...busyProps(busy)}>
              {busy ? t('approvalPages.decision.refusing') : t('approvalPages.decision.confirmRefusal')}
            </button>
            <button type="button" className={styles.secondary} {...busyProps(busy)} onClick={cancel}>
              {t('approvalPages.decision.cancel')}
            </button>
          </div>
        </form>
      )}
      <p ref={problemRef} role="alert" tabIndex={problem ? -1 : undefined} className={problem ? styles.error : undefined}>
        {problem}
      </p>
    </>
  );
}
