import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API, demoSession, field, newProfessional, signedIn } from './support/accounts';

/**
 * Small defects a shopper met (issue 17), each as he met it: where the focus
 * goes, a click that a validation message made miss, what a page is called
 * and what it says.
 */
const BARRE = 'Barre HA Ø12 – 12 m';
const SEARCH = '/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels';

/** A field by its label, exactly, whether or not it is marked required (the label then ends with an unspoken ' *'). */

async function loggedIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  await demoSession(request, 'pro', { context, baseURL });
}

test.describe('the focus after a cart change', () => {
  test('adding from a product page keeps the focus on the button and says what was added', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Ajouté au panier : 1 barre\.$/ })).toBeVisible();
    await expect(add).toBeFocused();
    // a second add from the keyboard, at once: the focus never left
    await page.keyboard.press('Enter');
    // 2 × 15,45 € HT (Martinique)
    await expect(page.getByRole('link', { name: /^Panier : 1 article, 30,90\s€ HT$/ })).toBeVisible();
    await expect(add).toBeFocused();
  });

  test('quantities and units in French: plural of the unit', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByLabel('Quantité (barres)').fill('5');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier : 5 barres.' })).toBeVisible();
    // the stock as any number is written: thousands apart (« 2 290 barres »)
    await expect(page.getByText(/^En stock \(\d{1,3}(\s\d{3})* barres\)$/)).toBeVisible();
  });

  test('a sheet cut to length counts sheets, not millilitres', async ({ page }) => {
    await page.goto('/produit/bac-acier-t40-prelaque-ral-7016-0-63-mm');
    await hydrated(page);
    await expect(page.getByText('Quantité (ml)')).toHaveCount(0);
    await page.getByLabel('Quantité (tôles)').fill('3');
    await page.getByLabel('Longueur (m)').fill('4,5');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier : 3 tôles de 4,5 m.' })).toBeVisible();
    await expect(page.getByText(/^En stock \(\d{1,3}(\s\d{3})*(,\d+)? m\)$/)).toBeVisible();
  });

  test('adding from a listing keeps the focus on the button, and the header announces it', async ({ page }) => {
    await page.goto('/categorie/barres-droites');
    await hydrated(page);
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: 'Barre HA Ø6 – 6 m', exact: true }) });
    const add = card.getByRole('button', { name: /Barre HA Ø6 – 6 m au panier$/ });
    await expect(add).toHaveAccessibleName('Ajouter Barre HA Ø6 – 6 m au panier');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(add).toHaveText(/^Ajouté ✓/);
    await expect(add).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Barre HA Ø6 – 6 m ajouté au panier (1 barre).' })).toBeAttached();
  });

  test('removing the last line of the cart puts the focus on the empty cart’s heading', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
    await page.goto('/panier');
    await hydrated(page);
    const remove = page.getByRole('button', { name: `Retirer ${BARRE} du panier` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const empty = page.getByRole('heading', { name: 'Votre panier est vide.' });
    await expect(empty).toBeVisible();
    await expect(empty).toBeFocused();
    // and the next Tab leads to the way back to the catalogue
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Découvrir nos gammes' })).toBeFocused();
  });
});

test.describe('a click right after typing hits what it aimed at', () => {
  // a person's click: the button goes down, a moment passes, it comes up; the field's message appears in between
  test('on /devenir-partenaire, a wrong SIRET then a click on the first trade ticks it', async ({ page }) => {
    await page.goto('/devenir-partenaire');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Demande de partenariat' });
    await field(form, 'SIRET').fill('123');
    const couvreur = form.getByRole('checkbox', { name: 'Couvreur' });
    await couvreur.click({ delay: 150 });
    await expect(form.getByText('Le numéro SIRET doit comporter 14 chiffres et être valide.')).toBeVisible();
    await expect(couvreur).toBeChecked();
  });

  test('on /devenir-partenaire, the last field emptied then a click on the button sends the form (and says what is missing)', async ({ page }) => {
    await page.goto('/devenir-partenaire');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Demande de partenariat' });
    // the last field, right above the button: its message pushes the button down under the pointer
    const presentation = field(form, 'Présentation de votre entreprise');
    await presentation.fill('Couverture');
    await presentation.fill('');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click({ delay: 150 });
    await expect(form.getByRole('alert').filter({ hasText: 'Merci de bien remplir tous les champs obligatoires.' })).toBeVisible();
    await expect(form.getByText('Le champ « Présentation de votre entreprise » est obligatoire.')).toBeVisible();
    await expect(form.getByText('Le champ « Société » est obligatoire.')).toBeVisible();
  });

  // issue 43: the field's save, on leaving it, said « Calcul du nouveau total… » above the buttons and pushed them down
  test('on /panier, text typed in « Informations complémentaires » then a click on « Demander un devis » asks the quotation, with the text', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const who = { prefix: 'e2e-devis-clic', civility: 'm', first_name: 'Rémi', last_name: 'Clairville', company: 'Clairville Maçonnerie' } as const;
    const pro = await newProfessional(request, who, 'Devis-Clic-971!');
    await signedIn(context, baseURL!, pro.token);
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
    await page.goto('/panier');
    await hydrated(page);
    await page.getByLabel('Informations complémentaires').fill('Livraison le matin, accès par la rue Schoelcher.');
    // pressed near its top edge, as a hand may: the button must still be under the pointer when it comes up
    await page.getByRole('button', { name: 'Demander un devis' }).click({ delay: 150, position: { x: 24, y: 4 } });
    const sent = page.getByRole('heading', { name: /^Votre demande de devis n°\S+ a bien été envoyée\.$/ });
    await expect(sent).toBeVisible();
    const number = (await sent.textContent())!.match(/n°(\S+)/)![1];
    const res = await request.get(`${API}/quotations/${number}?site_id=1&lang=fr&sales_plan_id=1`, { headers: { authorization: `Bearer ${pro.token}` } });
    expect(((await res.json()) as { data: { complementary_information: string } }).data.complementary_information).toBe(
      'Livraison le matin, accès par la rue Schoelcher.',
    );
  });
});

