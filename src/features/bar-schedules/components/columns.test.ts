import { t } from '@trefima/domain/i18n/t';
import { resolveColumns } from '../import/table-import-headers';
import { EDITOR_COLUMNS } from '../import/table-import-orders';
import { TYPED_COLUMNS } from './columns';

/**
 * A table without titles is read in the grid's order (table-import-source.ts),
 * and a table titled as the grid by its titles: both must be the grid's own,
 * computed columns included (schedule-grid.tsx: Total after the bars in
 * each, then the drawing and the mass).
 */
const gridHeader = [
  ...TYPED_COLUMNS.flatMap((c) => (c.field === 'barsEach' ? [c.label, t('barSchedule.col.total')] : [c.label])),
  t('barSchedule.col.drawing'),
  t('barSchedule.col.mass'),
];

it('reads a table without titles in the grid’s order', () => {
  expect(EDITOR_COLUMNS.map((c) => c.header)).toEqual(gridHeader);
  const typed = EDITOR_COLUMNS.filter((c) => c.target !== 'ignored' && c.target !== 'total').map((c) => c.target);
  expect(typed).toEqual(TYPED_COLUMNS.map((c) => c.field));
});

it('reads the grid’s titles, and the full names of its cells, as its columns', () => {
  const header = [t('barSchedule.col.number'), ...gridHeader];
  expect(resolveColumns(header).map((c) => c.target)).toEqual(['ignored', ...EDITOR_COLUMNS.map((c) => c.target)]);
  expect(resolveColumns(TYPED_COLUMNS.map((c) => c.name)).map((c) => c.target)).toEqual(TYPED_COLUMNS.map((c) => c.field));
});
