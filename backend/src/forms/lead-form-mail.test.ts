import { formReceipt } from '@trefima/domain/contract';
import { data, multipart, samples, testApi, type TestApi } from '../testing';

/**
 * Guards what the sales office reads in a lead form's mail: the visitor's
 * answers written in French (figures, lists, ticked boxes, no empty field),
 * the offer applied for named by its title, and attached files whose name
 * agrees with their type.
 */

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const lastOfficeMail = () => api.db.prepare('SELECT subject, body FROM outbox ORDER BY id DESC LIMIT 1').get() as { subject: string; body: string };

const applicant = (email: string, offer: string) => ({
  civility: 'mme',
  last_name: 'Céleste',
  first_name: 'Josiane',
  email,
  phone: '0696 12 34 56',
  zipcode: '97232',
  city: 'Le Lamentin',
  offer,
  accept_terms: 'on',
});
const career = () => api.db.prepare('SELECT slug, title FROM career LIMIT 1').get() as { slug: string; title: string };

describe('the sales office’s mail of a lead form', () => {
  it('writes the visitor’s figures the French way and no raw JSON, null or true', async () => {
    const fields = {
      civility: 'mme',
      last_name: 'Céleste',
      first_name: 'Josiane',
      email: 'josiane.celeste@example.com',
      phone: '',
      mobile: '06.96.12.34.56',
      street: '12 chemin de la Pointe',
      zipcode: '97232',
      city: 'Le Lamentin',
      roof_type: 'tole-ondulee',
      surface: '85,5',
      problems: ['fuites', 'corrosion'],
      message: '',
      accept_terms: 'on',
    };
    const receipt = data(await api.request('POST', '/diagnostic', multipart(fields)), formReceipt, 201);
    const mail = lastOfficeMail();
    expect(mail.subject).toContain(receipt.reference);
    // the visitor typed « 85,5 » m²: the office reads it as he wrote it, not « 85.5 »
    expect(mail.body).toMatch(/^surface : 85,5$/m);
    expect(mail.body).toMatch(/^problems : fuites, corrosion$/m);
    expect(mail.body).toMatch(/^accept_terms : oui$/m);
    // a field left empty is left out, not written « null »
    expect(mail.body).not.toMatch(/^(phone|message) : /m);
    expect(mail.body).not.toMatch(/: (null|true|false|\[.*\])$/m);
  });
});

describe('the sales office’s mail of a job application', () => {
  it('names the offer applied for by its title, beside its slug', async () => {
    const { slug, title } = career();
    const pdf = (field: string, name: string) => ({ field, name, type: 'application/pdf', content: samples.pdf() });
    const res = await api.request(
      'POST',
      '/candidature',
      multipart(applicant('josiane.celeste@example.com', slug), [pdf('cv', 'cv.pdf'), pdf('cover_letter', 'lettre.pdf')]),
    );
    expect([res.statusCode, res.body]).toEqual([201, res.body]);
    expect(lastOfficeMail().body).toContain(`offer : ${title} (${slug})`);
  });
});

describe('the files joined to the sales office’s mail', () => {
  it('never names a PDF « .docx »: the visitor’s name with the extension of the type read in the file', async () => {
    // a PDF's bytes under a Word name: both are on the accepted lists, each on its own
    const res = await api.request(
      'POST',
      '/candidature',
      multipart(applicant('josiane.celeste2@example.com', career().slug), [
        { field: 'cv', name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: samples.pdf() },
        { field: 'cover_letter', name: 'lettre.pdf', type: 'application/pdf', content: samples.pdf() },
      ]),
    );
    expect([res.statusCode, res.body]).toEqual([201, res.body]);
    const id = api.db.prepare('SELECT id FROM outbox ORDER BY id DESC LIMIT 1').pluck().get() as number;
    const files = api.db.prepare('SELECT name, type FROM outbox_attachment WHERE outbox_id = ? ORDER BY id').all(id);
    expect(files).toEqual([
      { name: 'cv.pdf', type: 'application/pdf' },
      { name: 'lettre.pdf', type: 'application/pdf' },
    ]);
    expect(lastOfficeMail().body).toContain('- cv.pdf (application/pdf, ');
  });
});
