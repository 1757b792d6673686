import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import { officePays, payingWorld, unpaidInvoice, type PayingWorld } from './testing-payments';

/*
 * An invoice's card attempt that lapses or that the office's payment closes cancels no order: the API said « … : la
 * commande est annulée » all the same, which the site replaced for invoices and any other client showed. The API says
 * what the site says: the invoice stays due, for what is left of it, or is settled.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const attempt = async (number: string) => data(await world.api.request('GET', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);

it('says an invoice whose card attempt lapsed stays due, and one the office settled meanwhile is settled', async () => {
  const number = await unpaidInvoice(world);
  data(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
  world.api.clock.advance(31 * 60_000);
  await world.sweep();
  const lapsed = await attempt(number);
  expect([lapsed.state, lapsed.message]).toEqual(['expiree', 'Délai de paiement dépassé : la facture reste à régler.']);

  const other = await unpaidInvoice(world);
  data(await world.api.request('POST', `/invoice/${other}/payment`, { token: world.buyer.token }), cardPaymentState);
  expect((await officePays(world, other)).statusCode).toBe(200);
  const closed = await attempt(other);
  expect(['expiree', 'annulee']).toContain(closed.state);
  expect(closed.message).toBe(
    `Ce paiement par carte est clos : le règlement de la facture ${other} nous est parvenu par un autre moyen, elle est acquittée. Il n’y a plus rien à payer.`,
  );
});
