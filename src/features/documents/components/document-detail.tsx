import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { RemoteState } from '../../../components/common/remote-state';
import * as styles from './documents.module.css';

export interface DocumentDetailProps<T> {
  remote: { data?: T; error?: unknown; mutate: () => unknown };
  /** the list this document belongs to, and the link's words */
  back: { to: string; label: string };
  children: (document: T) => ReactNode;
}

/** One order or quotation: the way back to its list, then the document once loaded (or the failure, with 'Réessayer'). */
export function DocumentDetail<T>({ remote, back, children }: DocumentDetailProps<T>) {
  return (
    <>
      <p className={styles.back}>
        <Link to={back.to}>
          <span aria-hidden="true">‹ </span>
          {back.label}
        </Link>
      </p>
      <RemoteState data={remote.data} error={remote.error} retry={() => void remote.mutate()}>
        {children}
      </RemoteState>
    </>
  );
}
