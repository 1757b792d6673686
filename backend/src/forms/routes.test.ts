import { formReceipt } from '@trefima/domain/contract';
import { formMessages } from '@trefima/domain/forms/messages';
import { data, failure, multipart, samples, testApi, type TestApi } from '../testing';

/**
 * Contract tests of the nine lead forms: the real app over an in-memory
 * database, the shared zod schemas deciding what is valid.
 */

let api: TestApi;
let offer: string;
beforeAll(async () => {
  api = await testApi();
  offer = api.db.prepare('SELECT slug FROM career LIMIT 1').pluck().get() as string;
});
afterAll(() => api.close());

type Fields = Record<string, string | string[]>;
type File = { field: string; name: string; type: string; content: Buffer };

const REQUIRED_ALL = 'Merci de bien remplir tous les champs obligatoires.';
const required = (label: string) => `Le champ « ${label} » est obligatoire.`;
const phoneMsg = (label: string) =>
  `Le champ « ${label} » doit être un numéro de téléphone : 10 chiffres commençant par 0, ou l’indicatif (+33, +590, +594, +596, +262, +269 ; 00 au lieu de +) suivi du numéro sans son 0.`;
const tooLarge = (label: string) => `Le fichier « ${label} » dépasse la taille maximale de 5 Mo.`;
const wrongType = (label: string, types: string) => `Le fichier « ${label} » n’est pas d’un type accepté (${types}).`;
const joinFile = (label: string) => `Merci de joindre le fichier « ${label} ».`;

const pdf = (field: string, name = `${field}.pdf`, content = samples.pdf()): File => ({ field, name, type: 'application/pdf', content });

const person = { civility: 'mme', last_name: 'Céleste', first_name: 'Josiane', email: 'josiane.celeste@example.com' };
const reachable = { ...person, phone: '0696 12 34 56', zipcode: '97232', city: 'Le Lamentin' };
const terms = { accept_terms: 'on' };

/** A valid submission of every form, as the site's browser sends it. */
const valid = (): Record<string, { fields: Fields; files: File[] }> => ({
  contact: {
    fields: { ...reachable, customer_type: 'particulier', subject: 'devis', message: 'Bonjour, je souhaite un devis pour 40 m² de bac acier T40.', ...terms },
    files: [],
  },
  diagnostic: {
    fields: {
      ...person,
      phone: '',
      mobile: '06.96.12.34.56',
      street: '12 chemin de la Pointe',
      zipcode: '97232',
      city: 'Le Lamentin',
      roof_type: 'tole-ondulee',
      surface: '85,5',
      problems: ['fuites', 'corrosion'],
      message: '',
      ...terms,
    },
    files: [],
  },
  entretien: {
    fields: {
      ...person,
      phone: '0596 50 12 34',
      street: '3 rue des Flamboyants',
      zipcode: '97200',
      city: 'Fort-de-France',
      roof_type: 'bac-acier',
      surface: '120',
      last_maintenance: 'plus-3-ans',
      ...terms,
    },
    files: [],
  },
  partenaire: {
    fields: {
      company: 'Bellance BTP',
      siret: '841 257 369 00014',
      trades: ['couvreur', 'charpentier'],
      department: '971',
      ...reachable,
      zipcode: '97122',
      city: 'Baie-Mahault',
      message: 'Entreprise de couverture depuis 2009, 12 salariés.',
      ...terms,
    },
    files: [],
  },
  'candidature-spontanee': {
    fields: { ...reachable, profiles: ['production', 'logistique'], message: 'Disponible immédiatement.', ...terms },
    files: [pdf('cv'), pdf('cover_letter', 'lettre.pdf')],
  },
  candidature: {
    fields: { ...reachable, offer: 'OFFER', ...terms },
    files: [pdf('cv', 'CV Josiane Céleste.pdf'), pdf('cover_letter', 'lettre.PDF')],
  },
  echantillon: {
    fields: {
      ...reachable,
      customer_type: 'professionnel',
      company: 'Toitures Caraïbes',
      street: 'ZI de la Lézarde',
      products: ['bac-t40', 'tuile-acier'],
      colors: 'ral-7016',
      ...terms,
    },
    files: [],
  },
  catalogue: {
    fields: {
      ...person,
      phone: '+33 6 96 12 34 56',
      customer_type: 'particulier',
      catalogues: ['couverture-bardage', 'nuancier'],
      format: 'numerique',
      zipcode: '97232',
      ...terms,
    },
    files: [],
  },
  etude: {
    fields: {
      ...reachable,
      customer_type: 'professionnel',
      company: 'Bâti Sud Construction',
      project_type: 'logement-collectif',
      scopes: ['ferraillage', 'couverture'],
      message: 'Résidence de 24 logements à Sainte-Luce, plans joints.',
      ...terms,
    },
    files: [{ field: 'plan', name: 'plan-masse.png', type: 'image/png', content: samples.png() }],
  },
});

