/**
 * Where to go after logging in: only ever a path of this site. The target
 * comes from the URL (`/connexion/%2Fmes-devis`, `?redirect=`), so anyone
 * can write it: a full URL, a protocol-relative `//host`, `/\host` (which
 * browsers read as `//host`), a `javascript:` link, control characters that
 * browsers strip, or a `..` climbing out of the path all give the fallback.
 *
 * The raw value is decoded once. A value encoded twice is checked at both
 * levels, so that `%252F%252Fevil.example` cannot become `//evil.example`
 * further down the line.
 */
const ORIGIN = 'https://site.invalid';
const MAX_LENGTH = 2048;

const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

function isSitePath(p: string): boolean {
  if (p.length === 0 || p.length > MAX_LENGTH) return false;
  // a single leading slash: not `//host`, not `/\host`
  if (p[0] !== '/' || p[1] === '/' || p[1] === '\\') return false;
  // tabs and newlines are dropped by URL parsers (`/\t/host` is `//host`); no backslash anywhere either
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(p)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(p)) return false;
  const path = p.split(/[?#]/, 1)[0];
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  try {
    const url = new URL(p, ORIGIN);
    return url.origin === ORIGIN;
  } catch {
    return false;
  }
}

export function safeRedirect(raw: string | null | undefined, fallback = '/mon-compte'): string {
  if (typeof raw !== 'string' || raw.trim() === '') return fallback;
  const once = decode(raw);
  if (once === null || !isSitePath(once)) return fallback;
  // what a second decoding would give must be a path of the site too
  const twice = decode(once);
  if (twice !== null && twice !== once && !isSitePath(twice)) return fallback;
  return once;
}

/**
 * The raw (still encoded) redirect target of the login page's URL: the path
 * segment after `/connexion/`, else the `redirect` query parameter. Left
 * encoded: safeRedirect decodes it once.
 */
export function redirectParam(pathname: string, search = ''): string | null {
  const segment = /^\/connexion\/(.+)$/.exec(pathname)?.[1];
  if (segment) return segment.replace(/\/+$/, '');
  const query = /[?&]redirect=([^&#]*)/.exec(search)?.[1];
  return query ? query.replace(/\+/g, '%20') : null;
}
