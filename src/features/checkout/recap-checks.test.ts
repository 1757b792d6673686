import type { Carrier } from '@trefima/domain/contract';
import { missingChoices, missingMessage, shippingLabel, type RecapChoices } from './recap-checks';

/** What the recap page checks before it sends an order, and the delivery's line of its totals. */

const carrier: Carrier = {
  id: 2,
  code: 'livraison-chantier',
  name: 'Livraison sur chantier',
  description: '',
  delay: '3 jours ouvrés',
  price_ht: 9500,
  free_shipping_threshold: 150_000,
  delay_days: 3,
  earliest_delivery: '2026-12-09',
};
const pickup: Carrier = { ...carrier, id: 1, code: 'retrait-depot', price_ht: 0, free_shipping_threshold: null };
const complete: RecapChoices = {
  deliveryId: 11,
  billingId: 12,
  carrier,
  paymentId: 3,
  purchaseOrderRequired: false,
  purchaseOrder: '',
  requestedDate: '',
  leadTimeDays: 0,
  accept: true,
};

describe('missingChoices', () => {
  it('finds nothing to say of a complete recap, with a delivery day on or after the carrier’s first', () => {
    expect(missingChoices(complete)).toEqual({});
    expect(missingChoices({ ...complete, requestedDate: '2026-12-09' })).toEqual({});
  });

  it('names each choice missing on its field', () => {
    expect(missingChoices({ ...complete, deliveryId: null, billingId: null, carrier: undefined, paymentId: null, accept: false })).toEqual({
      delivery_address_id: 'Merci de choisir une adresse de livraison.',
      billing_address_id: 'Merci de choisir une adresse de facturation.',
      carrier_id: 'Merci de choisir un mode de livraison.',
      payment_id: 'Merci de choisir un moyen de paiement.',
      accept_cgv: 'Vous devez accepter les conditions générales de vente.',
    });
  });

  it('asks for the purchase order an account requires, and only then', () => {
    expect(missingChoices({ ...complete, purchaseOrderRequired: true })).toEqual({
      purchase_order: 'Votre compte demande un numéro de bon de commande sur chaque commande : saisissez-le.',
    });
    expect(missingChoices({ ...complete, purchaseOrderRequired: true, purchaseOrder: 'BC-2291' })).toEqual({});
  });

  it('refuses a delivery day before the carrier’s first, saying that day in French', () => {
    expect(missingChoices({ ...complete, requestedDate: '2026-12-08' })).toEqual({
      requested_delivery_date: 'La livraison ne peut pas être demandée avant le 09/12/2026 avec ce mode de livraison.',
    });
  });

  it('says a made-to-order product’s making is counted in the first day', () => {
    expect(missingChoices({ ...complete, requestedDate: '2026-12-08', leadTimeDays: 15 })).toEqual({
      requested_delivery_date: 'La livraison ne peut pas être demandée avant le 09/12/2026 avec ce mode de livraison, fabrication sur commande comprise.',
    });
  });
});

it('says one missing choice in its own words, several in the form’s', () => {
  expect(missingMessage({ payment_id: 'Merci de choisir un moyen de paiement.' })).toBe('Merci de choisir un moyen de paiement.');
  expect(missingMessage(missingChoices({ ...complete, paymentId: null, accept: false }))).toBe('Merci de bien remplir tous les champs obligatoires.');
});

describe('shippingLabel', () => {
  it('reads « À choisir » until a carrier is chosen', () => {
    expect(shippingLabel(undefined, 10_000, 0, null)).toBe('À choisir');
  });

  it('says a delivery an accepted quotation includes, but not a pickup at the depot', () => {
    expect(shippingLabel(carrier, 10_000, 0, 0)).toBe('Incluse dans votre devis');
    expect(shippingLabel(pickup, 10_000, 0, 0)).toBe('Gratuit');
  });

  it('says a delivery offered past the carrier’s threshold, unless a quotation agreed a price', () => {
    expect(shippingLabel(carrier, 150_000, 0, null)).toBe('Offerte');
    expect(shippingLabel(carrier, 150_000, 4000, 4000)).toBe('40\u00a0€ HT');
  });

  it('gives the price HT of a paid delivery', () => {
    expect(shippingLabel(carrier, 10_000, 9550, null)).toBe('95,50\u00a0€ HT');
  });
});
