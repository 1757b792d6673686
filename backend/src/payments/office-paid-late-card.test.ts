import { formatPrice } from '@trefima/domain/i18n/format';
import { amountOf } from '@trefima/domain/money/money';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import { deliverAgain, invoicePayments, officeAlerts, officePays, payingWorld, submitCard, unpaidInvoice, type PayingWorld } from './testing-payments';

/*
 * An invoice's card taken on its page in the last second before the office
 * records a cheque or a transfer for it, the provider's notification not yet
 * in (here: the double keeps its events until the test delivers them). The
 * office's payment closes the page, reads the provider's word first, and
 * finds the card paid: it is settled as a late payment, no more than what is
 * left recorded, the office mailed to refund the rest; the notification,
 * when it comes, changes nothing.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld({ notifications: false });
});
afterAll(() => world.close());

const euros = (cents: number) => formatPrice(cents, { alwaysCents: true });
const ttcOf = (number: string) => {
  const o = world.api.db
    .prepare('SELECT o.amount_ht, o.shipping_ht, o.vat_rate FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.number = ?')
    .get(number) as { amount_ht: number; shipping_ht: number; vat_rate: number };
  return amountOf(o.amount_ht + o.shipping_ht, o.vat_rate).ttc;
};

/** The invoice's card page opened and paid at the provider, its notification kept back: the event the provider holds. */
async function paidOnItsPage(number: string) {
  const started = data(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
  expect((await submitCard(started.redirect_url!, '4242424242424242')).status).toBe(303);
  const event = world.double.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!;
  expect(world.api.db.prepare('SELECT state FROM card_payment WHERE redirect_url = ?').pluck().get(started.redirect_url)).toBe('en_attente_paiement');
  return event;
}

it('records nothing more than the office’s payment of the whole invoice, and asks the office to refund the card', async () => {
  const number = await unpaidInvoice(world);
  const ttc = ttcOf(number);
  const event = await paidOnItsPage(number);
  expect((await officePays(world, number)).statusCode).toBe(200);
  expect(invoicePayments(world, number)).toEqual([{ amount_cents: ttc, method: 'cheque' }]);
  const alerts = officeAlerts(world, number);
  expect(alerts).toHaveLength(1);
  expect(alerts[0].subject).toBe(`Paiement à vérifier : ${number}`);
  expect(alerts[0].body).toContain(`remboursez ${euros(ttc)}`);
  // the notification, late, is the same payment: nothing more
  await deliverAgain(world, event, event.id);
  expect(invoicePayments(world, number)).toHaveLength(1);
  expect(officeAlerts(world, number)).toHaveLength(1);
});

it('records only what was left of the card when the office recorded a part, and asks the office to refund the rest', async () => {
  const number = await unpaidInvoice(world);
  const ttc = ttcOf(number);
  await paidOnItsPage(number);
  expect((await officePays(world, number, 1000)).statusCode).toBe(200);
  expect(invoicePayments(world, number)).toEqual([
    { amount_cents: 1000, method: 'cheque' },
    { amount_cents: ttc - 1000, method: 'carte' },
  ]);
  expect(world.api.db.prepare('SELECT paid FROM invoice WHERE number = ?').pluck().get(number)).toBe(1);
  const alerts = officeAlerts(world, number);
  expect(alerts).toHaveLength(1);
  expect(alerts[0].body).toContain(euros(ttc));
  expect(alerts[0].body).toContain(`remboursez ${euros(1000)}`);
});
