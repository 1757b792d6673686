/**
 * Redirect rules at build time: the legacy table (`redirects.ts` at the repo
 * root) merged with the back office's rules (`GET /redirect`), checked, and
 * written as a Netlify / Cloudflare Pages `_redirects` file and an nginx
 * include. Pure functions, no Gatsby import.
 *
 * Intended use:
 *   const rules = flattenChains(mergeRedirects(legacyRedirects, backOffice));
 *   const errors = checkRedirects(rules, builtPagePaths);
 *   if (errors.length) throw new Error(errors.join('\n'));
 *   write('public/_redirects', netlifyRedirects(rules));
 */
import type { RedirectRule } from '../../redirects';

export type { RedirectRule };

/** A rule as the back office API returns it (`GET /redirect`); extra fields (id) are ignored. */
export interface BackOfficeRedirect {
  source: string;
  target: string;
  status: 301 | 302;
}

/** Strips trailing slashes, except on the root path '/'. */
function stripTrailingSlash(path: string): string {
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' && path.startsWith('/') ? '/' : stripped;
}

/** A source as matched by the host: trimmed, lowercase, no trailing slash. */
export function normalizeSource(source: string): string {
  return stripTrailingSlash(source.trim().toLowerCase());
}

/** A target: trimmed, no trailing slash (case kept: it may be an external address, refused later). */
export function normalizeTarget(target: string): string {
  return stripTrailingSlash(target.trim());
}

/** The path part of an internal target, without query string nor fragment. */
function targetPath(target: string): string {
  return stripTrailingSlash(target.replace(/[?#].*$/, '')) || '/';
}

/** The key used to match a target against sources (hosts match paths case-insensitively). */
const targetKey = (target: string) => targetPath(target).toLowerCase();

/**
 * True when the target stays on the site: a path starting with a single '/'.
 * Refuses protocol-relative ('//evil.example', '/\evil.example', which browsers
 * read as '//'), absolute URLs ('http://…', 'javascript:…') and control
 * characters or whitespace.
 */
export function isInternalPath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  if (target.includes('\\')) return false;
  if (/[\s\u0000-\u001f\u007f]/.test(target)) return false;
  return true;
}

/**
 * The back office's rules plus the legacy ones, normalised. When both define
 * a source, the back office's rule wins. Rules of the back office come first,
 * in their order; exact duplicates (same source, target and status) are kept
 * once, conflicting ones are kept for `checkRedirects` to report.
 */
export function mergeRedirects(
  legacy: ReadonlyArray<{ from: string; to: string; status?: 301 | 302 }>,
  backOffice: ReadonlyArray<BackOfficeRedirect>,
): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const seen = new Set<string>();
  const push = (rule: RedirectRule) => {
    const key = `${rule.from}\u0000${rule.to}\u0000${rule.status}`;
    if (seen.has(key)) return;
    seen.add(key);
    rules.push(rule);
  };

  const backOfficeSources = new Set<string>();
  for (const r of backOffice) {
    const from = normalizeSource(r.source);
    backOfficeSources.add(from);
    push({ from, to: normalizeTarget(r.target), status: r.status });
  }
  for (const r of legacy) {
    const from = normalizeSource(r.from);
    if (backOfficeSources.has(from)) continue;
    push({ from, to: normalizeTarget(r.to), status: r.status ?? 301 });
  }
  return rules;
}

/**
 * Everything wrong with a set of rules, as French messages (empty when fine):
 * open-redirect targets, targets that are not built pages, sources that would
 * shadow a built page, conflicting duplicate sources, chains and loops.
 */
export function checkRedirects(rules: ReadonlyArray<RedirectRule>, pagePaths: ReadonlySet<string>): string[] {
  const errors: string[] = [];
  const normalized = rules.map((r) => ({ ...r, from: normalizeSource(r.from), to: normalizeTarget(r.to) }));

  // First target of each source, for the graph; conflicting duplicates reported once.
  const next = new Map<string, string>();
  const reportedDuplicates = new Set<string>();
  for (const r of normalized) {
    const known = next.get(r.from);
    if (known === undefined) {
      next.set(r.from, r.to);
    } else if (known !== r.to && !reportedDuplicates.has(r.from)) {
      reportedDuplicates.add(r.from);
      const targets = [...new Set(normalized.filter((o) => o.from === r.from).map((o) => o.to))];
      errors.push(`Source en double avec des cibles différentes : ${r.from} → ${targets.join(', ')}.`);
    }
  }

  for (const r of normalized) {
    if (!r.from.startsWith('/') || r.from.startsWith('//')) {
      errors.push(`Source invalide : « ${r.from} » doit être un chemin commençant par un seul '/'.`);
    }
    if (pagePaths.has(r.from)) {
      errors.push(`La source ${r.from} est une page du site : la redirection la masquerait.`);
    }
    if (!isInternalPath(r.to)) {
      errors.push(`Cible non autorisée pour ${r.from} : « ${r.to} » n'est pas un chemin interne (redirection ouverte).`);
      continue;
    }
    if (!pagePaths.has(targetPath(r.to))) {
      errors.push(`Cible inexistante pour ${r.from} : ${r.to} n'est pas une page du site.`);
    }
  }

  // Chains and loops, on the graph source → first target.
  const sourceKeys = new Map<string, string>();
  for (const from of next.keys()) sourceKeys.set(from.toLowerCase(), from);
  const follow = (to: string) => (isInternalPath(to) ? sourceKeys.get(targetKey(to)) : undefined);

  const reportedLoops = new Set<string>();
  for (const [from, to] of next) {
    if (follow(to) === undefined) continue;
    // Walk until a non-source target or a repeated node.
    const path = [from];
    const index = new Map([[from, 0]]);
    let current = follow(to);
    while (current !== undefined && !index.has(current)) {
      index.set(current, path.length);
      path.push(current);
      current = follow(next.get(current)!);
    }
    if (current !== undefined) {
      const cycle = path.slice(index.get(current)!);
      if (cycle.includes(from)) {
        const key = [...cycle].sort().join('\u0000');
        if (!reportedLoops.has(key)) {
          reportedLoops.add(key);
          errors.push(
            cycle.length === 1 ? `Boucle de redirection : ${from} redirige vers elle-même.` : `Boucle de redirection : ${[...cycle, cycle[0]].join(' → ')}.`,
          );
        }
        continue;
      }
    }
    errors.push(`Chaîne de redirections : ${from} → ${to}, qui est elle-même redirigée (${to} → ${next.get(follow(to)!)}).`);
  }

  return errors;
}

/**
 * Every rule pointing straight at its final target (single hop). A chain of
 * 301s stays a 301; a chain with any 302 becomes a 302, since a temporary hop
 * makes the whole route temporary. Throws an Error naming the loop, if any.
 * Where a source is duplicated, its first rule is the one followed.
 */
export function flattenChains(rules: ReadonlyArray<RedirectRule>): RedirectRule[] {
  const first = new Map<string, RedirectRule>();
  for (const r of rules) if (!first.has(r.from.toLowerCase())) first.set(r.from.toLowerCase(), r);
  const lookup = (to: string) => (isInternalPath(to) ? first.get(targetKey(to)) : undefined);

  return rules.map((rule) => {
    const visited = [rule.from];
    let to = rule.to;
    let status = rule.status;
    for (let hop = lookup(to); hop !== undefined; hop = lookup(to)) {
      const key = hop.from.toLowerCase();
      const start = visited.findIndex((v) => v.toLowerCase() === key);
      if (start !== -1) {
        const cycle = [...visited.slice(start), hop.from];
        throw new Error(`Boucle de redirection : ${cycle.join(' → ')}`);
      }
      visited.push(hop.from);
      to = hop.to;
      if (hop.status === 302) status = 302;
    }
    return { from: rule.from, to, status };
  });
}

const bySource = (a: RedirectRule, b: RedirectRule) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);

