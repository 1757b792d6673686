import { message, session } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';

/**
 * Who a professional says he works for. The seller's own SIRET (or another
 * establishment of its company) is no customer's: refused on the field. The
 * SIRET of a company that has an account already is taken, for a company may
 * have several accounts (a site manager, the accounts office), but the sales
 * office is told in its mail and in its lists before it opens professional
 * terms.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const SELLER_SIRET = '83214576700014'; // the demonstration seller (DEMO_SELLER)
const SELLER_OTHER_SITE = '83214576700022'; // another establishment of the same SIREN
const DEMO_PRO_SIRET = '84125736900014'; // Bellance BTP, the demo professional, verified
const BACKOFFICE = 'contact@trefima.example';
const ADMIN = { authorization: 'Bearer test-admin-token' };

const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const officeMail = () =>
  api.db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(BACKOFFICE) as { subject: string; body: string };
const admin = async (path: string) => {
  const res = await api.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: ADMIN });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
};

let n = 0;
const signup = (siret: string, company = 'Bellance BTP') =>
  api.post('/customer', {
    type: 'professionnel',
    civility: 'm',
    first_name: 'Joël',
    last_name: 'Bellance',
    email: `signup-${++n}@bellance.example`,
    phone: '0690 26 12 34',
    company,
    siret,
    password: 'Chantier-971!',
    password_confirm: 'Chantier-971!',
    accept_terms: true,
  });
const ask = (siret: string, company = 'Bellance BTP') =>
  api.post('/customer/ask-to-create', {
    company,
    siret,
    civility: 'mme',
    first_name: 'Maryse',
    last_name: 'Bellance',
    email: `request-${++n}@bellance.example`,
    phone: '0590 12 34 56',
    accept_terms: 'on',
  });

const SELLERS = 'Ce numéro SIRET est celui de Trefima, le vendeur : indiquez celui de votre entreprise.';

describe('the seller’s SIRET', () => {
  it.each([SELLER_SIRET, '832 145 767 00014', SELLER_OTHER_SITE])(
    'is refused on the SIRET field of a signup (%s), and nothing is written or mailed',
    async (siret) => {
      const [customers, mails] = [count('customer'), count('outbox')];
      const bad = failure(await signup(siret), 422);
      expect(bad.errors).toEqual({ siret: SELLERS });
      expect(bad.message).toBe(SELLERS);
      expect([count('customer'), count('outbox')]).toEqual([customers, mails]);
    },
  );

  it.each([SELLER_SIRET, SELLER_OTHER_SITE])('is refused on the SIRET field of an account request (%s)', async (siret) => {
    const [requests, mails] = [count('account_request'), count('outbox')];
    expect(failure(await ask(siret), 422).errors).toEqual({ siret: SELLERS });
    expect([count('account_request'), count('outbox')]).toEqual([requests, mails]);
  });

  it('does not stop a private buyer, who gives no SIRET', async () => {
    const s = data(
      await api.post('/customer', {
        type: 'particulier',
        civility: 'mme',
        first_name: 'Line',
        last_name: 'Marie-Sainte',
        email: 'line-siret@example.com',
        phone: '0696112233',
        password: 'Tôle-Rouge-2026',
        password_confirm: 'Tôle-Rouge-2026',
        accept_terms: true,
      }),
      session,
      201,
    );
    expect(s.customer.siret).toBeNull();
  });
});

describe('the SIRET of a company that has an account', () => {
  it('opens the signup and tells the sales office, in its mail, which accounts the company has', async () => {
    const s = data(await signup(DEMO_PRO_SIRET), session, 201);
    expect(s.customer).toMatchObject({ siret: DEMO_PRO_SIRET, professional_verified: false });
    const mail = officeMail();
    expect(mail.subject).toBe('Compte professionnel à vérifier : Bellance BTP (SIRET déjà connu)');
    expect(mail.body).toContain('Ce SIRET est déjà connu : l’entreprise (SIREN 841 257 369) a déjà 1 compte.');
    expect(mail.body).toContain('pro@trefima.example');
    expect(mail.body).toMatch(/pro@trefima\.example \(Bellance BTP, SIRET 841 257 369 00014, conditions professionnelles ouvertes\)/);
    expect(mail.body).not.toContain(`${s.customer.email} (`);
  });

  it('takes the account request and tells the sales office of every account and request of the company', async () => {
    const first = data(await signup('84125736900022', 'Bellance BTP Jarry'), session, 201);
    data(await ask(DEMO_PRO_SIRET), message, 201);
    const mail = officeMail();
    expect(mail.subject).toBe('Demande d’ouverture de compte : Bellance BTP (SIRET déjà connu)');
    expect(mail.body).toContain('pro@trefima.example');
    expect(mail.body).toContain(`${first.customer.email} (Bellance BTP Jarry, SIRET 841 257 369 00022, à vérifier)`);
    // a second request of the company names the first, still pending
    data(await ask(DEMO_PRO_SIRET), message, 201);
    const again = officeMail().body;
    expect(again).toContain('l’entreprise (SIREN 841 257 369) a déjà 3 comptes et 1 demande en attente.');
    expect(again).toMatch(/demande en attente : request-\d+@bellance\.example \(Bellance BTP, SIRET 841 257 369 00014\)/);
  });

  it('leaves the mail of a company nobody knows unflagged', async () => {
    data(await signup('51239874600028', 'Ferraillage du Sud'), session, 201);
    const mail = officeMail();
    expect(mail.subject).toBe('Compte professionnel à vérifier : Ferraillage du Sud');
    expect(mail.body).not.toContain('déjà connu');
  });

  it('lists the professional accounts and the pending requests for the back office, each with the other accounts of its company', async () => {
    const accounts = await admin('/admin/customers');
    const demo = accounts.find((a) => a.email === 'pro@trefima.example')!;
    expect(demo).toMatchObject({ company: 'Bellance BTP', siret: DEMO_PRO_SIRET, professional_verified: true });
    const others = demo.same_company as { email: string; kind: string }[];
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(others.every((o) => o.email !== 'pro@trefima.example')).toBe(true);
    expect(others.map((o) => o.kind)).toEqual(expect.arrayContaining(['account', 'request']));
    const alone = accounts.find((a) => a.company === 'Ferraillage du Sud')!;
    expect(alone.same_company).toEqual([]);
    const requests = await admin('/admin/account-requests');
    expect(requests.length).toBe(2);
    for (const r of requests) {
      expect(r).toMatchObject({ company: 'Bellance BTP', siret: DEMO_PRO_SIRET, status: 'pending' });
      expect((r.same_company as { email: string }[]).map((o) => o.email)).toContain('pro@trefima.example');
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/admin/customers' })).statusCode).toBe(403);
  });
});