const FORMS = Object.keys(valid());
const PREFIX: Record<string, string> = {
  contact: 'CON',
  diagnostic: 'DIA',
  entretien: 'ENT',
  partenaire: 'PAR',
  'candidature-spontanee': 'CSP',
  candidature: 'CAN',
  echantillon: 'ECH',
  catalogue: 'CAT',
  etude: 'ETU',
};

function form(name: string, change: (f: Fields) => void = () => {}, files?: File[]) {
  const v = valid()[name];
  const fields = { ...v.fields };
  if (name === 'candidature') fields.offer = offer;
  change(fields);
  for (const [k, value] of Object.entries(fields)) if (value === undefined) delete fields[k];
  return { fields, files: files ?? v.files };
}

const submissions = () => api.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get() as number;
const mails = () => api.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;

function send(name: string, fields: Fields, files: File[] = []) {
  return api.request('POST', `/${name}`, multipart(fields, files));
}

/** Sends a submission that must be refused: never a 500, never a stored row or a mail. */
async function refused(name: string, fields: Fields, files: File[] = [], status = 422) {
  const before = submissions();
  const mailsBefore = mails();
  const res = await send(name, fields, files);
  expect(res.statusCode).not.toBe(500);
  const err = failure(res, status);
  expect(submissions()).toBe(before);
  expect(mails()).toBe(mailsBefore);
  return err;
}

async function invalid(name: string, change: (f: Fields) => void, files?: File[]) {
  const { fields, files: f } = form(name, change, files);
  const err = await refused(name, fields, f);
  expect(err.code).toBe('VALIDATION_ERROR');
  expect(err.errors).toBeDefined();
  return err as typeof err & { errors: Record<string, string> };
}

