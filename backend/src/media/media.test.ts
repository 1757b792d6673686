import { openDb } from '../db';
import { seed } from '../seed';
import { MEDIA_KINDS, mediaPath, pictureSvg, STEEL_GREY } from './media';
import { PICTURE_FAMILIES, pictureFamily, type PictureFamily } from './drawings/families';
import { xmlProblem } from './drawings/well-formed';

/** One real slug per family, as the API builds them (products, then what only the editorial kinds draw). */
const SAMPLES: Record<PictureFamily, [kind: string, slug: string]> = {
  bars: ['product', 'barre-ha-o16-6-m'],
  coil: ['product', 'couronne-ha-o8-a-la-tonne'],
  mesh: ['product', 'treillis-soude-st25c-2-40-x-6-00-m'],
  cage: ['product', 'armature-poteau-15-x-15-2-50-m'],
  shaped: ['product', 'etrier-ha6-15-x-30-cm'],
  corrugated: ['product', 'tole-ondulee-76-18-prelaquee-ral-3009-0-50-mm'],
  trapezoidal: ['product', 'bac-acier-t40-prelaque-ral-7016-0-63-mm'],
  tile: ['product', 'panneau-tuile-acier-prelaque-ral-8012-0-63-mm'],
  cladding: ['product', 'cassette-de-facade-600-x-1200-mm-prelaquee-ral-7016-0-75-mm'],
  ridge: ['product', 'faitiere-crantee-t40-prelaquee-ral-1015-2-m'],
  flashing: ['product', 'rive-t40-prelaquee-ral-6005-2-m'],
  closure: ['product', 'closoir-mousse-pour-bac-t40-1-m'],
  screws: ['product', 'vis-autoperceuse-6-3-x-25-tete-ral-7016-boite-de-100'],
  spacers: ['product', 'cale-roue-d-enrobage-30-mm-sac-de-500'],
  tools: ['product', 'tenaille-russe-250-mm'],
  roof: ['page', 'diagnostic-toiture'],
  truck: ['slide', 'slide-4'],
  factory: ['page', 'notre-site-de-production'],
};

/** What each leaf category of the seed must look like; a few leaves mix two kinds of goods. */
const BY_CATEGORY: Record<string, PictureFamily[]> = {
  'barres-droites': ['bars'],
  'barres-tonne': ['bars', 'coil'],
  'ronds-lisses': ['bars', 'coil'],
  'faconnes-standard': ['shaped'],
  'treillis-st': ['mesh'],
  'treillis-paf': ['mesh'],
  raidisseurs: ['cage'],
  'armatures-poteaux': ['cage'],
  'armatures-poutres': ['cage'],
  'armatures-semelles': ['cage'],
  'armatures-longrines': ['cage'],
  'faconnage-plan': ['shaped', 'cage'],
  'coupe-longueur': ['bars'],
  'cales-distanciers': ['spacers'],
  ligature: ['tools', 'coil'],
  'bacs-nervures': ['trapezoidal'],
  'bacs-anticondensation': ['trapezoidal'],
  'ondulees-standard': ['corrugated'],
  'plaques-eclairantes': ['corrugated', 'trapezoidal'],
  'panneaux-tuiles': ['tile'],
  'bardage-nervure': ['trapezoidal'],
  'bardage-plan': ['cladding'],
  faitieres: ['ridge'],
  closoirs: ['closure'],
  'bavettes-solins': ['flashing'],
  visserie: ['screws'],
};

const MAX_BYTES = 6000;

function expectCleanPicture(svg: string) {
  expect(xmlProblem(svg)).toBeNull();
  expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script|<image/i);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300" width="400" height="300"/);
  expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
}

describe('the well-formedness check', () => {
  it.each([
    ['<svg><g></svg>', /mismatched/],
    ['<svg><g>', /unclosed/],
    ['<svg a="1" a="2"/>', /duplicate/],
    ['<svg a=1/>', /malformed/],
    ['<svg>a & b</svg>', /entity/],
    ['<svg a="<"/>', /malformed/],
    ['<svg/><svg/>', /second root/],
    ['<svg>x</svg>y', /outside/],
  ])('rejects %s', (xml, problem) => {
    expect(xmlProblem(xml)).toMatch(problem);
  });

  it('accepts a clean document', () => {
    expect(xmlProblem('<svg a="x &amp; y" b=\'2\'><!-- c --><g><path d="M0 0"/></g>t&#233;</svg>')).toBeNull();
  });
});

describe('pictureSvg', () => {
  it.each(Object.entries(SAMPLES))('draws %s as a clean, text-free picture', (family, [kind, slug]) => {
    expect(pictureFamily(kind, slug)).toBe(family);
    expectCleanPicture(pictureSvg(kind, slug));
    expectCleanPicture(pictureSvg(kind, slug, '6d3b2f'));
  });

  it('has a sample for every family', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...PICTURE_FAMILIES].sort());
  });

  it.each(MEDIA_KINDS.map((k) => [k]))('draws any %s slug, even an unknown one', (kind) => {
    for (const slug of ['x', 'quelque-chose-de-nouveau', 'a'.repeat(120), '---', '0']) expectCleanPicture(pictureSvg(kind, slug));
  });

  it('paints roofing in the colour it is given, steel in steel grey', () => {
    for (const family of ['corrugated', 'trapezoidal', 'tile', 'cladding', 'ridge', 'flashing'] as const) {
      const [kind, slug] = SAMPLES[family];
      expect(pictureSvg(kind, slug, '0f4336')).toContain('#0f4336');
      expect(pictureSvg(kind, slug, '0F4336')).toContain('#0f4336');
    }
    for (const family of ['bars', 'mesh', 'cage', 'shaped', 'coil'] as const) expect(pictureSvg(...SAMPLES[family])).toContain(STEEL_GREY);
  });

  it('ignores a colour that is not a 6-digit hex, so nothing foreign reaches the XML', () => {
    const [kind, slug] = SAMPLES.corrugated;
    for (const bad of ['"><script>', 'red', '12345', '1234567', '#0f4336']) {
      const svg = pictureSvg(kind, slug, bad);
      expectCleanPicture(svg);
      expect(svg).toBe(pictureSvg(kind, slug));
    }
  });

  it('is deterministic, and differs with the colour', () => {
    const [kind, slug] = SAMPLES.trapezoidal;
    expect(pictureSvg(kind, slug, '383e42')).toBe(pictureSvg(kind, slug, '383e42'));
    expect(pictureSvg(kind, slug, '383e42')).not.toBe(pictureSvg(kind, slug, 'f1ece1'));
  });

  it('draws the products, not the slug', () => {
    expect(pictureSvg('product', 'barre-ha-o16-6-m')).not.toContain('barre');
  });
});

