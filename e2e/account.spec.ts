import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { ADMIN, API, field } from './support/accounts';

/**
 * Sign-in pages and the customer space. Journeys that change data work on a
 * new account of their own (unique e-mail), so that they run in any order
 * and side by side; the demo accounts are only read.
 */
const CTX = 'site_id=1&lang=fr&sales_plan_id=1';
const PASSWORD = 'Chantier-972!';
const PRO = { email: 'pro@trefima.example', password: 'Demo-Pro-971!' };

let seq = 0;
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${process.pid}-${seq++}@trefima.example`;

/** A private buyer's account made through the API; returns its e-mail and session token. */
async function newAccount(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const res = await request.post(`${API}/customer?${CTX}`, {
    data: {
      type: 'particulier',
      civility: 'mme',
      first_name: 'Line',
      last_name: 'Rosine',
      email,
      phone: '0696112233',
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      newsletter: false,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; customer: { customer_id: number } } };
  return { email, token: data.token };
}

/** A field by its label, exactly, whether or not it is marked required (the label then ends with an unspoken ' *'). */

async function loggedInAs(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'jwt_token', value: encodeURIComponent(token), url: baseURL }]);
}

async function login(page: Page, email: string, password: string) {
  await hydrated(page);
  await field(page, 'E-mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('login', () => {
  test('missing and wrong credentials are said in French, and what was typed stays', async ({ page }) => {
    await page.goto('/connexion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Espace client');
    await hydrated(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Merci de spécifier votre email et mot de passe' })).toBeVisible();
    await login(page, PRO.email, 'pas-le-bon');
    await expect(page.getByRole('alert').filter({ hasText: 'Les identifiants saisis sont incorrects' })).toBeVisible();
    await expect(field(page, 'E-mail')).toHaveValue(PRO.email);
    await expect(page).toHaveURL(/\/connexion$/);
  });

  test('goes back to the page named in the URL after logging in', async ({ page }) => {
    await page.goto('/connexion/%2Fmes-devis');
    await login(page, PRO.email, PRO.password);
    await expect(page).toHaveURL(/\/mes-devis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes devis');
    // the seeded quotation (other journeys may add newer ones to the demo account)
    const row = page
      .getByRole('row')
      .filter({ hasText: /DEV-\d{4}-S\d+/ })
      .first();
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(row).toContainText('Devis envoyé');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/mes-devis\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Devis DEV-\d{4}-S\d+$/ })).toBeVisible();
    await expect(page.getByText('Livraison sur le chantier de Petit-Bourg, accès camion grue.')).toBeVisible();
    await expect(page.getByText('Valable jusqu’au')).toBeVisible();
    await expect(page.getByText('Total TTC')).toBeVisible();
  });

  for (const url of ['/connexion/https:%2F%2Fevil.example', '/connexion/%2F%2Fevil.example', '/connexion?redirect=%2F%5Cevil.example']) {
    test(`never leaves the site: ${url}`, async ({ page, baseURL }) => {
      await page.goto(url);
      await login(page, PRO.email, PRO.password);
      await expect(page).toHaveURL(`${baseURL}/mon-compte`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
    });
  }

  test('a page of the customer space sends a visitor to log in, then back', async ({ page }) => {
    await page.goto('/mes-commandes');
    await expect(page).toHaveURL(/\/connexion\/%2Fmes-commandes$/);
    await login(page, PRO.email, PRO.password);
    await expect(page).toHaveURL(/\/mes-commandes$/);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /CMD-\d{4}-S\d+/ })
        .first(),
    ).toContainText('Retirée');
    await page.getByRole('link', { name: 'Mes factures' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /FAC-\d{4}-S\d+/ })
        .first(),
    ).toContainText(/Payée le \d{2}\/\d{2}\/\d{4}/);
  });
});

test.describe('signup', () => {
  test('a professional signs up with a SIRET, with the strength meter, and lands in his space', async ({ page }) => {
    const email = uniqueEmail('pro');
    await page.goto('/inscription');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Professionnel' }).check();
    await field(page, 'Société').fill('Ferronnerie du Robert');
    await field(page, 'SIRET').fill('12345678901234');
    await field(page, 'Civilité').selectOption('m');
    await field(page, 'Prénom').fill('Joël');
    await field(page, 'Nom').fill('Marie-Sainte');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Téléphone').fill('05 96 50 12 34');
    const password = field(page, 'Mot de passe');
    await password.fill('chantier');
    await expect(page.getByText('Force du mot de passe : Faible')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Une lettre majuscule' })).toContainText('non respecté');
    await password.fill(PASSWORD);
    await expect(page.getByText('Force du mot de passe : Très fort')).toBeVisible();
    await field(page, 'Confirmation du mot de passe').fill(PASSWORD);
    await page.getByLabel(/J’accepte les conditions générales/).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Le numéro SIRET doit comporter 14 chiffres et être valide.')).toBeVisible();
    await expect(field(page, 'Prénom')).toHaveValue('Joël');
    await field(page, 'SIRET').fill('51239874600028');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByText('Bonjour Joël Marie-Sainte (Ferronnerie du Robert).')).toBeVisible();
    // the status, company and SIRET are the sales office's: shown, not editable, and the terms wait for its check
    const profile = page.getByRole('form', { name: 'Mes informations' });
    await expect(profile.getByRole('definition').filter({ hasText: '512 398 746 00028' })).toBeVisible();
    await expect(field(profile, 'SIRET')).toHaveCount(0);
    await expect(field(profile, 'Société')).toHaveCount(0);
    await expect(
      profile.getByText(
        'Vos conditions professionnelles (dont le paiement à 30 jours) s’ouvriront dès que notre service commercial aura vérifié votre compte.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon compte' }).first()).toBeVisible();
  });

  test('an address already taken is said on the e-mail field, nothing typed is lost', async ({ page }) => {
    await page.goto('/inscription');
    await hydrated(page);
    await field(page, 'Civilité').selectOption('mme');
    await field(page, 'Prénom').fill('Josiane');
    await field(page, 'Nom').fill('Céleste');
    await field(page, 'E-mail').fill('particulier@trefima.example');
    await field(page, 'Téléphone').fill('0696123456');
    await field(page, 'Mot de passe').fill(PASSWORD);
    await field(page, 'Confirmation du mot de passe').fill(PASSWORD);
    await page.getByLabel(/J’accepte les conditions générales/).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const emailField = field(page, 'E-mail');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Un compte existe déjà avec cette adresse e-mail.').first()).toBeVisible();
    await expect(emailField).toHaveValue('particulier@trefima.example');
    await expect(field(page, 'Prénom')).toHaveValue('Josiane');
  });
});

test.describe('professional account request', () => {
  test('is reached from the login page and confirmed in a status', async ({ page }) => {
    await page.goto('/connexion');
    await hydrated(page);
    await page.getByRole('link', { name: 'Demander l’ouverture d’un compte professionnel' }).click();
    await expect(page).toHaveURL(/\/demande-compte-pro$/);
    await hydrated(page);
    await field(page, 'Société').fill('Toitures du Nord Caraïbe');
    await field(page, 'SIRET').fill('512 398 746 00028');
    await field(page, 'Civilité').selectOption('mme');
    await field(page, 'Prénom').fill('Maryse');
    await field(page, 'Nom').fill('Jean-Louis');
    await field(page, 'E-mail').fill(uniqueEmail('request'));
    await field(page, 'Téléphone').fill('0696 70 80 90');
    await page.getByLabel(/J’accepte les conditions générales/).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre demande a bien été transmise à notre service commercial' })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('an unknown address is said; a known one gets a link that sets a new password', async ({ page, request }) => {
    const { email } = await newAccount(request, 'rewind');
    await page.goto('/connexion');
    await hydrated(page);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/renouveller-mot-de-passe$/);
    // the address changes a moment before the new page is drawn: the login form's own « E-mail » is still there,
    // so the fields are looked for inside the renewal form
    const rewind = page.getByRole('form', { name: 'Renouvellement du mot de passe' });
    await field(rewind, 'E-mail').fill(`inconnu-${email}`);
    await rewind.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Il n’y a pas de compte correspondant à l’adresse e-mail que vous avez déclarée.' })).toBeVisible();
    await field(rewind, 'E-mail').fill(email);
    await rewind.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Un e-mail vous a été envoyé' })).toBeVisible();

    const outbox = await request.get(`${API}/admin/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN });
    const mails = ((await outbox.json()) as { data: { subject: string; body: string }[] }).data;
    const link = mails.find((m) => /mot de passe/i.test(m.subject))?.body.match(/\/nouveau-mot-de-passe\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await hydrated(page);
    await field(page, 'Nouveau mot de passe').fill('Nouveau-Mdp-2024?');
    await field(page, 'Confirmation du mot de passe').fill('Nouveau-Mdp-2024?');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/nouveau-mot-de-passe\/confirmation$/);
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await login(page, email, 'Nouveau-Mdp-2024?');
    await expect(page).toHaveURL(/\/mon-compte$/);

    // the link is used: asking with it again is refused, with a way to ask anew
    await page.goto(link!);
    await hydrated(page);
    await field(page, 'Nouveau mot de passe').fill('Encore-Autre-2024?');
    await field(page, 'Confirmation du mot de passe').fill('Encore-Autre-2024?');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valide' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien de renouvellement' })).toBeVisible();
  });
});

