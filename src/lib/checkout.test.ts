import {
  addedAddressId,
  carrierPrice,
  shippingPrice,
  formatLength,
  formatRate,
  freeShippingStatus,
  isShippingOffered,
  keepChoice,
  orderTotals,
  resolveAddressId,
} from '@trefima/domain/orders/checkout';
import { chosenAddressIds, quotationSitePreset } from './checkout-addresses';
import { paymentInstructions } from './payment-instructions';

describe('free shipping', () => {
  it('says what remains, that it is reached, for which carrier, or nothing where no carrier has a threshold', () => {
    const truck = 'Livraison sur chantier (camion plateau)';
    expect(freeShippingStatus({ threshold: 150000, remaining: 137875, carrier: truck })).toEqual({
      kind: 'remaining',
      remaining: 137875,
      threshold: 150000,
      carrier: truck,
    });
    expect(freeShippingStatus({ threshold: 150000, remaining: 0, carrier: truck })).toEqual({ kind: 'reached', carrier: truck });
    expect(freeShippingStatus({ threshold: null, remaining: null, carrier: null })).toEqual({ kind: 'none' });
  });

  it('makes a carrier free from its threshold on, as the API does', () => {
    const truck = { price_ht: 9500, free_shipping_threshold: 150000 };
    expect(carrierPrice(truck, 149999)).toBe(9500);
    expect(carrierPrice(truck, 150000)).toBe(0);
    expect(isShippingOffered(truck, 150000)).toBe(true);
    expect(isShippingOffered(truck, 100)).toBe(false);
    const crane = { price_ht: 24000, free_shipping_threshold: null };
    expect(carrierPrice(crane, 10_000_000)).toBe(24000);
    expect(isShippingOffered({ price_ht: 0, free_shipping_threshold: null }, 0)).toBe(false);
  });
});

describe('order totals', () => {
  it('adds shipping to HT and computes VAT on the whole, rounded to the cent', () => {
    expect(orderTotals(12125, 9500, 8.5)).toEqual({ products_ht: 12125, shipping_ht: 9500, ht: 21625, tva: 1838, ttc: 23463, vat_rate: 8.5 });
    expect(orderTotals(1545, 0, 8.5)).toEqual({ products_ht: 1545, shipping_ht: 0, ht: 1545, tva: 131, ttc: 1676, vat_rate: 8.5 });
  });

  it('has no VAT in Guyane', () => {
    expect(orderTotals(100000, 19000, 0)).toMatchObject({ ht: 119000, tva: 0, ttc: 119000 });
  });

  it('writes rates and lengths the French way', () => {
    expect(formatRate(8.5)).toBe('8,5');
    expect(formatRate(0)).toBe('0');
    expect(formatLength(6.5)).toBe('6,5 m');
    expect(formatLength(12)).toBe('12 m');
  });
});

describe('addresses and payments', () => {
  const addresses = [
    { address_id: 3, is_default_delivery: false, is_default_billing: true },
    { address_id: 7, is_default_delivery: true, is_default_billing: false },
  ];

  it('keeps a stored address while it exists, else takes the default of its kind, else the first', () => {
    expect(resolveAddressId(3, addresses, 'delivery')).toBe(3);
    expect(resolveAddressId(99, addresses, 'delivery')).toBe(7);
    expect(resolveAddressId(null, addresses, 'billing')).toBe(3);
    expect(resolveAddressId(null, [{ address_id: 4, is_default_delivery: false, is_default_billing: false }], 'delivery')).toBe(4);
    expect(resolveAddressId(5, [], 'delivery')).toBeNull();
  });

  it('passes over the addresses that are not allowed (a delivery address in another territory), stored or default', () => {
    const notSeven = (a: { address_id: number }) => a.address_id !== 7;
    expect(resolveAddressId(7, addresses, 'delivery', notSeven)).toBe(3);
    expect(resolveAddressId(null, addresses, 'delivery', notSeven)).toBe(3);
    expect(resolveAddressId(3, addresses, 'delivery', () => false)).toBeNull();
  });

  it('finds the address the API just added', () => {
    expect(addedAddressId([{ address_id: 3 }], [{ address_id: 3 }, { address_id: 9 }])).toBe(9);
    expect(addedAddressId([{ address_id: 3 }], [{ address_id: 3 }])).toBeNull();
  });

  it('keeps the account payment for professionals only', () => {
    const payments = [
      { id: 1, professional_only: false },
      { id: 4, professional_only: true },
    ];
    expect(keepChoice(4, payments, (p) => !p.professional_only)).toBeNull();
    expect(keepChoice(1, payments)).toBe(1);
    expect(keepChoice(8, payments)).toBeNull();
  });

  // the seller as GET /setting gives it (the documents' one identity)
  const payee = { name: 'Trefima', street: 'Zone de Jarry', zipcode: '97122', city: 'Baie-Mahault' };

  it('tells how to pay by each method', () => {
    const transfer = paymentInstructions('virement', '234,63 €', 'CMD-2025-000012', payee).join(' ');
    expect(transfer).toContain('Merci de virer 234,63 € TTC sur le compte ci-dessous, en indiquant la référence CMD-2025-000012.');
    expect(transfer).not.toMatch(/pro forma/);
    expect(paymentInstructions('cheque', '10 €', 'CMD-1', payee).join(' ')).toContain('à l’ordre de Trefima');
    expect(paymentInstructions('inconnu', '10 €', 'CMD-1', payee)).toHaveLength(1);
  });

  it('sends a cheque to the seller’s own address, not one written in the code', () => {
    expect(paymentInstructions('cheque', '10 €', 'CMD-1', payee).join(' ')).toContain(
      'Envoyez-le à Trefima, Zone de Jarry, 97122 Baie-Mahault, ou remettez-le au retrait.',
    );
  });
});

