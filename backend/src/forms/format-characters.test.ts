import { barSchedule } from '@trefima/domain/contract';
import { data, failure, multipart, PRO, SITE_ADDRESS } from '../testing';
import { HEADER, scheduleKit, seen, U12 } from '../testing-schedules';

/**
 * Unicode's format characters (bidi controls, zero-width characters, the soft
 * hyphen, the BOM) are refused in the API's text fields as the control
 * characters are, with the same words, and nothing is written: « Chantier
 * \u202Eexe.fdp » would read « Chantier pdf.exe » in the office's mail.
 */
const { kit, call, create, created } = scheduleKit();

const RLO = '\u202E';
const FORMAT = ['\u202E', '\u2066', '\u200E', '\u061C', '\u200B', '\u200D', '\u2060', '\uFEFF', '\u00AD'];
const invisible = (label: string) => `Le champ « ${label} » contient un caractère invisible (un caractère de contrôle) : retirez-le.`;
const count = (table: string) => kit.api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

const jobSite = {
  name: 'Résidence Les Flamboyants',
  address: SITE_ADDRESS,
  contact_name: 'Joël',
  contact_phone: '0690112233',
  truck_access: 'porteur',
  crane_needed: false,
};

describe('format characters in the API’s text fields', () => {
  it('a job site, its address and its notes', async () => {
    const before = count('job_site');
    for (const c of FORMAT) {
      const bad = failure(
        await call('POST', '/chantier', {
          body: { ...jobSite, name: `Chantier ${c}exe.fdp`, address: { ...SITE_ADDRESS, street: `Rue${c} Frébault` }, access_notes: `Portail${c} bleu` },
        }),
        422,
      );
      expect({ c, errors: bad.errors }).toEqual({
        c,
        errors: { name: invisible('Nom du chantier'), 'address.street': invisible('Adresse'), access_notes: invisible('Consignes d’accès') },
      });
    }
    expect(count('job_site')).toBe(before);
  });

  it('a signup’s names and company', async () => {
    const before = count('customer');
    const bad = failure(
      await kit.api.post('/customer', {
        type: 'professionnel',
        civility: 'm',
        first_name: `Jules${RLO}`,
        last_name: 'Marie\u200BSainte',
        company: 'Bellance\u00ADBTP',
        siret: '73282932000074',
        email: 'format-characters@example.com',
        phone: '0696112233',
        password: 'Chantier-972!',
        password_confirm: 'Chantier-972!',
        accept_terms: true,
      }),
      422,
    );
    expect(bad.errors).toMatchObject({ first_name: invisible('Prénom'), last_name: invisible('Nom'), company: invisible('Société') });
    expect(count('customer')).toBe(before);
  });

  it('a lead form’s message', async () => {
    const before = count('form_submission');
    const fields = {
      civility: 'mme',
      last_name: 'Céleste',
      first_name: 'Josiane',
      email: 'josiane.celeste@example.com',
      phone: '0696 12 34 56',
      zipcode: '97232',
      city: 'Le Lamentin',
      customer_type: 'particulier',
      subject: 'devis',
      message: `Bonjour, voici le plan ${RLO}fdp.exe`,
      accept_terms: 'on',
    };
    const bad = failure(await kit.api.request('POST', '/contact', multipart(fields)), 422);
    expect(bad.errors?.message).toMatch(/contient un caractère invisible \(un caractère de contrôle\) : retirez-le\.$/);
    expect(count('form_submission')).toBe(before);
  });

  it('the cart’s complementary information', async () => {
    const token = await kit.api.login(PRO.email, PRO.password);
    const bad = failure(await kit.api.post('/cart/update', { complementary_information: `Grue${RLO} sur place` }, token), 422);
    expect(bad.errors).toEqual({ complementary_information: invisible('Informations complémentaires') });
  });

  it('a bar schedule’s header and rows', async () => {
    const before = count('bar_schedule');
    const bad = failure(await create([{ ...U12, mark: 'U\u200D1' }], kit.pro, { ...HEADER, title: `Villa${RLO}` }), 422);
    expect(bad.errors?.['rows.0.mark']).toBe('Le repère contient un caractère invisible (un caractère de contrôle) : retirez-le.');
    expect(bad.errors?.['header.title']).toBe('Le titre contient un caractère invisible (un caractère de contrôle) : retirez-le.');
    expect(count('bar_schedule')).toBe(before);
  });

  it('a bar schedule’s quotation request, whether it holds a control or a format character', async () => {
    const s = await created([U12]);
    const before = count('quotation');
    for (const note of [`Grue${RLO} sur place`, 'Grue\u0000 sur place']) {
      const bad = failure(await call('POST', `/nomenclature/${s.id}/quotation`, { body: { ...seen(s), complementary_information: note } }), 422);
      expect(bad.errors).toEqual({ complementary_information: invisible('Informations complémentaires') });
    }
    expect(count('quotation')).toBe(before);
    expect(data(await call('GET', `/nomenclature/${s.id}`), barSchedule).revision).toBe(s.revision);
  });

  it('a saved list’s name', async () => {
    const before = count('saved_list');
    const element = kit.api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const bad = failure(await call('POST', '/list', { body: { name: `Lot${RLO}2`, lines: [{ element_id: element, quantity: 1 }] } }), 422);
    expect(bad.errors).toEqual({ name: invisible('Nom de la liste') });
    expect(count('saved_list')).toBe(before);
  });
});
