import { sanitize } from './sanitize';

/**
 * The content editors' HTML as pages will hold it: scripts and handlers gone, and an external link opened in a new
 * tab without giving it the page (`rel="noopener noreferrer"`), however its scheme is written: sanitize-html reads
 * `HTTPS:` as https, and a link so written kept a `target` without its `rel`.
 */
describe('sanitize', () => {
  it('drops scripts, handlers and other schemes', () => {
    expect(sanitize('<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)">b</a>')).toBe('<p>a</p><a>b</a>');
  });

  it.each(['https://exemple.fr/', 'HTTPS://exemple.fr/', 'Http://exemple.fr/', ' https://exemple.fr/'])('opens %j safely in a new tab', (href) => {
    const html = sanitize(`<a href="${href}" target="_blank">x</a>`);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });

  it('leaves a link of the site as written', () => {
    expect(sanitize('<a href="/qui-sommes-nous">x</a>')).toBe('<a href="/qui-sommes-nous">x</a>');
  });
});