describe('a valid submission of every form', () => {
  it.each(FORMS)('POST /%s answers 201 with a receipt, stores the submission and mails the back office', async (name) => {
    const before = submissions();
    const mailsBefore = mails();
    const { fields, files } = form(name);
    const receipt = data(await send(name, fields, files), formReceipt, 201);
    expect(receipt.form).toBe(name);
    expect(receipt.reference).toMatch(new RegExp(`^${PREFIX[name]}-2026-\\d{6}$`));
    expect(receipt.reference.endsWith(String(receipt.id).padStart(6, '0'))).toBe(true);
    expect(receipt.message.length).toBeGreaterThan(20);
    expect(submissions()).toBe(before + 1);
    expect(mails()).toBe(mailsBefore + 1);

    const row = api.db.prepare('SELECT * FROM form_submission WHERE id = ?').get(receipt.id) as {
      form: string;
      reference: string;
      payload: string;
      files: string;
      created_at: string;
    };
    expect(row).toMatchObject({ form: name, reference: receipt.reference, created_at: '2026-11-21T10:00:00.000Z' });
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    expect(payload.accept_terms).toBe(true);
    expect(payload.email).toBe(person.email);
    expect(payload.last_name).toBe('Céleste');

    const stored = JSON.parse(row.files) as { field: string; name: string; type: string; size: number; path: string }[];
    expect(stored.map((f) => f.field).sort()).toEqual(files.map((f) => f.field).sort());
    // the API keeps only a safe name: accents folded, spaces turned to dashes
    const safe: Record<string, string> = { 'CV Josiane Céleste.pdf': 'CV-Josiane-Celeste.pdf' };
    for (const f of files) {
      const s = stored.find((x) => x.field === f.field)!;
      expect(s).toMatchObject({ name: safe[f.name] ?? f.name, type: f.type, size: f.content.length });
      expect(s.path).toContain(receipt.reference);
    }

    const mail = api.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 1').get() as { recipient: string; subject: string; body: string };
    expect(mail.subject).toContain(`(${receipt.reference})`);
    expect(mail.recipient).toMatch(/@/);
    expect(mail.body).toContain(`email : ${person.email}`);
  });

  it('normalises what it stores: phones without spaces, numbers with a comma, lone multi-choice values as lists', async () => {
    const dia = data(await send('diagnostic', form('diagnostic').fields), formReceipt, 201);
    const p1 = JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(dia.id) as string);
    expect(p1).toMatchObject({ phone: null, mobile: '0696123456', surface: 85.5, problems: ['fuites', 'corrosion'], message: null });

    const ech = data(await send('echantillon', form('echantillon').fields), formReceipt, 201);
    const p2 = JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(ech.id) as string);
    expect(p2).toMatchObject({ colors: ['ral-7016'], products: ['bac-t40', 'tuile-acier'], company: 'Toitures Caraïbes', phone: '0696123456' });

    const par = data(await send('partenaire', form('partenaire').fields), formReceipt, 201);
    const p3 = JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(par.id) as string);
    expect(p3.siret).toBe('84125736900014');
  });

  it('gives each submission its own reference (identical ones are answered once: hardening.test.ts)', async () => {
    const a = data(await send('contact', { ...form('contact').fields, message: 'Premier message, pour un devis de treillis.' }), formReceipt, 201);
    const b = data(await send('contact', { ...form('contact').fields, message: 'Second message, pour un devis de bac acier.' }), formReceipt, 201);
    expect(b.id).toBeGreaterThan(a.id);
    expect(b.reference).not.toBe(a.reference);
  });

  it('gives a reference of the year of the territory’s day, the one the buyer is told to quote', async () => {
    const before = api.clock.now;
    try {
      // 23:30 on New Year's Eve in Martinique is 03:30 on 1 January in UTC, and already 00:30 in Guyane
      api.clock.now = Date.parse('2026-12-31T23:30:00-04:00');
      const fields = { ...form('contact').fields, message: 'Un message du soir de la Saint-Sylvestre, pour un devis.' };
      expect(data(await send('contact', fields), formReceipt, 201).reference).toMatch(/^CON-2026-\d{6}$/);
      const guyane = { ...multipart({ ...fields, message: 'Le même soir, de Guyane, pour un devis de treillis.' }, []), plan: 3 };
      expect(data(await api.request('POST', '/contact', guyane), formReceipt, 201).reference).toMatch(/^CON-2027-\d{6}$/);
    } finally {
      api.clock.now = before;
    }
  });

  it('accepts multi-choice fields sent with the [] suffix', async () => {
    const { fields } = form('partenaire', (f) => {
      delete f.trades;
      f['trades[]'] = ['macon'];
    });
    const r = data(await send('partenaire', fields), formReceipt, 201);
    expect(JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(r.id) as string).trades).toEqual(['macon']);
  });

  it('accepts a JSON body for the forms without files', async () => {
    for (const name of ['contact', 'diagnostic', 'entretien', 'partenaire', 'echantillon', 'catalogue']) {
      const before = submissions();
      const body = { ...form(name).fields, email: `${name}.json@example.com`, accept_terms: true };
      const r = data(await api.post(`/${name}`, body), formReceipt, 201);
      expect(r.form).toBe(name);
      expect(submissions()).toBe(before + 1);
    }
  });

  it('accepts a candidature to an offer named by its slug without the carrieres/ prefix, or by its id', async () => {
    const id = api.db.prepare('SELECT id FROM career WHERE slug = ?').pluck().get(offer) as number;
    const short = offer.replace(/^carrieres\//, '');
    for (const o of [short, String(id)]) {
      const { fields, files } = form('candidature', (f) => (f.offer = o));
      expect(data(await send('candidature', fields, files), formReceipt, 201).form).toBe('candidature');
    }
  });

  it('accepts an ODT and a DOCX as CV and cover letter, and a JPEG plan', async () => {
    // real documents: the API now reads what a zip holds, not a few bytes at its start
    const docx = samples.docx();
    const odt = samples.odt();
    const files: File[] = [
      { field: 'cv', name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: docx },
      { field: 'cover_letter', name: 'lettre.odt', type: 'application/vnd.oasis.opendocument.text', content: odt },
    ];
    const r = data(await send('candidature-spontanee', form('candidature-spontanee').fields, files), formReceipt, 201);
    const stored = JSON.parse(api.db.prepare('SELECT files FROM form_submission WHERE id = ?').pluck().get(r.id) as string) as {
      field: string;
      type: string;
    }[];
    expect(stored.find((f) => f.field === 'cv')?.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(stored.find((f) => f.field === 'cover_letter')?.type).toBe('application/vnd.oasis.opendocument.text');

    const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(100)]);
    const e = data(await send('etude', form('etude').fields, [{ field: 'plan', name: 'toiture.JPG', type: 'image/jpeg', content: jpeg }]), formReceipt, 201);
    expect(e.form).toBe('etude');
  });

  it('sends the files to the back office with its mail, each named in it with where it is kept', async () => {
    const cv = samples.pdf();
    const letter = samples.odt();
    const files: File[] = [
      { field: 'cv', name: 'CV Josiane Céleste.pdf', type: 'application/pdf', content: cv },
      { field: 'cover_letter', name: 'lettre.odt', type: 'application/vnd.oasis.opendocument.text', content: letter },
    ];
    const r = data(await send('candidature-spontanee', form('candidature-spontanee').fields, files), formReceipt, 201);
    const mail = api.db.prepare('SELECT id, subject, body FROM outbox ORDER BY id DESC LIMIT 1').get() as { id: number; subject: string; body: string };
    expect(mail.subject).toContain(r.reference);
    const joined = api.db.prepare('SELECT name, type, content FROM outbox_attachment WHERE outbox_id = ? ORDER BY id').all(mail.id) as {
      name: string;
      type: string;
      content: Buffer;
    }[];
    expect(joined.map((j) => [j.name, j.type, j.content.equals(j.name.endsWith('.pdf') ? cv : letter)])).toEqual([
      ['CV-Josiane-Celeste.pdf', 'application/pdf', true],
      ['lettre.odt', 'application/vnd.oasis.opendocument.text', true],
    ]);
    expect(mail.body).toMatch(
      new RegExp(`\\n- CV-Josiane-Celeste\\.pdf \\(application/pdf, \\d+ Ko\\) : .*${r.reference}/cv-CV-Josiane-Celeste\\.pdf, joint à ce message\\n`),
    );
    expect(mail.body).toContain('- lettre.odt (application/vnd.oasis.opendocument.text, ');
    // the files are not also written out as the form's answers
    expect(mail.body).not.toMatch(/^cv : /m);
  });

  it('ignores files sent to a form that has none, and stores none of them', async () => {
    const r = data(await send('contact', form('contact').fields, [pdf('cv')]), formReceipt, 201);
    expect(api.db.prepare('SELECT files FROM form_submission WHERE id = ?').pluck().get(r.id)).toBe('[]');
  });
});