test('an empty signup puts the focus on the first field in error, at the top of the form', async ({ page }) => {
  await page.goto('/inscription');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Création de votre compte' });
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert')).toHaveText('Merci de bien remplir tous les champs obligatoires.');
  await expect(field(form, 'Civilité')).toBeFocused();
});

test.describe('the request to be put in touch with craftsmen', () => {
  test('names the chosen craftsman read-only, sends him as data, and ends on a confirmation that names him', async ({ page }) => {
    await page.goto(`${SEARCH}?type=renovation-toiture`);
    await hydrated(page);
    const card = page.getByRole('list', { name: 'Artisans partenaires' }).getByRole('article', { name: 'Toitures Caraïbes' });
    await card.getByRole('button', { name: 'Être mis en relation avec Toitures Caraïbes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Être mis en relation avec Toitures Caraïbes' });
    await expect(dialog).toBeVisible();
    const chosen = dialog.getByRole('list', { name: 'Artisan choisi' });
    await expect(chosen).toHaveText('Toitures Caraïbes (Couvreur, 97232 Le Lamentin)');
    await expect(dialog.getByText('Trefima transmet votre demande à cet artisan, qui vous recontacte directement.', { exact: false })).toBeVisible();
    const message = field(dialog, 'Description de votre projet');
    await expect(message).toHaveValue('');

    await field(dialog, 'Civilité').selectOption('mme');
    await field(dialog, 'Prénom').fill('Line');
    await field(dialog, 'Nom').fill('Joseph');
    await field(dialog, 'E-mail').fill('line.joseph.artisan@example.com');
    await field(dialog, 'Téléphone').fill('0696 12 34 56');
    await field(dialog, 'Code postal').fill('97232');
    await field(dialog, 'Ville').fill('Le Lamentin');
    await message.fill('Réfection de 90 m² de toiture en bac acier.');
    await dialog.getByLabel(/J’accepte que mes coordonnées soient transmises/).check();

    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/contact'));
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const body = (await posted).postData() ?? '';
    expect(body).toMatch(/name="artisans\[\]"\r\n\r\n\d+\r\n/);
    expect(body).not.toContain('Je souhaite être mis en relation avec');
    const done = page.getByRole('heading', { name: 'Votre demande a bien été envoyée' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByText(/Toitures Caraïbes vous recontactera directement\. Référence : CON-\d{4}-\w+/)).toBeVisible();
  });

  test('three craftsmen: all named, and the sentence agrees', async ({ page }) => {
    await page.goto(`${SEARCH}?department=972`);
    await hydrated(page);
    const results = page.getByRole('list', { name: 'Artisans partenaires' });
    const boxes = results.getByRole('checkbox');
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    const names = (await results.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 3);
    await page.getByRole('button', { name: 'Être mis en relation avec ma sélection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Être mis en relation avec 3 artisans' });
    const chosen = dialog.getByRole('list', { name: 'Artisans choisis' }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    for (const [i, name] of names.entries()) await expect(chosen.nth(i)).toContainText(name);
    await expect(dialog.getByText('Trefima transmet votre demande à ces artisans, qui vous recontactent directement.', { exact: false })).toBeVisible();
  });

  test('the page asks for what its search offers: a department, not a commune', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByText(/commune ou votre code postal/)).toHaveCount(0);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Choisissez votre département : Guadeloupe (971), Martinique (972) ou Guyane (973)' }),
    ).toBeVisible();
  });
});

test.describe('/connexion for a customer already logged in', () => {
  test('says so, with his account and a logout; after the logout, the form', async ({ page, context, request, baseURL }) => {
    await loggedIn(context, request, baseURL!);
    await page.goto('/connexion');
    await hydrated(page);
    await expect(page.getByText(/^Vous êtes connecté en tant que .+ \(pro@trefima\.example\)\.$/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Connexion à votre compte' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/mon-compte');
    await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vous avez bien été déconnecté.' })).toBeVisible();
    await expect(field(page.getByRole('form', { name: 'Connexion à votre compte' }), 'E-mail')).toBeFocused();
  });

  test('with a page to go back to, goes on there', async ({ page, context, request, baseURL }) => {
    await loggedIn(context, request, baseURL!);
    await page.goto('/connexion/%2Fmes-devis');
    await expect(page).toHaveURL(/\/mes-devis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes devis');
  });
});

test('/nos-armatures lists the reinforcement categories only, under its own name', async ({ page }) => {
  await page.goto('/nos-armatures');
  await expect(page).toHaveTitle(/^Nos armatures/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos armatures');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Nos armatures');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Treillis soudés', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Armatures standard certifiées' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Couverture et bardage' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Bacs acier' })).toHaveCount(0);
});

test('the home page shows the company’s figures once, in the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trefima en chiffres' })).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Trefima en chiffres' })).toHaveCount(1);
});

test('a wrong password is said in correct French', async ({ page }) => {
  await page.goto('/connexion');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await field(form, 'E-mail').fill('personne@trefima.example');
  await field(form, 'Mot de passe').fill('pas-le-bon');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByRole('alert')).toHaveText('Les identifiants saisis sont incorrects');
});
