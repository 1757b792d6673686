import { candidatureForm, diagnosticForm, etudeForm, leadFormFiles } from '@trefima/domain/forms/leads';
import { confirmationPath, isReference } from './confirmation';
import { displayPhone, filesOf, leadFormData } from './form-data';

const pdf = (name = 'cv.pdf', size = 10) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

/** What the API's multipart reader makes of a body (backend/src/http/uploads.ts): `name[]` read as a list, files as metadata. */
function asTheApiReadsIt(body: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of body.entries()) {
    const key = name.replace(/\[\]$/, '');
    const v = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
    if (key in fields) fields[key] = ([] as unknown[]).concat(fields[key], v);
    else fields[key] = name.endsWith('[]') ? [v] : v;
  }
  return fields;
}

describe('leadFormData', () => {
  it('sends lists as repeated name[] fields, a ticked box as on, numbers as text, and leaves empty values out', () => {
    const body = leadFormData({
      problems: ['fuites', 'corrosion'],
      accept_terms: true,
      surface: 85.5,
      phone: null,
      message: '',
      company: undefined,
      city: 'Le Lamentin',
    });
    expect([...body.entries()]).toEqual([
      ['problems[]', 'fuites'],
      ['problems[]', 'corrosion'],
      ['accept_terms', 'on'],
      ['surface', '85.5'],
      ['city', 'Le Lamentin'],
    ]);
  });

  it('sends one ticked value still as a list (name[])', () => {
    expect([...leadFormData({ colors: ['ral-7016'] }).entries()]).toEqual([['colors[]', 'ral-7016']]);
  });

  it('puts the chosen files in place of the metadata the schema kept, from a File or a FileList-like list', () => {
    const cv = pdf('CV Josiane.pdf');
    const letter = pdf('lettre.pdf');
    const body = leadFormData(
      { email: 'a@example.com', cv: { name: 'CV Josiane.pdf', size: 10, type: 'application/pdf' }, cover_letter: { name: 'x', size: 1, type: 'y' } },
      { cv, cover_letter: [letter] },
    );
    expect(body.get('email')).toBe('a@example.com');
    const sent = body.get('cv') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('CV Josiane.pdf');
    expect((body.get('cover_letter') as File).name).toBe('lettre.pdf');
    expect(body.getAll('cv')).toHaveLength(1);
  });

  it('sends no part for a file field left empty (the API then asks for the file)', () => {
    const body = leadFormData({ plan: { name: 'p', size: 1, type: 'x' } }, { plan: null });
    expect(body.has('plan')).toBe(false);
  });

  it('gives a body the shared schema accepts once read as the API reads it', () => {
    const diagnostic = diagnosticForm.parse({
      civility: 'mme',
      last_name: 'Céleste',
      first_name: 'Josiane',
      email: 'josiane@example.com',
      phone: '',
      mobile: '06 96 12 34 56',
      street: '12 chemin de la Pointe',
      zipcode: '97232',
      city: 'Le Lamentin',
      roof_type: 'tole-ondulee',
      surface: '85,5',
      problems: ['fuites'],
      message: '',
      accept_terms: true,
    });
    const read = diagnosticForm.parse(asTheApiReadsIt(leadFormData(diagnostic)));
    expect(read).toEqual(diagnostic);
    expect(read).toMatchObject({ mobile: '0696123456', surface: 85.5, problems: ['fuites'], phone: null });

    const raw = {
      civility: 'm',
      last_name: 'Ravine',
      first_name: 'Paul',
      email: 'paul@example.com',
      phone: '0696 12 34 56',
      zipcode: '97200',
      city: 'Fort-de-France',
      customer_type: 'professionnel',
      company: 'Bâti Sud',
      project_type: 'autre',
      scopes: ['bardage', 'couverture'],
      message: 'Hangar',
      accept_terms: true,
      plan: new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    };
    const etude = etudeForm.parse(raw);
    const body = leadFormData(etude, filesOf(raw, leadFormFiles.etude));
    expect(etudeForm.parse(asTheApiReadsIt(body))).toEqual(etude);
  });

  it('keeps the offer of an application to a career offer', () => {
    const raw = {
      civility: 'm',
      last_name: 'Ravine',
      first_name: 'Paul',
      email: 'paul@example.com',
      phone: '0596501234',
      zipcode: '97200',
      city: 'Fort-de-France',
      offer: 'carrieres/cariste',
      cv: pdf(),
      cover_letter: pdf('lettre.docx'),
      message: '',
      accept_terms: true,
    };
    const body = leadFormData(candidatureForm.parse({ ...raw, cover_letter: pdf('lettre.pdf') }), filesOf(raw, leadFormFiles.candidature));
    expect(body.get('offer')).toBe('carrieres/cariste');
    expect((body.get('cover_letter') as File).name).toBe('lettre.docx');
  });
});

describe('displayPhone', () => {
  it.each([
    ['0596501234', '05 96 50 12 34'],
    ['05.96.50.12.34', '05 96 50 12 34'],
    ['+33696123456', '+33 6 96 12 34 56'],
    ['0033 696 123 456', '+33 6 96 12 34 56'],
    ['059650', '05 96 50'],
    ['', ''],
  ])('shows %p as %p', (typed, shown) => expect(displayPhone(typed)).toBe(shown));

  it.each(['05965012345', '0596-50-12-34-567', 'O596501234', 'mon fixe', '+3369612'])('leaves %p as typed, so that its error names it', (typed) =>
    expect(displayPhone(typed)).toBe(typed),
  );
});

describe('confirmation', () => {
  it('leads to /confirmation/<form> with the reference', () => {
    expect(confirmationPath('contact', 'CON-2026-000012')).toBe('/confirmation/contact?ref=CON-2026-000012');
    expect(confirmationPath('candidature-spontanee')).toBe('/confirmation/candidature-spontanee');
  });

  it('shows only references shaped as the API gives them', () => {
    expect(isReference('ETU-2026-000123')).toBe(true);
    for (const bad of [null, '', 'hello', '<script>', 'CON-2026-000012 et plus', 'con-2026-000012']) expect(isReference(bad)).toBe(false);
  });
});
