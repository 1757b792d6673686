import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { samples } from '../backend/src/test-files';
import { expect, test } from './support/fixtures';
import { ADMIN, API, field } from './support/accounts';

/**
 * The nine lead forms, filled at phone width (the mobile project: Pixel 7) as
 * a new visitor would: every message of the spec's section 5, files checked
 * in the browser before anything is sent, a failed send that keeps every
 * field and file, and each send landing on /confirmation/<form> and in the
 * API (admin submissions). No reCAPTCHA key is configured here: nothing of
 * Google's may load, and the forms work.
 */

const REQUIRED_ALL = 'Merci de bien remplir tous les champs obligatoires.';
const FIX = 'Merci de corriger les champs signalés.';
const MAX_2 = 'Vous ne pouvez sélectionner que 2 valeurs maximum';
const TERMS = 'Vous devez accepter les conditions générales pour continuer.';
const required = (label: string) => `Le champ « ${label} » est obligatoire.`;
const phoneMessage = (label: string) =>
  `Le champ « ${label} » doit être un numéro de téléphone : 10 chiffres commençant par 0, ou l’indicatif (+33, +590, +594, +596, +262, +269 ; 00 au lieu de +) suivi du numéro sans son 0.`;
const tooLarge = (label: string) => `Le fichier « ${label} » dépasse la taille maximale de 5 Mo.`;
const wrongType = (label: string, types: string) => `Le fichier « ${label} » n’est pas d’un type accepté (${types}).`;

let seq = 0;
const uniqueEmail = (tag: string) => `e2e-form-${tag}-${Date.now()}-${process.pid}-${seq++}@trefima.example`;

// ---- files, as a visitor's disk would hold them ----
// a real one-page PDF: the API reads what a file holds, not only its first bytes
const pdf = (name: string, size?: number) => ({ name, mimeType: 'application/pdf', buffer: samples.pdf(size) });
const png = (name: string, size?: number) => {
  const head = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  return { name, mimeType: 'image/png', buffer: size ? Buffer.concat([head, Buffer.alloc(size - head.length)]) : head };
};
/** 5 MB and one byte: one byte over the limit. */
const OVER_LIMIT = 5 * 1024 * 1024 + 1;

// ---- finding things as a person does: by their label ----
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, exactly, whether or not it is marked required (the label then ends with an unspoken ' *'). */
const group = (scope: Page | Locator, legend: string) => scope.getByRole('group', { name: new RegExp(`^${escape(legend)}( \\*)?$`) });
const radioGroup = (scope: Page | Locator, legend: string) => scope.getByRole('radiogroup', { name: new RegExp(`^${escape(legend)}( \\*)?$`) });

/** The form has hydrated (its button carries React's props): a click before that would be lost. */
async function ready(form: Locator) {
  const button = form.locator('button[type="submit"]');
  await expect(button).toBeVisible();
  await button.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(el).some((k) => k.startsWith('__reactProps')) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

async function person(form: Locator, { email, last = 'Céleste', first = 'Josiane' }: { email: string; last?: string; first?: string }) {
  await radioGroup(form, 'Civilité').getByRole('radio', { name: 'Madame' }).check();
  await field(form, 'Nom').fill(last);
  await field(form, 'Prénom').fill(first);
  await field(form, 'E-mail').fill(email);
}

/**
 * Ticks the terms. Focus first: leaving the previous field may show its error
 * above the box, and the click must land once the page has settled.
 */
async function acceptTerms(form: Locator) {
  const box = form.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
  await box.focus();
  await box.check();
}

/** The error shown under a field, found by its text within the form. */
const message = (form: Locator, text: string) => form.getByText(text, { exact: true });

type Submission = {
  id: number;
  form: string;
  reference: string;
  payload: Record<string, unknown>;
  files: { field: string; name: string; type: string; size: number }[];
};

/** The submission the API stored for this e-mail. */
async function submissionOf(request: APIRequestContext, form: string, email: string): Promise<Submission> {
  let found: Submission | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/admin/submissions`, { headers: ADMIN });
      expect(res.status()).toBe(200);
      const { data } = (await res.json()) as { data: Submission[] };
      found = data.find((s) => s.form === form && s.payload.email === email);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Lands on the confirmation page of the form, with its words and the reference the API gave. */
async function confirmed(page: Page, form: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`/confirmation/${form}\\?ref=[A-Z]{3}-\\d{4}-\\d{6}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.getByText(`Référence de votre demande : ${reference}`)).toBeVisible();
  return reference;
}

