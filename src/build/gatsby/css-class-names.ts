/**
 * CSS modules' class names, hashed short in production. Gatsby names a class
 * `[name]--[local]--[hash:hex:5]` (`price-module--price--b49ba`), and every
 * class a component uses is a string in its JavaScript; a class that composes
 * shared ones (src/styles/) carries all their names. Six letters and digits of
 * hash (base62: no `+` or `/` to escape in CSS or a selector) are enough for
 * the site's few hundred classes; css-loader prefixes a name that would
 * start with a digit. The browser bundles and the server
 * renderer both get it, so the HTML and the scripts name the same classes.
 */
export const SHORT_CLASS_NAME = '[hash:base62:6]';

interface Rule {
  test?: unknown;
  use?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}
interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown };
}

export function shortCssClassNames(rules: Rule[]): void {
  let found = 0;
  const visit = (rule: Rule) => {
    for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
      const modules = use?.options?.modules;
      if (typeof use?.loader === 'string' && /[\\/]css-loader[\\/]/.test(use.loader) && modules && typeof modules === 'object') {
        (modules as { localIdentName?: string }).localIdentName = SHORT_CLASS_NAME;
        found++;
      }
    }
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  rules.forEach(visit);
  if (!found) throw new Error('règle des CSS modules de Gatsby introuvable : noms de classes courts impossibles');
}
