import { formatPrice } from '@trefima/domain/i18n/format';
import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, session } from '@trefima/domain/contract';
import { loadConfig } from '../config';
import { isValidIban } from './bank';
import { data, PRO, testApi, type TestApi } from '../testing';

/** A buyer who pays by bank transfer is given the means to pay: the account, the amount TTC and the reference. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;

async function orderPaidBy(code: string) {
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const cart = data(
    await api.request('POST', '/cart/update', { body: { elements: [{ element_id: productId('HA10-6'), quantity: 2 }] }, token: s.token, plan: 2 }),
    cartResponse,
  );
  const jarry = data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier)).find((c) => c.code === 'retrait-jarry')!;
  const pay = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === code)!;
  const address = s.customer.addresses[0].address_id;
  const body = {
    cart_token: cart.token,
    carrier_id: jarry.id,
    payment_id: pay.id,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
  };
  return { token: s.token, placed: data(await api.request('POST', '/order', { body, token: s.token, plan: 2 }), order, 201) };
}

describe('an order paid by bank transfer', () => {
  it('carries the account, the amount TTC and the order number as the reference, in the answer and in the order read again', async () => {
    const { token, placed } = await orderPaidBy('virement');
    expect(placed.payment_instructions).toEqual({
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      holder: 'Trefima SAS',
      amount_ttc: placed.amount.ttc,
      reference: placed.number,
    });
    const again = data(await api.request('GET', `/order/${placed.number}`, { token }), order);
    expect(again.payment_instructions?.reference).toBe(placed.number);
  });

  it('mails the same: IBAN, BIC, holder, amount TTC and reference, in French', async () => {
    const { placed } = await orderPaidBy('virement');
    // the buyer's mail, not the sales office's
    const mail = api.db.prepare('SELECT subject, body FROM outbox WHERE subject = ?').get(`Confirmation de votre commande ${placed.number}`) as {
      subject: string;
      body: string;
    };
    const ttc = `${formatPrice(placed.amount.ttc, { alwaysCents: true })} TTC`;
    expect(mail.body).toContain(ttc);
    expect(mail.body).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(mail.body).toContain('BIC : AGRIFRPP');
    expect(mail.body).toContain('Titulaire : Trefima SAS');
    expect(mail.body).toContain(`Référence à indiquer : ${placed.number}`);
    expect(mail.body).not.toMatch(/pro forma/i);
  });

  it('gives no transfer instructions for another payment method', async () => {
    const { placed } = await orderPaidBy('cheque');
    expect(placed.payment_instructions).toBeUndefined();
  });
});

describe('the bank account of the configuration', () => {
  it('checks an IBAN by its mod-97 key', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('refuses to start with a mistyped IBAN, and reads the account from the environment', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/trefima-config-test', BANK_IBAN: 'FR7630006000011234567890188' })).toThrow(/BANK_IBAN/);
    const c = loadConfig({
      DATA_DIR: '/tmp/trefima-config-test',
      BANK_IBAN: 'FR14 2004 1010 0505 0001 3M02 606',
      BANK_BIC: 'PSSTFRPPPAR',
      BANK_HOLDER: 'Trefima',
    });
    expect(c.bank).toEqual({ iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR', holder: 'Trefima' });
  });
});
