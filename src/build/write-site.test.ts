import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientRouteRules, pagePolicies } from './write-site';
import { parseCategorySegments } from '../features/listings';
import { contentListPath, careerListPath, parseCareerSegments, parseContentSegments } from '../lib/content-segments';

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
    expect(routes.find((r) => r.path === '/connexion')!.variants).toBeUndefined();
  });

  it('below a content list, takes only what its parser reads and the site writes: filters in order, once, a page from 2', () => {
    const news = variants('/actualites');
    for (const no of ['_tag__usine/_tag__usine', '_categorie__rse/_tag__usine', '_tag__a/_categorie__b/_p__1', '_tag__a/_categorie__b/_p__0'])
      expect([no, news.test(no)]).toEqual([no, false]);
    expect(variants('/carrieres').test('_profil__production/_societe__trefima')).toBe(false);
  });

  // every path of up to `most` segments from these
  const spellings = (samples: string[], most: number): string[] => {
    let all = [''];
    const out: string[] = [];
    for (let n = 0; n < most; n++) {
      all = all.flatMap((p) => samples.map((s) => (p ? `${p}/${s}` : s)));
      out.push(...all);
    }
    return out;
  };

  it('holds the content lists’ pattern to their parsers: a combination of filters as the site writes it, nothing else', () => {
    const news = variants('/actualites');
    const samples = ['_tag__usine', '_tag__bord-de-mer', '_categorie__rse', '_p__2', '_p__10', '_p__1', '_p__0', '_p__02', '_tag__Usine', '_tag__', 'autre'];
    const newsPage = (rest: string) => {
      const read = parseContentSegments(rest.split('/'));
      return Boolean(read?.tag && read.category && contentListPath('/actualites', read) === `/actualites/${rest}`);
    };
    expect(spellings(samples, 4).filter((rest) => news.test(rest) !== newsPage(rest))).toEqual([]);
    const careers = variants('/carrieres');
    const offers = ['_societe__trefima', '_profil__production', '_localisation__le-lamentin', '_p__2', '_p__1', '_tag__x'];
    const careersPage = (rest: string) => {
      const read = parseCareerSegments(rest.split('/'));
      const filters = read ? [read.company, read.profile, read.location].filter(Boolean).length : 0;
      return filters >= 2 && careerListPath(read!) === `/carrieres/${rest}`;
    };
    expect(spellings(offers, 5).filter((rest) => careers.test(rest) !== careersPage(rest))).toEqual([]);
  });

  describe('below a category', () => {
    const category = variants('/categorie/bacs');
    // one of each kind the parser reads, then what it refuses
    const good = [
      '_12',
      '_12_13',
      'brand__Metaliso',
      'brand__Trefima-Pro__Metaliso',
      'brand__Béton-d’ici',
      'brand__a_b',
      'brand__a___b',
      'color__RAL-7016__RAL-3009',
      'tags__bord-de-mer',
      'width__1-06',
      'length__12',
      'price__10__49-9',
      'price__0__9999999-99',
      'tri__prix-croissant',
      'tri__prix-decroissant',
      'tri__nom-a-z',
      'tri__nom-z-a',
      'tri__nouveautes',
      '_p__2',
      '_p__10',
      '_p__99999',
    ];
    const bad = [
      'garbage',
      '_p__1',
      '_p__0',
      '_p__01',
      '_p__100000',
      '_p__x',
      '_',
      '_12_',
      '_x',
      'weight__2',
      'Brand__x',
      'color',
      'color__',
      'brand____a',
      'brand__a__',
      'price__1',
      'price__a__b',
      'price__1-234__5',
      'price__-1__5',
      'price__1e3__5000',
      'price__99999999__5',
      'price__1__2__3',
      'tri__pertinence',
      'tri__prix',
      'tri__',
      'tri__prix-croissant__nom-a-z',
    ];

    it('answers 404 to what the category page can never show, and 200 to what it reads', () => {
      for (const rest of ['garbage', '_p__999999', '_p__1', 'tri__au-hasard', 'color__RAL-7016/color__RAL-3009', '_p__2/_p__3'])
        expect([rest, category.test(rest)]).toEqual([rest, false]);
      for (const rest of ['_p__999', 'color__RAL-9999', '_12_13/color__RAL-7016__RAL-3009/price__10__49-9/tri__prix-croissant/_p__2'])
        expect([rest, category.test(rest)]).toEqual([rest, true]);
    });

    it('holds the pattern to the parser: every spelling it reads, in any order, and nothing it refuses', () => {
      const read = (rest: string) => parseCategorySegments(rest.split('/')) !== null;
      expect(spellings([...good, ...bad], 2).filter((rest) => category.test(rest) !== read(rest))).toEqual([]);
      // every kind at once, in the order the site writes them and in others
      const once = [
        '_12_13',
        'brand__Metaliso',
        'color__RAL-7016',
        'tags__bord-de-mer',
        'width__1-06',
        'length__12',
        'price__10__49-9',
        'tri__nom-a-z',
        '_p__2',
      ];
      for (const order of [once, [...once].reverse(), [...once.slice(4), ...once.slice(0, 4)]]) {
        const rest = order.join('/');
        expect([rest, parseCategorySegments(order) !== null, category.test(rest)]).toEqual([rest, true, true]);
        expect(category.test(`${rest}/${order[3]}`)).toBe(false);
      }
    });

    it('leaves to the page what only the browser knows: an unknown value, a range upside down', () => {
      for (const rest of ['color__RAL-9999', '_999', 'price__50__10']) expect([rest, category.test(rest)]).toEqual([rest, true]);
    });
  });

  it('says the same to Netlify / Cloudflare Pages and nginx: below a content list, what is not a combination answers 404', () => {
    expect(netlify).not.toMatch(/^\/actualites\/\* \S+ 200$/m);
    expect(netlify).toContain(
      '/actualites/:a/:b /actualites/index.html 200\n/actualites/:a/:b/:c /actualites/index.html 200\n/actualites/* /actualites/index.html 404',
    );
    expect(netlify).toContain('/carrieres/:a/:b/:c/:d /carrieres/index.html 200\n/carrieres/* /carrieres/index.html 404');
    expect(netlify).not.toContain('/carrieres/:a/:b/:c/:d/:e');
    // _redirects cannot read a segment: below a category, every path is the page's, which shows the 404 content
    expect(netlify).toContain('/categorie/bacs/* /categorie/bacs/index.html 200');
    const bacs = /location ~ "(\^\/categorie\/bacs\/[^"]+)" \{ try_files \$uri \$uri\/index\.html \/categorie\/bacs\/index\.html; \}/.exec(nginx);
    expect(new RegExp(bacs![1]).test('/categorie/bacs/color__RAL-7016/_p__2')).toBe(true);
    expect(new RegExp(bacs![1]).test('/categorie/bacs/garbage')).toBe(false);
    expect(nginx).toContain('location /categorie/bacs/ { try_files $uri $uri/index.html =404; error_page 404 /categorie/bacs/index.html; }');
    const news = /location ~ "(\^\/actualites\/[^"]+)" \{ try_files \$uri \$uri\/index\.html \/actualites\/index\.html; \}/.exec(nginx);
    expect(news).not.toBeNull();
    expect(new RegExp(news![1]).test('/actualites/_tag__usine/_categorie__produits')).toBe(true);
    expect(new RegExp(news![1]).test('/actualites/inexistant')).toBe(false);
    // a plain prefix: nginx tries the regular expression first
    expect(nginx).toContain('location /actualites/ { try_files $uri $uri/index.html =404; error_page 404 /actualites/index.html; }');
    expect(nginx).not.toContain('location ^~ /actualites/');
  });
});
