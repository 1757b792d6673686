import { formatDecimal } from '@trefima/domain/i18n/format';

/** One answer as the sales office reads it, or null for a field the visitor left empty. */
function written(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  // the visitor typed « 85,5 »: the schema made it 85.5, the office reads it back as he wrote it (his decimals, not
  // rounded to cents: the zeros formatDecimal adds it also drops)
  if (typeof value === 'number') return formatDecimal(value, { decimals: 6 });
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) {
    const items = value.map(written).filter((v): v is string => v !== null);
    return items.length ? items.join(', ') : null;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A lead form's validated answers as the lines of the office's mail, `key : value`, in French: figures with a comma,
 * lists joined, ticked boxes « oui », empty fields left out. `shown` replaces the value of a field the route knows better
 * (an offer's title beside its slug).
 */
export function answerLines(answers: [string, unknown][], shown: Record<string, string> = {}): string[] {
  return answers.flatMap(([key, value]) => {
    const text = shown[key] ?? written(value);
    return text === null ? [] : [`${key} : ${text}`];
  });
}
