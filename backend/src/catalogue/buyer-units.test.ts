import { cartResponse, product, productUnits } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';

/** Quantities in the buyer's unit: what a product offers, and the cart converting to whole units of sale (domain/units). */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const lines = () => api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get() as number;
const update = (body: unknown) => api.request('POST', '/cart/update', { body });
const units = (ref: string, query: Record<string, string> = {}) => api.get(`/product/${productId(ref)}/units`, query);

describe('GET /product/{id}/units', () => {
  it('offers kg, t and m for a bar, kg and t for a mesh panel, and m² for sheets once their length is given', async () => {
    // a 12 m HA12 bar: 0,888 kg/m × 12 m = 10,656 → 10,66 kg in the catalogue
    expect(data(await units('HA12-12'), productUnits)).toEqual({
      unit: 'barre',
      min_quantity: 1,
      step: 1,
      units: [
        { unit: 'kg', per_unit: 10.66 },
        { unit: 't', per_unit: 0.01066 },
        { unit: 'm', per_unit: 12 },
      ],
      needs_length: false,
    });
    expect(data(await units('ST25C-240'), productUnits).units.map((u) => u.unit)).toEqual(['kg', 't']);
    expect(data(await units('BAC-T40-7016-063'), productUnits)).toMatchObject({ unit: 'ml', units: [], needs_length: true });
    const sheets = data(await units('BAC-T40-7016-063', { length: '4,5' }), productUnits);
    expect(sheets.units.map((u) => u.unit)).toEqual(['kg', 't', 'm', 'm2']);
    // m² of covering width (1,00 m), not of the overall 1,06 m
    expect(sheets.units.find((u) => u.unit === 'm2')!.per_unit).toBeCloseTo(1 * 4.5, 9);
    expect(data(await units('CAD6-10X10'), productUnits).units).toEqual([]);
  });

  it('refuses a length out of the sheet’s bounds, and an unknown product', async () => {
    expect(failure(await units('BAC-T40-7016-063', { length: '30' }), 400).message).toBe(
      'Le paramètre « length » doit être compris entre 1 m et 12 m pour ce produit.',
    );
    expect(failure(await units('BAC-T40-7016-063', { length: 'long' }), 400).message).toBe('Le paramètre « length » n’est pas une longueur en mètres.');
    failure(await api.get('/product/999999/units'), 404);
  });
});

describe('a sheet’s covering width', () => {
  it('is in the product’s answer, beside its overall width, and null where a product has none', async () => {
    const t40 = data(await api.get(`/product/${productId('BAC-T40-7016-063')}`), product);
    expect(t40).toMatchObject({ width: 1.06, covering_width: 1 });
    const corrugated = api.db.prepare("SELECT id FROM product WHERE reference LIKE 'OND-7618-%' ORDER BY id").pluck().get() as number;
    expect(data(await api.get(`/product/${corrugated}`), product)).toMatchObject({ width: 0.99, covering_width: 0.912 });
    expect(data(await api.get(`/product/${productId('HA12-12')}`), product).covering_width).toBeNull();
    // a flashing of the T40 profile covers nothing across the roof
    const ridge = api.db.prepare("SELECT id FROM product WHERE reference LIKE 'FAI-T40-%' ORDER BY id").pluck().get() as number;
    expect(data(await api.get(`/product/${ridge}`), product).covering_width).toBeNull();
  });
});