test.describe('customer space', () => {
  test('profile update and password change (a wrong current password is said on its field)', async ({ page, context, request, baseURL }) => {
    const { token } = await newAccount(request, 'profile');
    await loggedInAs(context, baseURL!, token);
    await page.goto('/mon-compte');
    await expect(page.getByText('Bonjour Line Rosine.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Mon compte');
    await field(page, 'Nom').fill('Rosine-Bellay');
    await field(page, 'Téléphone').fill('0696 44 55 66');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont bien été mises à jour.' })).toBeVisible();
    await expect(page.getByText('Bonjour Line Rosine-Bellay.')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Nom')).toHaveValue('Rosine-Bellay');
    await expect(field(page, 'Téléphone')).toHaveValue('06 96 44 55 66');

    await field(page, 'Mot de passe actuel').fill('Pas-Le-Bon-1!');
    await field(page, 'Nouveau mot de passe').fill('Tout-Neuf-2025!');
    await field(page, 'Confirmation du mot de passe').fill('Tout-Neuf-2025!');
    await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    const old = field(page, 'Mot de passe actuel');
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le mot de passe est incorrect').first()).toBeVisible();
    await expect(field(page, 'Nouveau mot de passe')).toHaveValue('Tout-Neuf-2025!');
    // still logged in: the 401 of a wrong password is not a lost session
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
    await old.fill(PASSWORD);
    await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a bien été modifié.' })).toBeVisible();
  });

  test('a private buyer’s status is shown, not edited; a new e-mail asks for the current password', async ({ page, context, request, baseURL }) => {
    const { email, token } = await newAccount(request, 'email');
    await loggedInAs(context, baseURL!, token);
    await page.goto('/mon-compte');
    const profile = page.getByRole('form', { name: 'Mes informations' });
    await expect(profile.getByRole('definition').filter({ hasText: 'Particulier' })).toBeVisible();
    await expect(profile.getByRole('radio')).toHaveCount(0);
    await expect(profile.getByRole('link', { name: 'Demander l’ouverture d’un compte professionnel' })).toHaveAttribute('href', '/demande-compte-pro');
    await hydrated(page);

    const current = field(profile, 'Mot de passe actuel');
    await expect(current).toHaveCount(0);
    const next = email.replace('e2e-', 'e2e-new-');
    await field(profile, 'E-mail').fill(next);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(profile.getByText('Merci de saisir votre mot de passe actuel pour changer d’adresse e-mail.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    // the API's verdict on a wrong password, under its field
    await current.fill('Pas-Le-Bon-1!');
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(profile.getByText('Le mot de passe est incorrect').first()).toBeVisible();
    await expect(field(profile, 'E-mail')).toHaveValue(next);
    // the e-mail set back: no password asked
    await field(profile, 'E-mail').fill(email);
    await expect(current).toHaveCount(0);
    await field(profile, 'E-mail').fill(next);
    await current.fill(PASSWORD);
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont bien été mises à jour.' })).toBeVisible();
    await expect(current).toHaveCount(0);
    await page.reload();
    await expect(field(page.getByRole('form', { name: 'Mes informations' }), 'E-mail')).toHaveValue(next);
  });

  test('addresses: add, edit and delete, with French messages', async ({ page, context, request, baseURL }) => {
    const { token } = await newAccount(request, 'address');
    await loggedInAs(context, baseURL!, token);
    await page.goto('/mes-adresses');
    await expect(page.getByText('Vous n’avez pas encore enregistré d’adresse.')).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await field(page, 'Nom de l’adresse').fill('Chantier Ducos');
    await field(page, 'Adresse').fill('3 rue des Flamboyants');
    await field(page, 'Code postal').fill('9722');
    await field(page, 'Ville').fill('Ducos');
    await page.getByRole('button', { name: 'Ajouter l’adresse' }).click();
    await expect(page.getByText('Veuillez renseigner un code postal valide')).toBeVisible();
    await field(page, 'Code postal').fill('97224');
    await page.getByRole('button', { name: 'Ajouter l’adresse' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre adresse a bien été ajoutée.' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Chantier Ducos' });
    await expect(card).toContainText('97224 Ducos');
    await expect(card).toContainText('Livraison par défaut');
    await expect(card).toContainText('Facturation par défaut');

    await card.getByRole('button', { name: /^Modifier/ }).click();
    await expect(field(page, 'Ville')).toHaveValue('Ducos');
    await field(page, 'Complément d’adresse').fill('Bâtiment B');
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre adresse a bien été modifiée.' })).toBeVisible();
    await expect(card).toContainText('Bâtiment B');

    await card.getByRole('button', { name: /^Supprimer/ }).click();
    await expect(card.getByText('Supprimer l’adresse « Chantier Ducos » ?')).toBeFocused();
    await card.getByRole('button', { name: 'Annuler' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^Supprimer/ }).click();
    await card.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre adresse a bien été supprimée.' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Chantier Ducos' })).toHaveCount(0);
  });

  test('a new customer sees French empty states', async ({ page, context, request, baseURL }) => {
    const { token } = await newAccount(request, 'empty');
    await loggedInAs(context, baseURL!, token);
    await page.goto('/mes-devis');
    await expect(page.getByText('Vous n’avez encore demandé aucun devis.')).toBeVisible();
    await page.goto('/mes-commandes');
    await expect(page.getByText('Vous n’avez pas encore passé de commande.')).toBeVisible();
    await page.goto('/mes-factures');
    await expect(page.getByText('Vous n’avez pas encore de facture.')).toBeVisible();
  });

  test('a failed call shows the French message and “Réessayer” brings the list', async ({ page, context, request, baseURL }) => {
    const { token } = await newAccount(request, 'retry');
    await loggedInAs(context, baseURL!, token);
    let failures = 1;
    await page.route(/\/api\/v1\/invoice\?/, (route) => (failures-- > 0 ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/mes-factures');
    const problem = page.getByRole('alert').filter({ hasText: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.' });
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Vous n’avez pas encore de facture.')).toBeVisible();
    await expect(problem).toHaveCount(0);
    // the button went with its box: the focus is on what came in its place, not left on the page
    await expect(page.getByText('Vous n’avez pas encore de facture.')).toBeFocused();
  });

  test('logging out says so for a moment and leaves the visitor anonymous', async ({ page, context, request, baseURL }) => {
    const { token } = await newAccount(request, 'logout');
    await loggedInAs(context, baseURL!, token);
    await page.goto('/mon-compte');
    await hydrated(page);
    await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vous avez bien été déconnecté.' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'jwt_token')).toBe(false);
    await expect(page.getByText('Vous avez bien été déconnecté.')).toHaveCount(0, { timeout: 5000 });
    await page.goto('/mon-compte');
    await expect(page).toHaveURL(/\/connexion\/%2Fmon-compte$/);
  });
});

test.describe('confirmation pages', () => {
  test('a known form has its own words, any other the generic ones', async ({ page }) => {
    await page.goto('/confirmation/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre message a bien été envoyé');
    await page.goto('/confirmation/autre-chose');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, votre demande a bien été envoyée');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
