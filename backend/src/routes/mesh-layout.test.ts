import { cartResponse, meshLayoutAnswer, meshPanelList } from '../../../src/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/** The welded-mesh layout tool: panels of the territory, a slab's layout priced as the cart prices it. */
let api: TestApi;
let pro: string;
beforeAll(async () => {
  api = await testApi();
  pro = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const layout = (body: unknown, opts: { token?: string; plan?: number } = {}) => api.request('POST', '/treillis/calepinage', { body, ...opts });
const slab9x6 = { zones: [{ length_m: 9, width_m: 6 }], reference: 'ST25C-240', lap_meshes: 2 };
const idOf = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;

/** What the cart charges for `quantity` of a product, in a fresh cart of that territory and caller. */
async function cartTotal(ref: string, quantity: number, opts: { token?: string; plan?: number }) {
  const body = { elements: [{ element_id: idOf(ref), quantity }] };
  const cart = data(await api.request('POST', '/cart/update', { body, ...opts }), cartResponse);
  const line = cart.cart.list.find((l) => l.reference === ref)!;
  expect(line.quantity).toBe(quantity);
  return line.total_ht;
}

describe('GET /treillis/panneaux', () => {
  it('lists the ST and PAF panels sold in the territory with their sizes and pitches, no rolls', async () => {
    const list = data(await api.get('/treillis/panneaux'), meshPanelList);
    const refs = list.items.map((p) => p.reference);
    expect(refs).toEqual(expect.arrayContaining(['ST25C-240', 'ST25C-300', 'PAFC-P360', 'PAF10-P120']));
    expect(refs.some((r) => r.endsWith('-R25'))).toBe(false);
    expect(list.items.find((p) => p.reference === 'ST25C-240')).toMatchObject({
      width_mm: 2400,
      length_mm: 6000,
      pitch_long_mm: 150,
      pitch_trans_mm: 150,
      wire_long_mm: 7,
      wire_trans_mm: 7,
      mass_kg: 58,
    });
    // every ST and PAF product, rolls included, has its wires stored
    const missing = api.db
      .prepare(
        `SELECT COUNT(*) FROM product p JOIN category c ON c.id = p.category_id LEFT JOIN mesh_panel m ON m.product_id = p.id
        WHERE c.code IN ('treillis-st', 'treillis-paf') AND m.product_id IS NULL`,
      )
      .pluck()
      .get();
    expect(missing).toBe(0);
    expect(api.db.prepare("SELECT COUNT(*) FROM mesh_panel m JOIN product p ON p.id = m.product_id WHERE p.unit = 'rouleau'").pluck().get()).toBeGreaterThan(0);
  });
});

describe('POST /treillis/calepinage', () => {
  it('lays out 9 × 6 m in ST25C with a two-mesh lap: 5 panels, priced as the cart prices 5 panels', async () => {
    const r = data(await layout(slab9x6), meshLayoutAnswer);
    expect(r).toMatchObject({ count: 5, mass_kg: 290, end_lap_mm: 300, side_lap_mm: 300, covered_m2: 54, delivered_m2: 72, waste_m2: 18 });
    expect(r.zones).toEqual([{ zone: 0, length_along_x: false, columns: 5, rows: 1, count: 5 }]);
    expect(r.placements).toHaveLength(5);
    expect(r.laps.filter((l) => l.kind === 'side')).toHaveLength(4);
    expect(r.total_ht).toBe(await cartTotal('ST25C-240', 5, {}));
    expect(r.total_ht).toBe(5 * r.panel.unit_price_ht);
  });

  it('prices for the territory and the customer’s discount, by id as by reference', async () => {
    const byId = data(await layout({ ...slab9x6, reference: undefined, element_id: idOf('ST25C-240') }, { token: pro, plan: 2 }), meshLayoutAnswer);
    const visitor = data(await layout(slab9x6, { plan: 2 }), meshLayoutAnswer);
    expect(byId.total_ht).toBe(await cartTotal('ST25C-240', 5, { token: pro, plan: 2 }));
    // the professional's discount makes his price lower than a visitor's in the same territory
    expect(byId.total_ht).toBeLessThan(visitor.total_ht);
    expect(visitor.total_ht).toBe(await cartTotal('ST25C-240', 5, { plan: 2 }));
  });

  it('takes a one-mesh lap (4 panels), an L and a PAF panel', async () => {
    expect(data(await layout({ ...slab9x6, lap_meshes: 1 }), meshLayoutAnswer).count).toBe(4);
    const l = data(
      await layout({
        ...slab9x6,
        zones: [
          { length_m: 9, width_m: 6 },
          { length_m: 4, width_m: 3 },
        ],
      }),
      meshLayoutAnswer,
    );
    expect(l).toMatchObject({ count: 7, covered_m2: 66, bounds: { length_mm: 9000, width_mm: 9000 } });
    expect(l.laps).toContainEqual({ x: 0, y: 5700, w: 4000, h: 300, kind: 'junction' });
    // PAF C 2,40 × 3,60 m, 150 × 150, lap 300: 5 × 4 m → 2 × 2 = 4 panels either way (ceil(4700/3300) × ceil(3700/2100))
    const paf = data(await layout({ zones: [{ length_m: 5, width_m: 4 }], reference: 'pafc-p360', lap_meshes: 2 }), meshLayoutAnswer);
    expect(paf).toMatchObject({ count: 4, panel: { reference: 'PAFC-P360', width_mm: 2400, length_mm: 3600 } });
  });

  it('accepts decimals and a slab smaller than a panel', async () => {
    const r = data(await layout({ ...slab9x6, zones: [{ length_m: 1.25, width_m: 0.5 }] }), meshLayoutAnswer);
    expect(r).toMatchObject({ count: 1, covered_m2: 0.63, placements: [{ w: 1250, h: 500, cut: true }] });
  });

  it('refuses a roll, a product that is not a mesh and an unknown reference, in French, on the field', async () => {
    const roll = failure(await layout({ ...slab9x6, reference: 'PAFC-R25' }), 422);
    expect(roll.errors?.reference).toMatch(/PAFC-R25 est vendu en rouleau : le calepinage se fait en panneaux/);
    const bar = failure(await layout({ ...slab9x6, reference: 'HA12-12' }), 422);
    expect(bar.errors?.reference).toMatch(/HA12-12 n’est pas un treillis soudé/);
    const unknown = failure(await layout({ ...slab9x6, reference: 'ST99' }), 422);
    expect(unknown.errors?.reference).toBe('La référence « ST99 » n’existe pas : vérifiez-la.');
    expect(failure(await layout({ ...slab9x6, reference: undefined, element_id: 999999 }), 422).errors?.element_id).toBe('Ce produit est introuvable.');
  });

  it('refuses sizes out of bounds, a lap other than 1 or 2, a bad L and a missing panel', async () => {
    const small = failure(await layout({ ...slab9x6, zones: [{ length_m: 0.4, width_m: 6 }] }), 422);
    expect(small.errors?.['zones.0.length_m']).toBe('La longueur doit être d’au moins 0,5 m.');
    const big = failure(await layout({ ...slab9x6, zones: [{ length_m: 9, width_m: 201 }] }), 422);
    expect(big.errors?.['zones.0.width_m']).toMatch(/au plus 200 m/);
    expect(failure(await layout({ ...slab9x6, zones: [{ length_m: -9, width_m: 6 }] }), 422).errors?.['zones.0.length_m']).toBeDefined();
    expect(failure(await layout({ ...slab9x6, zones: [{ length_m: '9', width_m: 6 }] }), 422).errors?.['zones.0.length_m']).toMatch(/nombre de mètres/);
    expect(failure(await layout({ ...slab9x6, lap_meshes: 3 }), 422).errors?.lap_meshes).toBe('Le recouvrement est d’une ou de deux mailles (1 ou 2).');
    const l = failure(
      await layout({
        ...slab9x6,
        zones: [
          { length_m: 3, width_m: 6 },
          { length_m: 4, width_m: 3 },
        ],
      }),
      422,
    );
    expect(l.errors?.['zones.1.length_m']).toMatch(/partie B ne peut pas être plus longue/);
    expect(failure(await layout({ ...slab9x6, zones: [] }), 422).errors?.zones).toMatch(/Décrivez la dalle/);
    const three = { length_m: 1, width_m: 1 };
    expect(failure(await layout({ ...slab9x6, zones: [three, three, three] }), 422).errors?.zones).toMatch(/deux pour une dalle en L/);
    expect(failure(await layout({ ...slab9x6, reference: undefined }), 422).errors?.reference).toMatch(/sa référence ou son identifiant/);
  });

  it('refuses a slab that would need more panels than the tool draws', async () => {
    const res = failure(await layout({ zones: [{ length_m: 200, width_m: 200 }], reference: 'PAF10-P120', lap_meshes: 2 }), 422);
    expect(res.errors?.zones).toBe(
      'Cette dalle demande 18\u202f200 panneaux, plus que les 5\u202f000 que l’outil dessine : demandez une étude à notre bureau d’études.',
    );
  });
});
