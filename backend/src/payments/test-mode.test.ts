import { z } from 'zod/mini';
import { payment } from '@trefima/domain/contract';
import { data } from '../testing';
import { stripeProvider } from './stripe-provider';
import { payingWorld, type PayingWorld } from './testing-payments';

const api = { host: '127.0.0.1', port: 9, protocol: 'http' as const };

describe('a provider in its test mode', () => {
  it('is Stripe with a test key, secret or restricted, and never with a live one', () => {
    const mode = (secretKey: string) => stripeProvider({ secretKey, webhookSecret: 'whsec_x', api }).testMode;
    expect([mode('sk_test_abc'), mode('rk_test_abc'), mode('sk_live_abc'), mode('rk_live_abc')]).toEqual([true, true, false, false]);
  });

  describe('the card offered in test mode', () => {
    let world: PayingWorld;
    beforeAll(async () => {
      world = await payingWorld();
    });
    afterAll(() => world.close());

    it('tells the buyer no real payment is made, on the card only', async () => {
      const listed = data(await world.api.get('/payment'), z.array(payment));
      const card = listed.find((p) => p.code === 'carte-en-ligne')!;
      expect(card.description).toMatch(/Mode démonstration : aucun paiement réel/);
      expect(listed.filter((p) => /démonstration/.test(p.description)).map((p) => p.code)).toEqual(['carte-en-ligne']);
    });

    // the site offers the card on an invoice's rest only from there (the API refuses less)
    it('gives the card’s least amount, the provider’s minimum charge, on the card only', async () => {
      const listed = data(await world.api.get('/payment'), z.array(payment));
      expect(listed.filter((p) => p.minimum_cents !== undefined).map((p) => [p.code, p.minimum_cents])).toEqual([['carte-en-ligne', 50]]);
    });
  });
});
