import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { sitemapPaths, timeToRead } from './support/sitemap';

test('pages are French, with a title, a description and a canonical URL', async ({ page }) => {
  await page.goto('/qui-sommes-nous');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // named once, by the site's suffix or by the page's own meta title (« … | Trefima, l’acier du bâtiment antillais »)
  await expect(page).toHaveTitle(/^[^|]+\| Trefima\b[^|]*$/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/qui-sommes-nous$/);
});

test('a listing variant read in a browser names no canonical and says noindex; a built page of a list keeps its own', async ({ page }) => {
  // served the base page's HTML, whose canonical names the base page: a crawler that runs scripts reads the head as left
  for (const url of ['/categorie/acier-pour-beton-arme/_p__2', '/categorie/bacs-acier/color__RAL-7016', '/actualites/_tag__guadeloupe/_categorie__produits']) {
    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  for (const url of ['/categorie/acier-pour-beton-arme', '/services/_tag__entretien']) {
    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  }
});

test('a filtered list has a title and a description of its own, each naming its filter, as its h1 does', async ({ request }) => {
  const lists = ['/services', '/services/_tag__entretien', '/services/_categorie__couverture', '/carrieres', '/carrieres/_profil__bureau-d-etudes'];
  const heads = await Promise.all(
    lists.map(async (path) => {
      const html = await (await request.get(path)).text();
      const [, title] = /<title[^>]*>([^<]*)</.exec(html)!;
      const [, description] = /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)!;
      const [, h1] = /<h1[^>]*>([^<]*)</.exec(html)!;
      return { title, description, h1 };
    }),
  );
  for (const { title, description, h1 } of heads) {
    expect(title).toBe(`${h1} | Trefima`);
    expect(description.startsWith(`${h1} : `)).toBe(true);
  }
  expect(new Set(heads.map((h) => h.title)).size).toBe(lists.length);
  expect(new Set(heads.map((h) => h.description)).size).toBe(lists.length);
});

test('a product page carries Product (with the Martinique offer HT) and BreadcrumbList JSON-LD', async ({ page }) => {
  await page.goto('/produit/barre-ha-o12-12-m');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', areaServed: 'Martinique' });
  expect(Number(product.offers.price)).toBeGreaterThan(0);
  expect(product.offers.priceSpecification.valueAddedTaxIncluded).toBe(false);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    'Accueil',
    'Acier pour béton armé',
    'Barres à haute adhérence',
    'Barres droites',
    'Barre HA Ø12 – 12 m',
  ]);
});

test('the home page carries the Organization', async ({ page }) => {
  await page.goto('/');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(blocks.find((b) => b['@type'] === 'Organization')).toMatchObject({ name: 'Trefima', address: { postalCode: '97232' } });
});

test('a page shared on a social network names the site, says what it is, and points to no SVG, which networks do not show', async ({ request }) => {
  const openGraph = async (path: string) => {
    const html = await (await request.get(path)).text();
    return Object.fromEntries([...html.matchAll(/<meta[^>]*property="(og:[^"]+)"[^>]*content="([^"]*)"/g)].map(([, property, content]) => [property, content]));
  };
  const pages = { '/produit/barre-ha-o12-12-m': 'product', '/actualites/salon-habitat-guadeloupe-2023': 'article', '/gamme-treillis-soudes': 'website' };
  for (const [path, type] of Object.entries(pages)) {
    const og = await openGraph(path);
    expect(og, path).toMatchObject({ 'og:type': type, 'og:site_name': 'Trefima' });
    expect(og['og:image'] ?? '', path).not.toMatch(/\.svg(\?|$)/i);
  }
});

test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/produit/barre-ha-o12-12-m</loc>');
  expect(sitemap).toContain('/categorie/treillis-soudes</loc>');
  expect(sitemap).toContain('/qui-sommes-nous/le-groupe-acoma</loc>');
  expect(sitemap).not.toContain('/panier');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  // the private pages say noindex, which a crawler reads only if robots.txt lets it (a page blocked but linked from every
  // page is indexed as a bare address)
  expect(robots).not.toMatch(/Disallow: \/\S/);
  for (const path of ['/connexion', '/inscription', '/panier', '/mon-compte', '/mes-commandes', '/commande/paiement']) {
    const html = await (await request.get(path)).text();
    expect([path, /<meta[^>]*name="robots"[^>]*content="noindex"/.test(html)]).toEqual([path, true]);
  }
});