/** Tracks what the page asks of the API for a form, and of Google's reCAPTCHA (nothing, without a key). */
function watch(page: Page, form: string) {
  const sent: string[] = [];
  const captcha: string[] = [];
  const reactErrors: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new RegExp(`/api/v1/${form}\\?`).test(r.url())) sent.push(r.url());
    if (/recaptcha|gstatic\.com/.test(r.url())) captcha.push(r.url());
  });
  // e.g. a form rendered at build time that would not hydrate as it was built
  page.on('console', (m) => {
    if (m.type() === 'error' && /React|hydrat/i.test(m.text())) reactErrors.push(m.text());
  });
  page.on('pageerror', (e) => reactErrors.push(e.message));
  return { sent, captcha, reactErrors };
}

test.describe.configure({ timeout: 60_000 });

test('contact, on the CMS page /contact: every message, a failed send that keeps everything, then the confirmation', async ({ page, request }) => {
  const requests = watch(page, 'contact');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await expect(page.getByRole('heading', { level: 2, name: 'Écrivez-nous' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulaire de contact' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Envoyer mon message' });

  // nothing filled: the general message and each field's
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  for (const label of ['Civilité', 'Nom', 'Prénom', 'Téléphone', 'Code postal', 'Ville', 'Vous êtes', 'Objet', 'Message']) {
    await expect(message(form, required(label))).toBeVisible();
  }
  await expect(message(form, required('E-mail'))).toBeVisible();
  await expect(message(form, TERMS)).toBeVisible();
  expect(requests.sent).toHaveLength(0);

  // wrong e-mail, phone and zip code: said as soon as the field is left
  const email = uniqueEmail('contact');
  await person(form, { email: 'josiane.celeste@' });
  await field(form, 'Téléphone').fill('0596 50 12');
  await field(form, 'Code postal').fill('9723');
  await field(form, 'Ville').fill('Le Lamentin');
  await expect(message(form, 'Votre email n’est pas valide.')).toBeVisible();
  await expect(message(form, phoneMessage('Téléphone'))).toBeVisible();
  await expect(message(form, 'Veuillez renseigner un code postal valide')).toBeVisible();
  await expect(field(form, 'E-mail')).toHaveAttribute('aria-invalid', 'true');

  await field(form, 'E-mail').fill(email);
  await field(form, 'Téléphone').fill('0696123456');
  await field(form, 'Code postal').fill('97232');
  await field(form, 'Ville').click();
  // the phone is shown grouped in pairs once left
  await expect(field(form, 'Téléphone')).toHaveValue('06 96 12 34 56');
  await expect(message(form, 'Votre email n’est pas valide.')).toHaveCount(0);
  await expect(message(form, 'Veuillez renseigner un code postal valide')).toHaveCount(0);

  // a professional has a company (required_if); a private buyer has no such field
  const buyer = radioGroup(form, 'Vous êtes');
  await expect(field(form, 'Société')).toHaveCount(0);
  await buyer.getByRole('radio', { name: 'Professionnel' }).check();
  await expect(field(form, 'Société')).toBeVisible();
  await form.getByRole('combobox', { name: /^Objet/ }).selectOption({ label: 'Demande de devis' });
  const text = 'Bonjour, je souhaite un devis pour 40 m² de bac acier T40 livré au Lamentin.';
  await field(form, 'Message').fill(text);
  await expect(form.getByText(`${3000 - text.length} caractères restants sur 3000`)).toBeVisible();
  await send.click();
  await expect(message(form, required('Société'))).toBeVisible();
  await expect(message(form, TERMS)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await buyer.getByRole('radio', { name: 'Particulier' }).check();
  await expect(field(form, 'Société')).toHaveCount(0);
  await buyer.getByRole('radio', { name: 'Professionnel' }).check();
  await field(form, 'Société').fill('Toitures Caraïbes');
  await acceptTerms(form);
  expect(requests.sent).toHaveLength(0);

  // the server fails: the form says why and keeps every field
  await page.route(/\/api\/v1\/contact\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SERVER_ERROR', message: 'Le service est momentanément indisponible. Merci de réessayer.' }),
    }),
  );
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Le service est momentanément indisponible. Merci de réessayer.');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(field(form, 'E-mail')).toHaveValue(email);
  await expect(field(form, 'Téléphone')).toHaveValue('06 96 12 34 56');
  await expect(field(form, 'Société')).toHaveValue('Toitures Caraïbes');
  await expect(field(form, 'Message')).toHaveValue(text);
  await expect(buyer.getByRole('radio', { name: 'Professionnel' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /J’accepte les conditions générales/ })).toBeChecked();
  await page.unroute(/\/api\/v1\/contact\?/);

  await send.click();
  const reference = await confirmed(page, 'contact', 'Votre message a bien été envoyé');
  const row = await submissionOf(request, 'contact', email);
  expect(row.reference).toBe(reference);
  expect(row.payload).toMatchObject({
    civility: 'mme',
    last_name: 'Céleste',
    phone: '0696123456',
    zipcode: '97232',
    customer_type: 'professionnel',
    company: 'Toitures Caraïbes',
    subject: 'devis',
    message: text,
    accept_terms: true,
  });
  expect(requests.captcha).toEqual([]);
  expect(requests.reactErrors).toEqual([]);
});

