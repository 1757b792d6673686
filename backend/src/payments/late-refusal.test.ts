import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import { buyerMails, deliverAgain, officePays, payingWorld, submitCard, unpaidInvoice, type PayingWorld } from './testing-payments';

/*
 * A refused card's notice that comes late (a provider retries its webhooks for hours) names the payment by its
 * document's number: it was applied to the latest attempt with that number, which may be another. An invoice's page
 * the office's payment closed, and a new page opened for the rest: the first page's refusal marked the new attempt
 * refused, and mailed the buyer « Paiement refusé » about a payment he had not yet made. The shop's attempt now goes
 * with the payment to the provider (its metadata), and a notice is applied to the attempt it names.
 */
let world: PayingWorld;
beforeAll(async () => {
  // the double keeps its events until the test delivers them
  world = await payingWorld({ notifications: false });
});
afterAll(() => world.close());

const payInvoice = async (number: string) =>
  data(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
const stateOf = (redirectUrl: string) => world.api.db.prepare('SELECT state FROM card_payment WHERE redirect_url = ?').pluck().get(redirectUrl);

it('applies a late refusal to the attempt it was about, not to the invoice’s newer one', async () => {
  const number = await unpaidInvoice(world);
  const first = await payInvoice(number);
  await submitCard(first.redirect_url!, '4000 0000 0000 9995');
  const refusal = world.double.events.filter((e) => e.type === 'payment_intent.payment_failed').at(-1)!;
  // a part paid by cheque: the first page, for the whole, is closed; the buyer opens one for the rest
  expect((await officePays(world, number, 1000)).statusCode).toBe(200);
  const second = await payInvoice(number);
  expect(second.redirect_url).not.toBe(first.redirect_url);

  await deliverAgain(world, refusal, refusal.id);
  expect(stateOf(second.redirect_url!)).toBe('en_attente_paiement');
  expect(buyerMails(world, number).filter((m) => m.subject.startsWith('Paiement refusé'))).toEqual([]);
});