describe('required fields', () => {
  it.each(FORMS)('POST /%s with nothing at all names every required field', async (name) => {
    const err = await refused(name, {});
    expect(err).toMatchObject({ code: 'VALIDATION_ERROR', message: REQUIRED_ALL });
    const errors = err.errors!;
    expect(errors.email).toBe(required('E-mail'));
    expect(errors.accept_terms).toBe(formMessages.terms);
    if (name !== 'partenaire') expect(errors.civility).toBe(required('Civilité'));
    else expect(errors.company).toBe(required('Société'));
    for (const message of Object.values(errors)) expect(message).toMatch(/«|email|conditions/);
  });

  it('names each missing field of the contact form in French', async () => {
    const err = await invalid('contact', (f) => {
      f.last_name = '';
      f.first_name = '   ';
      delete f.subject;
      delete f.message;
      delete f.city;
    });
    expect(err.message).toBe(REQUIRED_ALL);
    expect(err.errors).toEqual({
      last_name: required('Nom'),
      first_name: required('Prénom'),
      subject: required('Objet'),
      message: required('Message'),
      city: required('Ville'),
    });
  });

  it('names the missing fields of every form with their label', async () => {
    const cases: [string, string, string][] = [
      ['diagnostic', 'roof_type', 'Type de toiture'],
      ['diagnostic', 'surface', 'Surface (m²)'],
      ['diagnostic', 'problems', 'Problèmes constatés'],
      ['diagnostic', 'street', 'Adresse'],
      ['entretien', 'last_maintenance', 'Dernier entretien'],
      ['partenaire', 'siret', 'SIRET'],
      ['partenaire', 'trades', 'Métiers'],
      ['partenaire', 'department', 'Département d’intervention'],
      ['partenaire', 'message', 'Présentation de votre entreprise'],
      ['candidature-spontanee', 'profiles', 'Métiers recherchés'],
      ['candidature', 'offer', 'Offre'],
      ['echantillon', 'products', 'Profils'],
      ['echantillon', 'colors', 'Couleurs'],
      ['echantillon', 'street', 'Adresse'],
      ['catalogue', 'catalogues', 'Catalogues'],
      ['catalogue', 'format', 'Format'],
      ['catalogue', 'zipcode', 'Code postal'],
      ['etude', 'project_type', 'Type de projet'],
      ['etude', 'scopes', 'Lots concernés'],
      ['etude', 'message', 'Description du projet'],
      ['contact', 'customer_type', 'Vous êtes'],
      ['contact', 'phone', 'Téléphone'],
    ];
    for (const [name, field, label] of cases) {
      const err = await invalid(name, (f) => {
        f[field] = '';
      });
      expect({ name, field, message: err.message, errors: err.errors }).toEqual({ name, field, message: REQUIRED_ALL, errors: { [field]: required(label) } });
    }
  });

  it('refuses unticked terms on every form', async () => {
    for (const name of FORMS) {
      for (const value of [undefined, '', 'false', '0', 'off']) {
        const err = await invalid(name, (f) => {
          if (value === undefined) delete f.accept_terms;
          else f.accept_terms = value;
        });
        expect(err.errors).toEqual({ accept_terms: 'Vous devez accepter les conditions générales pour continuer.' });
      }
    }
  });
});