describe('POST /cart/update with a unit', () => {
  it('turns 1,2 t of HA12 into 113 bars, keeping what was asked and the mass on the line', async () => {
    const bar = productId('HA12-12');
    const c = data(await update({ elements: [{ element_id: bar, quantity: 1.2, unit: 't' }] }), cartResponse);
    // 1 200 kg / 10,66 kg = 112,57… → 113 bars, 113 × 10,66 = 1 204,58 kg
    expect(c.cart.list[0]).toMatchObject({ element_id: bar, quantity: 113, asked: { amount: 1.2, unit: 't' }, mass_kg: 1204.58 });
    // set again as a count: the asked amount goes
    const again = data(await update({ cart_token: c.token, elements: [{ element_id: bar, quantity: 100 }] }), cartResponse);
    expect(again.cart.list[0]).toMatchObject({ quantity: 100, asked: null, mass_kg: 1066 });
    // added to in kg: the line no longer is what was asked in one unit
    const added = data(await update({ cart_token: c.token, elements: [{ element_id: bar, quantity: 50, unit: 'kg', mode: 'add' }] }), cartResponse);
    expect(added.cart.list[0]).toMatchObject({ quantity: 105, asked: null });
  });

  it('converts square metres of sheets of a given length', async () => {
    const t40 = productId('BAC-T40-7016-063');
    const c = data(await update({ elements: [{ element_id: t40, quantity: 36, unit: 'm2', length: 4.5 }] }), cartResponse);
    // 36 m² / (1,00 m × 4,5 m) = 8 sheets
    expect(c.cart.list[0]).toMatchObject({ quantity: 8, length: 4.5, asked: { amount: 36, unit: 'm2' } });
    expect(c.cart.list[0].mass_kg).toBeCloseTo(8 * 4.5 * 6.18, 6);
    // 50 m² at 4 m: 50 / (1,00 × 4) = 12,5 → 13 sheets, 52 m² covered (by the overall 1,06 m, 12 sheets would cover 48 m²)
    const more = data(await update({ cart_token: c.token, elements: [{ element_id: t40, quantity: 50, unit: 'm2', length: 4 }] }), cartResponse);
    expect(more.cart.list.find((l) => l.length === 4)).toMatchObject({ quantity: 13, asked: { amount: 50, unit: 'm2' } });
    // 100 m² of 76/18 at 5 m: 100 / (0,912 × 5) = 21,93 → 22 sheets, 100,32 m² covered
    const corrugated = api.db.prepare("SELECT id FROM product WHERE reference LIKE 'OND-7618-%' ORDER BY id").pluck().get() as number;
    const waves = data(await update({ elements: [{ element_id: corrugated, quantity: 100, unit: 'm2', length: 5 }] }), cartResponse);
    expect(waves.cart.list[0]).toMatchObject({ element_id: corrugated, quantity: 22, length: 5 });
  });

  it('refuses in French a unit the product is not sold in, a fractional count, and writes nothing of the request', async () => {
    const before = lines();
    const panel = productId('ST25C-240');
    const bar = productId('HA12-12');
    const e = failure(
      await update({
        elements: [
          { element_id: bar, quantity: 2, unit: 'kg' },
          { element_id: panel, quantity: 40, unit: 'm2' },
        ],
      }),
      422,
    );
    expect(e.errors).toEqual({
      'elements.1.quantity': '« Treillis soudé ST25C – 2,40 × 6,00 m » ne se commande pas en m² : indiquez des panneaux, ou une quantité en kg, t.',
    });
    expect(lines()).toBe(before);
    const fractional = failure(await update({ elements: [{ element_id: bar, quantity: 2.5 }] }), 422);
    expect(fractional.message).toBe(
      'Chaque produit doit avoir un identifiant (element_id) et une quantité entière, ou une quantité en kg, t, m ou m² avec son unité (unit).',
    );
    const negative = failure(await update({ elements: [{ element_id: bar, quantity: -1, unit: 't' }] }), 422);
    expect(negative.errors).toEqual({ 'elements.0.quantity': 'La quantité de « Barre HA Ø12 – 12 m » doit être un nombre supérieur à zéro.' });
    const sheetsWithoutLength = failure(await update({ elements: [{ element_id: productId('BAC-T40-7016-063'), quantity: 36, unit: 'm2' }] }), 422);
    expect(Object.keys(sheetsWithoutLength.errors ?? {})).toEqual(['elements.0.length']);
    expect(lines()).toBe(before);
  });
});
