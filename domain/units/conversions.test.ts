import { buyerUnits, unitsFor, type SoldAs } from './conversions';
import { convert, conversionText, MAX_CONVERTED_UNITS } from './convert';

/*
 * Products as the seed sells them (backend/src/seed/data/products.ts): a bar's
 * weight is its nominal linear mass × its length, the masses of
 * ../shared/reference/rebar-schedules.md to 3 digits (Ø12: 0,888 kg/m).
 */
const HA12_12: SoldAs = { unit: 'barre', weight: 10.66, length: 12, width: null, min_quantity: 1, step: 1 }; // 0,888 × 12 = 10,656 → 10,66 kg
const HA8_6: SoldAs = { unit: 'barre', weight: 2.37, length: 6, width: null, min_quantity: 1, step: 1 }; // 0,395 × 6
const ST25C: SoldAs = { unit: 'panneau', weight: 48.9, length: 6, width: 2.4, min_quantity: 1, step: 1 };
const BT_HA12: SoldAs = { unit: 'tonne', weight: 1000, length: 12, width: null, min_quantity: 1, step: 1 };
const WIRE: SoldAs = { unit: 'rouleau', weight: 25, length: null, width: null, min_quantity: 1, step: 1 };
// kg per metre; 1,06 m overall, 1,00 m covering once laid with its side lap
const T40: SoldAs = { unit: 'ml', weight: 6.18, length: null, width: 1.06, covering_width: 1, min_quantity: 1, step: 1 };
// corrugated 76/18: 0,99 m overall, 0,912 m covering (one corrugation of side lap)
const ONDULEE: SoldAs = { unit: 'ml', weight: 4.4, length: null, width: 0.99, covering_width: 0.912, min_quantity: 1, step: 1 };
const LINKS: SoldAs = { unit: 'pièce', weight: 0.124, length: 0.1, width: 0.1, min_quantity: 25, step: 25 };
const SCREWS: SoldAs = { unit: 'boîte', weight: 0.65, length: null, width: null, min_quantity: 1, step: 1 };
// the seed's facade cassettes, sold by the m², 10 at least
const CASSETTES: SoldAs = { unit: 'm²', weight: 7.4, length: null, width: null, min_quantity: 10, step: 1 };

const ok = (r: ReturnType<typeof convert>) => {
  if ('error' in r) throw new Error(r.error);
  return r;
};

describe('the units a product is offered in', () => {
  it('offers kg and t for steel sold whole by mass, m for bars, m and m² for sheets of a chosen length', () => {
    expect(buyerUnits(HA12_12).map((f) => f.unit)).toEqual(['kg', 't', 'm']);
    expect(buyerUnits(ST25C).map((f) => f.unit)).toEqual(['kg', 't']); // laps make a panel's m² a layout's answer
    expect(buyerUnits(BT_HA12).map((f) => f.unit)).toEqual(['kg', 't']);
    expect(buyerUnits(WIRE).map((f) => f.unit)).toEqual(['kg', 't']);
    expect(buyerUnits(T40)).toEqual([]); // no length chosen: nothing fixed yet
    expect(buyerUnits(T40, 4.5)).toEqual([
      { unit: 'kg', per_unit: 6.18 * 4.5 },
      { unit: 't', per_unit: (6.18 * 4.5) / 1000 },
      { unit: 'm', per_unit: 4.5 },
      { unit: 'm2', per_unit: 1 * 4.5 }, // the covering width, not the overall 1,06 m
    ]);
    expect(buyerUnits(LINKS)).toEqual([]);
    expect(buyerUnits(SCREWS)).toEqual([]);
  });

  it('rounds up to whole units, then to the step and the minimum', () => {
    expect(unitsFor(1200, 10.656, { min_quantity: 1, step: 1 })).toBe(113); // 112,61… bars
    expect(unitsFor(0.3, 0.1, { min_quantity: 1, step: 1 })).toBe(3); // 2,9999999999999996 in floating point
    expect(unitsFor(10, 1, { min_quantity: 25, step: 25 })).toBe(25);
    expect(unitsFor(26, 1, { min_quantity: 25, step: 25 })).toBe(50);
    expect(unitsFor(21.32, 10.66, { min_quantity: 1, step: 1 })).toBe(2); // exactly two bars: not three
  });

  it('counts the steps from the minimum, as the cart does: a count it takes, whatever the minimum and the step', () => {
    // sold from 5, by 10: 5, 15, 25… (the cart refuses 20: (20 − 5) is no whole number of steps)
    expect(unitsFor(12, 1, { min_quantity: 5, step: 10 })).toBe(15);
    expect(unitsFor(3, 1, { min_quantity: 5, step: 10 })).toBe(5);
    expect(unitsFor(15, 1, { min_quantity: 5, step: 10 })).toBe(15);
    expect(unitsFor(16, 1, { min_quantity: 5, step: 10 })).toBe(25);
    // no minimum (an addition to a line that holds it): whole steps
    expect(unitsFor(12, 1, { min_quantity: 0, step: 10 })).toBe(20);
  });
});

