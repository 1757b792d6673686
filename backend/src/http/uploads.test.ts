import { unzipSync } from 'fflate';
import { failure, multipart, samples, testApi, zipOf, type TestApi } from '../testing';

/**
 * The multipart reader of the lead forms facing what a browser, a broken
 * proxy or an attacker may send: never a 500, never a half-read request
 * stored, and a connection that still works after a refusal.
 */

let api: TestApi;
let offer: string;
beforeAll(async () => {
  api = await testApi();
  offer = api.db.prepare('SELECT slug FROM career LIMIT 1').pluck().get() as string;
});
afterAll(() => api.close());

const MALFORMED = { code: 'INVALID_MULTIPART', message: expect.stringMatching(/^Le formulaire envoyé est incomplet ou mal formé/) };
const contact = {
  civility: 'mme',
  last_name: 'Céleste',
  first_name: 'Josiane',
  email: 'josiane.celeste@example.com',
  phone: '0696 12 34 56',
  zipcode: '97232',
  city: 'Le Lamentin',
  customer_type: 'particulier',
  subject: 'devis',
  message: 'Un devis pour 40 m² de bac acier T40.',
  accept_terms: 'on',
};
const application = { ...contact, offer: 'OFFER' };
const submissions = () => api.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get() as number;
let client = 0;

/** Posts a raw body, each from its own address so that no throttle gets in the way. */
async function post(form: string, payload: Buffer | string, contentType: string) {
  const before = submissions();
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'latin1');
  const res = await api.request('POST', `/${form}`, { payload: body, headers: { 'content-type': contentType }, remoteAddress: `10.77.0.${++client % 250}` });
  expect(res.statusCode).not.toBe(500);
  return { res, written: submissions() - before };
}

/** A valid contact form, as text, with its boundary, to be broken in one place; each one differs, so that none is taken for a resubmission. */
function validContact() {
  const { payload, headers } = multipart({ ...contact, message: `${contact.message} (${++client})`, extra: 'fin' });
  const boundary = /boundary=(.+)$/.exec(headers['content-type'])![1];
  return { body: payload.toString('latin1'), boundary, type: headers['content-type'] };
}

