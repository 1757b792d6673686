/**
 * The browser features the session and cart code use, for tests in Node:
 * localStorage, sessionStorage and document.cookie (with Max-Age deletion). Real
 * behaviour, in memory; everything else the tests drive for real.
 */
const storage = (items: Map<string, string>) => ({
  getItem: (k: string) => (items.has(k) ? items.get(k)! : null),
  setItem: (k: string, v: string) => void items.set(k, String(v)),
  removeItem: (k: string) => void items.delete(k),
  clear: () => items.clear(),
  key: (i: number) => [...items.keys()][i] ?? null,
  get length() {
    return items.size;
  },
});

export function installBrowserEnv() {
  const items = new Map<string, string>();
  const tab = new Map<string, string>();
  const jar = new Map<string, string>();
  const g = globalThis as Record<string, unknown>;
  g.localStorage = storage(items);
  g.sessionStorage = storage(tab);
  const classes = new Set<string>();
  g.document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(raw: string) {
      const [pair, ...attributes] = raw.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const maxAge = attributes.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith('max-age='));
      if (maxAge && Number(maxAge.slice(8)) <= 0) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
    documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c), contains: (c: string) => classes.has(c) } },
  };
  g.location = { protocol: 'http:' };
  return {
    items,
    jar,
    reset() {
      items.clear();
      tab.clear();
      jar.clear();
    },
  };
}
