import type { SavedList } from '@trefima/domain/saved-lists/contract';
import { formatKilograms } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import * as actions from '../../../components/ui/action-row.module.css';
import * as styles from './saved-lists.module.css';
import { busyProps } from '../../../components/ui/busy';

export interface ListScheduleRowsProps {
  list: SavedList;
  /** takes the schedule off the list (the list's other schedules kept); none for a role that may not change lists */
  onRemove?: (scheduleId: number, number: string) => void;
  busy: boolean;
}

/**
 * The bar schedules a list refers to, as rows of its table: the latest
 * revision and its mass, priced when the list goes to the cart (a schedule's
 * price is worked out from its rows), or why it would not go.
 */
export function ListScheduleRows({ list, onRemove, busy }: ListScheduleRowsProps) {
  return (
    <>
      {list.schedules.map((s) => (
        <tr key={s.schedule_id}>
          <td>{s.number}</td>
          <td>
            {s.title
              ? t('savedLists.lines.schedule', { number: s.number, revision: s.revision, title: s.title })
              : t('savedLists.lines.scheduleUntitled', { number: s.number, revision: s.revision })}
          </td>
          <td className={styles.num}>{t('savedLists.lines.scheduleQuantity', { mass: formatKilograms(s.mass_g) })}</td>
          <td colSpan={2} className={s.available ? undefined : styles.unavailable}>
            {s.available ? t('savedLists.lines.schedulePrice') : s.reason}
            {onRemove && (
              <>
                {' '}
                <button
                  type="button"
                  className={actions.secondary}
                  {...busyProps(busy)}
                  onClick={() => onRemove(s.schedule_id, s.number)}
                  aria-label={t('savedLists.lines.scheduleRemoveLabel', { number: s.number, name: list.name })}
                >
                  {t('savedLists.lines.scheduleRemove')}
                </button>
              </>
            )}
          </td>
        </tr>
      ))}
    </>
  );
}
