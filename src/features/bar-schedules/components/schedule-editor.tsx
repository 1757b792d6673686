import { Link, navigate } from 'gatsby';
import { useAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clashRefusal } from '@trefima/domain/bar-schedules/bvbs-machine';
import { markClashes } from '@trefima/domain/bar-schedules/bvbs-text';
import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import type { CellField, CellRow } from '../import/cells';
import { isBlankRow } from '../import/cells';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useSession } from '../../session';
import { prefetchOrderCalls, usePrices, useSchedule } from '../api';
import { cellsOfApiRows, figuresOf, priceClassesOf, summarise, type DraftSchedule } from '../model';
import { draftAtom, emptyDraft } from '../state';
import type { ActionResult } from '../schedule-action-flows';
import { prefetchActionFlows, useScheduleActions } from '../use-schedule-actions';
import { useTableImport } from '../use-table-import';
import { CuttingPlanDisclosure } from './cutting-plan-disclosure';
import { ImportPanel } from './import-panel';
import { RowDetail } from './row-detail';
import { ScheduleActions } from './schedule-actions';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleHeaderFields } from './schedule-header-fields';
import { ScheduleTotals } from './schedule-totals';
import { ShapePicker } from './shape-picker';
import { loadShapeDrawings } from './lazy-shape-drawing';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './schedule-editor.module.css';

/** The readers of pasted blocks and files (table import, BVBS): loaded once the editor shows, not with the page. */
const importRows = () => import('../import-rows');
/** The column-mapping step of a pasted or imported table: loaded when one comes. */
const ColumnMapping = lazyPart(() => import('./column-mapping'));

/** Revision letters in order (A … Z, AA …): > 0 when `a` comes after `b`. */
const laterRevision = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Rows kept empty below the last one typed, to type on. */
const SPARE_ROWS = 3;

const withSpare = (rows: CellRow[]) => {
  let last = rows.length;
  while (last > 0 && isBlankRow(rows[last - 1])) last--;
  const spare = rows.length - last;
  return spare >= SPARE_ROWS ? rows : [...rows, ...Array.from({ length: SPARE_ROWS - spare }, () => ({}))];
};

/** Rows put after the last typed one, in place of the spare ones. */
const appendRows = (rows: CellRow[], added: CellRow[]) => {
  let last = rows.length;
  while (last > 0 && isBlankRow(rows[last - 1])) last--;
  return withSpare([...rows.slice(0, last), ...added]);
};

/** Rows added after the last typed one, or pasted over the rows from `at` down. */
const mergeRows = (rows: CellRow[], added: CellRow[], at?: number) => {
  if (at === undefined) return appendRows(rows, added);
  const out = rows.slice();
  added.forEach((cells, i) => (out[at + i] = { ...out[at + i], ...cells }));
  return withSpare(out);
};

/**
 * /nomenclature: the bar-schedule editor. The draft lives in this browser
 * (state.ts) until the customer saves it; every figure is worked out as he
 * types by domain/bar-schedules, the API's own code.
 */
