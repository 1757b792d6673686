import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';

/** The name of a line, with its cut length when it has one (« Bac acier – 3 m »). */
export const lineLabel = (l: { name: string; length: number | null }) =>
  l.length === null ? l.name : t('savedLists.lines.withLength', { name: l.name, length: formatDecimal(l.length, { decimals: 2 }) });
