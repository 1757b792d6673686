import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t, tn } from '@trefima/domain/i18n/t';
import type { ColumnTarget } from '../import/table-import-headers';
import type { SourceTable } from '../import/table-import-source';
import { duplicateTargets } from '../import/table-import';
import { columnHint, columnName, FIELD_CHOICES, fieldLabel, mappingNotes } from './column-mapping-fields';
import { ColumnHeads } from '../../../components/common/column-heads';
import * as styles from './column-mapping.module.css';

export interface ColumnMappingProps {
  source: SourceTable;
  /** where the table comes from: « le copier-coller », a file's name */
  origin: string;
  onApply: (targets: ColumnTarget[]) => void;
  onCancel: () => void;
}

/**
 * The column-mapping step, before a pasted or imported table goes into the
 * schedule: each of its columns with its first values and the editor's
 * column it goes to, as read from its title or its place, for the buyer to
 * check and correct. Nothing is added until he says so; Échap or « Annuler »
 * leaves the schedule as it was. Loaded on the first paste or import.
 */
export default function ColumnMapping({ source, origin, onApply, onCancel }: ColumnMappingProps) {
  const [targets, setTargets] = useState<ColumnTarget[]>(() => source.columns.map((c) => c.target));
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLElement>(null);
  const id = useId();
  const twice = useMemo(() => duplicateTargets(targets), [targets]);
  const rows = source.rowCount;
  const titled = source.order === 'header';

  // the step takes the focus from the paste or the button that opened it
  useEffect(() => heading.current?.focus(), []);

  const choose = (i: number, target: ColumnTarget) => {
    const next = targets.map((old, j) => (j === i ? target : old));
    setTargets(next);
    setRefused('');
    const column = columnName(source.columns[i]!, titled);
    setSaid([t('barSchedule.mapping.chosen', { column, field: fieldLabel(target) }), ...mappingNotes(next)].join(' '));
  };

  const apply = () => {
    const first = [...twice.keys()][0];
    if (first === undefined) return onApply(targets);
    setRefused(t('barSchedule.mapping.refused'));
    box.current?.querySelector<HTMLSelectElement>(`select[data-column="${first}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onCancel();
  };

  return (
    <section ref={box} className={styles.mapping} aria-labelledby={`${id}-titre`} onKeyDown={onKeyDown}>
      <h2 id={`${id}-titre`} ref={heading} tabIndex={-1}>
        {t('barSchedule.mapping.title')}
      </h2>
      <p>{tn('barSchedule.mapping.intro', rows, { source: origin })}</p>
      {source.order !== 'header' && (
        <p className={styles.note}>{source.order === 'editor' ? t('barSchedule.mapping.order.editor') : t('barSchedule.mapping.order.bs8666')}</p>
      )}
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('barSchedule.mapping.caption')}</caption>
          <ColumnHeads
            columns={[{ label: t('barSchedule.mapping.sourceColumn') }, { label: t('barSchedule.mapping.samples') }, { label: t('barSchedule.mapping.field') }]}
          />
          <tbody>
            {source.columns.map((column, i) => {
              const name = columnName(column, titled);
              const target = targets[i]!;
              const earlier = twice.get(i);
              const hint = columnHint(column, target, targets);
              const hintId = `${id}-${i}-aide`;
              const errorId = `${id}-${i}-erreur`;
              const describedBy = [earlier !== undefined && errorId, hint && hintId].filter(Boolean).join(' ');
              return (
                <tr key={column.index}>
                  <th scope="row">{name}</th>
                  <td className={styles.samples}>{column.samples.join(' · ')}</td>
                  <td>
                    <select
                      className={styles.select}
                      value={target}
                      data-column={i}
                      aria-label={t('barSchedule.mapping.selectName', { column: name })}
                      aria-invalid={earlier !== undefined || undefined}
                      aria-describedby={describedBy || undefined}
                      onChange={(e) => choose(i, e.target.value as ColumnTarget)}
                    >
                      {FIELD_CHOICES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                    {earlier !== undefined && (
                      <span id={errorId} className={styles.error}>
                        {t('barSchedule.mapping.duplicate', { column: columnName(source.columns[earlier]!, titled) })}
                      </span>
                    )}
                    {hint && (
                      <span id={hintId} className={styles.note}>
                        {hint}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className={styles.notes}>
        {mappingNotes(targets).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p aria-live="polite" className="visually-hidden">
        {said}
      </p>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.primaryButton} onClick={apply}>
          {tn('barSchedule.mapping.apply', rows)}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('barSchedule.mapping.cancel')}
        </button>
      </div>
    </section>
  );
}