describe('field formats', () => {
  it('refuses an invalid email with the spec’s message', async () => {
    for (const email of ['josiane', 'josiane@', '@example.com', 'josiane celeste@example.com', 'josiane@example']) {
      const err = await invalid('contact', (f) => (f.email = email));
      expect(err).toMatchObject({ message: 'Votre email n’est pas valide.', errors: { email: 'Votre email n’est pas valide.' } });
    }
  });

  it('refuses an invalid phone, naming the field', async () => {
    for (const phone of ['0596 50 12', '05965012345', '+44 20 7946 0958', '06 96 AB CD EF', '+33 06 96 12 34 56']) {
      const err = await invalid('contact', (f) => (f.phone = phone));
      expect(err.errors).toEqual({ phone: phoneMsg('Téléphone') });
      expect(err.message).toBe(phoneMsg('Téléphone'));
    }
    const mobile = await invalid('diagnostic', (f) => (f.mobile = '12345'));
    expect(mobile.errors).toEqual({ mobile: phoneMsg('Téléphone mobile') });
    const fixe = await invalid('entretien', (f) => (f.phone = '0596-50-12'));
    expect(fixe.errors).toEqual({ phone: phoneMsg('Téléphone fixe') });
  });

  it('accepts +33, 0033 and 0 phones with spaces, dots and hyphens', async () => {
    for (const phone of ['+33 6 96 12 34 56', '0033 696 123 456', '06.96.12.34.56', '06-96-12-34-56']) {
      data(await send('contact', form('contact', (f) => (f.phone = phone)).fields), formReceipt, 201);
    }
  });

  it('refuses a zip code that is not exactly five digits', async () => {
    for (const zipcode of ['9723', '972321', '97 232', 'ABCDE', '2A004']) {
      const err = await invalid('contact', (f) => (f.zipcode = zipcode));
      expect(err).toMatchObject({ message: 'Veuillez renseigner un code postal valide', errors: { zipcode: 'Veuillez renseigner un code postal valide' } });
    }
    const cat = await invalid('catalogue', (f) => (f.zipcode = '123'));
    expect(cat.errors).toEqual({ zipcode: 'Veuillez renseigner un code postal valide' });
  });

  it('refuses a SIRET that fails the Luhn check or has the wrong length', async () => {
    for (const siret of ['84125736900015', '84125736900041', '8412573690001', '841257369000140', '8412573690001A']) {
      const err = await invalid('partenaire', (f) => (f.siret = siret));
      expect(err.errors).toEqual({ siret: 'Le numéro SIRET doit comporter 14 chiffres et être valide.' });
    }
  });

  it('refuses more than two values in a multi-choice, with the spec’s message', async () => {
    const cases: [string, string, string[]][] = [
      ['diagnostic', 'problems', ['fuites', 'corrosion', 'bruit']],
      ['partenaire', 'trades', ['couvreur', 'charpentier', 'macon']],
      ['candidature-spontanee', 'profiles', ['production', 'logistique', 'commercial']],
      ['echantillon', 'colors', ['ral-9010', 'ral-7016', 'aluzinc']],
      ['echantillon', 'products', ['bac-t40', 'bac-t35', 'tuile-acier', 'bardage-b35']],
      ['catalogue', 'catalogues', ['acier-beton', 'nuancier', 'couverture-bardage']],
      ['etude', 'scopes', ['ferraillage', 'couverture', 'bardage']],
    ];
    for (const [name, field, values] of cases) {
      const err = await invalid(name, (f) => (f[field] = values));
      expect({ name, message: err.message, errors: err.errors }).toEqual({
        name,
        message: 'Vous ne pouvez sélectionner que 2 valeurs maximum',
        errors: { [field]: 'Vous ne pouvez sélectionner que 2 valeurs maximum' },
      });
    }
  });

  it('refuses an unknown value in a choice or a multi-choice, on the field itself', async () => {
    const subject = await invalid('contact', (f) => (f.subject = 'spam'));
    expect(subject.errors).toEqual({ subject: 'La valeur choisie pour « Objet » n’est pas valide.' });
    const dep = await invalid('partenaire', (f) => (f.department = '974'));
    expect(dep.errors).toEqual({ department: 'La valeur choisie pour « Département d’intervention » n’est pas valide.' });
    const colors = await invalid('echantillon', (f) => (f.colors = ['ral-7016', 'rose-bonbon']));
    expect(colors.errors).toEqual({ colors: 'La valeur choisie pour « Couleurs » n’est pas valide.' });
    const before = submissions();
    const json = await api.post('/partenaire', { ...form('partenaire').fields, trades: [1, { a: 1 }], accept_terms: true });
    expect(failure(json, 422).errors).toEqual({ trades: 'La valeur choisie pour « Métiers » n’est pas valide.' });
    expect(submissions()).toBe(before);
  });

  it('refuses a surface that is not a positive number', async () => {
    for (const surface of ['abc', '-12', '0', '1e9']) {
      const err = await invalid('diagnostic', (f) => (f.surface = surface));
      expect(err.errors).toEqual({ surface: 'Le champ « Surface (m²) » doit être un nombre.' });
    }
  });

  it('refuses a field longer than its limit', async () => {
    const err = await invalid('contact', (f) => (f.message = 'x'.repeat(3001)));
    expect(err.errors).toEqual({ message: 'Le champ « Message » ne doit pas dépasser 3000 caractères.' });
  });
});

