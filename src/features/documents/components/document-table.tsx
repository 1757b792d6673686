import type { ReactNode } from 'react';
import { Pagination } from '../../../components/common/pagination';
import { RemoteState } from '../../../components/common/remote-state';
import { DOCUMENTS_PER_PAGE } from '../api';
import * as panel from '../../../components/ui/panel.module.css';
import * as styles from './documents.module.css';
import { ColumnHeads } from '../../../components/common/column-heads';

export interface DocumentColumn<T> {
  header: string;
  /** figures, aligned right */
  num?: boolean;
  cell: (item: T) => ReactNode;
}

export interface DocumentTableProps<T extends { id: number }> {
  remote: { data?: { items: T[]; total: number }; error?: unknown; mutate: () => unknown };
  /** read by screen readers: what the table lists, in which order */
  caption: string;
  /** said in place of the table when there is nothing yet */
  empty: ReactNode;
  /** the first column names the row (a <th scope="row">) */
  columns: DocumentColumn<T>[];
  order?: (a: T, b: T) => number;
  page?: number;
  /** the list's own page: ?page=n is added from the second on; none for a list given whole (the credit notes) */
  path?: string;
}

/**
 * One page of a customer's documents (orders, quotations, invoices): loading
 * and failure with 'Réessayer', the empty state, the table that scrolls on
 * its own on a phone, and the pages.
 */
export function DocumentTable<T extends { id: number }>({ remote, caption, empty, columns, order, page, path }: DocumentTableProps<T>) {
  const [first, ...rest] = columns;
  return (
    <RemoteState data={remote.data} error={remote.error} retry={() => void remote.mutate()}>
      {({ items, total }) =>
        items.length === 0 ? (
          <p className={panel.empty}>{empty}</p>
        ) : (
          <>
            {/* a table wider than a phone scrolls in its box: reachable by keyboard, named by its caption */}
            <div className={styles.scroll} role="region" tabIndex={0} aria-label={caption}>
              <table className={styles.table}>
                <caption className="visually-hidden">{caption}</caption>
                <ColumnHeads columns={columns.map((c) => ({ label: c.header, className: c.num ? styles.num : undefined }))} />
                <tbody>
                  {(order ? [...items].sort(order) : items).map((item) => (
                    <tr key={item.id}>
                      <th scope="row">{first!.cell(item)}</th>
                      {rest.map((c) => (
                        <td key={c.header} className={c.num ? styles.num : undefined}>
                          {c.cell(item)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {path !== undefined && (
              <Pagination
                page={page ?? 1}
                total={total}
                perPage={DOCUMENTS_PER_PAGE}
                pathOf={(n) => (n === 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${n}`)}
              />
            )}
          </>
        )
      }
    </RemoteState>
  );
}

/** Newest first; on the same day, the higher number first. */
export const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