describe('never a 500 for a client’s mistake', () => {
  it.each([0, 1, 2, 3])('a CV of %i byte(s) gets the field’s 422, and nothing is written', async (size) => {
    const { payload, headers } = multipart({ ...application, offer }, [
      { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: Buffer.alloc(size, 0x25) },
      { field: 'cover_letter', name: 'lettre.pdf', type: 'application/pdf', content: samples.pdf() },
    ]);
    const { res, written } = await post('candidature', payload, headers['content-type']);
    expect(Object.keys(failure(res, 422).errors ?? {})).toEqual(['cv']);
    expect(written).toBe(0);
  });

  it('answers 400 INVALID_MULTIPART to a multipart type without a usable boundary', async () => {
    const { body } = validContact();
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'x'.repeat(300)}`]) {
      const { res, written } = await post('contact', body, type);
      expect({ type, error: failure(res, 400) }).toEqual({ type, error: MALFORMED });
      expect(written).toBe(0);
    }
  });

  it('answers 400 INVALID_MULTIPART to a body that ends before its closing boundary', async () => {
    const { body, boundary, type } = validContact();
    const cut = body.slice(0, body.indexOf(`\r\n--${boundary}--`) - 1);
    const inFile = multipart({ ...application, offer }, [{ field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: samples.pdf() }]);
    const cutFile = inFile.payload.subarray(0, inFile.payload.length - 200);
    for (const [form, payload, contentType] of [
      ['contact', cut, type],
      ['candidature', cutFile, inFile.headers['content-type']],
    ] as const) {
      const { res, written } = await post(form, payload, contentType);
      expect({ form, error: failure(res, 400) }).toEqual({ form, error: MALFORMED });
      expect(written).toBe(0);
    }
  });

  it('answers 400 INVALID_MULTIPART to a body written with another boundary, a part without Content-Disposition or without a name, and garbage after a boundary', async () => {
    const { body, boundary, type } = validContact();
    const extra = `--${boundary}\r\nContent-Disposition: form-data; name="extra"`;
    const cases = {
      'another boundary': [body, 'multipart/form-data; boundary=autre-chose'],
      'no Content-Disposition': [body.replace(extra, `--${boundary}\r\nContent-Type: text/plain`), type],
      'no header at all': [body.replace(extra, `--${boundary}\r\nceci n’est pas un en-tête\r\n`), type],
      'a disposition without a name': [body.replace(extra, `--${boundary}\r\nContent-Disposition: form-data`), type],
      'garbage after a boundary': [body.replace(extra, `--${boundary}GARBAGE\r\nContent-Disposition: form-data; name="extra"`), type],
    };
    for (const [label, [payload, contentType]] of Object.entries(cases)) {
      const { res, written } = await post('contact', payload, contentType);
      expect({ label, error: failure(res, 400) }).toEqual({ label, error: MALFORMED });
      expect(written).toBe(0);
    }
  });

  it('answers 400 INVALID_MULTIPART to a field declared JSON that is not', async () => {
    const { body, type } = validContact();
    const json = body.replace(`name="extra"\r\n`, `name="extra"\r\nContent-Type: application/json\r\n`);
    expect(json).not.toBe(body);
    const { res, written } = await post('contact', json, type);
    expect(failure(res, 400)).toEqual(MALFORMED);
    expect(written).toBe(0);
  });

  it('still takes what browsers send: a preamble, a quoted boundary, an epilogue, header case and folding', async () => {
    const variants: Record<string, (body: string, boundary: string) => [string, string]> = {
      preamble: (body, b) => [`Ceci est un préambule.\r\n${body}`, `multipart/form-data; boundary=${b}`],
      quoted: (body, b) => [body, `multipart/form-data; boundary="${b}"`],
      epilogue: (body, b) => [`${body}Ceci est un épilogue.\r\n`, `multipart/form-data; boundary=${b}`],
      'header case': (body, b) => [body.replace(/Content-Disposition: form-data/g, 'content-disposition:FORM-DATA'), `multipart/form-data; boundary=${b}`],
      folded: (body, b) => [body.replace('form-data; name="extra"', 'form-data;\r\n name="extra"'), `multipart/form-data; boundary=${b}`],
    };
    for (const [label, variant] of Object.entries(variants)) {
      const { body, boundary } = validContact();
      const { res, written } = await post('contact', ...variant(body, boundary));
      expect({ label, status: res.statusCode }).toEqual({ label, status: 201 });
      expect(written).toBe(1);
    }
  });
});

describe('an attached document is judged by what it holds', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const ODT = 'application/vnd.oasis.opendocument.text';
  const send = (cv: { name: string; content: Buffer }) =>
    multipart({ ...application, offer }, [
      { field: 'cv', type: 'application/octet-stream', ...cv },
      { field: 'cover_letter', name: 'lettre.pdf', type: 'application/pdf', content: samples.pdf() },
    ]);

  it('takes a real DOCX, ODT and PDF, and stores the type read from their content', async () => {
    for (const [name, content, type] of [
      ['cv.docx', samples.docx(), DOCX],
      ['cv.odt', samples.odt(), ODT],
      ['cv.pdf', samples.pdf(), 'application/pdf'],
    ] as const) {
      const { payload, headers } = send({ name, content });
      const { res, written } = await post('candidature', payload, headers['content-type']);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 201 });
      expect(written).toBe(1);
      const files = JSON.parse(api.db.prepare('SELECT files FROM form_submission ORDER BY id DESC LIMIT 1').pluck().get() as string);
      expect(files[0]).toMatchObject({ field: 'cv', name, type });
    }
  });

  const hostile: [string, string, () => Buffer][] = [
    ['a zip holding an executable, renamed .docx', 'cv.docx', () => zipOf({ 'setup.exe': samples.exe(), 'lisez-moi.txt': 'Double-cliquez sur setup.exe' })],
    ['a DOCX carrying a VBA project', 'cv.docx', () => samples.docx({ 'word/vbaProject.bin': 'Attribute VB_Name' })],
    [
      'a macro-enabled document renamed .docx',
      'cv.docx',
      () =>
        samples.docx({
          '[Content_Types].xml':
            '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        }),
    ],
    ['a DOCX with a path-traversal entry', 'cv.docx', () => samples.docx({ '../../../etc/cron.d/x': '* * * * * root sh' })],
    ['a DOCX without its document part', 'cv.docx', () => samples.docx({ 'word/document.xml': null })],
    ['an ODT whose mimetype is not the first entry', 'cv.odt', mimetypeLast],
    ['an ODT with a Basic macro', 'cv.odt', () => samples.odt({ 'Basic/Standard/Module1.xml': '<script:module>Shell("cmd")</script:module>' })],
    ['an ODT carrying a script', 'cv.odt', () => samples.odt({ 'Pictures/run.vbs': 'CreateObject("WScript.Shell")' })],
    ['a file that starts like a PDF and is not one', 'cv.pdf', () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20)])],
    [
      'a PDF that runs JavaScript when opened',
      'cv.pdf',
      () => withCatalog(samples.pdf(), '/OpenAction << /S /JavaScript /JS (app.launchURL\\("http://x"\\)) >>'),
    ],
    ['a PDF that launches a program', 'cv.pdf', () => withCatalog(samples.pdf(), '/OpenAction << /S /Launch /F (cmd.exe) >>')],
  ];
  it.each(hostile)('refuses %s with the field’s 422, writing nothing', async (_label, name, content) => {
    const { payload, headers } = send({ name, content: content() });
    const { res, written } = await post('candidature', payload, headers['content-type']);
    expect(failure(res, 422).errors).toEqual({ cv: 'Le fichier « CV » n’est pas d’un type accepté (PDF, DOC, DOCX ou ODT).' });
    expect(written).toBe(0);
  });
});

/** An ODT with every right part, but `mimetype` written after `content.xml`. */
function mimetypeLast() {
  const { mimetype, ...rest } = unzipSync(samples.odt());
  return zipOf({ ...rest, mimetype }, ['mimetype']);
}

/** Adds keys to the catalog of a PDF (the parser reads objects, not the offsets). */
function withCatalog(pdf: Buffer, keys: string) {
  return Buffer.from(pdf.toString('latin1').replace('/Type /Catalog', `/Type /Catalog ${keys}`), 'latin1');
}

describe('file names', () => {
  const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
  const apply = (cv: string, letter: string) =>
    multipart({ ...application, offer }, [
      { field: 'cv', name: cv, type: 'application/pdf', content: samples.pdf() },
      { field: 'cover_letter', name: letter, type: 'application/pdf', content: samples.pdf() },
    ]);
  const lastFiles = () =>
    JSON.parse(api.db.prepare('SELECT files FROM form_submission ORDER BY id DESC LIMIT 1').pluck().get() as string) as { name: string; path: string }[];

  it('stores, files and mails only a safe name', async () => {
    const { payload, headers } = apply('Lettre de motivation – Hélène.pdf', 'CV%0D%0ABcc: pirate@example.com.pdf');
    expect((await post('candidature', payload, headers['content-type'])).res.statusCode).toBe(201);
    const files = lastFiles();
    expect(files.map((f) => f.name)).toEqual(['Lettre-de-motivation-Helene.pdf', 'CV-Bcc-pirate-example.com.pdf']);
    for (const f of files) expect(f.path.endsWith(`-${f.name}`)).toBe(true);
    const mail = api.db.prepare('SELECT id, body FROM outbox ORDER BY id DESC LIMIT 1').get() as { id: number; body: string };
    expect(mail.body).toContain('- Lettre-de-motivation-Helene.pdf (application/pdf, ');
    expect(mail.body).not.toMatch(/Hélène|%0D|Bcc:/);
    // the files the mail carries, under the same names: each is a MIME header of the message
    expect(api.db.prepare('SELECT name FROM outbox_attachment WHERE outbox_id = ? ORDER BY id').pluck().all(mail.id)).toEqual(files.map((f) => f.name));
  });

  it('shortens a long name keeping its extension, drops control and direction characters, and names a file sent without a usable name', async () => {
    const { payload, headers } = apply(`${'très long nom '.repeat(25)}.pdf`, 'cv\u0000\u202Eelif.pdf');
    expect((await post('candidature', payload, headers['content-type'])).res.statusCode).toBe(201);
    const [long, hidden] = lastFiles().map((f) => f.name);
    expect(long).toMatch(SAFE);
    expect(long).toMatch(/^tres-long-nom-tres-.*\.pdf$/);
    expect(hidden).toBe('cv-elif.pdf');
    const dots = apply('...', '');
    expect((await post('candidature', dots.payload, dots.headers['content-type'])).res.statusCode).toBe(201);
    expect(lastFiles().map((f) => f.name)).toEqual(['fichier.pdf', 'fichier.pdf']);
  });
});
