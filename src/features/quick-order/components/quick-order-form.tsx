import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { tn, t } from '@trefima/domain/i18n/t';
import { parseQuickOrder, type LineProblem } from '../../../lib/quick-order/parse-lines';
import { paths } from '../../../lib/routes';
import { checkLines, fieldErrorsOf, linesToCart } from '../api';
import { emptyRow, filled, linesOf, rowsOf, withAnswer, withFieldErrors, type Row } from '../rows';
import { readOrder, storeOrder } from '../stored';
import { useFileImport } from '../use-file-import';
import { CLEAR_ID, UNDO_ID, useUndoClear } from '../use-undo-clear';
import { FILE_INPUT_ID, QuickOrderFile } from './quick-order-file';
import { QuickOrderPaste } from './quick-order-paste';
import { QuickOrderRows, referenceId, removeId } from './quick-order-rows';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './quick-order.module.css';
import { busyProps } from '../../../components/ui/busy';
import { useFocusRequest } from '../../../hooks/use-focus-request';

/** The tool's status line, and the message of lines sent to the cart: what takes the focus after a check or a send. */
const STATUS_ID = 'commande-rapide-etat';
const STATUS_CART_ID = 'commande-rapide-panier';

// asked only when a file comes over rows already there: loaded then, not with the page
const ImportChoice = lazyPart(() => import('./import-choice').then((m) => ({ default: m.ImportChoice })));

interface Status {
  message: string;
  error?: boolean;
  /** in the cart: the cart's live region says it, this one only shows it (said once) */
  toCart?: boolean;
}

/**
 * The quick order: lines pasted from a spreadsheet or a mail (read here by
 * src/lib/quick-order, lines it cannot read left in the box with what to
 * change), a CSV or XLSX file (read by the API), or typed with suggestions;
 * checked against the catalogue by the API, corrected in place, then all in
 * the cart in one call.
 */