describe('conditional rules', () => {
  it('needs a landline or a mobile on diagnostic and entretien (one_is_require)', async () => {
    for (const name of ['diagnostic', 'entretien']) {
      const err = await invalid(name, (f) => {
        f.phone = '';
        f.mobile = ' ';
      });
      expect(err.errors).toEqual({ phone: 'Merci de renseigner au moins un numéro : « Téléphone fixe » ou « Téléphone mobile ».' });
      // neither phone given at all
      const absent = await invalid(name, (f) => {
        delete f.phone;
        delete f.mobile;
      });
      expect(absent.errors).toEqual(err.errors);
      // either one is enough
      data(
        await send(
          name,
          form(name, (f) => {
            f.phone = '0596 50 12 34';
            f.mobile = '';
          }).fields,
        ),
        formReceipt,
        201,
      );
      data(
        await send(
          name,
          form(name, (f) => {
            f.phone = '';
            f.mobile = '0696 12 34 56';
          }).fields,
        ),
        formReceipt,
        201,
      );
    }
  });

  it('needs the company of a professional (required_if) on contact, echantillon, catalogue and etude', async () => {
    for (const name of ['contact', 'echantillon', 'catalogue', 'etude']) {
      const err = await invalid(name, (f) => {
        f.customer_type = 'professionnel';
        f.company = '';
      });
      expect({ name, message: err.message, errors: err.errors }).toEqual({ name, message: REQUIRED_ALL, errors: { company: required('Société') } });
    }
    // a private customer needs none
    data(
      await send(
        'echantillon',
        form('echantillon', (f) => {
          f.customer_type = 'particulier';
          f.company = '';
        }).fields,
      ),
      formReceipt,
      201,
    );
  });

  it('needs street and city for a paper catalogue (required_if), not for a digital one', async () => {
    const err = await invalid('catalogue', (f) => (f.format = 'papier'));
    expect(err).toMatchObject({ message: REQUIRED_ALL, errors: { street: required('Adresse'), city: required('Ville') } });
    expect(Object.keys(err.errors).sort()).toEqual(['city', 'street']);
    const noCity = await invalid('catalogue', (f) => {
      f.format = 'papier';
      f.street = '12 chemin de la Pointe';
    });
    expect(noCity.errors).toEqual({ city: required('Ville') });
    data(
      await send(
        'catalogue',
        form('catalogue', (f) => {
          f.format = 'papier';
          f.street = '12 chemin de la Pointe';
          f.city = 'Le Lamentin';
        }).fields,
      ),
      formReceipt,
      201,
    );
  });

  it('reports a conditional rule together with the other missing fields', async () => {
    const err = await invalid('contact', (f) => {
      f.customer_type = 'professionnel';
      f.company = '';
      f.last_name = '';
    });
    expect(err.errors).toEqual({ last_name: required('Nom'), company: required('Société') });
    const dia = await invalid('diagnostic', (f) => {
      f.phone = '';
      f.mobile = '';
      f.city = '';
    });
    expect(dia.errors).toEqual({ city: required('Ville'), phone: 'Merci de renseigner au moins un numéro : « Téléphone fixe » ou « Téléphone mobile ».' });
  });
});

