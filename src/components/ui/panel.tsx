import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { focusUnlessMoved } from '../../hooks/use-focus-request';
import * as styles from './panel.module.css';

export interface PanelMessage {
  text: string;
  error?: boolean;
}

/**
 * What a panel says in its status line, and `say`, which puts the focus on
 * it: the form or the card that had the keyboard may be gone. `from`, for
 * what an answer of the API says: where the focus was as the call began (a
 * buyer gone on to another field or link meanwhile keeps it).
 */
export function usePanelStatus() {
  const [message, setMessage] = useState<PanelMessage | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const say = (next: PanelMessage, from: Element | null = document.activeElement) => {
    setMessage(next);
    requestAnimationFrame(() => focusUnlessMoved(statusRef.current, from));
  };
  return { message, setMessage, say, statusRef };
}

export interface PanelProps {
  /** the id of its heading, which names the section */
  id: string;
  /** its heading, for screen readers (the page's h1 says it on screen) */
  title: string;
  message: PanelMessage | null;
  statusRef: RefObject<HTMLDivElement>;
  children: ReactNode;
}

/** A section of the customer space whose results (saved, deleted, refused) are said in a status region above it. */
export function Panel({ id, title, message, statusRef, children }: PanelProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      <div role="status" aria-live="polite" ref={statusRef} tabIndex={-1} className={styles.status}>
        {message && <p className={message.error ? styles.problem : styles.notice}>{message.text}</p>}
      </div>
      {children}
    </section>
  );
}
