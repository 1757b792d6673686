import { order } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';
import { heldRequest } from '../companies/testing-company';
import { DEMO_COMPANY } from '../seed/site-data';

/*
 * A foreman's order, approved by his administrator: its invoice is the money his company owes, which his role may not
 * read (domain/companies/roles.ts, invoices.read; GET /invoice/{id}/pdf answers him 403). The back office sets it
 * aside (or ships it) and records its payment: he hears that his order moved, with its delivery note; the invoice and
 * its receipt go to those of the company who read invoices, the administrator and the accountant, who pay it.
 * Bellance BTP buys in Guadeloupe.
 */
let api: TestApi;
let admin: string;
const PLAN = 2;
const [foreman, accountant] = DEMO_COMPANY.people;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

interface Mail {
  subject: string;
  body: string;
  attachments: { name: string }[];
}
const office = (method: 'GET' | 'POST', path: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload });
const mailsTo = async (email: string) => (await office('GET', `/admin/outbox?to=${encodeURIComponent(email)}`)).json().data as Mail[];
const carrying = (file: string) => (m: Mail) => m.attachments.some((a) => a.name === file);

describe('the invoice of an order its buyer’s role may not read', () => {
  it('goes to the administrator and the accountant, not to the foreman, who still hears his order moved; its receipt too', async () => {
    const token = await api.login(foreman.email, foreman.password);
    const { asked } = await heldRequest(api, token, { 'HA12-12': 3 }, PLAN);
    const placed = data(await api.request('POST', `/company/approval/${asked.id}/approve`, { token: admin, plan: PLAN }), order, 201);
    data(await office('POST', `/admin/order/${placed.id}/status`, { status: 'en_preparation' }), order);
    // heldRequest's first carrier of Guadeloupe is the depot: the goods are set aside, invoiced as when they leave
    const left = data(await office('POST', `/admin/order/${placed.id}/status`, { status: 'prete_retrait' }), order);
    const { invoice } = left;
    const file = `facture-${invoice!.number}.pdf`;

    const his = await mailsTo(foreman.email);
    const moved = his.filter((m) => m.subject === `Commande ${placed.number} : prête au retrait`);
    expect(moved).toHaveLength(1);
    expect(moved[0].body).toContain(`Votre commande ${placed.number} est désormais : prête au retrait.`);
    // the delivery note is his (documents.read): he receives the goods
    expect(moved[0].attachments.map((a) => a.name)).toEqual([`bon-de-livraison-${placed.number}.pdf`]);
    expect(his.filter(carrying(file))).toEqual([]);
    expect(moved[0].body).toContain('Sa facture est adressée aux personnes de votre entreprise qui suivent les factures.');

    for (const email of [PRO.email, accountant.email]) {
      const mails = (await mailsTo(email)).filter(carrying(file));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain(invoice!.number);
      expect(mails[0].body).toContain(`commande ${placed.number}`);
      expect(mails[0].body).toContain('Joël Alexis (conducteur de travaux)');
      expect(mails[0].attachments.map((a) => a.name)).toEqual([file]);
    }

    expect((await office('POST', `/admin/invoice/${invoice!.id}/payment`, {})).statusCode).toBe(200);
    const paid = `Facture ${invoice!.number} acquittée`;
    expect((await mailsTo(foreman.email)).filter((m) => m.subject === paid || carrying(file)(m))).toEqual([]);
    for (const email of [PRO.email, accountant.email]) {
      const receipts = (await mailsTo(email)).filter((m) => m.subject === paid);
      expect(receipts).toHaveLength(1);
      expect(receipts[0].body).toContain(`Nous avons bien reçu le règlement de la facture ${invoice!.number}`);
      expect(receipts[0].body).toContain(`commande ${placed.number}`);
      expect(receipts[0].body).toContain('Joël Alexis (conducteur de travaux)');
      expect(receipts[0].attachments.map((a) => a.name)).toEqual([file]);
    }
  });
});
