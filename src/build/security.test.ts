import { createHash } from 'node:crypto';
import { headerPolicy, injectCsp, inlineScriptHashes, netlifyHeaders, nginxHeaders, securityHeaders } from './security';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<head><script>var a=1</script><script type="application/ld+json">{"x":1}</script><script src="/app.js"></script><script id="l">b()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([hash('var a=1'), hash('b()')]);
  });

  it('puts the page policy first in the head', () => {
    const out = injectCsp('<html><head><meta charSet="utf-8"/><script>x()</script></head></html>', { recaptcha: false });
    expect(out).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^']+'"><meta charSet/);
    expect(injectCsp('<head></head>', { recaptcha: true })).toContain('https://www.google.com/recaptcha/');
  });

  it('takes no <header> for the head: a page’s policy goes into its head, a fragment without one is left alone', () => {
    const page = injectCsp('<html><head><script>x()</script></head><body><header class="h"></header></body></html>', { recaptcha: false });
    expect(page).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
    expect(page).toContain('<header class="h"></header>');
    const fragment = '<header class="header-module--header"><nav></nav></header>';
    expect(injectCsp(fragment, { recaptcha: false })).toBe(fragment);
  });

  it('replaces the policy of a page that already has one (a rebuild that left the page alone)', () => {
    const once = injectCsp('<html><head><script>x()</script></head></html>', { recaptcha: false });
    const twice = injectCsp(once, { recaptcha: true });
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('https://www.google.com/recaptcha/');
    expect(injectCsp(once, { recaptcha: false })).toBe(once);
  });

  it('allows the API for pictures and calls, YouTube without cookies for frames, and no framing of the site', () => {
    const p = headerPolicy({ apiOrigin: 'https://api.trefima.example', recaptcha: false });
    expect(p).toContain("img-src 'self' data: https://api.trefima.example");
    expect(p).toContain("connect-src 'self' https://api.trefima.example");
    expect(p).toContain('frame-src https://www.youtube-nocookie.com');
    expect(p).toContain("frame-ancestors 'none'");
    expect(p).not.toContain('google');
  });

  it('writes the same headers for the CDN and nginx', () => {
    const h = securityHeaders({ apiOrigin: 'http://127.0.0.1:4000', recaptcha: false });
    expect(Object.keys(h)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
    expect(netlifyHeaders(h)).toContain('  X-Content-Type-Options: nosniff');
    expect(nginxHeaders(h)).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
  });
});
