import type { RoofProfile } from '@trefima/domain/tools/contract';
import { billLinePrice, computeRoof, type Bill, type RoofResult } from './roof';
import { parseDecimal, validateRoof, type RoofInput } from './roof-input';
import { hipFaceRuns, rampantCm, splitRow } from './roof-geometry';

/*
 * The profiles as the API gives them (backend/src/seed/site-data.ts), with
 * made-up product ids: sheet 101, ridge 201, flashing (rive) 301, closure
 * 401, screws 501, stitching screws 601, saddles (cavaliers) 701. Every
 * expected number below is worked out by hand in the comments;
 * k = √(1 + (p/100)²) is the slope factor. roof-catalogue.test.ts checks the
 * bill against the API's own profiles and the products' pages.
 */
const RAL_7016 = { ral: 'RAL 7016', label: 'Gris anthracite', hex: '#383e42' };
const colours = [{ color: RAL_7016, sheet_product_id: 101, ridge_product_id: 201, flashing_product_id: 301, thickness: 0.63 }];
const T40: RoofProfile = {
  code: 'bac-t40',
  name: 'Bac acier T40',
  useful_width: 1.0,
  total_width: 1.06,
  end_lap: 0.2,
  min_pitch_percent: 7,
  min_pitch_lapped_percent: 15,
  min_length: 1,
  max_length: 12,
  screws_per_m2: 6,
  fixing_ribs: 4,
  purlin_spacing: null,
  length_module: null,
  screws_per_box: 100,
  ridge_useful_length: 1.85,
  closure_useful_length: 1.0,
  flashing_useful_length: 1.9,
  ridge_fits_hips: false,
  ridge_stitch_spacing: 0.3,
  flashing_stitch_spacing: 0.5,
  stitching_screw_product_id: 601,
  stitching_screws_per_box: 250,
  saddle_product_id: null,
  saddles_per_box: 0,
  colors: colours,
  closure_product_id: 401,
  screw_product_id: 501,
};
const ONDULEE: RoofProfile = {
  code: 'ondulee-76-18',
  name: 'Tôle ondulée 76/18',
  useful_width: 0.912,
  total_width: 0.99,
  end_lap: 0.2,
  min_pitch_percent: 15,
  min_pitch_lapped_percent: 15,
  min_length: 1,
  max_length: 8,
  screws_per_m2: 8,
  fixing_ribs: 12,
  purlin_spacing: null,
  length_module: null,
  screws_per_box: 100,
  ridge_useful_length: 1.85,
  closure_useful_length: 0.912,
  flashing_useful_length: 1.9,
  ridge_fits_hips: true,
  ridge_stitch_spacing: null,
  flashing_stitch_spacing: 0.5,
  stitching_screw_product_id: 601,
  stitching_screws_per_box: 250,
  saddle_product_id: 701,
  saddles_per_box: 100,
  colors: colours,
  closure_product_id: 401,
  screw_product_id: 501,
};

const roof = (slopes: number, length: number, width: number, pitch: number, overhang = 0.1): RoofInput => ({ slopes, length, width, pitch, overhang });

function billOf(result: RoofResult): Bill {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.bill;
}
/** kind → quantity, and sheet lengths → count, to compare with the hand computation */
const quantities = (bill: Bill) => Object.fromEntries(bill.lines.filter((l) => l.kind !== 'sheet').map((l) => [l.kind, l.quantity]));
const sheets = (bill: Bill) => bill.lines.filter((l) => l.kind === 'sheet').map((l) => [l.length, l.quantity]);

