import { cartResponse, meshLayoutAnswer, meshPanelList } from '@trefima/domain/contract';
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
const slab9x6 = { zones: [{ length_m: 9, width_m: 6 }], reference: 'ST25C-240' };
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

/**
 * Each panel of the seed's catalogue and the laps it takes, C25/30 in good bond (domain/mesh-layout/laps.test.ts
 * checks the rules): [end lap, side lap, side lap when a square panel's transverse wires are said to distribute].
 * End to end, the main longitudinal wires: 1,5 × Ø/4 × 435 / 2,7 = 60,42 Ø, rounded up (Ø3,5 212, Ø4 242,
 * Ø4,5 272, Ø5 303, Ø5,5 333, Ø6 363, Ø7 423, Ø8 484, Ø9 544). Side by side, the transverse wires: main
 * (the same) on a square panel, else Table 8.4 with the longitudinal pitch: max(150, 1 pitch) for Ø ≤ 6,
 * max(250, 2 pitches) to Ø8,5, max(350, 2 pitches) to Ø12.
 */
const CATALOGUE_LAPS: Record<string, [number, number, number | null]> = {
  'ST10-240': [333, 200, null], // Ø5,5 at 200 × 300
  'ST15C-240': [363, 363, 200], // Ø6 at 200 both ways
  'ST20-240': [363, 300, null], // Ø6 at 150 × Ø7 at 300
  'ST25-240': [423, 300, null], // Ø7 at 150 × 300
  'ST25-300': [423, 300, null],
  'ST25C-240': [423, 423, 300], // Ø7 at 150 both ways
  'ST25C-300': [423, 423, 300],
  'ST30-240': [363, 250, null], // Ø6 at 100 × Ø7 at 300
  'ST35-240': [423, 250, null], // Ø7 at 100 × 300
  'ST35-300': [423, 250, null],
  'ST40C-240': [423, 423, 250], // Ø7 at 100 both ways
  'ST40C-300': [423, 423, 250],
  'ST50-240': [484, 250, null], // Ø8 at 100 × 300
  'ST50C-240': [484, 484, 250], // Ø8 at 100 both ways
  'ST50C-300': [484, 484, 250],
  'ST60-240': [544, 250, null], // Ø9 at 100 × Ø8 at 300
  'ST65C-240': [544, 544, 350], // Ø9 at 100 both ways
  'ST65C-300': [544, 544, 350],
  'PAF10-P120': [212, 212, 150], // Ø3,5 at 100 both ways
  'PAF10-P360': [212, 212, 150],
  'PAFC-P120': [272, 272, 150], // Ø4,5 at 150 both ways
  'PAFC-P360': [272, 272, 150],
  'PAFR-P360': [303, 150, null], // Ø5 at 150 × Ø4 at 300
  'PAFV-P360': [242, 242, 200], // Ø4 at 200 both ways
};

describe('POST /treillis/calepinage, the laps of each panel of the catalogue', () => {
  it('covers every panel the tool offers', async () => {
    const list = data(await api.get('/treillis/panneaux'), meshPanelList);
    expect(list.items.map((p) => p.reference).sort()).toEqual(Object.keys(CATALOGUE_LAPS).sort());
  });

  it.each(Object.entries(CATALOGUE_LAPS))('%s: laps [end, side, side with distribution wires] %j', async (reference, [end, side, distributed]) => {
    const r = data(await layout({ ...slab9x6, reference }), meshLayoutAnswer);
    expect([r.end_lap_mm, r.side_lap_mm]).toEqual([end, side]);
    expect([r.lap_rules.end.wires, r.lap_rules.side.wires]).toEqual(['main', distributed === null ? 'secondary' : 'main']);
    expect(r.lap_rules.end.text).toMatch(
      new RegExp(`^En bout de panneau \\(panneaux bout à bout\\), recouvrement des fils porteurs Ø[\\d,]+ : ${end} mm \\(EN 1992-1-1 §8\\.7\\.5\\.1`),
    );
    if (distributed === null) return;
    const d = data(await layout({ ...slab9x6, reference, transverse_main: false }), meshLayoutAnswer);
    expect([d.end_lap_mm, d.side_lap_mm, d.lap_rules.side.wires, d.transverse_main]).toEqual([end, distributed, 'secondary', false]);
    expect(d.lap_rules.side.text).toMatch(new RegExp(`fils de répartition Ø[\\d,]+ : ${distributed} mm \\(EN 1992-1-1 §8\\.7\\.5\\.2, tableau 8\\.4 : ≥ `));
  });
});

