import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SavedList } from '@trefima/domain/saved-lists/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '@trefima/domain/i18n/t';
import { unitPlural } from '@trefima/domain/i18n/units';
import { updateList } from '../api';
import { keepLines, readKeptLines, type EditedLine } from '../kept-lines';
import { AddLine } from './add-line';
import { FormActions } from './form-actions';
import { lineLabel } from './line-label';
import * as panel from '../../../components/ui/panel.module.css';
import * as actions from '../../../components/ui/action-row.module.css';
import * as forms from '../../../components/forms/forms.module.css';
import * as styles from './saved-lists.module.css';

const rowsOf = (list: SavedList): EditedLine[] =>
  list.lines.map((l) => ({ element_id: l.element_id, reference: l.reference, name: l.name, unit: l.unit, length: l.length, quantity: String(l.quantity) }));

/** « 12 » or « 12,5 » as typed; what is not a number is sent as such, for the API to say why. */
const quantityOf = (typed: string) => Number(typed.trim().replace(',', '.'));

/** A line's product and length: one line each in a list. */
const keyOf = (r: EditedLine) => `${r.element_id}:${r.length ?? ''}`;

/**
 * The list's lines to change: each quantity, a line removed, a product added
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
  const [rows, setRows] = useState<EditedLine[]>(() => kept ?? rowsOf(list));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  // the row whose « Retirer » takes the focus once a line is removed (null: none is left, the heading takes it)
  const focusAfterDrop = useRef<string | null | undefined>(undefined);
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
    const unchanged = JSON.stringify(rows) === JSON.stringify(rowsOf(list));
    keepLines(customerId, list.list_id, unchanged ? null : rows);
  }, [rows, list, customerId]);
  const close = (from = document.activeElement) => {
    keepLines(customerId, list.list_id, null);
    onClose(from);
  };
  const set = (i: number, quantity: string) => setRows(rows.map((r, j) => (j === i ? { ...r, quantity } : r)));
  const drop = (i: number) => {
    const left = rows.filter((_, j) => j !== i);
    const next = left[i] ?? left[i - 1];
    focusAfterDrop.current = next ? keyOf(next) : null;
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
      await updateList(list.list_id, { lines: rows.map((r) => ({ element_id: r.element_id, quantity: quantityOf(r.quantity), length: r.length })) });
      close(from);
    } catch (err) {
      const failure = apiFailure(err);
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
            const error = errors[`lines.${i}.quantity`] ?? errors[`lines.${i}.element_id`] ?? errors[`lines.${i}.length`];
            return (
              <li key={keyOf(r)} className={styles.editRow}>
                <label htmlFor={id}>{t('savedLists.editor.quantityOf', { name: lineLabel(r), reference: r.reference, unit: unitPlural(r.unit, 2) })}</label>
                <input
                  ref={i === 0 ? firstRef : undefined}
                  id={id}
                  type="text"
                  inputMode="numeric"
                  className={`${forms.input} ${styles.quantity}`}
                  value={r.quantity}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => set(i, e.target.value)}
                />
                <button
                  type="button"
                  ref={(button) => {
                    if (button) removeRefs.current.set(keyOf(r), button);
                    else removeRefs.current.delete(keyOf(r));
                  }}
                  className={actions.secondary}
                  onClick={() => drop(i)}
                  aria-label={t('savedLists.editor.removeLabel', { name: lineLabel(r) })}
                >
                  {t('savedLists.editor.remove')}
                </button>
                {error && (
                  <p id={`${id}-error`} className={forms.error}>
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <AddLine
        ref={referenceRef}
        taken={rows}
        onAdd={(line, quantity) => {
          setRows([...rows, { ...line, quantity: String(quantity) }]);
        }}
      />
      <FormActions alert={alert} busy={busy} submitLabel={t('savedLists.editor.save')} onCancel={() => close()} />
    </form>
  );
}