describe('attached files', () => {
  it('refuses a file over 5 MB with the size message on its field', async () => {
    const big = pdf('cv', 'cv.pdf', samples.pdf(5 * 1024 * 1024 + 10));
    const err = await invalid('candidature', () => {}, [big, pdf('cover_letter')]);
    expect(err.errors).toEqual({ cv: tooLarge('CV') });
    expect(err.message).toBe(tooLarge('CV'));

    const plan = await invalid('etude', () => {}, [pdf('plan', 'plan.pdf', samples.pdf(5 * 1024 * 1024 + 10))]);
    expect(plan.errors).toEqual({ plan: tooLarge('Plan ou photo') });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { fields } = form('candidature-spontanee');
    data(await send('candidature-spontanee', fields, [pdf('cv', 'cv.pdf', samples.pdf(5 * 1024 * 1024)), pdf('cover_letter')]), formReceipt, 201);
  });

  it('judges a file by its content: an executable renamed .pdf is refused', async () => {
    const exe: File = { field: 'cover_letter', name: 'lettre.pdf', type: 'application/pdf', content: samples.exe() };
    const err = await invalid('candidature-spontanee', () => {}, [pdf('cv'), exe]);
    expect(err.errors).toEqual({ cover_letter: wrongType('Lettre de motivation', 'PDF, DOC, DOCX ou ODT') });
    const plan = await invalid('etude', () => {}, [{ field: 'plan', name: 'plan.pdf', type: 'application/pdf', content: samples.exe() }]);
    expect(plan.errors).toEqual({ plan: wrongType('Plan ou photo', 'PDF, JPG ou PNG') });
  });

  it('refuses a real PNG as a CV, and a PDF named .exe', async () => {
    const png: File = { field: 'cv', name: 'cv.png', type: 'image/png', content: samples.png() };
    const err = await invalid('candidature', () => {}, [png, pdf('cover_letter')]);
    expect(err.errors).toEqual({ cv: wrongType('CV', 'PDF, DOC, DOCX ou ODT') });
    const pngAsPdf = await invalid('candidature', () => {}, [{ ...png, name: 'cv.pdf', type: 'application/pdf' }, pdf('cover_letter')]);
    expect(pngAsPdf.errors).toEqual({ cv: wrongType('CV', 'PDF, DOC, DOCX ou ODT') });
    const badName = await invalid('candidature', () => {}, [pdf('cv', 'cv.exe'), pdf('cover_letter')]);
    expect(badName.errors).toEqual({ cv: wrongType('CV', 'PDF, DOC, DOCX ou ODT') });
  });

  it('refuses a missing required file', async () => {
    const noCv = await invalid('candidature', () => {}, [pdf('cover_letter')]);
    expect(noCv).toMatchObject({ message: REQUIRED_ALL, errors: { cv: joinFile('CV') } });
    const none = await invalid('candidature-spontanee', () => {}, []);
    expect(none.errors).toEqual({ cv: joinFile('CV'), cover_letter: joinFile('Lettre de motivation') });
    const noPlan = await invalid('etude', () => {}, []);
    expect(noPlan.errors).toEqual({ plan: joinFile('Plan ou photo') });
    // an empty file input, as a browser sends it when nothing was chosen
    const empty = await invalid('etude', () => {}, [{ field: 'plan', name: '', type: 'application/octet-stream', content: Buffer.alloc(0) }]);
    expect(empty.errors).toEqual({ plan: joinFile('Plan ou photo') });
  });

  it('checks and keeps only the first file of a field: a second one is never stored unchecked', async () => {
    const exe: File = { field: 'cv', name: 'cv2.pdf', type: 'application/pdf', content: samples.exe() };
    const r = data(await send('candidature-spontanee', form('candidature-spontanee').fields, [pdf('cv'), exe, pdf('cover_letter')]), formReceipt, 201);
    const stored = JSON.parse(api.db.prepare('SELECT files FROM form_submission WHERE id = ?').pluck().get(r.id) as string) as {
      field: string;
      name: string;
      type: string;
    }[];
    expect(stored.map((f) => `${f.field}:${f.name}:${f.type}`)).toEqual(['cv:cv.pdf:application/pdf', 'cover_letter:cover_letter.pdf:application/pdf']);
    const first = await invalid('candidature-spontanee', () => {}, [exe, pdf('cv'), pdf('cover_letter')]);
    expect(first.errors).toEqual({ cv: wrongType('CV', 'PDF, DOC, DOCX ou ODT') });
  });

  it('cannot be fooled by file details written in a JSON body', async () => {
    const fake = { name: 'cv.pdf', size: 1000, type: 'application/pdf' };
    const before = submissions();
    const res = await api.post('/candidature', { ...form('candidature').fields, cv: fake, cover_letter: fake, accept_terms: true });
    expect(failure(res, 422).errors).toEqual({ cv: joinFile('CV'), cover_letter: joinFile('Lettre de motivation') });
    const text = await invalid('etude', (f) => (f.plan = 'plan.pdf'), []);
    expect(text.errors).toEqual({ plan: joinFile('Plan ou photo') });
    expect(submissions()).toBe(before);
  });
});