describe('pictureFamily', () => {
  it('tells the families of look-alike slugs apart', () => {
    expect(pictureFamily('product', 'botte-ha-o12-12-m-a-la-tonne')).toBe('bars');
    expect(pictureFamily('product', 'rond-lisse-o8-6-m')).toBe('bars');
    expect(pictureFamily('product', 'fil-recuit-o1-3-couronne-de-5-kg')).toBe('coil');
    expect(pictureFamily('product', 'closoir-mousse-pour-tole-ondulee-76-18-1-m')).toBe('closure');
    expect(pictureFamily('product', 'rive-pour-tole-ondulee-76-18-aluzinc-2-m')).toBe('flashing');
    expect(pictureFamily('product', 'faitiere-lisse-pour-tole-ondulee-76-18-aluzinc-2-m')).toBe('ridge');
    expect(pictureFamily('product', 'cavalier-pour-tole-ondulee-76-18-boite-de-100')).toBe('screws');
    expect(pictureFamily('product', 'plaque-eclairante-polyester-bac-t40-2-50-m')).toBe('trapezoidal');
    expect(pictureFamily('product', 'plaque-eclairante-polycarbonate-tole-ondulee-76-18-3-m')).toBe('corrugated');
    expect(pictureFamily('product', 'closoir-mousse-pour-bardage-b35-1-m')).toBe('closure');
    expect(pictureFamily('product', 'angle-exterieur-de-bardage-b35-prelaque-ral-7016-3-m')).toBe('flashing');
    expect(pictureFamily('product', 'coupe-a-longueur-ha-o8-a-o12-a-la-tonne')).toBe('bars');
    expect(pictureFamily('product', 'assemblage-d-armatures-sur-plan-a-la-tonne')).toBe('cage');
    expect(pictureFamily('product', 'chainage-triangulaire-3-ha8-15-cm-6-m-serie-2')).toBe('cage');
  });

  it('draws each category, range and slide as its goods', () => {
    expect(pictureFamily('category', 'barres-haute-adherence')).toBe('bars');
    expect(pictureFamily('category', 'treillis-soudes')).toBe('mesh');
    expect(pictureFamily('category', 'armatures-standard-certifiees')).toBe('cage');
    expect(pictureFamily('category', 'cadres-et-etriers')).toBe('shaped');
    expect(pictureFamily('category', 'toles-ondulees-76-18')).toBe('corrugated');
    expect(pictureFamily('category', 'bacs-acier')).toBe('trapezoidal');
    expect(pictureFamily('category', 'tuiles-acier')).toBe('tile');
    expect(pictureFamily('category', 'accessoires-de-couverture')).toBe('ridge');
    expect(pictureFamily('category', 'accessoires-beton-arme')).toBe('spacers');
    expect(pictureFamily('gamme', 'gamme-treillis-soudes')).toBe('mesh');
    expect(pictureFamily('gamme', 'gamme-barres-et-faconnage')).toBe('bars');
    expect(pictureFamily('gamme', 'gamme-couverture-metaliso')).toBe('roof');
    expect(pictureFamily('page', 'livraison-sur-chantier-avec-grue')).toBe('truck');
    expect(pictureFamily('article', 'choisir-son-treillis-soude')).toBe('mesh');
    expect(pictureFamily('article', 'tuile-acier-finition-mate')).toBe('tile');
    expect(pictureFamily('slide', 'slide-2')).toBe('roof');
    expect(pictureFamily('slide', 'slide-3')).toBe('cage');
  });

  it.each([[undefined], [600]])('gives every product of the seed (%s generated) the family of its category', async (products) => {
    const db = openDb(':memory:');
    await seed(db, { now: Date.parse('2026-11-21T10:00:00Z'), products, demoCustomers: false });
    const rows = db.prepare('SELECT p.slug, c.code FROM product p JOIN category c ON c.id = p.category_id').all() as { slug: string; code: string }[];
    db.close();
    expect(rows.length).toBeGreaterThanOrEqual(products ?? 356);
    const wrong = rows.filter((r) => !BY_CATEGORY[r.code]?.includes(pictureFamily('product', r.slug)));
    expect(wrong.map((r) => `${r.code}: ${r.slug} → ${pictureFamily('product', r.slug)}`)).toEqual([]);
  });

  it('keeps the URLs the pictures are fetched at', () => {
    expect(mediaPath('product', 'barre-ha-o16-6-m')).toBe('/media/product/barre-ha-o16-6-m.svg');
    expect(mediaPath('product', 'bac-t40', '#0F4336')).toBe('/media/product/bac-t40.svg?c=0F4336');
  });
});
