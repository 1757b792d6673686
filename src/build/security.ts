import { createHash } from 'node:crypto';

/**
 * Security headers of the site, the same for the local host (scripts/host),
 * the CDN (public/_headers) and nginx (public/nginx-headers.conf).
 *
 * Inline scripts are Gatsby's loader, the territory and listing scripts run
 * before the first paint: each page's HTML carries a meta policy allowing
 * exactly its own inline scripts by hash (injectCsp), and the header policy
 * sets everything else. A script must pass both.
 */
export interface PolicyOptions {
  /** origin of the shop API the browser calls and loads pictures from */
  apiOrigin: string;
  /** reCAPTCHA is allowed only when a site key is configured */
  recaptcha: boolean;
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export function headerPolicy({ apiOrigin, recaptcha }: PolicyOptions): string {
  const extraScripts = recaptcha ? RECAPTCHA_SCRIPTS : [];
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${extraScripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    "font-src 'self'",
    `frame-src https://www.youtube-nocookie.com${recaptcha ? ' https://www.google.com/recaptcha/' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': headerPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Sent only to clients that reached the site over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The hashes of a page's executable inline scripts (JSON-LD and other data blocks are not executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/**
 * Puts the page's script policy first in its <head>, before any script. A
 * page that a rebuild left alone already has one: it is replaced, never doubled.
 */
export function injectCsp(html: string, { recaptcha }: Pick<PolicyOptions, 'recaptcha'>): string {
  const sources = ["'self'", ...inlineScriptHashes(html), ...(recaptcha ? RECAPTCHA_SCRIPTS : [])];
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src ${sources.join(' ')}">`;
  return POLICY_META.test(html) ? html.replace(POLICY_META, meta) : html.replace(/<head(\s[^>]*)?>/, `<head$1>${meta}`);
}

/** public/_headers (Netlify, Cloudflare Pages): security headers everywhere, caching by kind of file. */
export function netlifyHeaders(headers: Record<string, string>): string {
  const all = Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n');
  return `# Généré au build : ne pas modifier à la main.
/*
${all}
/*.js
  Cache-Control: public, max-age=31536000, immutable
/*.css
  Cache-Control: public, max-age=31536000, immutable
/static/*
  Cache-Control: public, max-age=31536000, immutable
/page-data/*
  Cache-Control: public, max-age=0, must-revalidate
/*.html
  Cache-Control: public, max-age=0, must-revalidate
`;
}

/** An nginx include with the same headers (`always`, so that 404 pages carry them too). */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`;
}