describe('offers and malformed requests', () => {
  it('refuses a candidature to an unknown offer on the field offer', async () => {
    const err = await invalid('candidature', (f) => (f.offer = 'carrieres/astronaute-sous-marin'));
    expect(err).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Cette offre d’emploi n’existe pas ou n’est plus publiée.',
      errors: { offer: 'Cette offre d’emploi n’existe pas ou n’est plus publiée.' },
    });
    const byId = await invalid('candidature', (f) => (f.offer = '999999'));
    expect(Object.keys(byId.errors)).toEqual(['offer']);
  });

  it('answers 400 INVALID_JSON to a malformed JSON body', async () => {
    for (const name of FORMS) {
      const before = submissions();
      const res = await api.request('POST', `/${name}`, {
        payload: Buffer.from('{"email": "x@example.com",'),
        headers: { 'content-type': 'application/json' },
      });
      expect(failure(res, 400)).toMatchObject({ code: 'INVALID_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' });
      expect(submissions()).toBe(before);
    }
  });

  it('answers 400 to a JSON body that is not an object, 422 to null (nothing sent)', async () => {
    for (const body of ['[1,2]', '"texte"', '42', 'null']) {
      const before = submissions();
      const res = await api.request('POST', '/contact', { payload: Buffer.from(body), headers: { 'content-type': 'application/json' } });
      if (body === 'null') expect(failure(res, 422)).toMatchObject({ code: 'VALIDATION_ERROR', message: REQUIRED_ALL });
      else expect(failure(res, 400)).toMatchObject({ code: 'INVALID_BODY', message: 'Le corps de la requête doit être un objet JSON.' });
      expect(submissions()).toBe(before);
    }
  });

  it('answers 4xx, never 500, to odd multipart bodies', async () => {
    const before = submissions();
    const extra = await send('contact', { ...form('contact').fields, message: 'Un champ de trop ne gêne pas.', unexpected: 'a' });
    expect(extra.statusCode).toBe(201);
    const after = submissions();
    // a field named after an Object.prototype property is refused by the multipart reader
    expect(failure(await send('contact', { ...form('contact').fields, constructor: 'b' }), 400).code).toBe('BAD_REQUEST');
    const repeated = await send('contact', { ...form('contact').fields, email: ['a@example.com', 'b@example.com'] });
    expect(failure(repeated, 422).errors).toEqual({ email: 'Votre email n’est pas valide.' });
    const truncated = await api.request('POST', '/contact', {
      payload: Buffer.from('--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nx'),
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await api.request('POST', '/contact', { payload: Buffer.from('email=x'), headers: { 'content-type': type } });
      expect(failure(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(submissions()).toBe(after);
    expect(after).toBe(before + 1);
  });

  it('answers 404 to a form that does not exist and to GET on a form', async () => {
    failure(await api.post('/newsletter-pirate', {}), 404);
    failure(await api.get('/contact'), 404);
  });
});

describe('a contact request to be put in touch with craftsmen', () => {
  const artisan = (name: string) => api.db.prepare('SELECT id FROM artisan WHERE name = ?').pluck().get(name) as number;
  const lastMail = () => api.db.prepare('SELECT subject, body FROM outbox ORDER BY id DESC LIMIT 1').get() as { subject: string; body: string };
  const withArtisans = (ids: (number | string)[], message = 'Réfection de 90 m² de toiture en bac acier.') =>
    form('contact', (f) => {
      f['artisans[]'] = ids.map(String);
      f.message = message;
    }).fields;

  it('carries the chosen craftsmen as data: stored by id, named in the mail and in the receipt', async () => {
    const [a, b] = [
      artisan('Toitures Caraïbes'),
      api.db.prepare("SELECT id FROM artisan WHERE name <> 'Toitures Caraïbes' ORDER BY id LIMIT 1").pluck().get() as number,
    ];
    const other = api.db.prepare('SELECT name, trade, zipcode, city FROM artisan WHERE id = ?').get(b) as {
      name: string;
      trade: string;
      zipcode: string;
      city: string;
    };
    const receipt = data(await send('contact', withArtisans([a, b])), formReceipt, 201);
    expect(receipt.message).toBe(
      `Votre demande de mise en relation avec Toitures Caraïbes et ${other.name} est enregistrée : ces artisans vous recontacteront directement.`,
    );
    const payload = JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(receipt.id) as string);
    expect(payload.artisans).toEqual([a, b]);
    const mail = lastMail();
    expect(mail.subject).toBe(`Demande de mise en relation avec des artisans (${receipt.reference})`);
    expect(mail.body).toContain(
      `Artisans choisis : Toitures Caraïbes (Couvreur, 97232 Le Lamentin) ; ${other.name} (${other.trade}, ${other.zipcode} ${other.city})`,
    );
  });

  it('one craftsman: the receipt says he will call back, in the singular', async () => {
    const receipt = data(await send('contact', withArtisans([artisan('Toitures Caraïbes')], 'Un devis pour une extension.')), formReceipt, 201);
    expect(receipt.message).toBe('Votre demande de mise en relation avec Toitures Caraïbes est enregistrée : l’artisan vous recontactera directement.');
  });

  it('a plain contact message has no craftsmen and keeps its receipt', async () => {
    const receipt = data(await send('contact', form('contact', (f) => (f.message = 'Une question sur vos délais.')).fields), formReceipt, 201);
    expect(receipt.message).toBe('Votre message a bien été envoyé. Nous vous répondons sous 48 heures ouvrées.');
    const payload = JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(receipt.id) as string);
    expect(payload).not.toHaveProperty('artisans');
    expect(lastMail().body).not.toContain('artisans');
  });

  it('refuses more than three craftsmen, an unknown one and a malformed id, in French, on the field', async () => {
    const ids = api.db.prepare('SELECT id FROM artisan ORDER BY id LIMIT 4').pluck().all() as number[];
    expect((await refused('contact', withArtisans(ids))).errors).toEqual({ artisans: 'Vous pouvez choisir 3 artisans au maximum.' });
    expect((await refused('contact', withArtisans(['abc']))).errors).toEqual({ artisans: 'La liste des artisans choisis n’est pas valide.' });
    expect((await refused('contact', withArtisans([999999]))).errors).toEqual({
      artisans: 'Un artisan choisi ne figure plus dans notre annuaire : relancez la recherche.',
    });
  });
});