describe('a quotation’s checkout', () => {
  const plateau = { code: 'livraison-plateau', price_ht: 14500, free_shipping_threshold: 200000 };
  const depot = { code: 'retrait-jarry', price_ht: 0, free_shipping_threshold: null };

  it('charges the delivery the accepted proposal agreed, included or priced, for any carrier that delivers', () => {
    expect(shippingPrice(plateau, 15000, 0)).toBe(0);
    expect(shippingPrice(plateau, 15000, 30000)).toBe(30000);
    expect(shippingPrice({ ...plateau, code: 'livraison-grue', price_ht: 32000 }, 15000, 0)).toBe(0);
    // what the proposal agreed is the price, whatever the carrier’s threshold would give
    expect(shippingPrice(plateau, 250000, 30000)).toBe(30000);
  });

  it('leaves a pickup at its depot’s price, and the carrier’s price when the proposal agreed none', () => {
    expect(shippingPrice(depot, 15000, 30000)).toBe(0);
    expect(shippingPrice(plateau, 15000, null)).toBe(14500);
    expect(shippingPrice(plateau, 250000, null)).toBe(0);
  });

  const sites = [
    { job_site_id: 4, archived: false, address: { address_id: 40 } },
    { job_site_id: 5, archived: false, address: { address_id: 50 } },
  ];
  const fresh = {
    deliveryAddressId: null,
    billingAddressId: null,
    billingSameAsDelivery: false,
    carrierId: null,
    paymentId: null,
    jobSiteId: null,
    presetQuotationId: null,
  };

  // a quotation as GET /quotations/{id} gives it, its site by id and name
  const asked = (siteId: number | null) => ({ id: 9, job_site: siteId === null ? null : { job_site_id: siteId, name: `Lot ${siteId}` } });

  it('chooses the quotation’s job site and its address once, when the checkout of that quotation opens', () => {
    expect(quotationSitePreset(fresh, asked(5), sites)).toEqual({
      jobSiteId: 5,
      deliveryAddressId: 50,
      presetQuotationId: 9,
    });
    // once: a buyer who chose another site (or none) afterwards keeps his choice
    expect(quotationSitePreset({ ...fresh, presetQuotationId: 9 }, asked(5), sites)).toBeNull();
  });

  it('chooses nothing for a quotation without a site, nor for a site archived or unknown', () => {
    expect(quotationSitePreset(fresh, asked(null), sites)).toBeNull();
    expect(quotationSitePreset(fresh, asked(7), sites)).toBeNull();
    expect(quotationSitePreset(fresh, asked(5), [{ ...sites[1], archived: true }])).toBeNull();
  });
});

describe('the billing address', () => {
  const book = [
    { address_id: 1, is_default_delivery: false, is_default_billing: true },
    { address_id: 2, is_default_delivery: true, is_default_billing: false },
    { address_id: 3, is_default_delivery: false, is_default_billing: false },
  ];
  const ids = { deliveryAddressId: 3, billingAddressId: null, billingSameAsDelivery: false, carrierId: null, paymentId: null, jobSiteId: 8 };

  it('stays the company’s default billing address when a job site’s address is chosen for delivery', () => {
    expect(chosenAddressIds(ids, book)).toEqual({ delivery: 3, billing: 1 });
  });

  it('is the delivery address only when the buyer said so, or the one he chose', () => {
    expect(chosenAddressIds({ ...ids, billingSameAsDelivery: true }, book)).toEqual({ delivery: 3, billing: 3 });
    expect(chosenAddressIds({ ...ids, billingAddressId: 2 }, book)).toEqual({ delivery: 3, billing: 2 });
  });

  it('delivers only where allowed, the default delivery address first', () => {
    expect(chosenAddressIds({ ...ids, deliveryAddressId: null }, book)).toEqual({ delivery: 2, billing: 1 });
    expect(chosenAddressIds({ ...ids, deliveryAddressId: 2 }, book, (a) => a.address_id !== 2)).toEqual({ delivery: 1, billing: 1 });
  });
});