/**
 * The `public/_redirects` file (Netlify and Cloudflare Pages): a header
 * comment, then `/from /to 301` per rule, sorted by source. Paths containing
 * whitespace would break the line format and are refused.
 */
export function netlifyRedirects(rules: ReadonlyArray<RedirectRule>): string {
  for (const r of rules) {
    if (/\s/.test(r.from) || /\s/.test(r.to) || r.from === '' || r.to === '') {
      throw new Error(`Redirection impossible à écrire dans _redirects : « ${r.from} » → « ${r.to} ».`);
    }
  }
  const lines = [...rules].sort(bySource).map((r) => `${r.from} ${r.to} ${r.status}`);
  return ['# Redirections générées au build (anciennes adresses et back office) : ne pas modifier à la main.', ...lines].join('\n') + '\n';
}

/** Characters that would end or alter an nginx token, or start a variable ($). */
const NGINX_UNSAFE_SOURCE = /[\s'"`;{}\\#$]/;
const NGINX_UNSAFE_TARGET = /[\s'"`;{}\\$]/;

/**
 * An nginx include: one exact-match `location = /from { return 301 /to; }`
 * per rule, sorted by source. Nothing is escaped: a source or target holding
 * whitespace, quotes, ';', '{', '}', a backslash or '$' (or '#' in a source)
 * is refused with an Error.
 */
export function nginxRedirects(rules: ReadonlyArray<RedirectRule>): string {
  for (const r of rules) {
    if (!r.from.startsWith('/') || NGINX_UNSAFE_SOURCE.test(r.from)) {
      throw new Error(`Source refusée pour nginx : « ${r.from} ».`);
    }
    if (r.to === '' || NGINX_UNSAFE_TARGET.test(r.to)) {
      throw new Error(`Cible refusée pour nginx : « ${r.to} » (source ${r.from}).`);
    }
  }
  const lines = [...rules].sort(bySource).map((r) => `location = ${r.from} { return ${r.status} ${r.to}; }`);
  return ['# Redirections générées au build (anciennes adresses et back office) : ne pas modifier à la main.', ...lines].join('\n') + '\n';
}
