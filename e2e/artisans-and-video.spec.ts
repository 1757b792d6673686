import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API, field } from './support/accounts';

const SEARCH = '/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels';

interface ApiArtisan {
  name: string;
  clients: { slug: string; label: string }[];
  types: { slug: string; label: string }[];
  superficies: { slug: string; label: string }[];
}

/** The API's own answer for a search, as the Martinique visitor of these journeys asks it. */
async function apiArtisans(request: APIRequestContext, query: string): Promise<{ items: ApiArtisan[]; total: number }> {
  const res = await request.get(`${API}/artisan?site_id=1&lang=fr&sales_plan_id=1&perPage=20&${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

const results = (page: Page) => page.getByRole('list', { name: 'Artisans partenaires' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /trouvés?$|Recherche en cours/ });
const criteria = (page: Page) => page.getByRole('search', { name: 'Critères de recherche d’artisans' });

async function openSearch(page: Page, query = '') {
  await page.goto(`${SEARCH}${query}`);
  await hydrated(page);
  await expect(criteria(page)).toBeVisible();
}

test.describe('craftsman search', () => {
  test('filters by client type, work type and surface: every card matches, and the URL keeps the search across a reload', async ({ page, request }) => {
    await openSearch(page);
    const search = criteria(page);
    // a Martinique visitor: Martinique's craftsmen first
    await expect(search.getByLabel('Département')).toHaveValue('972');
    const all = await apiArtisans(request, 'department=972');
    await expect(count(page)).toHaveText(`${all.total} artisans trouvés`);

    await search.getByLabel('Type de client').selectOption({ label: 'Particuliers' });
    await search.getByLabel('Type de travaux').selectOption({ label: 'Charpente et couverture' });
    await search.getByLabel('Surface').selectOption({ label: 'De 50 à 150 m²' });
    await expect(page).toHaveURL(/\?client=particulier&type=charpente-couverture&superficie=50-a-150-m2$/);

    const expected = await apiArtisans(request, 'client=particulier&type=charpente-couverture&superficie=50-a-150-m2&department=972');
    expect(expected.total).toBeGreaterThan(1);
    expect(expected.total).toBeLessThan(all.total);
    const check = async () => {
      await expect(count(page)).toHaveText(`${expected.total} artisans trouvés`);
      await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(expected.items.map((a) => a.name));
      const cards = results(page).getByRole('article');
      await expect(cards).toHaveCount(expected.items.length);
      for (const [i, a] of expected.items.entries()) {
        expect(a.clients.map((t) => t.slug)).toContain('particulier');
        expect(a.types.map((t) => t.slug)).toContain('charpente-couverture');
        expect(a.superficies.map((t) => t.slug)).toContain('50-a-150-m2');
        const card = cards.nth(i);
        for (const label of ['Particuliers', 'Charpente et couverture', 'De 50 à 150 m²']) await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
    };
    await check();

    await page.reload();
    await hydrated(page);
    await expect(search.getByLabel('Type de client')).toHaveValue('particulier');
    await expect(search.getByLabel('Type de travaux')).toHaveValue('charpente-couverture');
    await expect(search.getByLabel('Surface')).toHaveValue('50-a-150-m2');
    await expect(search.getByLabel('Département')).toHaveValue('972');
    await check();
  });

  test('a shared search opens as it was; another department and the pages of every department', async ({ page, request }) => {
    await openSearch(page, '?type=renovation-toiture&department=971');
    await expect(criteria(page).getByLabel('Type de travaux')).toHaveValue('renovation-toiture');
    await expect(criteria(page).getByLabel('Département')).toHaveValue('971');
    const gpe = await apiArtisans(request, 'type=renovation-toiture&department=971');
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(gpe.items.map((a) => a.name));

    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await criteria(page).getByLabel('Département').selectOption({ label: 'Tous les départements' });
    await expect(page).toHaveURL(/\?department=tous$/);
    const every = await apiArtisans(request, '');
    expect(every.total).toBeGreaterThan(20);
    await expect(count(page)).toHaveText(`${every.total} artisans trouvés`);
    await expect(results(page).getByRole('article')).toHaveCount(20);

    const pages = page.getByRole('navigation', { name: 'Pages de résultats' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?department=tous&page=2$/);
    await expect(results(page).getByRole('article')).toHaveCount(every.total - 20);
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/2/);
    await expect(count(page)).toBeFocused();
  });

  test('no match: a French empty state with a way to the contact page', async ({ page, request }) => {
    const query = 'client=collectivite&type=renovation-toiture&superficie=moins-de-50-m2&department=973';
    expect((await apiArtisans(request, query)).total).toBe(0);
    await openSearch(page, `?${query}`);
    await expect(count(page)).toHaveText('Aucun artisan trouvé');
    await expect(page.getByText('Aucun artisan ne correspond à ces critères. Élargissez votre recherche ou contactez-nous.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contactez-nous' })).toHaveAttribute('href', '/contact');
  });

  test('asks to be put in touch with one craftsman and ends on a confirmation that names him', async ({ page }) => {
    await openSearch(page, '?type=renovation-toiture');
    const card = results(page).getByRole('article', { name: 'Toitures Caraïbes' });
    await card.getByRole('button', { name: 'Être mis en relation avec Toitures Caraïbes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Être mis en relation avec Toitures Caraïbes' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Artisan choisi' })).toHaveText('Toitures Caraïbes (Couvreur, 97232 Le Lamentin)');
    const message = field(dialog, 'Description de votre projet');
    await expect(message).toHaveValue('');
    await expect(dialog.getByLabel('Demande de devis')).toBeChecked();

    // sent as it is: what is missing is said, in French
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(dialog.getByRole('alert').first()).toHaveText('Merci de bien remplir tous les champs obligatoires.');

    await field(dialog, 'Civilité').selectOption('mme');
    await field(dialog, 'Prénom').fill('Line');
    await field(dialog, 'Nom').fill('Joseph');
    await field(dialog, 'E-mail').fill('line.joseph@example.com');
    await field(dialog, 'Téléphone').fill('0696 12 34 56');
    await field(dialog, 'Code postal').fill('97232');
    await field(dialog, 'Ville').fill('Le Lamentin');
    await message.fill('Réfection de 90 m² de toiture en bac acier.');
    await dialog.getByLabel(/J’accepte que mes coordonnées soient transmises/).check();

    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/contact'));
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const body = (await posted).postData() ?? '';
    expect(body).toMatch(/name="artisans\[\]"\r\n\r\n\d+\r\n/);
    expect(body).toContain('Réfection de 90 m² de toiture en bac acier.');
    expect(body).toMatch(/name="subject"\r\n\r\ndevis/);
    await expect(page.getByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/Toitures Caraïbes vous recontactera directement\./)).toBeVisible();
  });

  test('up to three craftsmen at once, with the keyboard; Escape closes the form and gives focus back', async ({ page }) => {
    await openSearch(page, '?department=972');
    const boxes = results(page).getByRole('checkbox');
    await expect(boxes).toHaveCount(10);
    for (const i of [0, 1, 2]) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
      await expect(boxes.nth(i)).toBeChecked();
    }
    await expect(boxes.nth(3)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: '3 artisans sélectionnés' })).toBeVisible();

    const open = page.getByRole('button', { name: 'Être mis en relation avec ma sélection' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Être mis en relation avec 3 artisans' });
    await expect(dialog).toBeVisible();
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents();
    for (const name of names.slice(0, 3)) await expect(dialog.getByRole('list', { name: 'Artisans choisis' })).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the built page holds the intro and keeps the search’s place', async ({ request }) => {
    const html = await (await request.get(SEARCH)).text();
    expect(html).toContain('Utilisez le moteur de recherche ci-dessous');
    expect(html).toContain('Trouver un artisan partenaire');
    expect(html).toContain('Chargement de la recherche d’artisans…');
  });
});

test.describe('YouTube video with consent, on /metaliso', () => {
  const TITLE = 'Metaliso : la fabrication d’un bac acier';
  const EMBED = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
  const isYouTube = (url: string) => /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/.test(new URL(url).hostname);

  test('nothing from YouTube before consent; the video after it, remembered 365 days, shown directly after a reload, withdrawn on request', async ({
    page,
    context,
  }) => {
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (isYouTube(r.url())) youtube.push(r.url());
    });
    // the player itself is not under test: a stand-in answers for it
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lecteur</title><p>Lecteur YouTube</p>' }),
    );

    await page.goto('/metaliso');
    await hydrated(page);
    const show = page.getByRole('button', { name: 'Afficher la vidéo (YouTube peut déposer des cookies)' });
    await show.scrollIntoViewIfNeeded();
    await expect(show).toBeEnabled();
    await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
    const watch = page.getByRole('link', { name: /Voir la vidéo sur YouTube/ });
    await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await expect(watch).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === 'youtube_consent')).toBeUndefined();

    const playerRequested = page.waitForRequest((r) => r.url().startsWith(EMBED));
    await show.click();
    const frame = page.locator(`iframe[title="${TITLE}"]`);
    await expect(frame).toHaveAttribute('src', EMBED);
    await expect(frame).toHaveAttribute('allowfullscreen', '');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await playerRequested;
    await expect(frame).toBeFocused();
    expect(youtube.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    const cookie = (await context.cookies()).find((c) => c.name === 'youtube_consent');
    expect(cookie?.value).toBe('1');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365.01);

    // remembered: the video shows directly
    await page.reload();
    await hydrated(page);
    await expect(frame).toHaveAttribute('src', EMBED);
    await expect(show).toHaveCount(0);

    // withdrawn: back to the placeholder, cookie gone, and still so after a reload
    const withdraw = page.getByRole('button', { name: 'Ne plus afficher les vidéos YouTube' });
    await withdraw.scrollIntoViewIfNeeded();
    await withdraw.click();
    await expect(frame).toHaveCount(0);
    await expect(show).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === 'youtube_consent')).toBeUndefined();
    await page.reload();
    await hydrated(page);
    await expect(show).toBeEnabled();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a consent cookie that does not say 1 shows no video', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'youtube_consent', value: '0', url: baseURL! }]);
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (isYouTube(r.url())) youtube.push(r.url());
    });
    await page.goto('/metaliso');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Afficher la vidéo (YouTube peut déposer des cookies)' })).toBeEnabled();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
  });

  test('the built page always holds the placeholder, never the player', async ({ request }) => {
    const html = await (await request.get('/metaliso')).text();
    expect(html).toContain('Afficher la vidéo (YouTube peut déposer des cookies)');
    expect(html).toContain(TITLE);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie.com/embed');
  });
});
