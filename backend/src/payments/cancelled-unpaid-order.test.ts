import { cartResponse, order, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { readPdf } from '../test-support/pdf-text';
import { data } from '../testing';
import { officeMove, payingWorld, placeCardOrder, type PayingWorld } from './testing-payments';

/**
 * An order placed by card online and never paid (its buyer gave it up, its reservation ran out, or the office
 * cancelled it while it waited) was never confirmed, and no contract was concluded (found by an audit of the orders'
 * lifecycle, each seen failing): once cancelled, its PDF read « Confirmation de commande », with a right of
 * withdrawal and its form; and the office's cancellation, unlike the buyer's give-up and the reservation's end, kept
 * an accepted quotation tied to the cancelled order, its proposed prices never to be ordered again
 * (quotations/quotation-reopening.ts).
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const pdfText = async (orderId: number) => {
  const res = await world.api.request('GET', `/order/${orderId}/pdf`, { token: world.buyer.token });
  expect(res.statusCode).toBe(200);
  return (await readPdf(new Uint8Array(res.rawPayload))).pages.join('\n').replace(/\s+/g, ' ');
};

it('an order given up before its card was paid is no « Confirmation de commande » in its PDF', async () => {
  const { order: placed } = await placeCardOrder(world);
  expect(await pdfText(placed.id)).toContain(`Commande ${placed.number} — en attente de paiement`);
  const given = await world.api.request('POST', `/order/${placed.number}/payment/cancellation`, { token: world.buyer.token });
  expect(given.statusCode).toBe(200);
  const text = await pdfText(placed.id);
  expect(text).toContain('Annulée');
  expect(text).not.toContain(`Confirmation de commande ${placed.number}`);
});

it('an order the office cancelled while it waited for its card is no « Confirmation de commande » either', async () => {
  const { order: placed } = await placeCardOrder(world);
  expect((await officeMove(world, placed.id, 'annulee')).statusCode).toBe(200);
  expect(await pdfText(placed.id)).not.toContain(`Confirmation de commande ${placed.number}`);
});

it('gives the accepted quotation back when the office cancels its order still waiting for the card, as a give-up does', async () => {
  const { body, call, element } = await placeCardOrder(world);
  const cart = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 3 }] }), cartResponse);
  const asked = data(await call('POST', '/cart/convert-to-quotation', { cart_token: cart.token }), quotation, 201);
  const proposed = await world.api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/quotations/${asked.id}/propose`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { valid_until: new Date(world.api.clock.now + 20 * 86_400_000).toISOString().slice(0, 10), lines: [{ unit_price_ht: 1000 }] },
  });
  expect(proposed.statusCode).toBe(200);
  const accepted = data(await call('POST', `/quotations/${asked.id}/accept`, {}), quotationAcceptance);
  const placed = data(await call('POST', '/order', { ...body, cart_token: accepted.cart.token }), order, 201);
  expect(placed.status).toBe('en_attente_paiement');

  expect((await officeMove(world, placed.id, 'annulee')).statusCode).toBe(200);
  const again = data(await call('GET', `/quotations/${asked.id}`), quotation);
  expect(again).toMatchObject({ status: 'acceptee', order: null });
});
