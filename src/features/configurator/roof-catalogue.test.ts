import { configurator, type Configurator, type RoofProfile } from '@trefima/domain/tools/contract';
import { data, testApi, type TestApi } from '../../../backend/src/testing';
import { computeRoof, type Bill, type RoofResult } from './roof';
import type { RoofInput } from './roof-input';

/*
 * The bill against the API's own profiles and products (GET /configurateur over the seed), checked
 * with what the products' pages print: ridge laps, fixing plans, thickness, accessories.
 */
let api: TestApi;
let conf: Configurator;
beforeAll(async () => {
  api = await testApi();
  conf = data(await api.get('/configurateur'), configurator);
});
afterAll(() => api.close());

const profile = (code: string): RoofProfile => conf.profiles.find((p) => p.code === code)!;
const colour = (p: RoofProfile, label: string) => p.colors.find((c) => c.color.label === label)!;
const roof = (slopes: number, length: number, width: number, pitch: number, overhang = 0.1): RoofInput => ({ slopes, length, width, pitch, overhang });
function billOf(r: RoofResult): Bill {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.bill;
}
const line = (b: Bill, kind: string) => b.lines.find((l) => l.kind === kind);
const qty = (b: Bill, kind: string) => line(b, kind)?.quantity ?? 0;
const product = (id: number) =>
  api.db.prepare('SELECT reference, name, description FROM product WHERE id = ?').get(id) as { reference: string; name: string; description: string };

describe('ridge pieces', () => {
  it('count the 15 cm lap of the T40, T35 and corrugated ridges, the 10 cm of the tile’s', () => {
    for (const [code, lap] of [
      ['bac-t40', 15],
      ['bac-t35', 15],
      ['ondulee-76-18', 15],
      ['tuile-acier', 10],
    ] as const) {
      const p = profile(code);
      const ridge = product(p.colors[0].ridge_product_id!);
      expect(ridge.description).toContain(`Recouvrement de ${lap} cm entre éléments`);
      expect(ridge.name).toMatch(/– 2 m$/);
      expect({ code, useful: p.ridge_useful_length }).toEqual({ code, useful: 2 - lap / 100 });
    }
  });

  it('T40, two slopes 19 m long: 10 pieces of 2 m lapped 15 cm cover 18,65 m, 11 are needed', () => {
    const t40 = profile('bac-t40');
    const b = billOf(computeRoof(roof(2, 19, 8, 30), t40, colour(t40, 'Gris anthracite')));
    // ceil(19 / 1,85 = 10,27) = 11
    expect(qty(b, 'ridge')).toBe(11);
  });
});

describe('hip roof', () => {
  it('measures each hip from the overhang’s corner: 10 × 7,80 m at 30 %, 0,30 m overhang takes 18 ridge pieces', () => {
    /*
     * k = √1,09 = 1,044031; overhang in plan 0,30 / k = 0,287348 m
     * hip = (3,90 + 0,287348) × √2,09 = 4,187348 × 1,445683 = 6,053581 → 6,06 m (rounded up to the mm: 6,054)
     * pieces: ceil(6,054 / 1,85 = 3,27) = 4 a hip, × 4 = 16, + ridge ceil(2,20 / 1,85) = 2 → 18
     */
    const t40 = profile('bac-t40');
    const b = billOf(computeRoof(roof(4, 10, 7.8, 30, 0.3), t40, colour(t40, 'Gris anthracite')));
    expect(b.geometry.hip).toBe(6.05);
    expect(qty(b, 'ridge')).toBe(18);
  });

  it('says that the notched T40 ridge is billed on the hips for want of a plain hip piece', () => {
    const t40 = profile('bac-t40');
    const b = billOf(computeRoof(roof(4, 10, 8, 30), t40, colour(t40, 'Gris anthracite')));
    expect(product(line(b, 'ridge')!.productId).name).toMatch(/crantée/);
    expect(b.warnings.some((w) => /arêtiers/i.test(w) && /crantée/.test(w))).toBe(true);
    // the tile's round ridge is made for hips too: no such note
    const tile = profile('tuile-acier');
    const t = billOf(computeRoof(roof(4, 10, 8, 30), tile, tile.colors[0]));
    expect(t.warnings.some((w) => /arêtiers/i.test(w))).toBe(false);
  });
});

