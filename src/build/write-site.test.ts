import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientRouteRules, pagePolicies } from './write-site';

const page = (script: string) => `<html><head><script>${script}</script></head><body></body></html>`;
// a Gatsby slice as the build leaves it: stitched into pages, so it must stay as it is
const SLICE = '<header class="header-module--header"><nav><a href="/">Accueil</a></nav></header>';
const policies = (file: string) => readFileSync(file, 'utf8').match(/Content-Security-Policy/g)?.length ?? 0;

describe('page script policies across rebuilds', () => {
  const setup = () => {
    const dir = mkdtempSync(join(tmpdir(), 'policies-'));
    mkdirSync(join(dir, 'public', 'produit', 'a'), { recursive: true });
    const files = { home: join(dir, 'public', 'index.html'), product: join(dir, 'public', 'produit', 'a', 'index.html') };
    writeFileSync(files.home, page('home()'));
    writeFileSync(files.product, page('product()'));
    mkdirSync(join(dir, 'public', '_gatsby', 'slices'), { recursive: true });
    writeFileSync(join(dir, 'public', '_gatsby', 'slices', 'header-1.html'), SLICE);
    return { dir, files, stamp: join(dir, 'stamp.json') };
  };
  const age = (file: string) => utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

  it('gives every page one policy, and a second pass changes nothing', () => {
    const { dir, files, stamp } = setup();
    pagePolicies(join(dir, 'public'), false, stamp);
    expect(policies(files.home)).toBe(1);
    const before = readFileSync(files.product, 'utf8');
    pagePolicies(join(dir, 'public'), false);
    expect(readFileSync(files.product, 'utf8')).toBe(before);
  });

  it('leaves Gatsby’s slices alone (a policy in the header fragment would be stitched into the body of every page)', () => {
    const { dir, stamp } = setup();
    pagePolicies(join(dir, 'public'), true, stamp);
    expect(readFileSync(join(dir, 'public', '_gatsby', 'slices', 'header-1.html'), 'utf8')).toBe(SLICE);
  });

  it('reads only the pages written since the last pass, and all of them when the policy or the stylesheets change', () => {
    const { dir, files, stamp } = setup();
    pagePolicies(join(dir, 'public'), false, stamp);
    // A minute later, a rebuild leaves the home page alone and re-renders the product page (without a policy yet).
    // The home page is stripped of its policy here only to show that it is not read again.
    const aMinuteAgo = () => writeFileSync(stamp, JSON.stringify({ ...JSON.parse(readFileSync(stamp, 'utf8')), at: Date.now() - 30_000 }));
    aMinuteAgo();
    writeFileSync(files.home, page('home()'));
    age(files.home);
    writeFileSync(files.product, page('product(2)'));
    pagePolicies(join(dir, 'public'), false, stamp);
    expect(policies(files.home)).toBe(0);
    expect(readFileSync(files.product, 'utf8')).toMatch(/Content-Security-Policy[\s\S]*product\(2\)/);
    pagePolicies(join(dir, 'public'), true, stamp);
    expect(readFileSync(files.home, 'utf8')).toContain('https://www.google.com/recaptcha/');

    // a build whose stylesheets changed: every page is read again, for its links
    aMinuteAgo();
    writeFileSync(files.home, page('home()'));
    age(files.home);
    writeFileSync(join(dir, 'public', 'app.0123456789abcdef.css'), '.a{color:red}');
    writeFileSync(join(dir, 'stylesheets.json'), JSON.stringify([{ file: 'app.0123456789abcdef.css', rank: 0 }]));
    pagePolicies(join(dir, 'public'), true, stamp, join(dir, 'stylesheets.json'));
    expect(policies(files.home)).toBe(1);
  });
});

describe('client-only routes in the hosting files', () => {
  const { routes, netlify, nginx } = clientRouteRules([
    { matchPath: '/categorie/bacs/*', path: '/categorie/bacs' },
    { matchPath: '/actualites/*', path: '/actualites' },
    { matchPath: '/carrieres/*', path: '/carrieres' },
    { matchPath: '/connexion/*', path: '/connexion' },
  ]);
  const variants = (path: string) => new RegExp(`^(?:${routes.find((r) => r.path === path)!.variants})$`);

  it('leaves to the browser only the combinations of filters of lists whose single filters are built', () => {
    const news = variants('/actualites');
    for (const ok of ['_tag__usine/_categorie__produits', '_tag__usine/_categorie__produits/_p__2']) expect([ok, news.test(ok)]).toEqual([ok, true]);
    // an unknown article, a single filter (built, or unknown), a page alone (built, or past the last): a 404
    for (const no of ['inexistant', '_tag__inexistant', '_p__99', '_tag__usine/_p__9', 'a/b', '_tag__usine/inexistant'])
      expect([no, news.test(no)]).toEqual([no, false]);
    const careers = variants('/carrieres');
    expect(careers.test('_societe__trefima/_localisation__le-lamentin')).toBe(true);
    expect(careers.test('_societe__trefima/_profil__production/_localisation__le-lamentin/_p__2')).toBe(true);
    expect(careers.test('offre-inexistante')).toBe(false);
    expect(careers.test('_societe__trefima')).toBe(false);
    // below a category, nothing else is built: every variant is the browser's
    expect(routes.find((r) => r.path === '/categorie/bacs')!.variants).toBeUndefined();
    expect(routes.find((r) => r.path === '/connexion')!.variants).toBeUndefined();
  });

  it('says the same to Netlify / Cloudflare Pages and nginx: below a content list, what is not a combination answers 404', () => {
    expect(netlify).not.toMatch(/^\/actualites\/\* \S+ 200$/m);
    expect(netlify).toContain(
      '/actualites/:a/:b /actualites/index.html 200\n/actualites/:a/:b/:c /actualites/index.html 200\n/actualites/* /actualites/index.html 404',
    );
    expect(netlify).toContain('/carrieres/:a/:b/:c/:d /carrieres/index.html 200\n/carrieres/* /carrieres/index.html 404');
    expect(netlify).not.toContain('/carrieres/:a/:b/:c/:d/:e');
    expect(netlify).toContain('/categorie/bacs/* /categorie/bacs/index.html 200');
    expect(nginx).toContain('location ^~ /categorie/bacs/ { try_files $uri $uri/index.html /categorie/bacs/index.html; }');
    const news = /location ~ "(\^\/actualites\/[^"]+)" \{ try_files \$uri \$uri\/index\.html \/actualites\/index\.html; \}/.exec(nginx);
    expect(news).not.toBeNull();
    expect(new RegExp(news![1]).test('/actualites/_tag__usine/_categorie__produits')).toBe(true);
    expect(new RegExp(news![1]).test('/actualites/inexistant')).toBe(false);
    // a plain prefix: nginx tries the regular expression first
    expect(nginx).toContain('location /actualites/ { try_files $uri $uri/index.html =404; error_page 404 /actualites/index.html; }');
    expect(nginx).not.toContain('location ^~ /actualites/');
  });
});