describe('roof bill of materials', () => {
  it('two slopes, 10 m × 8 m at 30 %, T40 RAL 7016, 0,10 m overhang', () => {
    /*
     * run = 8 / 2 = 4 m; k = √1,09 = 1,044031
     * rampant = 4 × 1,044031 + 0,10 = 4,276122 → 4,28 m (rounded up to the cm)
     * rows per slope = ceil(10 / 1,00) = 10 → 2 × 10 = 20 sheets of 4,28 m
     * ridge = 10 m → ceil(10 / 1,85 = 5,41) = 6 pieces (2 m lapped 15 cm)
     * closures = 2 eaves × ceil(10 / 1) + 2 sides of the ridge × ceil(10 / 1) = 20 + 20 = 40
     * rives = 4 gable edges × ceil(4,28 / 1,9 = 2,25) = 4 × 3 = 12
     * area = 20 × 4,28 × 1,00 = 85,6 m²; screws = ceil(85,6 × 6 = 513,6) = 514 → ceil(514 / 100) = 6 boxes
     *   (the fixing plan asks fewer: purlins ≤ 1,20 m, ceil(4,28 / 1,2) − 1 = 3 between the ends;
     *   16 inner sheets × (2 × 4 + 3 × 2) + 4 edge sheets × 5 × 4 = 224 + 80 = 304)
     * stitching: ridge 2 sides × (ceil(10 / 0,30) + 1 = 35) = 70, rives 4 × (ceil(4,28 / 0,50) + 1 = 10) = 40
     *   → 110 → 1 box of 250
     */
    const bill = billOf(computeRoof(roof(2, 10, 8, 30), T40, colours[0]));
    expect(sheets(bill)).toEqual([[4.28, 20]]);
    expect(quantities(bill)).toEqual({ ridge: 6, closure: 40, flashing: 12, screws: 6, stitching: 1 });
    expect(bill).toMatchObject({ sheets: 20, area: 85.6, screws: 514, warnings: [] });
    expect(bill.geometry).toEqual({ rampant: 4.28, ridge: 10, hip: 0, eaves: 20, gableEdges: 4, rows: 20 });
    expect(bill.lines).toEqual([
      { productId: 101, kind: 'sheet', label: 'Bac acier T40 RAL 7016 Gris anthracite – 0,63 mm – plaque de 4,28 m', quantity: 20, length: 4.28 },
      { productId: 201, kind: 'ridge', label: 'Faîtière RAL 7016 Gris anthracite', quantity: 6 },
      { productId: 401, kind: 'closure', label: 'Closoir Bac acier T40', quantity: 40 },
      { productId: 301, kind: 'flashing', label: 'Rive RAL 7016 Gris anthracite', quantity: 12 },
      { productId: 501, kind: 'screws', label: 'Vis de fixation – boîtes de 100 (514 vis)', quantity: 6 },
      { productId: 601, kind: 'stitching', label: 'Vis de couture (faîtières et rives) – boîtes de 250 (110 vis)', quantity: 1 },
    ]);
  });

  it('a lean-to (one slope), 6 m × 4 m at 10 %', () => {
    /*
     * run = W = 4 m; k = √1,01 = 1,004988
     * rampant = 4 × 1,004988 + 0,10 = 4,119950 → 4,12 m
     * rows = ceil(6 / 1) = 6 sheets of 4,12 m
     * no ridge; closures = eave ceil(6 / 1) + head ceil(6 / 1) = 12
     * rives = 2 gable edges × ceil(4,12 / 1,9 = 2,17) = 2 × 3 = 6
     * area = 6 × 4,12 = 24,72 m²; screws = ceil(24,72 × 6 = 148,32) = 149 → 2 boxes
     *   (plan: 4 × 14 + 2 edge sheets × 20 = 96, fewer)
     * stitching: rives only, 2 × (ceil(4,12 / 0,5) + 1 = 10) = 20 → 1 box
     */
    const bill = billOf(computeRoof(roof(1, 6, 4, 10), T40, colours[0]));
    expect(sheets(bill)).toEqual([[4.12, 6]]);
    expect(quantities(bill)).toEqual({ closure: 12, flashing: 6, screws: 2, stitching: 1 });
    expect(bill).toMatchObject({ sheets: 6, area: 24.72, screws: 149 });
    expect(bill.geometry).toMatchObject({ rampant: 4.12, ridge: 0, eaves: 6, gableEdges: 2, rows: 6 });
    expect(bill.warnings).toEqual([
      'Appentis : le raccord en tête (solin contre le mur ou faîtière d’appentis) n’est pas compté ; un rang de closoirs est prévu dessous.',
    ]);
  });

  it('four slopes (hip roof), 10 m × 8 m at 30 %: strips cut to the hips, identical lengths grouped', () => {
    /*
     * half-span = 4 m; k = 1,044031. A strip's run is its farthest distance to the
     * nearest corner, capped at 4 m: rampant(run) = run × k + 0,10, up to the cm:
     *   1 m → 1,144031 → 1,15   2 m → 2,188061 → 2,19   3 m → 3,232092 → 3,24   4 m → 4,276122 → 4,28
     * trapezoid (eave 10 m, 10 strips): runs 1 2 3 4 4 | 4 4 3 2 1 → 1,15 ×2, 2,19 ×2, 3,24 ×2, 4,28 ×4
     * triangle (eave 8 m, 8 strips):    runs 1 2 3 4 | 4 3 2 1     → 1,15 ×2, 2,19 ×2, 3,24 ×2, 4,28 ×2
     * two of each: 4,28 × 12, 3,24 × 8, 2,19 × 8, 1,15 × 8 = 36 sheets
     * area = 12 × 4,28 + 8 × (3,24 + 2,19 + 1,15) = 51,36 + 52,64 = 104 m²
     * screws = ceil(104 × 6) = 624 → 7 boxes
     * ridge = 10 − 8 = 2 m → ceil(2 / 1,85) = 2; hip from the overhang's corner (0,10 / k = 0,095783 m in plan):
     * (4 + 0,095783) × √(2 + 0,09) = 5,921210 m → 5,922 (mm) → ceil(5,922 / 1,85 = 3,2) = 4, × 4 hips = 16
     * → 18 ridge pieces
     * stitching, both sides of ridge and hips: 2 × ((ceil(2 / 0,3) + 1 = 8) + 4 × (ceil(5,922 / 0,3) + 1 = 21)) = 184 → 1 box
     * closures = eaves 2 × ceil(10 / 1) + 2 × ceil(8 / 1) = 36, + ridge 2 sides × ceil(2 / 1) = 4 → 40
     * no gable, no rive
     */
    const bill = billOf(computeRoof(roof(4, 10, 8, 30), T40, colours[0]));
    expect(sheets(bill)).toEqual([
      [4.28, 12],
      [3.24, 8],
      [2.19, 8],
      [1.15, 8],
    ]);
    expect(quantities(bill)).toEqual({ ridge: 18, closure: 40, screws: 7, stitching: 1 });
    expect(bill).toMatchObject({ sheets: 36, area: 104, screws: 624 });
    expect(bill.geometry).toEqual({ rampant: 4.28, ridge: 2, hip: 5.92, eaves: 36, gableEdges: 0, rows: 36 });
    // the T40's ridge is notched: said, as the catalogue has no plain hip piece for it
    expect(bill.warnings).toEqual([
      'Arêtiers : le catalogue n’a pas d’arêtier lisse pour le profil Bac acier T40 ; ils sont comptés en faîtières crantées, dont les crans ne suivent pas les nervures en biais : à faire confirmer par nos conseillers.',
    ]);
    expect(bill.lines.find((l) => l.kind === 'ridge')?.label).toBe('Faîtière RAL 7016 Gris anthracite (faîtage et arêtiers)');
    // the ridge runs along the longer side, whichever is typed first
    expect(computeRoof(roof(4, 8, 10, 30), T40, colours[0])).toEqual(computeRoof(roof(4, 10, 8, 30), T40, colours[0]));
  });

  it('a square hip roof is a pyramid: no ridge, only hips', () => {
    /*
     * 6 × 6 m at 30 %: half-span 3 m; hip = (3 + 0,095783) × √2,09 = 4,475 m → ceil(4,475 / 1,85 = 2,42) = 3 × 4 = 12 pieces
     * closures = 4 eaves × ceil(6 / 1) = 24, none under a ridge of 0 m
     * each face (6 strips): runs 1 2 3 | 3 2 1 → 1,15 ×2, 2,19 ×2, 3,24 ×2 (3 × 1,044031 + 0,1 = 3,232 → 3,24)
     */
    const bill = billOf(computeRoof(roof(4, 6, 6, 30), T40, colours[0]));
    expect(sheets(bill)).toEqual([
      [3.24, 8],
      [2.19, 8],
      [1.15, 8],
    ]);
    expect(quantities(bill)).toMatchObject({ ridge: 12, closure: 24 });
    expect(bill.geometry.ridge).toBe(0);
  });

  it('splits a rampant longer than the profile’s max length into lapped sheets', () => {
    /*
     * two slopes, 12 m × 24 m at 30 %: run 12 m → 12 × 1,044031 + 0,10 = 12,628367 → 12,63 m > 12 m
     * n = ceil((12,63 − 0,20) / (12 − 0,20) = 1,05) = 2 sheets per row,
     * each ceil((12,63 + 0,20) / 2 = 6,415) = 6,42 m
     * rows = 2 × ceil(12 / 1) = 24 → 48 sheets of 6,42 m
     * area = 48 × 6,42 = 308,16 m² → screws ceil(1 848,96) = 1 849 → 19 boxes
     * ridge ceil(12 / 1,85 = 6,5) = 7; closures 4 × 12 = 48; rives 4 × ceil(12,63 / 1,9 = 6,65) = 28
     * stitching 2 × (ceil(12 / 0,3) + 1 = 41) + 4 × (ceil(12,63 / 0,5) + 1 = 27) = 190 → 1 box
     */
    const bill = billOf(computeRoof(roof(2, 12, 24, 30), T40, colours[0]));
    expect(sheets(bill)).toEqual([[6.42, 48]]);
    expect(quantities(bill)).toEqual({ ridge: 7, closure: 48, flashing: 28, screws: 19, stitching: 1 });
    expect(bill).toMatchObject({ sheets: 48, area: 308.16, screws: 1849 });
    // the count of screws with its thousands separator, as every number of the site
    expect(bill.lines.find((l) => l.kind === 'screws')?.label).toBe('Vis de fixation – boîtes de 100 (1\u202f849 vis)');
    expect(bill.geometry.rampant).toBe(12.63);
    expect(bill.warnings).toEqual([
      'Les rampants de 12,63 m dépassent la longueur maximale des plaques Bac acier T40 (12 m) : chaque rangée est faite de 2 plaques de 6,42 m qui se recouvrent de 20 cm.',
    ]);
  });

  it('splits rows in as many sheets as needed, of equal length', () => {
    // 25 m in 12 m sheets lapped 20 cm: ceil(24,8 / 11,8 = 2,1) = 3 sheets of ceil(25,40 / 3 = 8,467) = 8,47 m
    expect(splitRow(2500, 1200, 20)).toEqual({ count: 3, pieceCm: 847 });
    // exactly two sheets' worth: 12 + 12 − 0,2 = 23,8 m → 2 × 12 m
    expect(splitRow(2380, 1200, 20)).toEqual({ count: 2, pieceCm: 1200 });
    // tuile acier (6 m, no lap): 13 m → ceil(13 / 6) = 3 sheets of ceil(4,333) = 4,34 m
    expect(splitRow(1300, 600, 0)).toEqual({ count: 3, pieceCm: 434 });
    expect(splitRow(1200, 1200, 20)).toEqual({ count: 1, pieceCm: 1200 });
  });

  it('raises the short corner sheets of a hip roof to the minimum length', () => {
    /*
     * ondulée 76/18 (useful 0,912 m, min 1 m), 6 × 4 m at 15 %, no overhang: k = √1,0225 = 1,011187
     * corner strips run 0,912 m → 0,922 m → 0,93 m < 1 m → 1 m
     */
    const bill = billOf(computeRoof(roof(4, 6, 4, 15, 0), ONDULEE, colours[0]));
    expect(Math.min(...bill.lines.filter((l) => l.kind === 'sheet').map((l) => l.length!))).toBe(1);
    expect(bill.warnings).toContain('Les plaques les plus courtes sont portées à la longueur minimale de 1 m.');
  });

  it('refuses a pitch below the profile’s minimum, in French', () => {
    expect(computeRoof(roof(2, 10, 8, 5), T40, colours[0])).toEqual({
      ok: false,
      errors: { pitch: 'La pente de 5 % est trop faible pour le profil Bac acier T40 : il faut au moins 7 %.' },
    });
    expect(validateRoof(roof(2, 10, 8, 12.5), ONDULEE)).toEqual({
      pitch: 'La pente de 12,5 % est trop faible pour le profil Tôle ondulée 76/18 : il faut au moins 15 %.',
    });
    // the minimum itself is enough
    expect(computeRoof(roof(2, 10, 8, 7), T40, colours[0]).ok).toBe(true);
  });

  it('refuses invalid dimensions with a French message for each field', () => {
    expect(validateRoof({ slopes: 3, length: null, width: NaN, pitch: null, overhang: null }, T40)).toEqual({
      slopes: 'Choisissez un, deux ou quatre pans.',
      length: 'Indiquez la longueur en mètres.',
      width: 'La largeur doit être un nombre, par exemple 10,5.',
      pitch: 'Indiquez la pente en %.',
      overhang: 'Indiquez le débord en mètres (0 s’il n’y en a pas).',
    });
    expect(validateRoof(roof(2, 0, 150, 0, -0.1), T40)).toEqual({
      length: 'La longueur doit être comprise entre 1 et 100 m.',
      width: 'La largeur doit être comprise entre 1 et 100 m.',
      pitch: 'La pente doit être comprise entre 1 et 100 %.',
      overhang: 'Le débord doit être compris entre 0 et 1 m.',
    });
    expect(validateRoof(roof(2, 10.555, 8, 30.125, 0.125), T40)).toEqual({
      length: 'La longueur se donne au centimètre près (2 décimales au plus).',
      pitch: 'La pente se donne avec 2 décimales au plus.',
      overhang: 'Le débord se donne au centimètre près (2 décimales au plus).',
    });
    expect(computeRoof(roof(2, -10, 8, 30), T40, colours[0]).ok).toBe(false);
    expect(validateRoof(roof(1, 100, 1, 100, 0), T40)).toEqual({});
  });

  it('leaves out a product the catalogue lacks, and says so', () => {
    const plain = { ...colours[0], ridge_product_id: null, flashing_product_id: null };
    const bill = billOf(computeRoof(roof(2, 10, 8, 30), T40, plain));
    expect(bill.lines.map((l) => l.kind)).toEqual(['sheet', 'closure', 'screws']);
    expect(bill.warnings).toEqual([
      'Le catalogue n’a pas la faîtière, les rives pour le profil Bac acier T40 en RAL 7016 Gris anthracite : à demander à nos conseillers.',
    ]);
  });
});

