import { sheetClasses, withPageStylesheets, type Sheet } from './page-stylesheets';

const RANKS: Record<string, number> = { app: 0, slice: 3, component: 4 };
const sheet = (href: string, css: string): Sheet => ({ href, classes: sheetClasses(css), rank: RANKS[/^\/(app|slice|component)/.exec(href)?.[1] ?? ''] ?? 2 });
const page = (links: string[], body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>${links.map((h) => `<link rel="stylesheet" href="${h}"/>`).join('')}<title>x</title></head><body>${body}</body></html>`;
const linksOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1]);

const SHEETS = [
  sheet('/app.a1.css', 'html{color:#111}.skip{position:absolute}@media (max-width:37.5em){.skip{left:0}}'),
  sheet('/component---src-templates-category-tsx.c1.css', '.grid{display:grid}.card:hover .price{color:red}'),
  sheet('/slice---src-slices-header-tsx.h1.css', '.hdr{display:flex}.hdr .menu{gap:1rem}'),
  sheet('/slice---src-slices-footer-tsx.f1.css', '.ftr{padding:1rem}'),
  sheet('/66.x1.css', '.filter{border:0}.sort{margin:0}'),
  sheet('/7865.x2.css', '.filter{border:0}'),
  sheet('/9000.x3.css', '.editor{display:grid}@keyframes spin{0%{opacity:0}50.5%{opacity:1}}'),
];

describe('a page links the stylesheets of what its HTML shows', () => {
  it('reads the classes a stylesheet’s selectors name, not numbers in @media or @keyframes', () => {
    expect([...sheetClasses('/* .no */.a,.b:not(.c)>p{x:1}@media (min-width:48.5em){.d{y:.5em}}@keyframes k{0%{}50.5%{}}')]).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds the slices’ and the lazy parts’ files its body needs, in the cascade’s order, and no other', () => {
    const html = page(
      ['/component---src-templates-category-tsx.c1.css', '/app.a1.css'],
      '<header class="hdr"><nav class="menu"></nav></header><main class="grid"><form class="filter sort"></form><i class="no-rules"></i></main><footer class="ftr"></footer>',
    );
    const out = withPageStylesheets(html, SHEETS);
    // in the cascade's order: the app's, the shared parts', the slices', the template's last
    expect(linksOf(out)).toEqual([
      '/app.a1.css',
      // .filter is in two files: the one that also has .sort
      '/66.x1.css',
      '/slice---src-slices-footer-tsx.f1.css',
      '/slice---src-slices-header-tsx.h1.css',
      '/component---src-templates-category-tsx.c1.css',
    ]);
    // where Gatsby put its links, nothing else moved; run again, the page stays as it is
    expect(out.replace(/<link rel="stylesheet"[^>]+>/g, '')).toBe(html.replace(/<link rel="stylesheet"[^>]+>/g, ''));
    expect(out.indexOf('<link rel="stylesheet"')).toBe(html.indexOf('<link rel="stylesheet"'));
    expect(withPageStylesheets(out, SHEETS)).toBe(out);
  });

  it('drops the links to files that are not this build’s, and always links the app’s', () => {
    const out = withPageStylesheets(page(['/component---src-templates-category-tsx.old.css'], '<main class="grid"></main>'), SHEETS);
    expect(linksOf(out)).toEqual(['/app.a1.css', '/component---src-templates-category-tsx.c1.css']);
  });

  it('takes the first file by name where two define the same classes', () => {
    const out = withPageStylesheets(page(['/app.a1.css'], '<div class="filter"></div>'), SHEETS);
    expect(linksOf(out)).toEqual(['/app.a1.css', '/66.x1.css']);
  });

  it('leaves a file without stylesheet links (a slice’s fragment, a redirect page) as it is', () => {
    const fragment = '<header class="hdr"></header>';
    expect(withPageStylesheets(fragment, SHEETS)).toBe(fragment);
    const bare = page([], '<div class="editor"></div>');
    expect(withPageStylesheets(bare, SHEETS)).toBe(bare);
  });
});