describe('minimum pitch with end laps', () => {
  it('refuses T40 two slopes 10 × 24 m at 7 %: rows of two lapped sheets need 15 %', () => {
    const t40 = profile('bac-t40');
    const r = computeRoof(roof(2, 10, 24, 7), t40, colour(t40, 'Gris anthracite'));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual({
      pitch:
        'La pente de 7 % est trop faible pour des rampants de 12,13 m en Bac acier T40 : plus longs que ses plaques (12 m), ils sont faits de plaques qui se recouvrent, ce qui demande au moins 15 %.',
    });
    expect(computeRoof(roof(2, 10, 24, 15), t40, colour(t40, 'Gris anthracite')).ok).toBe(true);
  });

  it('warns of a one-piece rampant beyond 10 m at a pitch below 15 %', () => {
    const t40 = profile('bac-t40');
    // 22 m wide at 10 %: 11 × 1,004988 + 0,10 = 11,154863 → 11,16 m, one sheet of 11,16 m
    const b = billOf(computeRoof(roof(2, 10, 22, 10), t40, colour(t40, 'Gris anthracite')));
    expect(b.warnings).toContain(
      'Rampant de 11,16 m : au-delà d’une dizaine de mètres, augmentez la pente (15 % conseillés) ; l’eau collectée en bas de versant est plus abondante.',
    );
    expect(billOf(computeRoof(roof(2, 10, 8, 10), t40, colour(t40, 'Gris anthracite'))).warnings.some((w) => /pente/.test(w))).toBe(false);
  });
});

describe('fixing plan', () => {
  const crests = 12;
  it('ondulée 10 × 8 m at 30 %: every crest at both ends of each sheet and on the edge sheets, every other crest on the purlins between', () => {
    /*
     * 22 sheets of 4,28 m; purlins 1,20 m apart at most (no spacing in the profile's data):
     * ceil(4,28 / 1,20) − 1 = 3 purlins between the ends
     * inner sheet: 2 × 12 + 3 × 6 = 42 screws; edge sheet (4): 5 × 12 = 60 → 18 × 42 + 4 × 60 = 996 → 10 boxes
     */
    const ond = profile('ondulee-76-18');
    const b = billOf(computeRoof(roof(2, 10, 8, 30), ond, colour(ond, 'Aluzinc')));
    expect(b.sheets).toBe(22);
    expect(b.screws).toBe(996);
    expect(qty(b, 'screws')).toBe(10);
    expect(b.screws).toBeGreaterThanOrEqual(b.sheets * 2 * crests);
    expect(b.warnings.some((w) => w.includes('1,20 m'))).toBe(true); // the purlin spacing taken
    // one saddle (cavalier) a crest screw, in boxes of 100
    const saddles = line(b, 'saddles')!;
    expect(product(saddles.productId).reference).toBe('CAV-7618-100');
    expect(saddles).toMatchObject({ quantity: 10, label: 'Cavaliers pour Tôle ondulée 76/18 – boîtes de 100 (996 cavaliers)' });
  });

  it('ondulée 10 × 3 m at 15 %: short sheets still take every crest at both ends', () => {
    const ond = profile('ondulee-76-18');
    const b = billOf(computeRoof(roof(2, 10, 3, 15), ond, colour(ond, 'Aluzinc')));
    expect(b.sheets).toBe(22);
    expect(qty(b, 'screws') * ond.screws_per_box).toBeGreaterThanOrEqual(b.sheets * 2 * crests);
  });

  it('T40 and T35 keep at least their screws per m², and their plan on short sheets', () => {
    const t40 = profile('bac-t40');
    const b = billOf(computeRoof(roof(2, 10, 8, 30), t40, colour(t40, 'Gris anthracite')));
    expect(b.screws).toBe(514); // 85,6 m² × 6, above the plan's 16 × 14 + 4 × 20 = 304
    // lean-to 1 m wide at 10 %: 10 sheets of 1,11 m, no purlin between the ends: 2 × 4 ribs = 8 a sheet = 80 > 11,1 m² × 6 = 67
    const s = billOf(computeRoof(roof(1, 10, 1, 10), t40, colour(t40, 'Gris anthracite')));
    expect(s.sheets).toBe(10);
    expect(s.screws).toBe(80);
  });
});