export function QuickOrderForm() {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  // what this tab kept, read after hydration (the built page has one empty row); written from then on
  const [restored, setRestored] = useState(false);
  const setFocusId = useFocusRequest();
  const imports = useFileImport(rows, setRows, setFocusId, { reference: referenceId, file: FILE_INPUT_ID });
  const { pending } = imports;
  const clearing = useUndoClear(
    text,
    rows,
    (t, r) => {
      setText(t);
      setRows(r);
      setProblems([]);
      imports.forget();
    },
    (message) => setStatus({ message }),
    setFocusId,
  );

  useEffect(() => {
    const kept = readOrder();
    if (kept) {
      setText(kept.text);
      setRows(kept.rows);
      const count = filled(kept.rows).length;
      if (count) setStatus({ message: tn('quickOrder.restored', count) });
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) storeOrder({ text, rows });
  }, [restored, text, rows]);

  const read = () => {
    const parsed = parseQuickOrder(text);
    const added = rowsOf(parsed.lines);
    setRows((rs) => [...filled(rs), ...added]);
    setProblems(parsed.problems);
    // the lines it could not read stay in the box, to be corrected there
    const raw = text.split(/\r\n|\r|\n/);
    setText(parsed.problems.map((p) => raw[p.line - 1] ?? p.raw).join('\n'));
    setStatus({ message: tn('quickOrder.read', parsed.lines.length) + (parsed.problems.length ? ` ${tn('quickOrder.unread', parsed.problems.length)}` : '') });
    // every line read, the box is empty and « Lire les lignes » disabled under the keyboard: the first line read takes the focus
    if (!parsed.problems.length && added.length) setFocusId(referenceId(added[0].key));
  };

  /**
   * `said`: the message that says what happened takes the focus from the button pressed, if the buyer is still there;
   * `failed`: the element (its id) that takes it back after a failure, the control that started the work having been disabled meanwhile.
   */
  const run = async (work: () => Promise<Status>, { said = false, failed }: { said?: boolean; failed?: string } = {}) => {
    const from = document.activeElement;
    setBusy(true);
    try {
      const done = await work();
      setStatus(done);
      if (said) setFocusId(done.toCart ? STATUS_CART_ID : STATUS_ID, from);
    } catch (e) {
      const errors = fieldErrorsOf(e);
      if (Object.keys(errors).length) setRows((rs) => withFieldErrors(rs, errors));
      setStatus({ message: e instanceof Error ? e.message : t('quickOrder.unknown'), error: true });
      if (said) setFocusId(STATUS_ID, from);
      else if (failed) setFocusId(failed, from);
    } finally {
      setBusy(false);
    }
  };

  const check = () =>
    run(
      async () => {
        const lines = await checkLines(linesOf(rows));
        setRows((rs) => withAnswer(rs, lines));
        const wrong = lines.filter((l) => l.message).length;
        return wrong ? { message: tn('quickOrder.toCorrect', wrong), error: true } : { message: tn('quickOrder.ready', lines.length) };
      },
      { said: true },
    );

  const toCart = () =>
    run(
      async () => {
        const count = linesOf(rows).length;
        const announce = tn('quickOrder.added', count);
        await linesToCart(linesOf(rows), announce);
        // the rows sent go; a row added or changed meanwhile (an edit makes a new row) is the buyer's next line, kept
        const sent = new Set(rows);
        setRows((now) => {
          const left = now.filter((r) => !sent.has(r));
          return left.length ? left : [emptyRow()];
        });
        return { message: announce, toCart: true };
      },
      { said: true },
    );

  // the file input is disabled while its file is read, which drops the keyboard's focus: a refused file gives it back there, to choose another
  const upload = (file: File) => run(() => imports.upload(file), { failed: FILE_INPUT_ID });
  const answer = (how: 'replace' | 'add' | 'cancel') => {
    const said = imports.answer(how);
    if (said) setStatus(said);
  };

  const change = (key: number, c: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...c } : r)));
  // the focus goes to the line now in the removed one's place (or the one before, or the new empty line)
  const remove = (key: number) => {
    const at = rows.findIndex((r) => r.key === key);
    if (at < 0) return;
    const left = rows.length > 1 ? rows.filter((r) => r.key !== key) : [emptyRow()];
    const next = left[Math.min(at, left.length - 1)];
    setRows(left);
    setFocusId(rows.length > 1 ? removeId(next.key) : referenceId(next.key));
    const reference = rows[at].reference.trim();
    setStatus({ message: reference ? t('quickOrder.removedOf', { n: at + 1, reference }) : t('quickOrder.removed', { n: at + 1 }) });
  };
  const none = linesOf(rows).length === 0;

  return (
    <div className={styles.tool}>
      <QuickOrderPaste text={text} onText={setText} problems={problems} onRead={read} />
      <QuickOrderFile disabled={busy || pending !== null} onFile={upload} />
      {pending && (
        <PartBoundary fallback={null}>
          <ImportChoice
            name={pending.name}
            references={pending.lines.map((l) => l.reference)}
            inTable={filled(rows).map((r) => r.reference)}
            onReplace={() => answer('replace')}
            onAdd={() => answer('add')}
            onCancel={() => answer('cancel')}
          />
        </PartBoundary>
      )}
      <QuickOrderRows rows={rows} onChange={change} onRemove={remove} focus={setFocusId} />
      <div className={styles.toolbar}>
        <button type="button" className={styles.secondaryButton} onClick={() => setRows((rs) => [...rs, emptyRow()])}>
          {t('quickOrder.addRow')}
        </button>
        <button type="button" className={styles.secondaryButton} disabled={none} {...busyProps(busy)} onClick={check}>
          {t('quickOrder.check')}
        </button>
        <button type="button" className={styles.primaryButton} disabled={none} {...busyProps(busy)} onClick={toCart}>
          {busy ? t('quickOrder.sending') : t('quickOrder.toCart')}
        </button>
        <button id={CLEAR_ID} type="button" className={styles.secondaryButton} disabled={!clearing.canClear} {...busyProps(busy)} onClick={clearing.clear}>
          {t('quickOrder.clear')}
        </button>
      </div>
      <p id={STATUS_ID} className={styles.status} role="status" aria-live="polite" tabIndex={-1}>
        {status && !status.toCart && status.message}
      </p>
      {clearing.canUndo && (
        <button id={UNDO_ID} type="button" className={styles.secondaryButton} onClick={clearing.undo}>
          {t('quickOrder.clear.undo')}
        </button>
      )}
      {status?.toCart && (
        <p id={STATUS_CART_ID} className={styles.status} tabIndex={-1}>
          {status.message} <Link to={paths.cart}>{t('quickOrder.seeCart')}</Link>
        </p>
      )}
    </div>
  );
}
