import type { ScheduleReference } from '@trefima/domain/bar-schedules/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';

/**
 * What a cart, checkout or document line says of the bar schedule it comes
 * from: its number, its revision and the theoretical mass it is billed on.
 */
export function scheduleLineNote(schedule: ScheduleReference): string {
  return t('barSchedule.lineNote', { number: schedule.number, revision: schedule.revision, mass: formatDecimal(schedule.mass_g / 1000, { decimals: 3 }) });
}

export function ScheduleLineNote({ schedule, className }: { schedule: ScheduleReference; className?: string }) {
  return <span className={className}>{scheduleLineNote(schedule)}</span>;
}
