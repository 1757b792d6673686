import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SavedList } from '@trefima/domain/saved-lists/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '@trefima/domain/i18n/t';
import { CUT_SHEET_UNIT, unitPlural } from '@trefima/domain/i18n/units';
import { listAsStored, updateList } from '../api';
import { keepLines, readKeptLines, type EditedLine } from '../kept-lines';
import { lengthText, metresOf } from '../lines';
import { AddLine } from './add-line';
import { FormActions } from './form-actions';
import { lineLabel } from './line-label';
import * as panel from '../../../components/ui/panel.module.css';
import * as actions from '../../../components/ui/action-row.module.css';
import * as forms from '../../../components/forms/forms.module.css';
import * as styles from './saved-lists.module.css';

const rowsOf = (list: SavedList): EditedLine[] =>
  list.lines.map((l) => ({
    element_id: l.element_id,
    reference: l.reference,
    name: l.name,
    unit: l.unit,
    length: lengthText(l.length),
    quantity: String(l.quantity),
  }));

/** A line in the editor: its key stays while its length is typed (a key made of the length would remount its field at each keystroke). */
type Row = EditedLine & { key: number };
let nextKey = 0;
const keyed = (lines: readonly EditedLine[]): Row[] => lines.map((l) => ({ ...l, key: ++nextKey }));
const unkeyed = (rows: readonly Row[]): EditedLine[] => rows.map(({ key: _, ...l }) => l);

/** « 12 » or « 12,5 » as typed; what is not a number is sent as such, for the API to say why. */
const quantityOf = (typed: string) => Number(typed.trim().replace(',', '.'));

/** A line's name with its length as typed (« Bac acier – 4,5 m »). */
const labelOf = (r: Row) => lineLabel({ name: r.name, length: metresOf(r.length) });

/**
 * The list's lines to change: each quantity (a sheet cut to length's in
 * sheets, and its length in metres), a line removed, a product added
 * by its reference. All are sent together (the API replaces the lines and
 * checks them by the cart's rules, stock apart); a refusal lands on its line,
 * and nothing is written until every line passes. What is typed and not
 * saved is kept for the tab's session (`kept-lines.ts`): an editor opened
 * again with it says so, and leaves the focus where the buyer was. The
 * focus never falls to the page's body: an editor opened on no line gives it
 * to the reference field, a line removed to the next « Retirer » (else the
 * previous one, else the editor's heading).
 */