test('every link the main menu’s dropdowns open, rendered only then, is in the plan du site’s HTML and in sitemap.xml', async ({ page, request }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.locator('#menu-principal');
  expect(await nav.locator('[id^="menu-sous-"] a').count()).toBe(0);
  const opened = new Set<string>();
  for (const button of await nav.locator('> ul > li > button').all()) {
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.locator('a').first()).toBeVisible();
    for (const href of await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) opened.add(href);
    await page.keyboard.press('Escape');
  }
  const categories = [...opened].filter((href) => href.startsWith('/categorie/'));
  expect(categories.length).toBeGreaterThan(10);
  const plan = await (await request.get('/plan-du-site')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const internal = [...opened].filter((href) => href.startsWith('/'));
  expect(internal.filter((href) => !plan.includes(`href="${href}"`))).toEqual([]);
  expect(categories.filter((href) => !sitemap.includes(`${href}</loc>`))).toEqual([]);
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/nos-gammes');
  await page.waitForFunction(() => Object.keys(document.querySelector('#menu-burger') ?? {}).some((k) => k.startsWith('__reactProps')));
  await page.locator('main').getByRole('link').first().click();
  await expect(page).not.toHaveTitle(/^Nos gammes/);
});

test('every built page has its own head in the HTML (title, Open Graph), pages with lazy parts (forms, cart) included', async ({ request }) => {
  // read as a crawler reads it: the HTML as served, before any script runs
  const indexed = await sitemapPaths(request);
  // every page of the sitemap, and three more, read one after the other
  test.setTimeout(timeToRead(indexed.length + 3));
  expect(indexed.length).toBeGreaterThan(300);
  const missing: string[] = [];
  // a range or a service named as a category must not take its title: a crawler would take one for the other
  const pagesByTitle = new Map<string, string[]>();
  for (const path of [...indexed, '/panier', '/connexion', '/mes-devis']) {
    const html = await (await request.get(path)).text();
    const titles = html.match(/<title[^>]*>[^<]+<\/title>/g) ?? [];
    const canonical = /<link[^>]+rel="canonical"[^>]+href="[^"]*"/.exec(html)?.[0] ?? '';
    const robots = /<meta[^>]+name="robots"[^>]+content="noindex"/.test(html);
    const openGraph = /property="og:site_name"/.test(html) && /property="og:type"/.test(html);
    if (titles.length !== 1 || !openGraph || !(robots || canonical.endsWith(`${path === '/' ? '' : path}"`))) missing.push(path);
    const title = titles[0] ?? '';
    if (indexed.includes(path)) pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), path]);
  }
  expect(missing).toEqual([]);
  expect([...pagesByTitle.values()].filter((paths) => paths.length > 1)).toEqual([]);
});

test('no title or description of the sitemap is cut in the middle of a word, and none names the site twice', async ({ request }) => {
  const paths = await sitemapPaths(request);
  test.setTimeout(timeToRead(paths.length));
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const wrong: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = decode(/<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '');
    const h1 = decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
    const own = title.replace(/ \| Trefima$/, '');
    // the first characters of the page's h1 and not all of it: cut (« … pour les gros di »)
    if (/\s\s|\s$/.test(own) || (own !== h1 && own.length >= 30 && h1.startsWith(own))) wrong.push(`${path}: titre coupé « ${title} »`);
    if ((title.match(/\| Trefima\b/g) ?? []).length > 1) wrong.push(`${path}: « ${title} » nomme le site deux fois`);
    // a description shorter than the article's summary (its JSON-LD) says it was shortened: « … »
    const article = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as { '@type'?: string; description?: string })
      .find((b) => /Article$/.test(b['@type'] ?? ''));
    if (article?.description && article.description !== description && article.description.startsWith(description))
      wrong.push(`${path}: description coupée « …${description.slice(-30)} »`);
  }
  expect(wrong).toEqual([]);
});

test('every page of the sitemap whose breadcrumb shows says it in BreadcrumbList JSON-LD too, crumb for crumb', async ({ request }) => {
  const paths = await sitemapPaths(request);
  test.setTimeout(timeToRead(paths.length));
  const wrong: string[] = [];
  let shown = 0;
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const nav = /<nav[^>]*aria-label="Fil d’Ariane"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    const lists = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as { '@type'?: string; itemListElement?: { position: number; name: string; item: string }[] })
      .filter((b) => b['@type'] === 'BreadcrumbList');
    if (!nav) {
      if (lists.length) wrong.push(`${path}: BreadcrumbList sans fil d’Ariane affiché`);
      continue;
    }
    shown++;
    const labels = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
      m[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim(),
    );
    const items = lists.length === 1 ? lists[0].itemListElement! : [];
    if (lists.length !== 1) wrong.push(`${path}: ${lists.length} BreadcrumbList`);
    else if (JSON.stringify(items.map((i) => i.name)) !== JSON.stringify(labels))
      wrong.push(`${path}: ${items.map((i) => i.name).join(' > ')} ≠ ${labels.join(' > ')}`);
    else if (!items.at(-1)!.item.endsWith(path === '/' ? '/' : path)) wrong.push(`${path}: dernier élément ${items.at(-1)!.item}`);
  }
  expect(wrong).toEqual([]);
  // the tools, the lists and the catalogue show one
  expect(shown).toBeGreaterThan(20);
});