describe('sheet thickness', () => {
  it('is said in the label: T35 Ivoire clair comes in 0,50 mm only', () => {
    const t35 = profile('bac-t35');
    const c = colour(t35, 'Ivoire clair');
    const b = billOf(computeRoof(roof(2, 10, 8, 30), t35, c));
    const sheet = line(b, 'sheet')!;
    expect(product(sheet.productId).name).toContain('0,50 mm');
    expect(sheet.label).toBe('Bac acier T35 RAL 1015 Ivoire clair – 0,50 mm – plaque de 4,28 m');
    const t40 = profile('bac-t40');
    expect(line(billOf(computeRoof(roof(2, 10, 8, 30), t40, colour(t40, 'Gris anthracite'))), 'sheet')!.label).toContain('– 0,63 mm –');
  });
});

describe('accessories’ fixings', () => {
  it('T40 two slopes 10 × 8 m: stitching screws for the ridge (every 30 cm each side) and the rives (every 50 cm)', () => {
    /*
     * ridge 10 m, both sides: 2 × (ceil(10 / 0,30) + 1) = 2 × 35 = 70
     * rives: 4 edges of 4,28 m: 4 × (ceil(4,28 / 0,50) + 1) = 4 × 10 = 40 → 110 → 1 box of 250
     */
    const t40 = profile('bac-t40');
    const b = billOf(computeRoof(roof(2, 10, 8, 30), t40, colour(t40, 'Gris anthracite')));
    const st = line(b, 'stitching')!;
    expect(product(st.productId).reference).toBe('VIS-COUT-4820-250');
    expect(st).toMatchObject({ quantity: 1, label: 'Vis de couture (faîtières et rives) – boîtes de 250 (110 vis)' });
  });

  it('only where the catalogue sells them in the territory', async () => {
    for (const plan of [1, 2, 3]) {
      const c = data(await api.request('GET', '/configurateur', { plan }), configurator);
      for (const p of c.profiles) {
        for (const id of [p.stitching_screw_product_id, p.saddle_product_id]) {
          if (id === null || id === undefined) continue;
          expect((await api.request('GET', `/product/${id}`, { plan })).statusCode).toBe(200);
        }
      }
    }
  });
});

describe('steel tile panels', () => {
  it('are cut on the 350 mm module plus 100 mm of eave', () => {
    // 4,28 m → (4 280 − 100) / 350 = 11,94 → 12 modules: 4,30 m
    const tu = profile('tuile-acier');
    const b = billOf(computeRoof(roof(2, 10, 8, 30), tu, colour(tu, 'Gris anthracite')));
    const lengths = b.lines.filter((l) => l.kind === 'sheet').map((l) => l.length!);
    expect(lengths).toEqual([4.3]);
    // hip roof: every length on the grid, the shortest at least 0,80 m (0,50 m minimum → 0,45 m → 0,80 m)
    const h = billOf(computeRoof(roof(4, 10, 8, 30), tu, colour(tu, 'Gris anthracite')));
    for (const l of h.lines.filter((x) => x.kind === 'sheet')) expect((Math.round(l.length! * 1000) - 100) % 350).toBe(0);
    // a row longer than a panel: panels on the grid, at most 5,70 m (100 + 16 × 350)
    const long = billOf(computeRoof(roof(2, 10, 24, 30), tu, colour(tu, 'Gris anthracite')));
    for (const l of long.lines.filter((x) => x.kind === 'sheet')) {
      expect((Math.round(l.length! * 1000) - 100) % 350).toBe(0);
      expect(l.length!).toBeLessThanOrEqual(5.7);
    }
  });
});
