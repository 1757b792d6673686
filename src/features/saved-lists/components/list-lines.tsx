import { useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import { RemoteState } from '../../../components/common/remote-state';
import type { SavedList } from '@trefima/domain/saved-lists/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { CUT_SHEET_UNIT, withUnit } from '@trefima/domain/i18n/units';
import { apiFailure } from '../../../hooks/api-failure';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import { listAsStored, updateList } from '../api';
import { lineLabel } from './line-label';
import { LinesEditor } from './lines-editor';
import { ListScheduleRows } from './list-schedule-rows';
import * as actions from '../../../components/ui/action-row.module.css';
import * as panel from '../../../components/ui/panel.module.css';
import { ColumnHeads } from '../../../components/common/column-heads';
import * as styles from './saved-lists.module.css';

/** « 20 barres », « 4 tôles » (a cut-to-length sheet is counted in sheets of its length). */
export const quantityWithUnit = (l: { quantity: number; unit: string; length: number | null }) =>
  withUnit(l.quantity, l.length !== null ? CUT_SHEET_UNIT : l.unit);

export interface ListLinesProps {
  remote: SWRResponse<SavedList>;
  customerId: number;
  /** the editor is open (the card keeps it mounted while the lines are hidden) */
  editing: boolean;
  onEditing: (editing: boolean) => void;
  /** the signed-in person's role may change the company's lists: the editor and the schedules' « Retirer » (the page says why not) */
  mayManage: boolean;
}

/**
 * A list's lines at today's prices in the visitor's territory (a product no
 * longer sold here says so instead of a price), and the editor of its lines.
 */
export function ListLines({ remote, customerId, editing, onEditing: setEditing, mayManage }: ListLinesProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  // a schedule taken off the list: its button goes with its row, the focus to the table (unless the buyer went
  // elsewhere while the API answered)
  const removeSchedule = async (list: SavedList, scheduleId: number, number: string) => {
    const from = document.activeElement;
    setBusy(true);
    try {
      // sent as what stays, on the revision shown: a schedule a colleague added meanwhile is not dropped unseen
      const schedules = list.schedules.filter((s) => s.schedule_id !== scheduleId).map((s) => s.schedule_id);
      await updateList(list.list_id, { schedules, revision: list.revision });
      setSaid(t('savedLists.lines.scheduleRemoved', { number, name: list.name }));
      focusUnlessMoved(tableRef.current, from);
    } catch (e) {
      const failure = apiFailure(e);
      if (failure.code === 'LIST_CHANGED') {
        const reread = await listAsStored(list.list_id).then(
          () => true,
          () => false,
        );
        setSaid(reread ? t('savedLists.lines.scheduleRemoveChanged', { number }) : t('savedLists.lines.scheduleRemoveChangedUnread', { number }));
      } else setSaid(t('savedLists.lines.scheduleRemoveFailed', { number, message: failure.alert }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <RemoteState data={remote.data} error={remote.error} retry={() => remote.mutate()} title={t('savedLists.lines.loadFailed')}>
      {(list) =>
        editing ? (
          <LinesEditor
            list={list}
            customerId={customerId}
            onClose={(from) => {
              setEditing(false);
              // the editor's buttons are gone with it: the keyboard goes on from « Modifier les produits », drawn again,
              // unless the buyer went elsewhere while its save was on its way
              requestAnimationFrame(() => focusUnlessMoved(editRef.current, from));
            }}
          />
        ) : (
          <>
            {list.lines.length === 0 && list.schedules.length === 0 ? (
              <p className={panel.empty}>{t('savedLists.lines.empty')}</p>
            ) : (
              // on a phone the table scrolls sideways: the keyboard reaches it too
              <div ref={tableRef} className={styles.scroll} role="region" tabIndex={0} aria-label={t('savedLists.lines.caption', { name: list.name })}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{t('savedLists.lines.caption', { name: list.name })}</caption>
                  <ColumnHeads
                    columns={[
                      { label: t('savedLists.lines.reference') },
                      { label: t('savedLists.lines.product') },
                      { label: t('savedLists.lines.quantity'), className: styles.num },
                      { label: t('savedLists.lines.unitPrice'), className: styles.num },
                      { label: t('savedLists.lines.total'), className: styles.num },
                    ]}
                  />
                  <tbody>
                    {list.lines.map((l) => (
                      <tr key={`${l.element_id}:${l.length ?? ''}`}>
                        <td>{l.reference}</td>
                        <td>{lineLabel(l)}</td>
                        <td className={styles.num}>{quantityWithUnit(l)}</td>
                        {l.available ? (
                          <>
                            <td className={styles.num}>{formatPrice(l.unit_price_ht!)}</td>
                            <td className={styles.num}>{formatPrice(l.total_ht!)}</td>
                          </>
                        ) : (
                          <td colSpan={2} className={styles.unavailable}>
                            {l.reason}
                          </td>
                        )}
                      </tr>
                    ))}
                    <ListScheduleRows list={list} busy={busy} onRemove={mayManage ? (id, number) => void removeSchedule(list, id, number) : undefined} />
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={4} className={styles.num}>
                        {t('savedLists.lines.listTotal')}
                      </th>
                      <td className={styles.num}>{formatPrice(list.total_ht)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
            <p role="status" className={styles.hint}>
              {said}
            </p>
            <p className={styles.hint}>{t('savedLists.lines.priceNote')}</p>
            {mayManage && (
              <button
                type="button"
                ref={editRef}
                className={actions.secondary}
                onClick={() => setEditing(true)}
                aria-label={t('savedLists.lines.editLabel', { name: list.name })}
              >
                {t('savedLists.lines.edit')}
              </button>
            )}
          </>
        )
      }
    </RemoteState>
  );
}