export function ScheduleEditor({ openId }: { openId: string | null }) {
  const [draft, setDraft] = useAtom(draftAtom);
  const { customer, isLogged } = useSession();
  const prices = usePrices(customer?.customer_id ?? null);
  const classes = useMemo(() => (prices.data ? priceClassesOf(prices.data.classes) : null), [prices.data]);
  const summary = useMemo(() => (draft ? summarise(draft.rows, classes) : null), [draft, classes]);
  // across rows, as the BVBS export and the PDF find them: a row alone cannot tell that its mark meets another's
  const rows = draft?.rows;
  const clashes = useMemo(() => markClashes((rows ?? []).map((r) => r.mark)).map((c) => clashRefusal(c)?.reason ?? null), [rows]);
  const [focused, setFocused] = useState(0);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [opened, setOpened] = useState<BarSchedule | null>(null);
  const loaded = useSchedule(customer?.customer_id ?? null, openId);

  const onSaved = useCallback(
    (s: BarSchedule) => {
      setOpened(s);
      setDraft((d) => ({ ...d, saved: { id: s.id, number: s.number, revision: s.revision }, dirty: false }));
    },
    [setDraft],
  );
  const actions = useScheduleActions(draft, summary, onSaved);

  // the schedule asked for in the address: opened over a draft with nothing of its own; never over changes not
  // saved (said once), nor over what this page saved since (the address's answer stays as it was loaded)
  const noticed = useRef<BarSchedule | null>(null);
  const left = useRef<BarSchedule | null>(null);
  // once the address changed, the schedule left may be asked for again (opened from « Mes nomenclatures »)
  useEffect(() => {
    left.current = null;
  }, [openId]);
  useEffect(() => {
    const s = loaded.data;
    if (!s || !draft || left.current === s) return;
    // this page's own answer (opened, or saved since) is at least as new; a stored copy not changed is read again
    const fresher = opened?.id === s.id && laterRevision(opened.revision, s.revision) >= 0;
    if (draft.saved?.id === s.id && laterRevision(draft.saved.revision, s.revision) >= 0 && (draft.dirty || fresher)) {
      if (!fresher) setOpened(s);
      return;
    }
    if (draft.dirty && draft.rows.some((r) => !isBlankRow(r))) {
      if (noticed.current === s) return;
      noticed.current = s;
      const message =
        draft.saved?.id === s.id
          ? t('barSchedule.editor.staleDraft', { number: s.number, from: draft.saved.revision, revision: s.revision })
          : t('barSchedule.editor.keptDraft', { number: s.number });
      setResult({ message, error: true });
      return;
    }
    setOpened(s);
    setDraft({ header: s.header, rows: withSpare(cellsOfApiRows(s.rows)), saved: { id: s.id, number: s.number, revision: s.revision }, dirty: false });
  }, [loaded.data, draft, opened, setDraft]);

  const readOnly = opened !== null && opened.id === draft?.saved?.id && !opened.editable;

  const onEdit = useCallback(
    (index: number, field: CellField, value: string) =>
      setDraft((d) => {
        const rows = d.rows.slice();
        rows[index] = { ...rows[index], [field]: value };
        return { ...d, rows: withSpare(rows), dirty: true };
      }),
    [setDraft],
  );

  const onHeader = useCallback((header: DraftSchedule['header']) => setDraft((d) => ({ ...d, header, dirty: true })), [setDraft]);
  const onPick = useCallback((code: string) => onEdit(focused, 'shape', code), [onEdit, focused]);

  // fetched ahead of the first paste or press; a failure is said then, when they are asked for again (a prefetch's own
  // rejection, left unhandled, would reload the page under the buyer's fingers: lib/chunk-reload.ts)
  useEffect(() => {
    for (const ahead of [importRows, prefetchActionFlows, prefetchOrderCalls, loadShapeDrawings]) void ahead().catch(() => {});
  }, []);

  const store = useStore();
  const draftRows = useCallback(() => store.get(draftAtom)?.rows ?? [], [store]);
  const tables = useTableImport(draftRows, setDraft, mergeRows, setResult);
  const { addRows } = tables;
  const onImport = useCallback((text: string, source: string) => addRows(text, source), [addRows]);

  if (!draft || !summary) return <p className={styles.status}>{t('barSchedule.editor.loading')}</p>;
  const rowCells = draft.rows[focused];
  return (
    <div>
      <ScheduleHeaderFields header={draft.header} saved={draft.saved} readOnly={readOnly} onChange={onHeader} customerId={customer?.customer_id ?? null} />
      {readOnly && <p className={styles.status}>{t('barSchedule.editor.ordered')}</p>}
      <div className={styles.toolbar}>
        <ImportPanel disabled={readOnly} onText={onImport} />
        <ShapePicker row={focused} disabled={readOnly} onPick={onPick} />
      </div>
      {tables.pending && (
        <PartBoundary fallback={<p className={styles.status}>{t('barSchedule.mapping.loading')}</p>}>
          <ColumnMapping
            key={tables.pending.key}
            source={tables.pending.source}
            origin={tables.pending.origin}
            onApply={(targets) => void tables.apply(targets)}
            onCancel={tables.cancel}
          />
        </PartBoundary>
      )}
      <ScheduleGrid
        rows={draft.rows}
        clashes={clashes}
        readOnly={readOnly}
        onEdit={onEdit}
        onPasteBlock={(index, field, text) => void addRows(text, t('barSchedule.import.pasteSource'), { index, field })}
        onFocusRow={setFocused}
      />
      <div className={styles.below}>
        <RowDetail index={focused} cells={rowCells} figures={rowCells && !isBlankRow(rowCells) ? figuresOf(rowCells) : null} clash={clashes[focused] ?? null} />
        <ScheduleTotals summary={summary} rounding={prices.data?.rounding ?? null} discountRate={prices.data?.discount_rate ?? 0} />
      </div>
      <ScheduleActions
        busy={actions.busy}
        isLogged={isLogged}
        readOnly={readOnly}
        canSend={summary.filled > 0 && summary.wrong === 0}
        onResult={setResult}
        actions={actions}
        onNew={() => {
          // the schedule the address named, shown: a new one leaves that address. A draft kept over it is erased
          // to open it (the message said so).
          if (opened && String(opened.id) === openId) {
            left.current = loaded.data ?? null;
            void navigate(paths.barSchedule, { replace: true });
          }
          setDraft(emptyDraft());
          setOpened(null);
          setResult({ message: t('barSchedule.editor.new') });
        }}
      />
      <div aria-live={result?.announced ? undefined : 'polite'} className={styles.status}>
        {result && (
          <p className={result.error ? styles.error : undefined}>
            {result.message} {result.link && <Link to={result.link.to}>{result.link.label}</Link>}
          </p>
        )}
      </div>
      {tables.kept && !tables.pending && (
        <button type="button" className={styles.secondaryButton} onClick={tables.resume}>
          {t('barSchedule.mapping.resume')}
        </button>
      )}
      <CuttingPlanDisclosure draft={draft} isLogged={isLogged} />
    </div>
  );
}
