import { cartResponse, quotation, session } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { pdfLine } from '../test-support/pdf-text';
import { DEMO_SELLER } from '../site/seller';
import { Site } from '../site/site';
import { data, PRIVATE, PRO, testApi, type TestApi } from '../testing';
import { CreditNotes } from './credit-notes';
import { Documents } from './documents';

/**
 * Whose name a company's document prints as the client: its own customer's,
 * the one who asked the quotation or placed the order, whoever of the
 * company downloads it. Who may download it stays the company's concern
 * (companies/scope.ts): another customer still finds nothing.
 */
let api: TestApi;
let pro: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id };
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const call = (method: 'GET' | 'POST', path: string, body: unknown, token: string) => api.request(method, path, { body, token, plan: 2 });
const admin = (path: string, body: unknown) =>
  api.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body as object });
/** A PDF downloaded by `token`, as its bytes: two downloads of one document compare whole, without being read. */
async function pdfBytes(path: string, token: string): Promise<Buffer> {
  const res = await call('GET', path, undefined, token);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}
/** A PDF's text as a reader sees it. */
const textOf = (bytes: Buffer) => pdfLine(new Uint8Array(bytes));
const pdfText = async (path: string, token: string) => textOf(await pdfBytes(path, token));
/** The « Client » block of a quotation: from its title to the job site's. */
const clientBlock = (text: string) => text.slice(text.indexOf('Client '), text.indexOf('Chantier '));

describe('a company document’s client', () => {
  it('is the foreman who asked the quotation, also in the PDF his administrator downloads to sign', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'joel.alexis@bellance.example', pro.token);
    const c = data(await call('POST', '/cart/update', { elements: [{ element_id: productId('HA12-12'), quantity: 3 }] }, foreman.token), cartResponse);
    const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: c.token }, foreman.token), quotation, 201);
    expect((await admin(`/admin/quotations/${q.id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1500 }] })).statusCode).toBe(200);
    const byForeman = await pdfBytes(`/quotations/${q.id}/pdf`, foreman.token);
    const byAdmin = await pdfBytes(`/quotations/${q.id}/pdf`, pro.token);
    expect(clientBlock(await textOf(byAdmin))).toContain('Joël Alexis');
    expect(clientBlock(await textOf(byAdmin))).not.toContain('Rodolphe Bellance');
    // the very document the foreman printed: the one the administrator signs « Bon pour accord »
    expect(byAdmin.equals(byForeman)).toBe(true);
  });

  it('is the one who placed the order, on its confirmation, delivery note, invoice and credit note, whoever downloads them', async () => {
    const accountant = await colleague(api, 'comptable', 'compta@bellance.example', pro.token);
    // the accountant works at another establishment of the company: an invoice still bears the SIRET of the one billed
    api.db.prepare('UPDATE customer SET siret = ? WHERE id = ?').run('84125736900022', accountant.id);
    const invoice = api.db
      .prepare('SELECT i.id, i.order_id FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.customer_id = ? AND o.status = ? ORDER BY i.id LIMIT 1')
      .get(pro.id, 'livree') as { id: number; order_id: number };
    const site = new Site(api.db);
    const documents = new Documents(api.db, site, { iban: '', bic: '', holder: '' }, () => Date.parse('2026-11-21T10:00:00Z'));
    const note = new CreditNotes({ db: api.db, documents, seller: DEMO_SELLER }).issue({
      invoiceId: invoice.id,
      reason: 'Retour de marchandise',
      now: Date.parse('2026-11-21T10:00:00Z'),
    });
    const paths = [`/order/${invoice.order_id}/pdf`, `/order/${invoice.order_id}/delivery-note`, `/invoice/${invoice.id}/pdf`, `/credit-note/${note.id}/pdf`];
    for (const path of paths) {
      const byAccountant = await pdfBytes(path, accountant.token);
      expect({ path, same: byAccountant.equals(await pdfBytes(path, pro.token)) }).toEqual({ path, same: true });
    }
    // the order is billed to the one who placed it, his address for the office's questions; the accountant's nowhere
    const texts = await Promise.all(paths.map((path) => pdfText(path, accountant.token)));
    expect(texts[0]).toContain('pro@trefima.example');
    for (const [i, text] of texts.entries()) {
      expect({ path: paths[i], accountant: text.includes('compta@bellance.example'), siret: text.includes('84125736900022') }).toEqual({
        path: paths[i],
        accountant: false,
        siret: false,
      });
    }
    // another customer's documents stay out of reach, as before
    const stranger = await api.login(PRIVATE.email, PRIVATE.password);
    for (const path of paths) {
      expect((await call('GET', path, undefined, stranger)).statusCode).toBe(404);
    }
  });
});
