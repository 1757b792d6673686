import type { ReactNode, RefObject } from 'react';
import type { PanelMessage } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import * as styles from './company.module.css';

export interface CompanySectionProps {
  /** the id of its heading, which names the section */
  id: string;
  title: string;
  message: PanelMessage | null;
  statusRef: RefObject<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A part of « Mon entreprise » under its own heading (the page holds
 * several), its results said in a status region that takes the focus when
 * the control that had it is gone (a person removed, a form sent).
 */
export function CompanySection({ id, title, message, statusRef, children }: CompanySectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <div role="status" aria-live="polite" ref={statusRef} tabIndex={-1} className={panel.status}>
        {message && <p className={message.error ? panel.problem : panel.notice}>{message.text}</p>}
      </div>
      {children}
    </section>
  );
}
