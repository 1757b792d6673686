import { customer } from '@trefima/domain/contract';
import { pdfLine } from '../test-support/pdf-text';
import { DEMO_SELLER, vatNumberOf, type SellerIdentity } from '../site/seller';
import { Site } from '../site/site';
import { data, testApi, type TestApi } from '../testing';
import { documentsAt, PLACES } from '../testing-documents';
import { CreditNotes } from './credit-notes';
import { Documents } from './documents';

/**
 * An issued invoice, and the credit note (avoir) that cancels it, never
 * change (Code de commerce, art. L441-9): each reprint names the buyer and
 * the seller as they were on its day, whatever the back office or the
 * SELLER_* variables say since. A document issued afterwards names them as
 * they are.
 */
const INSTANT = Date.parse('2026-11-10T15:00:00Z');
const COMPANY = 'Céleste Rénovation';
const SIRET = '51239874600028';
const PENALTIES = 'pénalités exigibles';
const FEE = 'Indemnité forfaitaire pour frais de recouvrement : 40 €';
// the app reads its seller once, from config: changing this object is what a restart with other SELLER_* variables does
const seller: SellerIdentity = { ...DEMO_SELLER, address: [...DEMO_SELLER.address] };
let api: TestApi;
beforeAll(async () => {
  api = await testApi({ seller }, { now: INSTANT });
});
afterAll(() => api.close());

const mtq = PLACES.find((p) => p.key === 'mtq')!;
const terms = async (id: number, payload: object) =>
  data(
    await api.app.inject({ method: 'PATCH', url: `/api/v1/admin/customer/${id}`, headers: { authorization: 'Bearer test-admin-token' }, payload }),
    customer,
  );
const PROFESSIONAL = { type: 'professionnel', company: COMPANY, siret: SIRET, professional_verified: true };
const PRIVATE_TERMS = { type: 'particulier' };
/** The back office's credit note of an invoice, as a refund issues it (payments/card-cancellation.ts). */
function creditNote(invoiceId: number) {
  const documents = new Documents(api.db, new Site(api.db), { iban: '', bic: '', holder: '' }, () => api.clock.now);
  return new CreditNotes({ db: api.db, documents, seller }).issue({ invoiceId, reason: 'Commande annulée', now: api.clock.now });
}
/** A PDF as its buyer downloads it: two downloads of one document compare whole, without being read. */
async function pdfBytes(path: string, token: string): Promise<Buffer> {
  const res = await api.request('GET', path, { token, plan: mtq.plan });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}
/** A PDF's text as its buyer reads it. */
const textOf = (bytes: Buffer) => pdfLine(new Uint8Array(bytes));
const pdfText = async (path: string, token: string) => textOf(await pdfBytes(path, token));
/** Whether each document downloads now as it did `before`, byte for byte. */
const unchanged = async (paths: string[], before: Buffer[], token: string) =>
  Promise.all(paths.map(async (p, i) => (await pdfBytes(p, token)).equals(before[i]!)));
const facts = (text: string) => ({
  company: text.includes(COMPANY),
  siret: text.includes(`SIRET ${SIRET}`),
  vat: text.includes(`N° TVA intracommunautaire ${vatNumberOf(SIRET.slice(0, 9))}`),
  penalties: text.includes(PENALTIES),
  fee: text.includes(FEE),
});

describe('an issued invoice and its credit note', () => {
  it('stay as issued to a private buyer after the back office makes him a professional; his next invoice is a professional’s', async () => {
    const buyer = await api.signUp('frozen.private@example.test');
    const { invoice } = await documentsAt(api, buyer, mtq, INSTANT);
    const note = creditNote(invoice.id);
    const paths = [`/invoice/${invoice.id}/pdf`, `/credit-note/${note.id}/pdf`];
    const before = await Promise.all(paths.map((p) => pdfBytes(p, buyer.token)));
    expect(facts(await textOf(before[0]!))).toEqual({ company: false, siret: false, vat: false, penalties: false, fee: false });

    await terms(buyer.id, PROFESSIONAL);
    expect(await unchanged(paths, before, buyer.token)).toEqual([true, true]);

    const next = await documentsAt(api, buyer, mtq, INSTANT);
    expect(facts(await pdfText(`/invoice/${next.invoice.id}/pdf`, buyer.token))).toEqual({ company: true, siret: true, vat: true, penalties: true, fee: true });
  });

  it('stay as issued to a professional, his identifiers and the B2B mentions kept, after he becomes a private buyer', async () => {
    const buyer = await api.signUp('frozen.professional@example.test');
    await terms(buyer.id, PROFESSIONAL);
    const { invoice } = await documentsAt(api, buyer, mtq, INSTANT);
    const before = await pdfBytes(`/invoice/${invoice.id}/pdf`, buyer.token);
    expect(facts(await textOf(before))).toEqual({ company: true, siret: true, vat: true, penalties: true, fee: true });

    await terms(buyer.id, PRIVATE_TERMS);
    // leaving his company (he was its only person) ended his sessions: he signs in again as a private buyer
    buyer.token = await api.login('frozen.professional@example.test', 'Chantier-972!');
    expect(await unchanged([`/invoice/${invoice.id}/pdf`], [before], buyer.token)).toEqual([true]);
    // issued after the change, the credit note still names the buyer its invoice billed
    const note = await pdfText(`/credit-note/${creditNote(invoice.id).id}/pdf`, buyer.token);
    expect({ company: note.includes(COMPANY), siret: note.includes(`SIRET ${SIRET}`) }).toEqual({ company: true, siret: true });

    const next = await documentsAt(api, buyer, mtq, INSTANT);
    expect(facts(await pdfText(`/invoice/${next.invoice.id}/pdf`, buyer.token))).toEqual({
      company: false,
      siret: false,
      vat: false,
      penalties: false,
      fee: false,
    });
  });

  it('keep the seller as he was when they were issued; an invoice issued after he moved gives his new address', async () => {
    const buyer = await api.signUp('frozen.seller@example.test');
    const { invoice } = await documentsAt(api, buyer, mtq, INSTANT);
    const note = creditNote(invoice.id);
    const paths = [`/invoice/${invoice.id}/pdf`, `/credit-note/${note.id}/pdf`];
    const before = await Promise.all(paths.map((p) => pdfBytes(p, buyer.token)));
    expect(await textOf(before[0]!)).toContain('Zone industrielle du Lamentin');

    const kept = { ...seller };
    Object.assign(seller, { address: ['12 rue Victor Hugo', '97200 Fort-de-France, Martinique'], phone: '0596701234' });
    try {
      expect(await unchanged(paths, before, buyer.token)).toEqual([true, true]);
      const next = await pdfText(`/invoice/${(await documentsAt(api, buyer, mtq, INSTANT)).invoice.id}/pdf`, buyer.token);
      expect({ moved: next.includes('12 rue Victor Hugo'), old: next.includes('Zone industrielle du Lamentin') }).toEqual({ moved: true, old: false });
    } finally {
      Object.assign(seller, kept);
    }
  });

  it('issued before invoices kept their parties (none kept) prints them as they are now', async () => {
    const buyer = await api.signUp('frozen.older@example.test');
    const { invoice } = await documentsAt(api, buyer, mtq, INSTANT);
    api.db.prepare('UPDATE invoice SET parties = NULL WHERE id = ?').run(invoice.id);
    await terms(buyer.id, PROFESSIONAL);
    expect(facts(await pdfText(`/invoice/${invoice.id}/pdf`, buyer.token))).toEqual({ company: true, siret: true, vat: true, penalties: true, fee: true });
  });
});
