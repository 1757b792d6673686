import { invoiceList, order } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { data, failure } from '../testing';
import { cardOrderReady, officePays, payingWorld, unpaidInvoice, type PayingWorld } from './testing-payments';

/**
 * Stripe takes no card payment under 0,50 € (its minimum in euros; the double refuses it as Stripe does): an order or
 * what is left of an invoice under it is never sent to the provider. The buyer is told why in French, and to pay
 * otherwise (a transfer), never the provider's refusal nor the server's trouble.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

/** as the messages write an amount: « 0,50 € », a no-break space before the sign */
const euros = (cents: number) => formatPrice(cents, { alwaysCents: true });
const cardsOf = (column: 'order_id' | 'invoice_id', id: number) =>
  world.api.db.prepare(`SELECT COUNT(*) FROM card_payment WHERE ${column} = ?`).pluck().get(id) as number;

describe('a card payment under 0,50 €', () => {
  it('is refused at checkout on the payment’s choice, nothing written, and the same cart ordered by transfer', async () => {
    const { db } = world.api;
    const bar = db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const price = db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 1').pluck().get(bar) as number;
    // two bars at 0,20 € HT: 0,43 € TTC
    db.prepare('UPDATE product_price SET price_ht = 20 WHERE product_id = ? AND sales_plan_id = 1').run(bar);
    try {
      const { call, body, idOf } = await cardOrderReady(world);
      const orders = () => db.prepare('SELECT COUNT(*) FROM "order"').pluck().get() as number;
      const before = orders();
      const refused = failure(await call('POST', '/order', body), 422);
      const said = `Le paiement par carte en ligne n’est possible qu’à partir de ${euros(50)} : votre commande fait ${euros(43)} TTC. Choisissez le virement bancaire, ou un autre moyen de paiement.`;
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: said, errors: { payment_id: said } });
      expect(orders()).toBe(before);
      // the other way to pay, one click away: the same cart by transfer, with what to transfer
      const placed = data(await call('POST', '/order', { ...body, payment_id: idOf.payment('virement') }), order, 201);
      expect(placed.amount.ttc).toBe(43);
      expect(placed.payment_instructions).toMatchObject({ amount_ttc: 43, reference: placed.number });
      expect(cardsOf('order_id', placed.id)).toBe(0);
    } finally {
      db.prepare('UPDATE product_price SET price_ht = ? WHERE product_id = ? AND sales_plan_id = 1').run(price, bar);
    }
  });

  it('is refused for what is left of an invoice, in French, saying to pay it by transfer, no page opened at the provider', async () => {
    const number = await unpaidInvoice(world);
    const listed = async () =>
      data(await world.api.request('GET', '/invoice', { token: world.buyer.token }), invoiceList).items.find((i) => i.number === number)!;
    // the office records a cheque of all but 0,30 €
    const left = async () => (await listed()).left_ttc_cents;
    expect((await officePays(world, number, (await left()) - 30)).statusCode).toBe(200);
    expect(await left()).toBe(30);
    const refused = failure(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), 409);
    expect(refused).toEqual({
      code: 'PAYMENT_STATE',
      message: `Il reste ${euros(30)} à payer sur la facture ${number} : le paiement par carte en ligne n’est possible qu’à partir de ${euros(50)}. Réglez ce reste par virement (IBAN FR76 3000 6000 0112 3456 7890 189, BIC AGRIFRPP, au nom de Trefima SAS) ou par chèque, en indiquant la référence ${number}.`,
    });
    const id = world.api.db.prepare('SELECT id FROM invoice WHERE number = ?').pluck().get(number) as number;
    expect(cardsOf('invoice_id', id)).toBe(0);
    expect(await left()).toBe(30);
  });
});
