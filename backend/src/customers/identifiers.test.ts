import { customer, formReceipt, message, session } from '@trefima/domain/contract';
import { data, failure, multipart, testApi, type TestApi } from '../testing';

/**
 * Real identifiers the shared rules (domain/forms/rules.ts) once refused: overseas
 * phones written the international way (+596, 00590…) and La Poste's SIRETs,
 * whose key is not Luhn's. The API must take them through every form that asks
 * for them, and store the phone in one normalized form.
 */

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const SIRET_MESSAGE = 'Le numéro SIRET doit comporter 14 chiffres et être valide.';
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const storedPhone = (email: string) => api.db.prepare('SELECT phone FROM customer WHERE email = ?').pluck().get(email) as string | undefined;

const buyer = (email: string, phone: string) => ({
  type: 'particulier',
  civility: 'mme',
  first_name: 'Line',
  last_name: 'Marie-Sainte',
  email,
  phone,
  password: 'Tôle-Rouge-2026',
  password_confirm: 'Tôle-Rouge-2026',
  accept_terms: true,
});

describe('overseas phones written the international way', () => {
  it('signs up with a Martinique number in +596 form, stored normalized', async () => {
    const s = data(await api.post('/customer', buyer('line.mq@example.com', '+596 696 12 34 56')), session, 201);
    expect(s.customer.phone).toBe('+596696123456');
    expect(storedPhone('line.mq@example.com')).toBe('+596696123456');
  });

  it('signs up with a Guadeloupe number in 00590 form, stored with a +', async () => {
    const s = data(await api.post('/customer', buyer('line.gp@example.com', '00590 690 12 34 56')), session, 201);
    expect(s.customer.phone).toBe('+590690123456');
    expect(storedPhone('line.gp@example.com')).toBe('+590690123456');
  });

  it('drops the bracketed trunk zero of an address phone', async () => {
    const s = data(await api.post('/customer', buyer('line.gf@example.com', '0694 12 34 56')), session, 201);
    const id = s.customer.customer_id;
    const address = {
      label: 'Chantier Kourou',
      civility: 'mme',
      first_name: 'Line',
      last_name: 'Marie-Sainte',
      street: '2 avenue des Roches',
      zipcode: '97310',
      city: 'Kourou',
      phone: '+594 (0)694 12 34 56',
    };
    const added = data(await api.request('POST', `/customer/${id}/address`, { body: address, token: s.token }), customer, 201);
    expect(added.addresses.find((a) => a.label === 'Chantier Kourou')?.phone).toBe('+594694123456');
  });

  it('still refuses a number from another country, without creating the account', async () => {
    const before = count('customer');
    const res = failure(await api.post('/customer', buyer('line.uk@example.com', '+44 20 7946 0958')), 422);
    expect(res.errors?.phone).toContain('Téléphone');
    expect(count('customer')).toBe(before);
  });

  it('takes a lead form with an international overseas phone', async () => {
    const fields = {
      civility: 'mme',
      last_name: 'Céleste',
      first_name: 'Josiane',
      email: 'josiane.celeste@example.com',
      phone: '+262 692 12 34 56',
      zipcode: '97400',
      city: 'Saint-Denis',
      customer_type: 'particulier',
      subject: 'devis',
      message: 'Bonjour, je souhaite un devis pour 40 m² de bac acier T40.',
      accept_terms: 'on',
    };
    const r = data(await api.request('POST', '/contact', multipart(fields)), formReceipt, 201);
    const payload = JSON.parse(api.db.prepare('SELECT payload FROM form_submission WHERE id = ?').pluck().get(r.id) as string) as { phone: string };
    expect(payload.phone).toBe('+262692123456');
  });
});

describe('La Poste’s SIRETs', () => {
  const request = {
    company: 'La Poste – Bureau de Fort-de-France',
    civility: 'm',
    first_name: 'Éric',
    last_name: 'Jean-Louis',
    email: 'eric@laposte.example',
    phone: '0596 50 12 34',
    accept_terms: 'on',
  };

  it('asks to create a professional account with a La Poste SIRET that fails Luhn', async () => {
    // 356 000 000 49837: not a Luhn number, but its digits add up to 45, La Poste's rule
    data(await api.post('/customer/ask-to-create', { ...request, siret: '356 000 000 49837' }), message, 201);
    const payload = JSON.parse(api.db.prepare('SELECT payload FROM account_request ORDER BY id DESC LIMIT 1').pluck().get() as string) as { siret: string };
    expect(payload.siret).toBe('35600000049837');
  });

  it('refuses a Luhn-invalid SIRET of any other company with the French message, storing nothing', async () => {
    const before = count('account_request');
    // 518 000 000 00010: its digits add up to 15, but only La Poste's SIREN has that rule
    for (const siret of ['51800000000010', '84125736900015']) {
      const res = failure(await api.post('/customer/ask-to-create', { ...request, email: 'autre@btp.example', siret }), 422);
      expect(res.errors?.siret).toBe(SIRET_MESSAGE);
    }
    expect(count('account_request')).toBe(before);
  });
});
