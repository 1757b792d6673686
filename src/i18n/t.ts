import { common } from './fr/common';
import { layout } from './fr/layout';

/**
 * The layout's messages, on every page: plain French sentences with `{name}`
 * arguments, taken from the same catalogue as react-intl's. They need no ICU
 * formatting, so the layout uses this lookup and react-intl is loaded only by
 * the pages whose messages need it (plurals, forms): about 12 KB of gzip
 * JavaScript off every page's first load. src/i18n/t.test.ts checks both
 * give the same text.
 */
const catalogue: Record<string, string> = { ...common, ...layout };

export function t(id: string, values?: Record<string, string | number>): string {
  const text = catalogue[id] ?? id;
  return values ? text.replace(/\{\s*(\w+)\s*\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)) : text;
}

export const layoutMessageIds = () => Object.keys(catalogue);
