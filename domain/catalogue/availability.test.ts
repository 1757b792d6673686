import { availabilityOf, availabilityText } from './availability';

/**
 * One availability for the product page, the listing card, the JSON-LD and the cart: a product with a production
 * time is made to order (the order holds no stock limit for it), any other is in stock while some is left, and out of
 * stock otherwise (the order refuses it).
 */
describe('a product’s availability', () => {
  it('is made to order with a production time, whatever its stock', () => {
    expect(availabilityOf({ stock: 999, lead_time_days: 5 })).toBe('made_to_order');
    expect(availabilityOf({ stock: 0, lead_time_days: 1 })).toBe('made_to_order');
  });

  it('is in stock while a stocked product has some left, out of stock otherwise', () => {
    expect(availabilityOf({ stock: 116, lead_time_days: null })).toBe('in_stock');
    expect(availabilityOf({ stock: 0, lead_time_days: null })).toBe('out_of_stock');
    expect(availabilityOf({ stock: -2, lead_time_days: null })).toBe('out_of_stock');
  });

  it('is said as the cart says it: « Fabriqué sur commande : N jours ouvrés », « En stock (…) », « Rupture de stock »', () => {
    const study = { stock: 999, unit: 'forfait', lead_time_days: 5 };
    expect(availabilityText(study, true)).toBe('Fabriqué sur commande : 5 jours ouvrés');
    expect(availabilityText({ ...study, lead_time_days: 1 }, false)).toBe('Fabriqué sur commande : 1 jour ouvré');
    const bars = { stock: 2290, unit: 'barre', lead_time_days: null };
    expect(availabilityText(bars, true)).toBe('En stock (2\u202f290 barres)');
    expect(availabilityText(bars, false)).toBe('En stock');
    expect(availabilityText({ ...bars, stock: 0 }, true)).toBe('Rupture de stock');
    expect(availabilityText({ ...bars, stock: 0 }, false)).toBe('Rupture de stock');
  });
});
