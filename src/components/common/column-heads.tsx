export interface ColumnHead {
  label: string;
  /** e.g. the table's class for figures, aligned right; absent columns are left out (null) */
  className?: string;
}

/** A table's header row: one column header each, in order. */
export function ColumnHeads({ columns }: { columns: (ColumnHead | null | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map(
          (c) =>
            c && (
              <th key={c.label} scope="col" className={c.className}>
                {c.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
