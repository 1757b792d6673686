/**
 * Request paths as the host reads them, and Locations as it writes them.
 *
 * A browser takes a Location starting with '//' or '/\' for another site
 * (backslashes count as slashes in http URLs), and 'http:/x' for http://x; a
 * decoded path put back in a header can also carry CR LF or characters Node
 * refuses in a header (a 500). So a path is decoded once and refused if it
 * holds control characters; its address folds runs of slashes and
 * backslashes into one '/', resolves '.' and '..' segments (encoded or not)
 * and drops a trailing '/', on the path as sent: an
 * encoded slash (%2F) stays a character of its segment (the login page's
 * `/connexion/%2Fmes-devis` names where to go back to), and stays encoded in
 * a Location, so it cannot make '//'. A Location always starts with exactly
 * one '/' and is percent-encoded printable ASCII.
 */

export interface PathReading {
  /** decoded once: what the files are looked up with */
  path: string;
  /** decoded, one '/' between segments, no dot segment, no trailing '/': the key of the redirect rules */
  canonical: string;
  /** the path as sent (still encoded), with runs of raw slashes and backslashes folded, no dot segment and no trailing '/' */
  address: string;
  /** whether the path as sent is already its address */
  isAddress: boolean;
}

const CONTROL = /[\u0000-\u001f\u007f]/;
// a proxy may send the absolute form (RFC 9112, 3.2.2); the authority is not ours to redirect to
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i;
const SLASHES = /[/\\]+/g;
const DOT = /^(?:\.|%2e)$/i;
const DOTS = /^(?:\.|%2e){2}$/i;

/** A path with one '/' between segments, its '.' and '..' resolved as a browser does (never above the root), and no trailing '/'. */
function fold(path: string): string {
  const kept: string[] = [];
  for (const segment of path.replace(SLASHES, '/').split('/').slice(1)) {
    if (DOTS.test(segment)) kept.pop();
    else if (!DOT.test(segment)) kept.push(segment);
  }
  return `/${kept.filter(Boolean).join('/')}`;
}

/** The path of a request target (without its query), or null for a bad request. */
export function readPath(target: string): PathReading | null {
  const raw = ABSOLUTE_FORM.test(target) ? target.replace(ABSOLUTE_FORM, '') || '/' : target;
  if (!raw.startsWith('/')) return null;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (CONTROL.test(path)) return null;
  const address = fold(raw);
  return { path, canonical: fold(path), address, isAddress: address === raw };
}

const encode = (c: string) => {
  try {
    return encodeURIComponent(c);
  } catch {
    // a lone surrogate, which only a hand-written rule could hold
    return '%EF%BF%BD';
  }
};

/** A decoded path as URL text: '%', '?' and '#' are characters of the path here, not syntax. */
export const encodePath = (decoded: string) => decoded.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, encode);

/** Already URL text (a rule's target, a raw query): only what may not stand in a header is encoded, escapes are kept. */
const encodeUrl = (url: string) => url.replace(/%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#]/gu, (m) => (m.length === 3 && m[0] === '%' ? m : encode(m)));

/**
 * The Location of a redirect to `target` (URL text: a rule's target, or an
 * encoded path) with the request's query appended to the target's own.
 */
export function redirectLocation(target: string, query = ''): string {
  const hashAt = target.indexOf('#');
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = [queryAt < 0 ? '' : beforeHash.slice(queryAt + 1), query].filter(Boolean).join('&');
  const sameSite = `/${path.replace(SLASHES, '/').replace(/^\//, '')}`;
  return encodeUrl(sameSite + (search ? `?${search}` : '') + hash);
}