describe('POST /treillis/calepinage', () => {
  it('lays out 9 × 6 m in ST25C lapped to the Eurocode: 5 panels, not 4, priced as the cart prices 5 panels', async () => {
    const r = data(await layout(slab9x6), meshLayoutAnswer);
    // both laps 423 (Ø7 main both ways, C25/30): ceil((9 000 − 423) / (2 400 − 423)) = 5 panels across, one along
    expect(r).toMatchObject({ count: 5, mass_kg: 290, end_lap_mm: 423, side_lap_mm: 423, covered_m2: 54, delivered_m2: 72, waste_m2: 18 });
    expect(r).toMatchObject({ concrete_class: 'C25/30', bond: 'good', transverse_main: true });
    expect(r.zones).toEqual([{ zone: 0, length_along_x: false, columns: 5, rows: 1, count: 5, stagger_mm: 0 }]);
    expect(r.placements).toHaveLength(5);
    expect(r.laps.filter((l) => l.kind === 'side')).toHaveLength(4);
    expect(r.laps.every((l) => l.w === 423)).toBe(true);
    expect(r.sides.map((s) => s.length_mm)).toEqual([9000, 6000, 9000, 6000]);
    expect(r.lap_advice).toMatch(/80 %/);
    expect(r.total_ht).toBe(await cartTotal('ST25C-240', 5, {}));
    expect(r.total_ht).toBe(5 * r.panel.unit_price_ht);
    // the catalogue's wider ST25C, 3,00 × 6,00 m: ceil(8 577 / 2 577) = 4 panels, a lap of 423 mm as well
    expect(data(await layout({ ...slab9x6, reference: 'ST25C-300' }), meshLayoutAnswer)).toMatchObject({ count: 4, side_lap_mm: 423 });
  });

  it('prices the panels bought once offcuts are reused, and says which panel each piece is cut from', async () => {
    // a strip of 0,8 × 20 m in ST25C: four cells, the first three 800 wide cut from one panel (domain/mesh-layout/layout.test.ts)
    const r = data(await layout({ zones: [{ length_m: 0.8, width_m: 20 }], reference: 'ST25C-240' }), meshLayoutAnswer);
    expect(r).toMatchObject({ count: 2, mass_kg: 116, delivered_m2: 28.8 });
    expect(r.zones[0].count).toBe(4);
    expect(r.placements.map((p) => [p.from_panel, p.offcut])).toEqual([
      [1, false],
      [1, true],
      [1, true],
      [2, false],
    ]);
    expect(r.total_ht).toBe(await cartTotal('ST25C-240', 2, {}));
  });

  it('takes the concrete class and the bond the buyer gives, and a longer lap, never a shorter one', async () => {
    const c30 = data(await layout({ ...slab9x6, concrete_class: 'C30/37' }), meshLayoutAnswer);
    expect([c30.end_lap_mm, c30.side_lap_mm, c30.concrete_class]).toEqual([381, 381, 'C30/37']);
    expect(c30.lap_rules.end.text).toContain('béton C30/37, bonne adhérence');
    const poor = data(await layout({ ...slab9x6, bond: 'poor' }), meshLayoutAnswer);
    expect([poor.end_lap_mm, poor.bond]).toEqual([605, 'poor']);
    const longer = data(await layout({ ...slab9x6, side_lap_mm: 900 }), meshLayoutAnswer);
    expect(longer).toMatchObject({ count: 6, side_lap_mm: 900, end_lap_mm: 423, lap_rules: { side: { min_mm: 423 } } });
    expect(longer.lap_rules.side.text).toContain(': 900 mm, choisi au-delà du minimum de 423 mm (');
    const shorter = failure(await layout({ ...slab9x6, end_lap_mm: 300 }), 422);
    expect(shorter.errors?.end_lap_mm).toBe(
      'Le recouvrement en bout de panneau doit être d’au moins 423 mm pour ces fils porteurs Ø7 (EN 1992-1-1 §8.7.5.1) : 300 mm ne suffit pas.',
    );
    // the old one-or-two-mesh lap is refused by name, not silently raised
    expect(failure(await layout({ ...slab9x6, lap_meshes: 1 }), 422).errors?.lap_meshes).toMatch(/ne se donne plus en mailles/);
    expect(failure(await layout({ ...slab9x6, concrete_class: 'C50/60' }), 422).errors?.concrete_class).toMatch(/^La classe du béton est C20\/25/);
    expect(failure(await layout({ ...slab9x6, side_lap_mm: 300.5 }), 422).errors?.side_lap_mm).toMatch(/nombre entier de millimètres/);
    expect(failure(await layout({ ...slab9x6, bond: 'bad' }), 422).errors?.bond).toBeDefined();
  });

  it('lays an ST panel’s main wires along the span the buyer gives (welded-mesh.md: main wires along the span)', async () => {
    // a 6 × 4 m slab on walls along its 6 m sides spans the 4 m: its panels' length runs across it, whatever is cheaper
    const slab = { zones: [{ length_m: 6, width_m: 4 }], reference: 'ST25C-240', transverse_main: false };
    const free = data(await layout(slab), meshLayoutAnswer);
    expect([free.main_wires_along, free.zones[0].length_along_x]).toEqual([null, true]);
    const spanned = data(await layout({ ...slab, main_wires_along: 'width' }), meshLayoutAnswer);
    expect(spanned.main_wires_along).toBe('width');
    expect(spanned.placements.every((p) => !p.length_along_x)).toBe(true);
    // a square panel carrying load both ways: the span fixes nothing, and the answer says so
    const both = data(await layout({ ...slab, transverse_main: undefined, main_wires_along: 'width' }), meshLayoutAnswer);
    expect(both.main_wires_along).toBeNull();
    expect(failure(await layout({ ...slab, main_wires_along: 'diagonale' }), 422).errors?.main_wires_along).toMatch(/^La portée de la dalle est « length »/);
  });

  it('refuses a setting it does not know, in French, rather than laying the slab without it', async () => {
    // a misspelt span (« main_wire_along ») was dropped and the slab laid as on the ground: a wrong layout, said right
    const slab = { zones: [{ length_m: 6, width_m: 4 }], reference: 'ST25C-240', transverse_main: false };
    expect(failure(await layout({ ...slab, main_wire_along: 'width' }), 422).message).toBe('Clé non reconnue : "main_wire_along"');
    expect(failure(await layout({ ...slab, zones: [{ length_m: 6, width_m: 4, height_m: 0.2 }] }), 422).message).toBe('Clé non reconnue : "height_m"');
  });

  it('prices for the territory and the customer’s discount, by id as by reference', async () => {
    const byId = data(await layout({ ...slab9x6, reference: undefined, element_id: idOf('ST25C-240') }, { token: pro, plan: 2 }), meshLayoutAnswer);
    const visitor = data(await layout(slab9x6, { plan: 2 }), meshLayoutAnswer);
    expect(byId.total_ht).toBe(await cartTotal('ST25C-240', 5, { token: pro, plan: 2 }));
    // the professional's discount makes his price lower than a visitor's in the same territory
    expect(byId.total_ht).toBeLessThan(visitor.total_ht);
    expect(visitor.total_ht).toBe(await cartTotal('ST25C-240', 5, { plan: 2 }));
  });

  it('takes an L, named by its six sides, and a PAF panel', async () => {
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
    expect(l.laps).toContainEqual({ x: 0, y: 5577, w: 4000, h: 423, kind: 'junction' });
    expect(l.sides.map((s) => s.length_mm)).toEqual([9000, 6000, 5000, 3000, 4000, 9000]);
    /*
     * PAF C 2,40 × 3,60 m, Ø4,5 at 150 both ways, laps 272: 5 × 4 m → 2 × 2 cells lengthwise (ceil(4728/3328) × ceil(3728/2128)),
     * 3 panels: the second row staggered as the first's mirror (its 1 672 piece first, its end lap 1 400 along), that
     * piece, 1 672 × 1 872, cut from what the first row's 1 672 × 2 400 left of its panel; 3 × 2 cells, 4 panels, the other way
     */
    const paf = data(await layout({ zones: [{ length_m: 5, width_m: 4 }], reference: 'pafc-p360' }), meshLayoutAnswer);
    expect(paf).toMatchObject({ count: 3, panel: { reference: 'PAFC-P360', width_mm: 2400, length_mm: 3600 } });
    expect(paf.zones[0].stagger_mm).toBe(1400);
    expect(paf.placements.map((p) => [p.x, p.w, p.h, p.from_panel, p.offcut])).toEqual([
      [0, 3600, 2400, 1, false],
      [3328, 1672, 2400, 2, false],
      [0, 1672, 1872, 2, true],
      [1400, 3600, 1872, 3, false],
    ]);
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

  it('refuses sizes out of bounds, a bad L and a missing panel', async () => {
    const small = failure(await layout({ ...slab9x6, zones: [{ length_m: 0.4, width_m: 6 }] }), 422);
    expect(small.errors?.['zones.0.length_m']).toBe('La longueur doit être d’au moins 0,5 m.');
    const big = failure(await layout({ ...slab9x6, zones: [{ length_m: 9, width_m: 201 }] }), 422);
    expect(big.errors?.['zones.0.width_m']).toMatch(/au plus 200 m/);
    expect(failure(await layout({ ...slab9x6, zones: [{ length_m: -9, width_m: 6 }] }), 422).errors?.['zones.0.length_m']).toBeDefined();
    expect(failure(await layout({ ...slab9x6, zones: [{ length_m: '9', width_m: 6 }] }), 422).errors?.['zones.0.length_m']).toMatch(/nombre de mètres/);
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
    /*
     * PAF 10 1,20 × 2,40 m, laps 212: ceil(199 788 / 2 188) = 92 × ceil(199 788 / 988) = 203 = 18 676 cells, 91 × 202 = 18 382
     * of them whole; the last column's 202 cells (892 × 1 200) two to a panel, 101, the last row's 91 (2 400 × 424) two to a
     * panel, 46, the corner in what the 46th left: 18 529 panels
     */
    const res = failure(await layout({ zones: [{ length_m: 200, width_m: 200 }], reference: 'PAF10-P120' }), 422);
    expect(res.errors?.zones).toBe(
      'Cette dalle demande 18\u202f529 panneaux, plus que les 5\u202f000 que l’outil dessine : demandez une étude à notre bureau d’études.',
    );
  });
});
