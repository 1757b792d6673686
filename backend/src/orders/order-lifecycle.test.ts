import { z } from 'zod/mini';
import { invoiceList, order, session } from '@trefima/domain/contract';
import { readPdf } from '../test-support/pdf-text';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/**
 * An order followed by its buyer: the back office moves it (reçue → en
 * préparation → expédiée or prête au retrait → livrée, or annulée while it
 * can be), each move dated and mailed; the delivery note and the invoice
 * appear when the goods leave, as PDFs the buyer downloads and reads.
 * The demo professional buys in Guadeloupe (plan 2).
 */
let api: TestApi;
let pro: { token: string; addressId: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, addressId: s.customer.addresses[0].address_id };
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown, token = pro.token) => api.request(method, path, { body, token, plan: 2 });
const move = (id: number, status: string, message?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/order/${id}/status`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { status, message },
  });

const place = (carrierCode: string) => placeOrder(api, { ...pro, plan: 2, carrier: carrierCode, payment: 'compte-client', quantity: 12 });

const pdfText = async (path: string, token = pro.token) => {
  const res = await call('GET', path, undefined, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await readPdf(new Uint8Array(res.rawPayload))).pages.join('\n');
};

describe('an order’s statuses', () => {
  it('moves a delivered order along its steps, dated, with its delivery note and invoice once shipped', async () => {
    const o = await place('livraison-plateau');
    expect(o).toMatchObject({ status: 'confirmee', status_label: 'Reçue', pickup: false, delivery_note: false, invoice: null });
    expect(o.history.map((h) => h.status)).toEqual(['confirmee']);
    const confirmationMail = (
      await api.app.inject({ url: `/api/v1/admin/outbox?to=${PRO.email}`, headers: { authorization: 'Bearer test-admin-token' } })
    ).json().data[0];
    expect(confirmationMail.subject).toBe(`Confirmation de votre commande ${o.number}`);
    expect(confirmationMail.attachments).toEqual([{ name: `commande-${o.number}.pdf`, type: 'application/pdf', size: expect.any(Number) }]);

    const skip = failure(await move(o.id, 'expediee'), 409);
    expect(skip.code).toBe('ORDER_STATE');
    expect(failure(await move(o.id, 'perdue'), 422).errors).toHaveProperty('status');
    expect(failure(await call('GET', `/order/${o.id}/delivery-note`), 409).message).toMatch(/bon de livraison/);

    expect(data(await move(o.id, 'en_preparation'), order).status).toBe('en_preparation');
    expect(failure(await move(o.id, 'prete_retrait'), 409).code).toBe('ORDER_CARRIER');
    const shipped = data(await move(o.id, 'expediee', 'Camion n° 12, livraison jeudi matin.'), order);
    expect(shipped).toMatchObject({
      status: 'expediee',
      status_label: 'Expédiée',
      delivery_note: true,
      invoice: { number: expect.stringMatching(/^FAC-(MTQ|GPE|GUF)-2026-\d{6}$/) },
    });
    expect(shipped.history.map((h) => h.status)).toEqual(['confirmee', 'en_preparation', 'expediee']);
    expect(shipped.history[2].message).toBe('Camion n° 12, livraison jeudi matin.');

    const mail = (await api.app.inject({ url: `/api/v1/admin/outbox?to=${PRO.email}`, headers: { authorization: 'Bearer test-admin-token' } })).json().data[0];
    expect(mail.subject).toBe(`Commande ${o.number} : expédiée`);
    expect(mail.attachments.map((a: { name: string }) => a.name)).toEqual([`bon-de-livraison-${o.number}.pdf`, `facture-${shipped.invoice!.number}.pdf`]);

    const note = await pdfText(`/order/${o.id}/delivery-note`);
    expect(note).toContain(o.number.replace('CMD-', ''));
    expect(note).toContain('HA12-12');
    expect(note).toMatch(/Expédié le : \d{1,2} \p{L}+ \d{4}/u);
    expect(note).not.toMatch(/\d,\d\d\s?€/); // no price (the seller's capital aside)

    const invoice = await pdfText(`/invoice/${shipped.invoice!.id}/pdf`);
    expect(invoice).toContain(shipped.invoice!.number);
    expect(invoice).toContain('HA12-12');
    expect(invoice).toMatch(/40\s?€/); // the professional's fixed recovery fee
    expect(invoice).toContain('SIRET');
    const listed = data(await call('GET', '/invoice'), invoiceList);
    expect(listed.items[0].number).toBe(shipped.invoice!.number);

    const confirmation = await pdfText(`/order/${o.number}/pdf`);
    expect(confirmation).toContain(o.number);

    // shipped goods are not cancelled: a return is a credit note
    expect(failure(await move(o.id, 'annulee'), 409).message).toMatch(/avoir/);
    expect(data(await move(o.id, 'livree'), order).status_label).toBe('Livrée');
    expect(failure(await move(o.id, 'livree'), 409).code).toBe('ORDER_STATE');
  });

  it('sets a pickup order aside at the depot instead of shipping it, and cancels an order not yet left', async () => {
    const o = await place('retrait-jarry');
    expect(o.pickup).toBe(true);
    await move(o.id, 'en_preparation');
    expect(failure(await move(o.id, 'expediee'), 409).code).toBe('ORDER_CARRIER');
    const ready = data(await move(o.id, 'prete_retrait', 'Au dépôt de Jarry dès 7 h.'), order);
    expect(ready).toMatchObject({ status_label: 'Prête au retrait', delivery_note: true });
    // taken away at the depot, its goods were not delivered: « Retirée »
    expect(data(await move(o.id, 'livree'), order)).toMatchObject({ status: 'livree', status_label: 'Retirée' });

    const stock = () => api.db.prepare("SELECT stock FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const before = stock();
    const c = await place('livraison-plateau');
    expect(stock()).toBe(before - 12);
    expect(data(await move(c.id, 'annulee'), order)).toMatchObject({ status: 'annulee', invoice: null, delivery_note: false });
    // its goods never left: the 12 bars are on the shelves again, once
    expect(stock()).toBe(before);
    expect(failure(await move(c.id, 'annulee'), 409).code).toBe('ORDER_STATE');
    expect(stock()).toBe(before);
  });

  it('keeps documents to their buyer and the back office to its token', async () => {
    const o = await place('livraison-plateau');
    await move(o.id, 'en_preparation');
    const shipped = data(await move(o.id, 'expediee'), order);
    const other = await api.login(PRIVATE.email, PRIVATE.password);
    for (const path of [`/order/${o.id}/pdf`, `/order/${o.id}/delivery-note`, `/invoice/${shipped.invoice!.id}/pdf`]) {
      expect(failure(await call('GET', path, undefined, other), 404).code).toBe('NOT_FOUND');
    }
    const forbidden = await api.app.inject({ method: 'POST', url: `/api/v1/admin/order/${o.id}/status`, payload: { status: 'livree' } });
    expect(forbidden.statusCode).toBe(403);
    expect(failure(await move(999999, 'livree'), 404).message).toBe('Cette commande est introuvable.');
    // one invoice per order, however often the status is read
    expect(api.db.prepare('SELECT COUNT(*) FROM invoice WHERE order_id = ?').pluck().get(o.id)).toBe(1);
  });
});

describe('an invoice’s payment, recorded by the back office', () => {
  const pay = (id: number | string, body?: unknown, headers: Record<string, string> = { authorization: 'Bearer test-admin-token' }) =>
    api.app.inject({ method: 'POST', url: `/api/v1/admin/invoice/${id}/payment`, headers, payload: body as object });

  it('marks an account customer’s invoice paid on the day the money came, once, and the invoice says so', async () => {
    const o = await place('livraison-plateau');
    await move(o.id, 'en_preparation');
    const { invoice } = data(await move(o.id, 'expediee'), order);
    const id = invoice!.id;
    const unpaid = await pdfText(`/invoice/${id}/pdf`);
    expect(unpaid).not.toContain('acquittée');
    expect(data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === id)).toMatchObject({ paid: false, paid_at: null });

    // the clock is Saturday 21 November 2026, 06:00 in Guadeloupe; the invoice is of that day
    const refused = async (body: unknown, message: RegExp) => {
      const error = failure(await pay(id, body), 422);
      expect(error.errors?.paid_on).toMatch(message);
      expect(api.db.prepare('SELECT paid FROM invoice WHERE id = ?').pluck().get(id)).toBe(0);
    };
    await refused({ paid_on: '2026-11-20' }, /émise le 21 novembre 2026 : elle ne peut pas avoir été réglée avant/);
    await refused({ paid_on: '2026-11-22' }, /ne peut pas être à venir : nous sommes le 21 novembre 2026/);
    await refused({ paid_on: '21/11/2026' }, /AAAA-MM-JJ/);
    await refused({ paid_on: '2026-02-30' }, /AAAA-MM-JJ/);
    expect(failure(await pay(id, { paid_on: 20261121 }), 422).errors).toHaveProperty('paid_on');
    expect(failure(await pay(id, { paid: true }), 422).code).toBe('VALIDATION_ERROR');
    // invisible characters refused here as in every text field
    for (const reference of ['VIR\u0000 2026-118', 'VIR \u202e811-6202'])
      expect(failure(await pay(id, { paid_on: '2026-11-21', reference }), 422).errors?.reference).toMatch(
        /^La référence du règlement contient un caractère invisible/,
      );

    api.clock.advance(3 * 86_400_000);
    const paid = data(await pay(id, { paid_on: '2026-11-23' }), z.object({ id: z.int(), number: z.string(), paid: z.boolean() }));
    expect(paid).toEqual({ id, number: invoice!.number, paid: true });
    const token = await api.login(PRO.email, PRO.password); // three days on, a new session
    expect(await pdfText(`/invoice/${id}/pdf`, token)).toContain('Facture acquittée le 23 novembre 2026.');
    // the buyer's list says when, as the office recorded it
    expect(data(await call('GET', '/invoice', undefined, token), invoiceList).items.find((i) => i.id === id)).toMatchObject({
      paid: true,
      paid_at: '2026-11-23',
    });

    // the buyer hears of it, with the invoice as it now reads
    const outbox = async () =>
      (await api.app.inject({ url: `/api/v1/admin/outbox?to=${PRO.email}`, headers: { authorization: 'Bearer test-admin-token' } }))
        .json()
        .data.filter((m: { subject: string }) => m.subject === `Facture ${invoice!.number} acquittée`);
    const [receipt, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(receipt.body).toContain(`Nous avons bien reçu le règlement de votre facture ${invoice!.number}, le 23 novembre 2026`);
    expect(receipt.body).toMatch(/\d,\d\d\s€ TTC/);
    expect(receipt.attachments).toEqual([{ name: `facture-${invoice!.number}.pdf`, type: 'application/pdf', size: expect.any(Number) }]);

    const twice = failure(await pay(id), 409);
    expect(twice).toMatchObject({
      code: 'INVOICE_PAID',
      message: `La facture ${invoice!.number} est déjà acquittée (le 23 novembre 2026) : rien n’a été changé.`,
    });
    expect(await outbox()).toHaveLength(1);
  });

  it('says in the receipt what came in last, where earlier payments had paid part of the invoice', async () => {
    pro.token = await api.login(PRO.email, PRO.password); // the clock may have moved past the session
    const o = await place('livraison-plateau');
    await move(o.id, 'en_preparation');
    const { invoice } = data(await move(o.id, 'expediee'), order);
    const ttc = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === invoice!.id)!.amount.ttc;
    const deposit = Math.round(ttc * 0.4);
    expect((await pay(invoice!.id, { amount_cents: deposit })).statusCode).toBe(200);
    expect(data(await pay(invoice!.id, {}), z.object({ paid: z.boolean() })).paid).toBe(true);
    const receipts = (await api.app.inject({ url: `/api/v1/admin/outbox?to=${PRO.email}`, headers: { authorization: 'Bearer test-admin-token' } }))
      .json()
      .data.filter((m: { subject: string }) => m.subject === `Facture ${invoice!.number} acquittée`);
    expect(receipts).toHaveLength(1);
    const said = receipts[0].body.replace(/[\u00a0\u202f]/g, ' ');
    const euros = (cents: number) =>
      `${Math.floor(cents / 100)
        .toLocaleString('fr-FR')
        .replace(/[\u00a0\u202f]/g, ' ')},${String(cents % 100).padStart(2, '0')} €`;
    expect(said).toContain(`Nous avons bien reçu ${euros(ttc - deposit)} TTC pour votre facture ${invoice!.number} de ${euros(ttc)} TTC`);
    expect(said).not.toContain(`le règlement de votre facture ${invoice!.number}`);
  });

  it('is the back office’s alone, and of an invoice that exists', async () => {
    expect((await pay(1, {}, {})).statusCode).toBe(403);
    expect((await pay(1, {}, { authorization: 'Bearer wrong-token-of-the-same-size' })).statusCode).toBe(403);
    expect(failure(await pay(999999), 404).message).toBe('Cette facture est introuvable.');
    expect(failure(await pay('abc'), 404).message).toBe('Cette facture est introuvable.');
  });
});
