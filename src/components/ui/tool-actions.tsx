import { Link } from 'gatsby';
import type { RefObject } from 'react';
import * as styles from './tool-panel.module.css';

export type ToolActionKind = 'adding' | 'quoting';

export interface ToolActionsProps {
  /** the action under way, if any: both buttons wait, the one running says so */
  pending: ToolActionKind | null;
  onRun: (kind: ToolActionKind) => void;
  labels: { add: string; adding: string; quote: string; quoting: string };
  /** said under the buttons, and read with the quotation's (why it may ask to sign in first) */
  hint: { id: string; text: string } | null;
  /** what went through, and where to see it (the cart, the quotations) */
  done: { text: string; to: string; link: string } | null;
  error: string | null;
  statusRef: RefObject<HTMLDivElement>;
  /** the tool's own looks: its hint, its status box, its main button */
  looks: { hint: string; status: string; primary?: string };
}

/**
 * A tool's way out: « Ajouter au panier » and « Demander un devis », then the
 * result in a status region (the tool moves the focus to it) or the refusal.
 */
export function ToolActions({ pending, onRun, labels, hint, done, error, statusRef, looks }: ToolActionsProps) {
  return (
    <div>
      <div className={styles.actions}>
        <button type="button" className={looks.primary ?? styles.primary} onClick={() => onRun('adding')} disabled={pending !== null}>
          {pending === 'adding' ? labels.adding : labels.add}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onRun('quoting')} disabled={pending !== null} aria-describedby={hint?.id}>
          {pending === 'quoting' ? labels.quoting : labels.quote}
        </button>
      </div>
      {hint && (
        <p id={hint.id} className={looks.hint}>
          {hint.text}
        </p>
      )}
      <div ref={statusRef} role="status" tabIndex={-1} className={looks.status}>
        {done && (
          <>
            <p>{done.text}</p>
            <p>
              <Link to={done.to}>{done.link}</Link>
            </p>
          </>
        )}
      </div>
      {error !== null && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </div>
  );
}
