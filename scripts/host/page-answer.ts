import { isDebugFile } from '../../src/build/debug-files';
import { isDeploymentFile } from '../../src/build/deployment-files';
import { encodePath, readPath, type PathReading } from './safe-path';
import type { SiteFiles } from './site-files';

/** A redirect (its target as URL text, for redirectLocation), or a file of the site sent with a status. */
export type PageAnswer =
  | { redirect: string; status: 301 | 302 }
  | {
      file: string;
      status: number;
      /** whether the file is the one the path names: only then do ranges apply */
      asked: boolean;
    };

// fragments Gatsby stitches into pages at build time (the browser fetches slice-data JSON, never these):
// alone, they are HTML without the page's script policy
const SLICE_FRAGMENT = /^_gatsby[/\\]slices[/\\]/i;
// Gatsby's own error pages (src/pages/401.tsx…): asked for by name, they still say what they are
const ERROR_PAGE = /^(401|404|500)(?:\.html|[/\\]index\.html)$/;
const ENCODED_SLASH = /%2F/i;
const NOT_FOUND: PageAnswer = { file: '404.html', status: 404, asked: false };

/** An escape of a letter, digit or -._~ is that character (RFC 3986, 6.2.2.2); the others keep theirs, in capitals. */
const tidyEscape = (escape: string) => {
  const c = String.fromCharCode(parseInt(escape.slice(1), 16));
  return /[A-Za-z0-9\-._~]/.test(c) ? c : escape.toUpperCase();
};

/**
 * The one address of a file of the site, from the address it was asked at: the
 * host finds files by the decoded path, so there an encoded slash is a slash,
 * and a folder's index.html is the folder. What else was sent raw stays raw:
 * Gatsby's browser code asks for /page-data/connexion/[...]/page-data.json so.
 */
export function fileAddress(address: string): string {
  const kept: string[] = [];
  for (const segment of address.split(/\/|%2F/i).map((s) => s.replace(/%[0-9A-Fa-f]{2}/g, tidyEscape))) {
    if (segment === '..') kept.pop();
    else if (segment && segment !== '.') kept.push(segment);
  }
  if (kept.at(-1) === 'index.html') kept.pop();
  return `/${kept.join('/')}`;
}

/**
 * The address of a path below a client route: the route's prefix as its pages
 * spell it, then the rest as sent, the browser's to read; null if the path as
 * sent does not start with the prefix, however spelled.
 */
export function routeAddress(address: string, prefix: string): string | null {
  const spelled = `${encodePath(prefix)}/`;
  if (address.startsWith(spelled)) return address;
  const wanted = `${prefix}/`;
  for (let end = 0; end < address.length;) {
    end += address[end] === '%' ? 3 : 1;
    let decoded: string;
    try {
      decoded = decodeURIComponent(address.slice(0, end));
    } catch {
      // the middle of a character's UTF-8 bytes
      continue;
    }
    if (decoded === wanted) return spelled + address.slice(end);
    if (decoded.length >= wanted.length) return null;
  }
  return null;
}

/**
 * What answers at an address (a path as sent, already folded): the file it
 * names, a client route's page or the 404 page, or a 301 to the file's or the
 * route's own spelling.
 */
function answerAt(site: SiteFiles, { path, address }: PathReading, publishSourceMaps: boolean): PageAnswer {
  const route = site.clientRoute(path);
  const spelled = route && `${encodePath(route.prefix)}/`;
  // below a client route an encoded slash belongs to the browser's part (/connexion/%2F names the way back to the
  // home page): decoded, it could name a file of the site instead
  const browsers = spelled !== null && address.startsWith(spelled) && ENCODED_SLASH.test(address.slice(spelled.length));
  const file = browsers ? null : site.file(path);
  if (file) {
    // checked on the file found, whatever spelling of its path led there
    if (SLICE_FRAGMENT.test(file) || isDeploymentFile(file) || (!publishSourceMaps && isDebugFile(file))) return NOT_FOUND;
    const error = ERROR_PAGE.exec(file);
    if (error) return { file, status: Number(error[1]), asked: false };
    const one = fileAddress(address);
    return one === address ? { file, status: 200, asked: true } : { redirect: one, status: 301 };
  }
  if (!route || !site.file(`/${route.page}`)) return NOT_FOUND;
  const one = routeAddress(address, route.prefix);
  if (one === null) return NOT_FOUND;
  return one === address ? { file: route.page, status: route.status, asked: false } : { redirect: one, status: 301 };
}

/**
 * What the host answers to a path it could read: the build's redirect rules,
 * then one URL per page (one 301 to it from any other spelling), files,
 * client-only routes served by their page, and the 404 page. What the build
 * keeps for itself or writes for its host answers 404 whatever the spelling
 * of its path; so do Gatsby's error pages, each with its own status.
 */
export function pageAnswer(site: SiteFiles, reading: PathReading, publishSourceMaps: boolean): PageAnswer {
  const rule = site.redirects.get(reading.canonical.toLowerCase());
  if (rule) return { redirect: rule.to, status: rule.status };
  if (reading.isAddress) return answerAt(site, reading, publishSourceMaps);
  // the build's links have no trailing slash, no doubled slash, no backslash, no dot segment: one 301, to the page's
  // own spelling when the address has another
  const at = answerAt(site, readPath(reading.address) ?? reading, publishSourceMaps);
  return 'redirect' in at ? at : { redirect: reading.address, status: 301 };
}