describe('roof arithmetic, exactly', () => {
  it('rounds a rampant up to the centimetre, never past an exact one', () => {
    // 75 %: k = √1,5625 = 1,25 exactly; 4 m → 5 m, plus 0,10 m → 5,10 m
    expect(rampantCm(4000, 7500, 0)).toBe(500);
    expect(rampantCm(4000, 7500, 100)).toBe(510);
    // 4 m at 30 %: 4,176122 → 4,18; one millimetre over a centimetre goes to the next
    expect(rampantCm(4000, 3000, 0)).toBe(418);
    expect(rampantCm(4001, 7500, 0)).toBe(501);
    // 0,01 % changes little but is taken: √(1 + 0,3001²) × 4 = 4,176235
    expect(rampantCm(4000, 3001, 100)).toBe(428);
  });

  it('gives each strip of a hip face the run to its farthest point under the hips', () => {
    expect(hipFaceRuns(10000, 4000, 1000)).toEqual([1000, 2000, 3000, 4000, 4000, 4000, 4000, 3000, 2000, 1000]);
    expect(hipFaceRuns(8000, 4000, 1000)).toEqual([1000, 2000, 3000, 4000, 4000, 3000, 2000, 1000]);
    // strips that do not divide the eave: the last one is narrower, the middle one straddles the top
    expect(hipFaceRuns(5000, 2500, 1035)).toEqual([1035, 2070, 2500, 1895, 860]);
  });

  it('reads numbers typed with a comma or a dot', () => {
    expect(parseDecimal('10,5')).toBe(10.5);
    expect(parseDecimal(' 10.5 ')).toBe(10.5);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('10 m')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('-2')).toBe(-2);
  });
});

describe('bill prices', () => {
  it('price a sheet by the metre at its cut length, rounded to the cent, as the cart does', () => {
    // 13,90 € HT/m × 4,28 m = 59,492 → 59,49 €; 20 sheets → 1 189,80 €
    expect(billLinePrice({ quantity: 20, length: 4.28 }, 1390)).toEqual({ unit: 5949, total: 118980 });
    // 6 ridge pieces at 21,50 €
    expect(billLinePrice({ quantity: 6 }, 2150)).toEqual({ unit: 2150, total: 12900 });
  });
});