describe('convert()', () => {
  it('gives the issue’s example: 1,2 t of HA12 in 12 m bars is 113 bars, 1 204,58 kg', () => {
    const c = ok(convert(HA12_12, 1.2, 't'));
    // 1 200 / 10,66 = 112,57… → 113 bars; 113 × 10,66 = 1 204,58 kg
    expect(c.quantity).toBe(113);
    expect(c.mass_kg).toBeCloseTo(1204.58, 6);
    expect(conversionText('Barre HA Ø12 – 12 m', 'barre', c).replace(/\u202f/g, ' ')).toBe('1,2 t de Barre HA Ø12 – 12 m = 113 barres = 1 204,58 kg');
  });

  it('converts kg, metres and square metres', () => {
    expect(ok(convert(HA8_6, 250, 'kg')).quantity).toBe(106); // 250 / 2,37 = 105,48…
    expect(ok(convert(HA8_6, 100, 'm')).quantity).toBe(17); // 100 / 6 = 16,67
    expect(ok(convert(ST25C, 1, 't')).quantity).toBe(21); // 1 000 / 48,9 = 20,45
    expect(ok(convert(BT_HA12, 1500, 'kg')).quantity).toBe(2);
    // 36 m² of T40 sheets of 4,5 m: 36 / (1,00 × 4,5) = 8 sheets exactly, 36 m² covered
    const roof = ok(convert(T40, 36, 'm2', 4.5));
    expect(roof.quantity).toBe(8);
    expect(roof.got).toBeCloseTo(36, 9);
    expect(roof.mass_kg).toBeCloseTo(222.48, 9); // 8 × 4,5 m × 6,18 kg/m
  });

  it('turns square metres into sheets by their covering width, rounded up so that they cover at least what was asked', () => {
    // 50 m² of T40 at 4 m: 50 / (1,00 × 4) = 12,5 → 13 sheets, 52 m² covered (by the overall 1,06 m: 12 sheets, 48 m²)
    const t40 = ok(convert(T40, 50, 'm2', 4));
    expect(t40.quantity).toBe(13);
    expect(t40.got).toBeCloseTo(52, 9);
    expect(t40.quantity * 1 * 4).toBeGreaterThanOrEqual(50);
    // 100 m² of 76/18 at 5 m: 100 / (0,912 × 5) = 21,93 → 22 sheets, 100,32 m² covered (by the overall 0,99 m: 21, 95,76 m²)
    const corrugated = ok(convert(ONDULEE, 100, 'm2', 5));
    expect(corrugated.quantity).toBe(22);
    expect(corrugated.got).toBeCloseTo(100.32, 9);
    expect(corrugated.quantity * 0.912 * 5).toBeGreaterThanOrEqual(100);
    // a sheet whose covering width is not known: its width, the only figure there is
    expect(ok(convert({ ...T40, covering_width: null }, 50, 'm2', 4)).quantity).toBe(12);
    expect(ok(convert({ ...T40, covering_width: undefined }, 50, 'm2', 4)).quantity).toBe(12);
  });

  it('writes sheets cut to length as sheets of their length, not as metres', () => {
    const c = ok(convert(T40, 50, 'm2', 4));
    // 13 × 4 m × 6,18 kg/m = 321,36 kg
    expect(conversionText('Bac acier T40', 'ml', c).replace(/\u202f/g, ' ')).toBe('50 m² de Bac acier T40 = 13 tôles de 4 m = 321,36 kg');
    expect(conversionText('Bac acier T40', 'ml', ok(convert(T40, 4, 'm', 4.5))).replace(/\u202f/g, ' ')).toBe(
      '4 m de Bac acier T40 = 1 tôle de 4,5 m = 27,81 kg',
    );
  });

  it('counts the product’s own unit written the contractor’s way: m2 of a product sold by the m², t of one sold by the tonne', () => {
    expect(ok(convert(CASSETTES, 12, 'm2', null, 'Cassettes')).quantity).toBe(12);
    expect(ok(convert(CASSETTES, 12.5, 'm2')).quantity).toBe(13); // rounded up as any amount in a buyer's unit
    expect(ok(convert(CASSETTES, 4, 'm2')).quantity).toBe(10); // the minimum
    expect(ok(convert(BT_HA12, 3, 't')).quantity).toBe(3);
    // not offered as a conversion: the product page's form would turn m² into m²
    expect(buyerUnits(CASSETTES)).toEqual([]);
    expect(convert(CASSETTES, 12, 'kg')).toEqual({ error: 'Ce produit se commande en m² seulement.' });
    // a sheet cut to length counts sheets, not metres: without its length, its metres are no count
    expect(convert(T40, 12, 'm')).toEqual({ error: 'Choisissez d’abord la longueur des tôles : la quantité en kg, m ou m² en dépend.' });
    expect(ok(convert(T40, 12, 'm', 4)).quantity).toBe(3);
  });

  it('says in French what to change', () => {
    expect(convert(ST25C, 40, 'm2')).toEqual({ error: 'Ce produit ne se commande pas en m² : indiquez des panneaux, ou une quantité en kg, t.' });
    expect(convert(SCREWS, 3, 'kg')).toEqual({ error: 'Ce produit se commande en boîtes seulement.' });
    expect(convert(T40, 36, 'm2')).toEqual({ error: 'Choisissez d’abord la longueur des tôles : la quantité en kg, m ou m² en dépend.' });
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(convert(HA12_12, bad, 't')).toEqual({ error: 'La quantité doit être un nombre supérieur à zéro.' });
    }
    const huge = convert(HA12_12, 1200, 't') as { error: string };
    expect(huge.error.replace(/\u202f/g, ' ')).toBe(
      '1 200 t font 112 571 barres : c’est plus qu’une commande en ligne. Vérifiez l’unité, ou demandez un devis.',
    );
    expect(MAX_CONVERTED_UNITS).toBeLessThan(112_571);
  });

  it('answers an absurd amount with the limit, never a figure in exponent notation', () => {
    const limit = 'Plus de 100 000 barres : c’est plus qu’une commande en ligne. Vérifiez l’unité, ou demandez un devis.';
    for (const [amount, unit] of [
      [1e300, 'kg'],
      [1e21, 't'],
      [Number.MAX_VALUE, 'm'],
      [2e9, 'kg'],
    ] as const) {
      const said = (convert(HA12_12, amount, unit, null, 'Barre HA Ø12 – 12 m') as { error: string }).error.replace(/\u202f/g, ' ');
      expect(said).toBe(limit);
      expect(said).not.toMatch(/e[+-]\d/);
    }
    // a slip of the unit (t for kg) still says what the amount comes to
    expect((convert(HA12_12, 1_200_000, 'kg') as { error: string }).error.replace(/\u202f/g, ' ')).toMatch(/^1 200 000 kg font 112 571 barres : /);
  });
});
