import { navigate } from 'gatsby';
import { useRef, useState } from 'react';
import type { Quotation, QuotationCustomerAction } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import { acceptQuotation, askRevision, refuseQuotation, renewQuotation, resumeQuotationCart } from '../api';
import { PdfButton } from './pdf-button';
import { QuotationNoteForm, type NoteKind } from './quotation-note-form';
import { useCall } from './use-call';
import * as styles from './documents.module.css';
import { busyProps } from '../../../components/ui/busy';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';

/** The checkout's first step after the cart (src/features/checkout/components/order-steps.tsx). */
const CHECKOUT = '/adresse';

// literal ids: the build writes each text in place of its id
const OPEN: Record<NoteKind, string> = {
  refuse: t('documents.quotationActions.refuse'),
  revision: t('documents.quotationActions.revision'),
  renew: t('documents.quotationActions.renew'),
};
const DONE: Record<NoteKind, string> = {
  refuse: t('documents.quotationActions.refused'),
  revision: t('documents.quotationActions.revisionSent'),
  renew: t('documents.quotationActions.renewed'),
};
// `revision`: the proposal shown, which a refusal or a revision asked is of (a renewal has none)
const SEND: Record<NoteKind, (id: number, message: string, revision: number) => Promise<Quotation>> = {
  refuse: refuseQuotation,
  revision: askRevision,
  renew: renewQuotation,
};

/**
 * What the buyer may do with the quotation today, as the API lists it in
 * `actions` (nothing is offered that it would refuse, his role's moves
 * only), going on with an accepted one's order (or who goes on with it: the
 * colleague who accepted it), and its PDF. One call at a time; each result or
 * failure is said in the live region, which takes the focus when the
 * button that was used goes away with the answer.
 */
export function QuotationActions({ q }: { q: Quotation }) {
  const call = useCall();
  const [form, setForm] = useState<NoteKind | null>(null);
  const region = useRef<HTMLParagraphElement>(null);
  const openers = useRef<Partial<Record<NoteKind, HTMLButtonElement | null>>>({});
  const offered = (a: QuotationCustomerAction) => q.actions.includes(a);
  const toCheckout = async (go: () => Promise<unknown>, said: string) => {
    if (await call.run(go, () => said)) void navigate(CHECKOUT);
  };
  const send = async (kind: NoteKind, message: string) => {
    // where the buyer was as he sent it: gone on to a field or a link meanwhile, he keeps it
    const from = document.activeElement;
    const ok = await call.run(
      () => SEND[kind](q.id, message, q.revision),
      () => DONE[kind],
    );
    if (ok) {
      setForm(null);
      focusUnlessMoved(region.current, from);
    }
    return ok;
  };
  const toggle = (kind: NoteKind) => ({
    'aria-expanded': form === kind,
    onClick: () => setForm(form === kind ? null : kind),
    ref: (button: HTMLButtonElement | null) => {
      openers.current[kind] = button;
    },
  });
  // the form's « Annuler » goes with it: the keyboard goes on from the button that opened it
  const cancel = (kind: NoteKind) => {
    setForm(null);
    requestAnimationFrame(() => openers.current[kind]?.focus());
  };
  const notes = (['refuse', 'revision', 'renew'] as const).filter(offered);
  // accepted, not ordered, and no cart for this reader: the API gives it to the one who accepted it, a colleague
  const colleagues = q.status === 'acceptee' && !q.order && !q.checkout_cart_token;
  return (
    <section aria-label={t('documents.quotationActions.label')} className={styles.answer}>
      <p className={styles.actionsRow}>
        {offered('accept') && (
          <button
            type="button"
            className={styles.primary}
            {...busyProps(call.busy)}
            onClick={() => void toCheckout(() => acceptQuotation(q.id, q.revision), t('documents.quotationActions.accepted', { number: q.number }))}
          >
            {t('documents.quotationActions.accept')}
          </button>
        )}
        {q.checkout_cart_token && (
          <button
            type="button"
            className={styles.primary}
            {...busyProps(call.busy)}
            onClick={() => void toCheckout(() => resumeQuotationCart(q.checkout_cart_token!), t('documents.quotationActions.resumed', { number: q.number }))}
          >
            {t('documents.quotationActions.resume')}
          </button>
        )}
        {notes.map((kind) => (
          <button key={kind} type="button" className={styles.secondary} {...busyProps(call.busy)} {...toggle(kind)}>
            {OPEN[kind]}
          </button>
        ))}
        <PdfButton kind="quotation" id={q.id} label={t('documents.quotationActions.pdf')} call={call} />
      </p>
      {colleagues && <p>{t('documents.quotationActions.acceptedByColleague')}</p>}
      {form && notes.includes(form) && (
        <QuotationNoteForm key={form} kind={form} busy={call.busy} onSubmit={(m) => send(form, m)} onCancel={() => cancel(form)} />
      )}
      <p ref={region} tabIndex={-1} role="status" aria-live="polite" className={styles.status}>
        {call.status}
      </p>
    </section>
  );
}