export function LinesEditor({
  list,
  customerId,
  onClose,
}: {
  list: SavedList;
  customerId: number;
  /** `from`: where the focus was as the editor was closed, or as its save began (the buyer may be elsewhere by its answer) */
  onClose: (from: Element | null) => void;
}) {
  const [kept] = useState(() => readKeptLines(customerId, list.list_id));
  const [rows, setRows] = useState<Row[]>(() => keyed(kept?.lines ?? rowsOf(list)));
  // the list's revision the lines were typed on: sent with them, so that a list changed meanwhile (by a colleague,
  // or in another tab) is not written over unknowingly; once the buyer is told, the one he was shown
  const [basis, setBasis] = useState(() => kept?.revision ?? list.revision);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeRefs = useRef(new Map<number, HTMLButtonElement>());
  // the row whose « Retirer » takes the focus once a line is removed (null: none is left, the heading takes it)
  const focusAfterDrop = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    // an empty list has no first quantity: the buyer starts by typing a reference
    if (!kept) (firstRef.current ?? referenceRef.current)?.focus();
  }, [kept]);
  useEffect(() => {
    const key = focusAfterDrop.current;
    if (key === undefined) return;
    focusAfterDrop.current = undefined;
    // the button pressed went with its row
    (key === null ? headingRef.current : removeRefs.current.get(key))?.focus();
  }, [rows]);
  useEffect(() => {
    const lines = unkeyed(rows);
    const unchanged = JSON.stringify(lines) === JSON.stringify(rowsOf(list));
    keepLines(customerId, list.list_id, unchanged ? null : { lines, revision: basis });
  }, [rows, list, customerId, basis]);
  const close = (from = document.activeElement) => {
    keepLines(customerId, list.list_id, null);
    onClose(from);
  };
  const set = (i: number, change: Partial<Pick<Row, 'quantity' | 'length'>>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const drop = (i: number) => {
    const left = rows.filter((_, j) => j !== i);
    const next = left[i] ?? left[i - 1];
    focusAfterDrop.current = next ? next.key : null;
    setRows(left);
    setErrors({}); // the API's line numbers no longer match
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const from = document.activeElement;
    setBusy(true);
    setErrors({});
    setAlert('');
    try {
      await updateList(list.list_id, {
        lines: rows.map((r) => ({ element_id: r.element_id, quantity: quantityOf(r.quantity), length: metresOf(r.length) })),
        revision: basis,
      });
      close(from);
    } catch (err) {
      const failure = apiFailure(err);
      // told and shown the list as stored, the buyer saving again replaces it knowingly (the lines typed stay)
      if (failure.code === 'LIST_CHANGED') setBasis(await listAsStored(list.list_id).catch(() => basis));
      setErrors(failure.fields);
      setAlert(failure.alert);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId} className={styles.panel}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className={styles.editorTitle}>
        {t('savedLists.editor.title', { name: list.name })}
      </h4>
      {kept && <p className={styles.hint}>{t('savedLists.editor.restored')}</p>}
      {rows.length === 0 ? (
        <p className={panel.empty}>{t('savedLists.editor.empty')}</p>
      ) : (
        <ul className={styles.editRows}>
          {rows.map((r, i) => {
            const id = `list-${list.list_id}-line-${i}`;
            const error = errors[`lines.${i}.quantity`] ?? errors[`lines.${i}.element_id`];
            const lengthError = errors[`lines.${i}.length`];
            // a sheet cut to length (counted in sheets, « tôles »): its length has a field, also where the API asks one
            const sheet = r.length !== null || lengthError !== undefined;
            const unit = unitPlural(sheet ? CUT_SHEET_UNIT : r.unit, 2);
            return (
              <li key={r.key} className={styles.editRow}>
                <label htmlFor={id}>{t('savedLists.editor.quantityOf', { name: labelOf(r), reference: r.reference, unit })}</label>
                <input
                  ref={i === 0 ? firstRef : undefined}
                  id={id}
                  type="text"
                  inputMode="numeric"
                  className={`${forms.input} ${styles.quantity}`}
                  value={r.quantity}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => set(i, { quantity: e.target.value })}
                />
                {sheet && (
                  <>
                    <label htmlFor={`${id}-length`}>{t('savedLists.editor.lengthOf', { name: r.name, reference: r.reference })}</label>
                    <input
                      id={`${id}-length`}
                      type="text"
                      inputMode="decimal"
                      className={`${forms.input} ${styles.quantity}`}
                      value={r.length ?? ''}
                      autoComplete="off"
                      aria-invalid={lengthError ? true : undefined}
                      aria-describedby={lengthError ? `${id}-length-error` : undefined}
                      onChange={(e) => set(i, { length: e.target.value })}
                    />
                  </>
                )}
                <button
                  type="button"
                  ref={(button) => {
                    if (button) removeRefs.current.set(r.key, button);
                    else removeRefs.current.delete(r.key);
                  }}
                  className={actions.secondary}
                  onClick={() => drop(i)}
                  aria-label={t('savedLists.editor.removeLabel', { name: labelOf(r) })}
                >
                  {t('savedLists.editor.remove')}
                </button>
                {error && (
                  <p id={`${id}-error`} className={forms.error}>
                    {error}
                  </p>
                )}
                {lengthError && (
                  <p id={`${id}-length-error`} className={forms.error}>
                    {lengthError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <AddLine
        ref={referenceRef}
        taken={rows.map((r) => ({ element_id: r.element_id, length: metresOf(r.length) }))}
        onAdd={(line, quantity) => {
          setRows([...rows, ...keyed([{ ...line, length: lengthText(line.length), quantity: String(quantity) }])]);
        }}
      />
      <FormActions alert={alert} busy={busy} submitLabel={t('savedLists.editor.save')} onCancel={() => close()} />
    </form>
  );
}