test('diagnostic: one of two phones, a surface, two problems at most, then the confirmation', async ({ page, request }) => {
  const requests = watch(page, 'diagnostic');
  await page.goto('/diagnostic-toiture');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic de toiture');
  const form = page.getByRole('form', { name: 'Demande de diagnostic de toiture' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Demander mon diagnostic' });

  await send.click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await expect(message(form, 'Merci de renseigner au moins un numéro : « Téléphone fixe » ou « Téléphone mobile ».')).toBeVisible();
  for (const label of ['Adresse', 'Code postal', 'Ville', 'Type de toiture', 'Surface (m²)', 'Problèmes constatés'])
    await expect(message(form, required(label))).toBeVisible();

  const email = uniqueEmail('diagnostic');
  await person(form, { email });
  await field(form, 'Téléphone mobile').fill('0696 12 34');
  await field(form, 'Téléphone fixe').click();
  await expect(message(form, phoneMessage('Téléphone mobile'))).toBeVisible();
  await field(form, 'Téléphone mobile').fill('+33696123456');
  await field(form, 'Adresse').fill('12 chemin de la Pointe');
  await expect(field(form, 'Téléphone mobile')).toHaveValue('+33 6 96 12 34 56');
  await field(form, 'Code postal').fill('97232');
  await field(form, 'Ville').fill('Le Lamentin');
  await form.getByRole('combobox', { name: /^Type de toiture/ }).selectOption({ label: 'Tôle ondulée' });
  await field(form, 'Surface (m²)').fill('beaucoup');
  await field(form, 'Adresse').click();
  await expect(message(form, 'Le champ « Surface (m²) » doit être un nombre.')).toBeVisible();
  await field(form, 'Surface (m²)').fill('85,5');

  // a third problem: the limit is said at once, and again on sending
  const problems = group(form, 'Problèmes constatés');
  await expect(problems).toContainText('Deux choix au maximum.');
  await problems.getByRole('checkbox', { name: 'Fuites ou infiltrations' }).check();
  await problems.getByRole('checkbox', { name: 'Rouille et corrosion' }).check();
  await expect(message(form, MAX_2)).toHaveCount(0);
  await problems.getByRole('checkbox', { name: 'Condensation' }).check();
  await expect(message(form, MAX_2)).toBeVisible();
  await acceptTerms(form);
  await send.click();
  await expect(message(form, MAX_2)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(FIX);
  expect(requests.sent).toHaveLength(0);
  await problems.getByRole('checkbox', { name: 'Condensation' }).uncheck();
  await expect(message(form, MAX_2)).toHaveCount(0);

  await send.click();
  await confirmed(page, 'diagnostic', 'Votre demande de diagnostic a bien été envoyée');
  const row = await submissionOf(request, 'diagnostic', email);
  expect(row.payload).toMatchObject({
    phone: null,
    mobile: '+33696123456',
    street: '12 chemin de la Pointe',
    roof_type: 'tole-ondulee',
    surface: 85.5,
    problems: ['fuites', 'corrosion'],
    message: null,
  });
  expect(requests.captcha).toEqual([]);
});

test('entretien: a wrong landline, the last maintenance, then the confirmation', async ({ page, request }) => {
  await page.goto('/entretien-toiture');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entretien de toiture');
  const form = page.getByRole('form', { name: 'Demande d’entretien de toiture' });
  await ready(form);
  const email = uniqueEmail('entretien');
  await person(form, { email, last: 'Ravine', first: 'Paul' });
  await field(form, 'Téléphone fixe').fill('0596-50-12');
  await field(form, 'Adresse').fill('3 rue des Flamboyants');
  await expect(message(form, phoneMessage('Téléphone fixe'))).toBeVisible();
  await field(form, 'Téléphone fixe').fill('05.96.50.12.34');
  await field(form, 'Code postal').fill('97200');
  await expect(field(form, 'Téléphone fixe')).toHaveValue('05 96 50 12 34');
  await field(form, 'Ville').fill('Fort-de-France');
  await form.getByRole('combobox', { name: /^Type de toiture/ }).selectOption({ label: 'Bac acier' });
  await field(form, 'Surface (m²)').fill('120');
  await acceptTerms(form);
  await form.getByRole('button', { name: 'Demander un entretien' }).click();
  await expect(message(form, required('Dernier entretien'))).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await radioGroup(form, 'Dernier entretien').getByRole('radio', { name: 'Plus de 3 ans' }).check();
  await field(form, 'Précisions').fill('Gouttières à vérifier.');
  await form.getByRole('button', { name: 'Demander un entretien' }).click();
  await confirmed(page, 'entretien', 'Votre demande d’entretien a bien été envoyée');
  const row = await submissionOf(request, 'entretien', email);
  expect(row.payload).toMatchObject({ phone: '0596501234', mobile: null, last_maintenance: 'plus-3-ans', surface: 120, message: 'Gouttières à vérifier.' });
});

test('partenaire: SIRET, two trades at most, then the confirmation', async ({ page, request }) => {
  await page.goto('/devenir-partenaire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devenir artisan partenaire');
  const form = page.getByRole('form', { name: 'Demande de partenariat' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Envoyer ma demande' });
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  for (const label of ['Société', 'SIRET', 'Métiers', 'Département d’intervention', 'Présentation de votre entreprise'])
    await expect(message(form, required(label))).toBeVisible();

  await field(form, 'Société').fill('Bellance BTP');
  await field(form, 'SIRET').fill('841 257 369 00015');
  await field(form, 'Société').click();
  await expect(message(form, 'Le numéro SIRET doit comporter 14 chiffres et être valide.')).toBeVisible();
  await field(form, 'SIRET').fill('8412573690001');
  await field(form, 'Société').click();
  await expect(message(form, 'Le numéro SIRET doit comporter 14 chiffres et être valide.')).toBeVisible();
  await field(form, 'SIRET').fill('841 257 369 00014');
  await field(form, 'Société').click();
  await expect(message(form, 'Le numéro SIRET doit comporter 14 chiffres et être valide.')).toHaveCount(0);

  const trades = group(form, 'Métiers');
  for (const t of ['Couvreur', 'Charpentier', 'Maçon']) await trades.getByRole('checkbox', { name: t }).check();
  await expect(message(form, MAX_2)).toBeVisible();
  await trades.getByRole('checkbox', { name: 'Maçon' }).uncheck();
  await expect(message(form, MAX_2)).toHaveCount(0);
  await radioGroup(form, 'Département d’intervention').getByRole('radio', { name: 'Guadeloupe' }).check();
  const email = uniqueEmail('partenaire');
  await person(form, { email, last: 'Bellance', first: 'Marc' });
  await field(form, 'Téléphone').fill('0690 12 34 56');
  await field(form, 'Code postal').fill('97122');
  await field(form, 'Ville').fill('Baie-Mahault');
  await field(form, 'Présentation de votre entreprise').fill('Entreprise de couverture depuis 2009, 12 salariés.');
  await acceptTerms(form);
  await send.click();
  await confirmed(page, 'partenaire', 'Votre demande de partenariat a bien été envoyée');
  const row = await submissionOf(request, 'partenaire', email);
  expect(row.payload).toMatchObject({ company: 'Bellance BTP', siret: '84125736900014', trades: ['couvreur', 'charpentier'], department: '971' });
});

test('candidature spontanée: an oversized CV and a wrong cover letter are refused before sending; a failed send keeps fields and files', async ({
  page,
  request,
}) => {
  const requests = watch(page, 'candidature-spontanee');
  await page.goto('/candidature-spontanee');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature spontanée');
  const form = page.getByRole('form', { name: 'Candidature spontanée' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Envoyer ma candidature' });

  await send.click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await expect(message(form, 'Merci de joindre le fichier « CV ».')).toBeVisible();
  await expect(message(form, 'Merci de joindre le fichier « Lettre de motivation ».')).toBeVisible();
  await expect(message(form, required('Métiers recherchés'))).toBeVisible();

  const email = uniqueEmail('spontanee');
  await person(form, { email });
  await field(form, 'Téléphone').fill('0696123456');
  await field(form, 'Code postal').fill('97232');
  await field(form, 'Ville').fill('Le Lamentin');
  const profiles = group(form, 'Métiers recherchés');
  for (const p of ['Production', 'Logistique', 'Maintenance']) await profiles.getByRole('checkbox', { name: p }).check();
  await expect(message(form, MAX_2)).toBeVisible();
  await profiles.getByRole('checkbox', { name: 'Maintenance' }).uncheck();

  // checked in the browser as soon as chosen, before anything is sent
  const cv = field(form, 'CV');
  const letter = field(form, 'Lettre de motivation');
  await expect(cv).toHaveAttribute('accept', /\.pdf/);
  await cv.setInputFiles(pdf('cv.pdf', OVER_LIMIT));
  await expect(message(form, tooLarge('CV'))).toBeVisible();
  await letter.setInputFiles(png('lettre.png'));
  await expect(message(form, wrongType('Lettre de motivation', 'PDF, DOC, DOCX ou ODT'))).toBeVisible();
  await acceptTerms(form);
  await send.click();
  await expect(message(form, tooLarge('CV'))).toBeVisible();
  await expect(message(form, wrongType('Lettre de motivation', 'PDF, DOC, DOCX ou ODT'))).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(FIX);
  expect(requests.sent).toHaveLength(0);

  await cv.setInputFiles(pdf('CV Josiane Céleste.pdf'));
  await letter.setInputFiles(pdf('lettre.pdf'));
  await expect(message(form, tooLarge('CV'))).toHaveCount(0);
  await expect(message(form, wrongType('Lettre de motivation', 'PDF, DOC, DOCX ou ODT'))).toHaveCount(0);
  await field(form, 'Message').fill('Disponible immédiatement.');

  // the network fails: the form says why, every field and both files stay
  await page.route(/\/api\/v1\/candidature-spontanee\?/, (route) => route.abort('connectionrefused'));
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
  expect(requests.sent).toHaveLength(1);
  await expect(field(form, 'E-mail')).toHaveValue(email);
  await expect(field(form, 'Message')).toHaveValue('Disponible immédiatement.');
  await expect(profiles.getByRole('checkbox', { name: 'Production' })).toBeChecked();
  await expect(profiles.getByRole('checkbox', { name: 'Logistique' })).toBeChecked();
  expect(await cv.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('CV Josiane Céleste.pdf');
  expect(await letter.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('lettre.pdf');
  await page.unroute(/\/api\/v1\/candidature-spontanee\?/);

  await send.click();
  await confirmed(page, 'candidature-spontanee', 'Votre candidature spontanée a bien été envoyée');
  const row = await submissionOf(request, 'candidature-spontanee', email);
  expect(row.payload).toMatchObject({ profiles: ['production', 'logistique'], message: 'Disponible immédiatement.' });
  expect(row.files.map((f) => [f.field, f.name, f.type])).toEqual([
    ['cv', 'CV-Josiane-Celeste.pdf', 'application/pdf'], // the API keeps a safe name
    ['cover_letter', 'lettre.pdf', 'application/pdf'],
  ]);
  expect(requests.captcha).toEqual([]);
});

test('candidature: from the careers list to an offer, and its application form below the offer', async ({ page, request }) => {
  const requests = watch(page, 'candidature');
  await page.goto('/carrieres');
  const offerLink = page.getByRole('heading', { level: 2 }).getByRole('link').first();
  const title = (await offerLink.textContent())!.trim();
  await offerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const slug = new URL(page.url()).pathname.slice(1);
  expect(slug).toMatch(/^carrieres\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Postuler à cette offre' })).toBeVisible();
  const form = page.getByRole('form', { name: `Candidature à l’offre ${title}` });
  await ready(form);
  await expect(form).toContainText(`Vous postulez à l’offre « ${title} ».`);
  const send = form.getByRole('button', { name: 'Envoyer ma candidature' });

  await send.click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await expect(message(form, 'Merci de joindre le fichier « CV ».')).toBeVisible();
  const email = uniqueEmail('candidature');
  await person(form, { email, last: 'Ravine', first: 'Paul' });
  await field(form, 'Téléphone').fill('0033 696 12 34 56');
  await field(form, 'Code postal').fill('97200');
  await expect(field(form, 'Téléphone')).toHaveValue('+33 6 96 12 34 56');
  await field(form, 'Ville').fill('Fort-de-France');
  await field(form, 'CV').setInputFiles(png('cv.png'));
  await expect(message(form, wrongType('CV', 'PDF, DOC, DOCX ou ODT'))).toBeVisible();
  await field(form, 'CV').setInputFiles(pdf('cv-paul-ravine.pdf'));
  await field(form, 'Lettre de motivation').setInputFiles(pdf('lettre.pdf'));
  await acceptTerms(form);
  await send.click();
  await confirmed(page, 'candidature', 'Votre candidature a bien été envoyée');
  const row = await submissionOf(request, 'candidature', email);
  expect(row.payload).toMatchObject({ offer: slug, phone: '+33696123456' });
  expect(row.files.map((f) => f.name)).toEqual(['cv-paul-ravine.pdf', 'lettre.pdf']);
  expect(requests.reactErrors).toEqual([]);
});

test('échantillon: a professional names his company, two colours at most, then the confirmation', async ({ page, request }) => {
  await page.goto('/demande-echantillon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander des échantillons');
  const form = page.getByRole('form', { name: 'Demande d’échantillons' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Demander mes échantillons' });
  const email = uniqueEmail('echantillon');
  await person(form, { email });
  await field(form, 'Téléphone').fill('0696123456');
  await radioGroup(form, 'Vous êtes').getByRole('radio', { name: 'Professionnel' }).check();
  const colors = group(form, 'Couleurs');
  for (const c of ['RAL 7016 Gris anthracite', 'RAL 9010 Blanc pur', 'Aluzinc']) await colors.getByRole('checkbox', { name: c }).check();
  await expect(message(form, MAX_2)).toBeVisible();
  await group(form, 'Profils').getByRole('checkbox', { name: 'Bac acier T40' }).check();
  await field(form, 'Adresse').fill('ZI de la Lézarde');
  await field(form, 'Code postal').fill('97232');
  await field(form, 'Ville').fill('Le Lamentin');
  await acceptTerms(form);
  await send.click();
  await expect(message(form, required('Société'))).toBeVisible();
  await expect(message(form, MAX_2)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await field(form, 'Société').fill('Toitures Caraïbes');
  await colors.getByRole('checkbox', { name: 'RAL 9010 Blanc pur' }).uncheck();
  await expect(message(form, MAX_2)).toHaveCount(0);
  await send.click();
  await confirmed(page, 'echantillon', 'Votre demande d’échantillon a bien été envoyée');
  const row = await submissionOf(request, 'echantillon', email);
  expect(row.payload).toMatchObject({ company: 'Toitures Caraïbes', products: ['bac-t40'], colors: ['ral-7016', 'aluzinc'], street: 'ZI de la Lézarde' });
});

test('catalogue: a paper catalogue asks for street and city (required_if), a digital one does not', async ({ page, request }) => {
  await page.goto('/demande-catalogue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander un catalogue');
  const form = page.getByRole('form', { name: 'Demande de catalogue' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Recevoir mes catalogues' });
  const email = uniqueEmail('catalogue');
  await person(form, { email });
  await field(form, 'Téléphone').fill('0696123456');
  await radioGroup(form, 'Vous êtes').getByRole('radio', { name: 'Particulier' }).check();
  const catalogues = group(form, 'Catalogues');
  for (const c of ['Acier pour béton armé', 'Nuancier des couleurs', 'Couverture et bardage Metaliso'])
    await catalogues.getByRole('checkbox', { name: c }).check();
  await expect(message(form, MAX_2)).toBeVisible();
  await catalogues.getByRole('checkbox', { name: 'Acier pour béton armé' }).uncheck();

  const format = radioGroup(form, 'Format');
  await expect(field(form, 'Adresse')).toHaveCount(0);
  await expect(field(form, 'Ville')).toHaveCount(0);
  await format.getByRole('radio', { name: 'Papier (par courrier)' }).check();
  await expect(field(form, 'Adresse')).toBeVisible();
  await expect(field(form, 'Ville')).toBeVisible();
  await field(form, 'Code postal').fill('123');
  await field(form, 'Code postal').press('Tab');
  await expect(message(form, 'Veuillez renseigner un code postal valide')).toBeVisible();
  await acceptTerms(form);
  await send.click();
  await expect(message(form, required('Adresse'))).toBeVisible();
  await expect(message(form, required('Ville'))).toBeVisible();
  await expect(message(form, 'Veuillez renseigner un code postal valide')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED_ALL);
  await format.getByRole('radio', { name: 'Numérique (PDF par e-mail)' }).check();
  await expect(field(form, 'Adresse')).toHaveCount(0);
  await format.getByRole('radio', { name: 'Papier (par courrier)' }).check();
  await field(form, 'Adresse').fill('12 chemin de la Pointe');
  await field(form, 'Code postal').fill('97232');
  await field(form, 'Ville').fill('Le Lamentin');
  await send.click();
  await confirmed(page, 'catalogue', 'Votre demande de catalogue a bien été envoyée');
  const row = await submissionOf(request, 'catalogue', email);
  expect(row.payload).toMatchObject({
    catalogues: ['couverture-bardage', 'nuancier'],
    format: 'papier',
    street: '12 chemin de la Pointe',
    zipcode: '97232',
    city: 'Le Lamentin',
    company: null,
  });
});

test('étude: the plan or photo is checked before sending (type, size), the terms must be accepted, then the confirmation', async ({ page, request }) => {
  const requests = watch(page, 'etude');
  await page.goto('/demande-etude');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander une étude');
  const form = page.getByRole('form', { name: 'Demande d’étude' });
  await ready(form);
  const send = form.getByRole('button', { name: 'Demander une étude' });
  const email = uniqueEmail('etude');
  await person(form, { email, last: 'Ravine', first: 'Paul' });
  await field(form, 'Téléphone').fill('0596501234');
  await field(form, 'Code postal').fill('97228');
  await field(form, 'Ville').fill('Sainte-Luce');
  await radioGroup(form, 'Vous êtes').getByRole('radio', { name: 'Professionnel' }).check();
  await field(form, 'Société').fill('Bâti Sud Construction');
  await form.getByRole('combobox', { name: /^Type de projet/ }).selectOption({ label: 'Logement collectif' });
  const scopes = group(form, 'Lots concernés');
  for (const s of ['Ferraillage (béton armé)', 'Couverture', 'Bardage']) await scopes.getByRole('checkbox', { name: s }).check();
  await expect(message(form, MAX_2)).toBeVisible();
  await scopes.getByRole('checkbox', { name: 'Bardage' }).uncheck();
  await field(form, 'Description du projet').fill('Résidence de 24 logements à Sainte-Luce, plans joints.');

  const plan = field(form, 'Plan ou photo');
  await plan.setInputFiles({ name: 'plan.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00not a plan') });
  await expect(message(form, wrongType('Plan ou photo', 'PDF, JPG ou PNG'))).toBeVisible();
  await plan.setInputFiles(png('plan-masse.png', OVER_LIMIT));
  await expect(message(form, tooLarge('Plan ou photo'))).toBeVisible();
  await plan.setInputFiles(png('plan-masse.png'));
  await expect(message(form, tooLarge('Plan ou photo'))).toHaveCount(0);

  await send.click();
  await expect(message(form, TERMS)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(FIX);
  expect(requests.sent).toHaveLength(0);
  await acceptTerms(form);
  await send.click();
  await confirmed(page, 'etude', 'Votre demande d’étude a bien été envoyée');
  const row = await submissionOf(request, 'etude', email);
  expect(row.payload).toMatchObject({ project_type: 'logement-collectif', scopes: ['ferraillage', 'couverture'], company: 'Bâti Sud Construction' });
  expect(row.files).toMatchObject([{ field: 'plan', name: 'plan-masse.png', type: 'image/png' }]);
  expect(requests.captcha).toEqual([]);
});

test('the menus lead to the forms', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => Object.keys(document.querySelector('#menu-burger') ?? {}).some((k) => k.startsWith('__reactProps')));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.locator('#menu-principal');
  await menu.getByRole('button', { name: 'Services' }).click();
  for (const [label, path] of [
    ['Demander une étude', '/demande-etude'],
    ['Diagnostic de toiture', '/diagnostic-toiture'],
    ['Entretien de toiture', '/entretien-toiture'],
  ]) {
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', path);
  }
  const footer = page.locator('#pied-de-page');
  for (const [label, path] of [
    ['Demander un catalogue', '/demande-catalogue'],
    ['Demander des échantillons', '/demande-echantillon'],
    ['Devenir partenaire', '/devenir-partenaire'],
    ['Candidature spontanée', '/candidature-spontanee'],
  ]) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', path);
  }
  await menu.getByRole('link', { name: 'Diagnostic de toiture' }).click();
  await expect(page).toHaveURL(/\/diagnostic-toiture$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic de toiture');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Diagnostic de toiture');
});

/**
 * Whether the page ran the code of the forms (react-hook-form): looked for in
 * the chunks webpack loaded and ran, not in what Gatsby merely prefetched for
 * the links on screen.
 */
async function ranFormCode(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (ready) await ready(page);
  return page.evaluate(() => {
    const key = Object.keys(self).find((k) => k.startsWith('webpackChunk'));
    const chunks = ((self as unknown as Record<string, unknown>)[key ?? ''] ?? []) as [unknown, Record<string, () => void>][];
    return chunks.some(([, modules]) => Object.values(modules).some((factory) => String(factory).includes('shouldFocusError')));
  });
}

test('the form code runs only on pages with a form, and the forms built into the HTML hydrate', async ({ page }) => {
  const { reactErrors } = watch(page, 'none');
  expect(await ranFormCode(page, '/produit/barre-ha-o12-12-m')).toBe(false);
  expect(await ranFormCode(page, '/categorie/treillis-soudes')).toBe(false);
  expect(await ranFormCode(page, '/qui-sommes-nous')).toBe(false);
  expect(await ranFormCode(page, '/carrieres')).toBe(false);
  expect(await ranFormCode(page, '/contact', (p) => ready(p.getByRole('form', { name: 'Formulaire de contact' })))).toBe(true);
  expect(await ranFormCode(page, '/demande-catalogue')).toBe(true);
  const offer = '/carrieres/cariste-magasinier-baie-mahault';
  expect(await ranFormCode(page, offer, (p) => ready(p.getByRole('form', { name: /^Candidature à l’offre / })))).toBe(true);
  expect(reactErrors).toEqual([]);
});
