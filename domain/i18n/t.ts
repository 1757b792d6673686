import { catalogue } from './catalogue';

/*
 * The one way to a French text outside react-intl: `t('id')`, `t('id', { name })`
 * and `tn('id', count)` for a text that agrees with a number. The messages are
 * plain sentences with `{name}` arguments (no ICU syntax: react-intl formats
 * those, on the pages that load it). The id is always a string literal: the
 * build replaces it with the message itself (src/build/gatsby/messages-loader.cjs),
 * so no page ships a catalogue, and an unknown id fails the build.
 */

const fill = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{\s*(\w+)\s*\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)) : text;

/** A message by its id (or, once built, the message itself). */
export function t(id: string, values?: Record<string, string | number>): string {
  return fill(catalogue[id] ?? id, values);
}

/**
 * A message that agrees with `count` (`{count}` in it): `id.one` for 0 and 1,
 * as French says "0 produit, 1 produit", `id.other` from 2. Once built, the pair itself.
 */
export function tn(id: string | readonly [string, string], count: number, values?: Record<string, string | number>): string {
  const [one, other] = typeof id === 'string' ? [catalogue[`${id}.one`] ?? id, catalogue[`${id}.other`] ?? id] : id;
  return fill(Math.abs(count) < 2 ? one : other, { count, ...values });
}
