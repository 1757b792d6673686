import type { PlanPrices, SaleUnit, SeedColor, SeedProduct } from '../types';

/**
 * The Trefima catalogue: reinforcing steel made at Le Lamentin (brand
 * Trefima), roofing and cladding profiled on site (brand Metaliso) and a few
 * bought-in accessories. Families are described by small tables and expanded
 * with loops, the way the printed price list is built.
 */

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

/** Leaf codes of `categories.ts`; a typo here is a compile error. */
type Leaf =
  | 'barres-droites'
  | 'barres-tonne'
  | 'ronds-lisses'
  | 'faconnes-standard'
  | 'treillis-st'
  | 'treillis-paf'
  | 'raidisseurs'
  | 'armatures-poteaux'
  | 'armatures-poutres'
  | 'armatures-semelles'
  | 'armatures-longrines'
  | 'faconnage-plan'
  | 'coupe-longueur'
  | 'cales-distanciers'
  | 'ligature'
  | 'bacs-nervures'
  | 'bacs-anticondensation'
  | 'ondulees-standard'
  | 'plaques-eclairantes'
  | 'panneaux-tuiles'
  | 'bardage-nervure'
  | 'bardage-plan'
  | 'faitieres'
  | 'closoirs'
  | 'bavettes-solins'
  | 'visserie';

type Brand = 'Trefima' | 'Metaliso' | 'Capremat' | 'Fixinox' | 'Polyclair';

type Tag =
  | 'nf-afcab'
  | 'b500b'
  | 'certifie'
  | 'stock-permanent'
  | 'anticyclonique'
  | 'prelaque'
  | 'aluzinc'
  | 'sur-mesure'
  | 'nouveaute'
  | 'promotion'
  | 'dalle'
  | 'fondation'
  | 'toiture'
  | 'facade'
  | 'bord-de-mer'
  | 'outillage';

/** Profile codes understood by the roofing configurator. */
type ProfileCode = 'bac-t40' | 'bac-t35' | 'ondulee-76-18' | 'tuile-acier' | 'bardage-b35';

// ---------------------------------------------------------------------------
// Prices, stock and merchandising
// ---------------------------------------------------------------------------

/** Guadeloupe and Guyane prices carry the sea freight from Le Lamentin. */
const GPE_FACTOR = 1.04;
const GUF_FACTOR = 1.09;

function price(mtqCents: number): PlanPrices {
  return {
    mtq: mtqCents,
    gpe: Math.round(mtqCents * GPE_FACTOR),
    guf: Math.round(mtqCents * GUF_FACTOR),
  };
}

/** Euros to integer cents, rounded to the nearest `roundTo` cents (5 by default, as on the price list). */
function cents(euros: number, roundTo = 5): number {
  return Math.round(Math.round(euros * 100) / roundTo) * roundTo;
}

function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}

/** Stable pseudo-random number from a reference, so stock levels do not change between seeds. */
function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function stockFor(reference: string, min: number, max: number, step = 1): number {
  const slots = Math.floor((max - min) / step) + 1;
  return min + (hash(reference) % slots) * step;
}

/**
 * Made-to-order work (shaping to plan, cutting to length, façade cassettes):
 * working days of production, as their descriptions state. Their `stock` is
 * not a limit; stocked products (roofing sheets included: their stock is
 * the coil's metres) have none.
 */
const LEAD_TIME_DAYS: Record<string, number> = {
  'FAC-D6-8': 5, 'FAC-D10-12': 5, 'FAC-D14-16': 5, 'FAC-D20-25': 5, 'FAC-D32': 5,
  'FAC-ASSEMB': 10, 'FAC-ETUDE': 5,
  'CP-D8-12': 3, 'CP-D14-20': 3, 'CP-D25-32': 3, 'CP-FORFAIT': 2,
  'CAS-SUR-MESURE': 15,
};

/** Out of stock at the factory (rolling mill maintenance, coil awaited, imported item on the water). */
const OUT_OF_STOCK = new Set([
  'HA32-6',
  'CR-HA6',
  'ST65C-300',
  'PAFV-R25',
  'BAC-T35-8012-050',
  'TUI-5008-063',
  'PLQ-OND-PC-400',
  'FAI-TUI-5008',
  'OUT-LIGAT-18V',
]);

/** Current operations, added as a last tag. */
const EXTRA_TAGS: Record<string, Tag> = {
  'HA10-6': 'promotion',
  'ST25C-240': 'promotion',
  'PAFC-P120': 'promotion',
  'BAC-T40-7016-063': 'promotion',
  'OND-7618-3009-050': 'promotion',
  'VIS-6325-250': 'promotion',
  'BAC-T40AC-9010-063': 'nouveaute',
  'TUI-6005-050': 'nouveaute',
  'CAS-600-1200-7016': 'nouveaute',
  'CAL-BET-35': 'nouveaute',
};

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/** French number: decimal comma, non-breaking space between thousands. */
function fr(n: number, decimals?: number): string {
  const s = decimals === undefined ? String(n) : n.toFixed(decimals);
  const [int, dec] = s.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return dec ? `${grouped},${dec}` : grouped;
}

/** A length in metres as written in product names: "6", "2,50", "0,99". */
function metres(n: number): string {
  return Number.isInteger(n) ? String(n) : fr(n, 2);
}

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[Øø]/g, 'o')
    .replace(/×/g, 'x')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const p = (text: string): string => `<p>${text}</p>`;
const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const table = (rows: [string, string][]): string =>
  `<table><tbody>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
const html = (...parts: string[]): string => parts.join('\n');

// ---------------------------------------------------------------------------
// Product builder
// ---------------------------------------------------------------------------

interface Draft {
  reference: string;
  name: string;
  category: Leaf;
  summary: string;
  description: string;
  unit: SaleUnit;
  minQuantity?: number;
  step?: number;
  stock: number;
  brand: Brand;
  color?: SeedColor | null;
  width?: number | null;
  /** a sheet's covering width once laid, m */
  coveringWidth?: number | null;
  length?: number | null;
  thickness?: number | null;
  diameter?: number | null;
  weight?: number | null;
  tags: Tag[];
  /** Martinique price, integer cents HT */
  price: number;
  cutToLength?: { minLength: number; maxLength: number };
  profile?: ProfileCode;
}

function make(d: Draft): SeedProduct {
  const extra = EXTRA_TAGS[d.reference];
  const product: SeedProduct = {
    reference: d.reference,
    slug: slugify(d.name),
    name: d.name,
    category: d.category,
    summary: d.summary,
    description: d.description,
    unit: d.unit,
    minQuantity: d.minQuantity ?? 1,
    step: d.step ?? 1,
    stock: OUT_OF_STOCK.has(d.reference) ? 0 : d.stock,
    brand: d.brand,
    color: d.color ?? null,
    width: d.width ?? null,
    coveringWidth: d.coveringWidth ?? null,
    length: d.length ?? null,
    thickness: d.thickness ?? null,
    diameter: d.diameter ?? null,
    weight: d.weight ?? null,
    tags: extra && !d.tags.includes(extra) ? [...d.tags, extra] : [...d.tags],
    prices: price(d.price),
  };
  if (d.cutToLength) product.cutToLength = d.cutToLength;
  if (d.profile) product.profile = d.profile;
  if (LEAD_TIME_DAYS[d.reference]) product.leadTimeDays = LEAD_TIME_DAYS[d.reference];
  return product;
}

// ===========================================================================
// ACIER POUR BÉTON ARMÉ
// ===========================================================================

/** Nominal linear mass of HA bars (kg/m), as printed on our delivery notes. */
const HA_KG: Record<number, number> = {
  6: 0.222,
  8: 0.395,
  10: 0.617,
  12: 0.888,
  14: 1.21,
  16: 1.58,
  20: 2.47,
  25: 3.85,
  32: 6.31,
};
const HA_DIAMETERS = [6, 8, 10, 12, 14, 16, 20, 25, 32];

/** Linear mass of any round steel section (7 850 kg/m³), for wires and plain rounds. */
function kgPerMetre(d: number): number {
  return HA_KG[d] ?? round((Math.PI * d * d * 7.85) / 4000, 4);
}

function sectionMm2(d: number): number {
  return (Math.PI * d * d) / 4;
}

function haUsage(d: number): string {
  if (d <= 8) return 'cadres, étriers, chaînages et raidisseurs de maçonnerie';
  if (d <= 12) return 'dalles, poutres et poteaux courants';
  if (d <= 20) return 'poutres, longrines, semelles et voiles fortement sollicités';
  return 'fondations profondes, radiers et ouvrages d’art';
}

const B500B_ROWS: [string, string][] = [
  ['Nuance', 'B500B (NF A 35-080-1)'],
  ['Limite d’élasticité', 'Re ≥ 500 MPa'],
  ['Ductilité', 'Agt ≥ 5 %, Rm/Re ≥ 1,08'],
];

// --- Barres droites -------------------------------------------------------

/** € HT per kg in Martinique: small diameters cost more to roll and to handle. */
const BAR_EUR_PER_KG: Record<number, number> = {
  6: 1.62,
  8: 1.55,
  10: 1.49,
  12: 1.45,
  14: 1.45,
  16: 1.44,
  20: 1.44,
  25: 1.46,
  32: 1.48,
};

const straightBars: SeedProduct[] = HA_DIAMETERS.flatMap((d) =>
  [6, 12].map((length) => {
    const reference = `HA${d}-${length}`;
    const weight = round(HA_KG[d] * length, 2);
    // 6 m bars are cut from 12 m ones and handled twice as often.
    const eurPerKg = BAR_EUR_PER_KG[d] * (length === 6 ? 1.05 : 1);
    const common = d >= 8 && d <= 16;
    return make({
      reference,
      name: `Barre HA Ø${d} – ${length} m`,
      category: 'barres-droites',
      summary: `Barre haute adhérence B500B Ø${d} de ${length} m (${fr(weight, 2)} kg), pour ${haUsage(d)}.`,
      description: html(
        p(
          `Barre à haute adhérence <strong>B500B</strong> laminée à chaud, certifiée <strong>NF AFCAB</strong>, livrée droite en ${length} m et vendue à l’unité.`,
        ),
        table([
          ['Diamètre nominal', `${d} mm`],
          ['Section', `${fr(Math.round(sectionMm2(d)))} mm²`],
          ['Masse linéique', `${fr(HA_KG[d])} kg/m`],
          ['Masse de la barre', `${fr(weight, 2)} kg`],
          ...B500B_ROWS,
        ]),
        p(`Usage courant : ${haUsage(d)}. Longueur de recouvrement usuelle : 50 Ø, soit ${fr(d * 5)} cm.`),
      ),
      unit: 'barre',
      stock: length === 12 ? stockFor(reference, common ? 300 : 60, common ? 2500 : 600) : stockFor(reference, 40, 900),
      brand: 'Trefima',
      length,
      diameter: d,
      weight,
      tags: common ? ['b500b', 'nf-afcab', 'stock-permanent'] : ['b500b', 'nf-afcab'],
      price: cents(weight * eurPerKg),
    });
  }),
);

// --- Bottes et couronnes à la tonne -------------------------------------------

const BUNDLE_EUR_PER_TONNE: Record<number, number> = {
  8: 1590,
  10: 1540,
  12: 1480,
  14: 1470,
  16: 1450,
  20: 1430,
  25: 1420,
  32: 1440,
};

const bundles: SeedProduct[] = Object.entries(BUNDLE_EUR_PER_TONNE).map(([key, eur]) => {
  const d = Number(key);
  const reference = `BT-HA${d}`;
  const barsPerTonne = Math.round(1000 / (HA_KG[d] * 12));
  return make({
    reference,
    name: `Botte HA Ø${d} – 12 m, à la tonne`,
    category: 'barres-tonne',
    summary: `Barres HA Ø${d} de 12 m en botte d’environ une tonne (≈ ${barsPerTonne} barres), au prix chantier.`,
    description: html(
      p(
        `Barres <strong>B500B</strong> certifiées <strong>NF AFCAB</strong> en Ø${d}, longueur 12 m, livrées en bottes cerclées de deux feuillards avec étiquette de traçabilité (numéro de coulée).`,
      ),
      ul([
        `Masse linéique : ${fr(HA_KG[d])} kg/m, soit ${fr(HA_KG[d] * 12, 2)} kg par barre`,
        `Environ ${barsPerTonne} barres par tonne`,
        'Certificat de réception 3.1 (NF EN 10204) fourni sur demande',
        'Livraison par camion-grue en Martinique, par conteneur en Guadeloupe et en Guyane',
      ]),
      p('Quantité commandée en tonnes entières ; le poids facturé est celui de la pesée à l’expédition.'),
    ),
    unit: 'tonne',
    stock: stockFor(reference, 15, 140),
    brand: 'Trefima',
    length: 12,
    diameter: d,
    weight: 1000,
    tags: d <= 16 ? ['b500b', 'nf-afcab', 'stock-permanent'] : ['b500b', 'nf-afcab'],
    price: cents(eur),
  });
});

const COIL_EUR_PER_TONNE: Record<number, number> = { 6: 1610, 8: 1560, 10: 1520 };

const coils: SeedProduct[] = Object.entries(COIL_EUR_PER_TONNE).map(([key, eur]) => {
  const d = Number(key);
  const reference = `CR-HA${d}`;
  return make({
    reference,
    name: `Couronne HA Ø${d} – à la tonne`,
    category: 'barres-tonne',
    summary: `Acier HA Ø${d} en couronne d’environ 2 t, pour les ateliers de façonnage équipés d’une dresseuse.`,
    description: html(
      p(
        `Fil à haute adhérence <strong>B500B</strong> Ø${d} en couronne compacte (environ 2 t), certifié <strong>NF AFCAB</strong>, destiné au dressage et au façonnage automatique des cadres et étriers.`,
      ),
      table([['Masse linéique', `${fr(HA_KG[d])} kg/m`], ...B500B_ROWS, ['Diamètre intérieur de couronne', '850 mm']]),
    ),
    unit: 'tonne',
    stock: stockFor(reference, 8, 60),
    brand: 'Trefima',
    diameter: d,
    weight: 1000,
    tags: ['b500b', 'nf-afcab'],
    price: cents(eur),
  });
});

// --- Ronds lisses et fil -------------------------------------------------------

const plainRounds: SeedProduct[] = [6, 8, 10, 12, 14, 16].map((d) => {
  const reference = `RL${d}-6`;
  const weight = round(kgPerMetre(d) * 6, 2);
  return make({
    reference,
    name: `Rond lisse Ø${d} – 6 m`,
    category: 'ronds-lisses',
    summary: `Rond lisse en acier S235 Ø${d} de 6 m, pour crochets de levage, goujons, tiges d’ancrage et ferronnerie.`,
    description: html(
      p(`Rond lisse laminé à chaud en acier <strong>S235JR</strong> (NF EN 10025-2), barre de 6 m.`),
      table([
        ['Diamètre', `${d} mm`],
        ['Masse linéique', `${fr(kgPerMetre(d), 3)} kg/m`],
        ['Masse de la barre', `${fr(weight, 2)} kg`],
        ['Limite d’élasticité', 'Re ≥ 235 MPa'],
      ]),
      p('Acier doux, facile à plier à froid et soudable : il ne remplace pas un acier HA dans un calcul de béton armé.'),
    ),
    unit: 'barre',
    stock: stockFor(reference, 50, 600),
    brand: 'Trefima',
    length: 6,
    diameter: d,
    weight,
    tags: ['stock-permanent'],
    price: cents(weight * (d <= 8 ? 1.9 : 1.78)),
  });
});

const wires: SeedProduct[] = [
  { reference: 'FIL-TR4-25', d: 4, label: 'Fil tréfilé lisse Ø4', kg: 25, eurPerKg: 2.25 },
  { reference: 'FIL-TR5-25', d: 5, label: 'Fil tréfilé lisse Ø5', kg: 25, eurPerKg: 2.15 },
  { reference: 'FM65-50', d: 6.5, label: 'Fil machine Ø6,5', kg: 50, eurPerKg: 1.85 },
].map((w) =>
  make({
    reference: w.reference,
    name: `${w.label} – couronne de ${w.kg} kg`,
    category: 'ronds-lisses',
    summary: `${w.label} en couronne de ${w.kg} kg (≈ ${fr(Math.round(w.kg / kgPerMetre(w.d)))} m), pour crochets, attaches et petits façonnages.`,
    description: html(
      p(`${w.label} mm en acier bas carbone, livré en couronne ligaturée de <strong>${w.kg} kg</strong>.`),
      ul([
        `Masse linéique : ${fr(kgPerMetre(w.d), 3)} kg/m`,
        `Longueur approximative : ${fr(Math.round(w.kg / kgPerMetre(w.d)))} m`,
        'Usages : épingles de montage, crochets, grillages, petites pièces de serrurerie',
      ]),
    ),
    unit: 'rouleau',
    stock: stockFor(w.reference, 20, 180),
    brand: 'Trefima',
    diameter: w.d,
    weight: w.kg,
    tags: ['stock-permanent'],
    price: cents(w.kg * w.eurPerKg),
  }),
);

// --- Cadres, étriers, épingles -----------------------------------------------

/** Developed length of the two 135° hooks of a shaped bar: 10 Ø + 2 cm each. */
function hooks(d: number): number {
  return 2 * ((10 * d) / 1000 + 0.02);
}

/** Shaped pieces: steel plus a per-piece shaping charge. */
function shapedPrice(weight: number): number {
  return cents(weight * 3.1 + 0.22, 1);
}

interface Shaped {
  kind: 'Cadre' | 'Étrier' | 'Épingle';
  ref: string;
  d: number;
  dims: string;
  devLength: number;
  width: number | null;
  length: number;
  pack: number;
}

const shapedTable: Shaped[] = [
  ...[
    [6, 10, 10],
    [6, 10, 15],
    [6, 15, 15],
    [6, 15, 20],
    [6, 20, 20],
    [6, 15, 25],
    [6, 15, 30],
    [6, 20, 30],
    [8, 20, 20],
    [8, 25, 25],
    [8, 20, 30],
    [8, 30, 30],
    [8, 20, 40],
  ].map(([d, a, b]): Shaped => ({
    kind: 'Cadre',
    ref: `CAD${d}-${a}X${b}`,
    d,
    dims: `${a} × ${b} cm`,
    devLength: (2 * (a + b)) / 100 + hooks(d),
    width: a / 100,
    length: b / 100,
    pack: 25,
  })),
  ...[
    [6, 15, 20],
    [6, 15, 30],
    [6, 20, 30],
    [6, 20, 40],
    [8, 20, 50],
    [8, 25, 50],
  ].map(([d, a, b]): Shaped => ({
    kind: 'Étrier',
    ref: `ETR${d}-${a}X${b}`,
    d,
    dims: `${a} × ${b} cm`,
    devLength: (a + 2 * b) / 100 + hooks(d),
    width: a / 100,
    length: b / 100,
    pack: 25,
  })),
  ...[
    [6, 15],
    [6, 20],
    [6, 25],
    [6, 30],
    [8, 25],
    [8, 30],
    [8, 40],
  ].map(([d, l]): Shaped => ({
    kind: 'Épingle',
    ref: `EPI${d}-${l}`,
    d,
    dims: `${l} cm`,
    devLength: l / 100 + hooks(d),
    width: null,
    length: l / 100,
    pack: 50,
  })),
];

const SHAPED_ROLE: Record<Shaped['kind'], string> = {
  Cadre: 'ceinture les armatures longitudinales des poteaux, poutres et chaînages',
  Étrier: 'reprend l’effort tranchant dans les poutres et linteaux, en complément d’une barre de montage',
  Épingle: 'maintient les barres intermédiaires et relie les deux nappes des voiles',
};

const shapedPieces: SeedProduct[] = shapedTable.map((s) => {
  const weight = round(s.devLength * HA_KG[s.d], 3);
  return make({
    reference: s.ref,
    name: `${s.kind} HA${s.d} – ${s.dims}`,
    category: 'faconnes-standard',
    summary:
      s.kind === 'Épingle'
        ? `Épingle en acier HA${s.d} B500B, longueur ${s.dims}, vendue par paquets de ${s.pack}.`
        : `${s.kind} en acier HA${s.d} B500B, ${s.dims} hors tout, vendu par paquets de ${s.pack}.`,
    description: html(
      p(
        `${s.kind} ${s.kind === 'Épingle' ? 'façonnée' : 'façonné'} en usine dans l’acier <strong>B500B</strong> certifié <strong>NF AFCAB</strong> : ${s.kind === 'Épingle' ? 'elle' : 'il'} ${SHAPED_ROLE[s.kind]}.`,
      ),
      ul([
        `Acier HA Ø${s.d}, ${s.kind === 'Épingle' ? 'longueur' : 'dimensions hors tout'} ${s.dims}`,
        'Crochets à 135° avec retour de 10 Ø, mandrin conforme à l’Eurocode 2',
        `Longueur développée : ${fr(s.devLength, 2)} m, masse ${fr(weight, 3)} kg`,
        `Conditionnement : paquets ligaturés de ${s.pack} pièces`,
      ]),
    ),
    unit: 'pièce',
    minQuantity: s.pack,
    step: s.pack,
    stock: stockFor(s.ref, 8, 80) * s.pack,
    brand: 'Trefima',
    width: s.width,
    length: s.length,
    diameter: s.d,
    weight,
    tags: ['b500b', 'nf-afcab'],
    price: shapedPrice(weight),
  });
});

// --- Treillis soudés de structure (ST) ---------------------------------------

interface Mesh {
  code: string;
  key: string;
  /** spacing of longitudinal / transverse wires, mm */
  eL: number;
  eT: number;
  /** diameter of longitudinal / transverse wires, mm */
  dL: number;
  dT: number;
}

/** The wires as numbers, for the layout tool (the description only prints them). */
const meshWires = (m: Mesh): NonNullable<SeedProduct['mesh']> => ({ pitchLongMm: m.eL, pitchTransMm: m.eT, wireLongMm: m.dL, wireTransMm: m.dT });

function meshKgPerM2(m: Mesh): number {
  return kgPerMetre(m.dL) * (1000 / m.eL) + kgPerMetre(m.dT) * (1000 / m.eT);
}

/** Steel section per metre of width, cm²/m */
function meshSection(d: number, spacing: number): number {
  return (sectionMm2(d) * (1000 / spacing)) / 100;
}

function meshTable(m: Mesh, w: number, l: number, kind: 'panneau' | 'rouleau' = 'panneau'): string {
  const kg = meshKgPerM2(m);
  return table([
    ['Maille (long. × transv.)', `${m.eL} × ${m.eT} mm`],
    ['Diamètre des fils', `${fr(m.dL)} mm / ${fr(m.dT)} mm`],
    ['Section d’acier', `${fr(meshSection(m.dL, m.eL), 2)} cm²/m / ${fr(meshSection(m.dT, m.eT), 2)} cm²/m`],
    ['Masse', `${fr(kg, 2)} kg/m²`],
    ['Dimensions', `${fr(w, 2)} × ${fr(l, 2)} m (${fr(w * l, 2)} m²)`],
    [kind === 'rouleau' ? 'Masse du rouleau' : 'Masse du panneau', `${fr(kg * w * l, 1)} kg`],
  ]);
}

const ST_MESHES: (Mesh & { wide: boolean })[] = [
  { code: 'ST10', key: 'ST10', eL: 200, eT: 300, dL: 5.5, dT: 5.5, wide: false },
  { code: 'ST15C', key: 'ST15C', eL: 200, eT: 200, dL: 6, dT: 6, wide: false },
  { code: 'ST20', key: 'ST20', eL: 150, eT: 300, dL: 6, dT: 7, wide: false },
  { code: 'ST25', key: 'ST25', eL: 150, eT: 300, dL: 7, dT: 7, wide: true },
  { code: 'ST25C', key: 'ST25C', eL: 150, eT: 150, dL: 7, dT: 7, wide: true },
  { code: 'ST30', key: 'ST30', eL: 100, eT: 300, dL: 6, dT: 7, wide: false },
  { code: 'ST35', key: 'ST35', eL: 100, eT: 300, dL: 7, dT: 7, wide: true },
  { code: 'ST40C', key: 'ST40C', eL: 100, eT: 100, dL: 7, dT: 7, wide: true },
  { code: 'ST50', key: 'ST50', eL: 100, eT: 300, dL: 8, dT: 8, wide: false },
  { code: 'ST50C', key: 'ST50C', eL: 100, eT: 100, dL: 8, dT: 8, wide: true },
  { code: 'ST60', key: 'ST60', eL: 100, eT: 300, dL: 9, dT: 8, wide: false },
  { code: 'ST65C', key: 'ST65C', eL: 100, eT: 100, dL: 9, dT: 9, wide: true },
];

function stUsage(m: Mesh): string {
  const square = m.eL === m.eT;
  const kg = meshKgPerM2(m);
  if (kg < 2.5) return 'dallages légers, chapes armées, terrasses et voiles peu sollicités';
  if (kg < 4.5)
    return square
      ? 'dalles pleines portant dans les deux sens et dallages de maisons individuelles'
      : 'dalles portant dans un seul sens, prédalles et voiles';
  return square
    ? 'dalles et radiers fortement chargés, planchers de bâtiments collectifs'
    : 'dalles de grande portée portant dans un sens, dallages industriels';
}

const stPanels: SeedProduct[] = ST_MESHES.flatMap((m) =>
  (m.wide ? [2.4, 3] : [2.4]).map((w) => {
    const l = 6;
    const reference = `${m.key}-${Math.round(w * 100)}`;
    const weight = round(meshKgPerM2(m) * w * l, 1);
    const product = make({
      reference,
      name: `Treillis soudé ${m.code} – ${fr(w, 2)} × ${fr(l, 2)} m`,
      category: 'treillis-st',
      summary: `Panneau de treillis de structure ${m.code} (maille ${m.eL} × ${m.eT}, ${fr(weight, 1)} kg) pour ${stUsage(m)}.`,
      description: html(
        p(
          `Treillis soudé de structure <strong>${m.code}</strong> en fils à haute adhérence B500A soudés, certifié <strong>NF AFCAB</strong>, au format ${fr(w, 2)} × ${fr(l, 2)} m.`,
        ),
        meshTable(m, w, l),
        p(
          `Usage : ${stUsage(m)}. Recouvrement entre panneaux : celui de l’Eurocode 2 (NF EN 1992-1-1 §8.7.5) pour les fils qu’il raboute, porteurs ou de répartition ; notre outil de calepinage le calcule selon votre béton.`,
        ),
      ),
      unit: 'panneau',
      stock: stockFor(reference, w === 3 ? 10 : 40, w === 3 ? 120 : 650),
      brand: 'Trefima',
      width: w,
      length: l,
      diameter: m.dL,
      weight,
      tags: w === 3 ? ['nf-afcab', 'dalle'] : ['nf-afcab', 'dalle', 'stock-permanent'],
      // Welding line cost per panel plus steel; calibrated on ST25C 2,40 × 6,00 ≈ 48 € HT.
      price: cents(6 + weight * 0.73),
    });
    return { ...product, mesh: meshWires(m) };
  }),
);

// --- Treillis de dallage (PAF) ---------------------------------------------------

const PAF_MESHES: (Mesh & { usage: string; small: boolean })[] = [
  {
    code: 'PAF 10',
    key: 'PAF10',
    eL: 100,
    eT: 100,
    dL: 3.5,
    dT: 3.5,
    usage: 'chapes flottantes, ragréages épais et terrasses carrelées',
    small: true,
  },
  {
    code: 'PAF C',
    key: 'PAFC',
    eL: 150,
    eT: 150,
    dL: 4.5,
    dT: 4.5,
    usage: 'dallages de garages, allées et terrasses de maisons individuelles',
    small: true,
  },
  {
    code: 'PAF R',
    key: 'PAFR',
    eL: 150,
    eT: 300,
    dL: 5,
    dT: 4,
    usage: 'dallages sur terre-plein et dalles de compression de planchers poutrelles-hourdis',
    small: false,
  },
  {
    code: 'PAF V',
    key: 'PAFV',
    eL: 200,
    eT: 200,
    dL: 4,
    dT: 4,
    usage: 'dalles de vide sanitaire, trottoirs et ouvrages de maçonnerie légère',
    small: false,
  },
];

const pafProducts: SeedProduct[] = PAF_MESHES.flatMap((m) => {
  const formats: { kind: 'panneau' | 'rouleau'; suffix: string; w: number; l: number }[] = [
    { kind: 'panneau', suffix: 'P360', w: 2.4, l: 3.6 },
    { kind: 'rouleau', suffix: 'R25', w: 2.4, l: 25 },
    ...(m.small ? [{ kind: 'panneau' as const, suffix: 'P120', w: 1.2, l: 2.4 }] : []),
  ];
  return formats.map((f) => {
    const reference = `${m.key}-${f.suffix}`;
    const weight = round(meshKgPerM2(m) * f.w * f.l, 1);
    const dims = `${fr(f.w, 2)} × ${f.kind === 'rouleau' ? f.l : fr(f.l, 2)} m`;
    const product = make({
      reference,
      name: `Treillis ${m.code} – ${f.kind} ${dims}`,
      category: 'treillis-paf',
      summary: `Treillis de dallage ${m.code} en ${f.kind} de ${dims} (${fr(f.w * f.l, 2)} m²), pour ${m.usage}.`,
      description: html(
        p(
          `Treillis soudé de surface <strong>${m.code}</strong> en fil tréfilé, livré en ${f.kind}${f.kind === 'rouleau' ? ' pour limiter les recouvrements sur les grandes surfaces' : ''}.`,
        ),
        meshTable(m, f.w, f.l, f.kind),
        p(`Usage : ${m.usage}. Poser sur cales pour le placer au tiers supérieur de l’épaisseur de béton.`),
      ),
      unit: f.kind,
      stock: stockFor(reference, f.kind === 'rouleau' ? 10 : 60, f.kind === 'rouleau' ? 90 : 500),
      brand: 'Trefima',
      width: f.w,
      length: f.l,
      diameter: m.dL,
      weight,
      tags: ['dalle', 'stock-permanent'],
      price: f.kind === 'rouleau' ? cents(8 + weight * 0.8) : cents(3 + weight * 0.86),
    });
    return { ...product, mesh: meshWires(m) };
  });
});

// --- Raidisseurs et chaînages --------------------------------------------------

interface Stiffener {
  ref: string;
  name: string;
  shape: string;
  bars: { n: number; d: number };
  /** developed length of one welded transverse wire Ø5, m */
  transverse: number;
  width: number;
  length: number;
}

const STIFFENERS: Stiffener[] = [
  { ref: 'RAID-3HA8-300', name: 'Raidisseur triangulaire 3 HA8 – 10 cm – 3 m', shape: 'triangulaire de 10 cm de côté', bars: { n: 3, d: 8 }, transverse: 0.3, width: 0.1, length: 3 },
  { ref: 'RAID-4HA8-08-300', name: 'Raidisseur carré 4 HA8 – 8 × 8 cm – 3 m', shape: 'carrée de 8 × 8 cm', bars: { n: 4, d: 8 }, transverse: 0.32, width: 0.08, length: 3 },
  { ref: 'RAID-4HA10-10-300', name: 'Raidisseur carré 4 HA10 – 10 × 10 cm – 3 m', shape: 'carrée de 10 × 10 cm', bars: { n: 4, d: 10 }, transverse: 0.4, width: 0.1, length: 3 },
  { ref: 'RAID-4HA10-12-300', name: 'Raidisseur carré 4 HA10 – 12 × 12 cm – 3 m', shape: 'carrée de 12 × 12 cm', bars: { n: 4, d: 10 }, transverse: 0.48, width: 0.12, length: 3 },
  { ref: 'CHAI-3HA8-600', name: 'Chaînage triangulaire 3 HA8 – 10 cm – 6 m', shape: 'triangulaire de 10 cm de côté', bars: { n: 3, d: 8 }, transverse: 0.3, width: 0.1, length: 6 },
  { ref: 'CHAI-4HA8-10-600', name: 'Chaînage carré 4 HA8 – 10 × 10 cm – 6 m', shape: 'carrée de 10 × 10 cm', bars: { n: 4, d: 8 }, transverse: 0.4, width: 0.1, length: 6 },
  { ref: 'CHAI-4HA10-12-600', name: 'Chaînage carré 4 HA10 – 12 × 12 cm – 6 m', shape: 'carrée de 12 × 12 cm', bars: { n: 4, d: 10 }, transverse: 0.48, width: 0.12, length: 6 },
  { ref: 'CHAI-4HA12-15-600', name: 'Chaînage carré 4 HA12 – 15 × 15 cm – 6 m', shape: 'carrée de 15 × 15 cm', bars: { n: 4, d: 12 }, transverse: 0.6, width: 0.15, length: 6 },
  { ref: 'CHAI-PLAT-2HA8-15-600', name: 'Chaînage plat 2 HA8 – 15 cm – 6 m', shape: 'plate (échelle) de 15 cm de large', bars: { n: 2, d: 8 }, transverse: 0.15, width: 0.15, length: 6 },
  { ref: 'CHAI-PLAT-2HA10-20-600', name: 'Chaînage plat 2 HA10 – 20 cm – 6 m', shape: 'plate (échelle) de 20 cm de large', bars: { n: 2, d: 10 }, transverse: 0.2, width: 0.2, length: 6 },
];

const stiffeners: SeedProduct[] = STIFFENERS.map((s) => {
  const transverseCount = Math.floor(s.length / 0.2) + 1;
  const weight = round(s.bars.n * HA_KG[s.bars.d] * s.length + transverseCount * s.transverse * kgPerMetre(5), 2);
  const isChain = s.ref.startsWith('CHAI');
  return make({
    reference: s.ref,
    name: s.name,
    category: 'raidisseurs',
    summary: isChain
      ? `Armature de chaînage soudée ${s.bars.n} HA${s.bars.d}, section ${s.shape}, à noyer dans les chaînages horizontaux des murs en blocs.`
      : `Raidisseur soudé ${s.bars.n} HA${s.bars.d}, section ${s.shape}, pour les poteaux raidisseurs des murs en maçonnerie.`,
    description: html(
      p(
        `Armature soudée prête à poser, de section <strong>${s.shape}</strong>, longueur ${s.length} m : filants HA <strong>B500B</strong> reliés par des fils transversaux Ø5 soudés tous les 20 cm.`,
      ),
      ul([
        `Filants : ${s.bars.n} HA${s.bars.d}`,
        `Transversales : ${transverseCount} fils Ø5 soudés, pas de 20 cm`,
        `Masse : ${fr(weight, 2)} kg`,
        'Recouvrement entre éléments : 50 cm minimum, ligaturé',
      ]),
      p(
        'Le maillage des chaînages et raidisseurs est imposé par les règles parasismiques : en zone de sismicité 5 (Antilles), respectez les sections minimales de votre plan.',
      ),
    ),
    unit: 'pièce',
    stock: stockFor(s.ref, 30, 400),
    brand: 'Trefima',
    width: s.width,
    length: s.length,
    diameter: s.bars.d,
    weight,
    tags: ['b500b', 'stock-permanent'],
    price: cents(1.5 + weight * 2.6),
  });
});

// --- Armatures standard certifiées -------------------------------------------

interface Bars {
  n: number;
  d: number;
}

/** Concrete cover assumed for standard cages, cm. */
const COVER = 3;
/** € HT per kg for cages assembled and tied in the factory; calibrated on poteau 20 × 20, 3 m ≈ 45 € HT. */
const CAGE_EUR_PER_KG = 3.2;

function barsLabel(bars: Bars[]): string {
  return bars.map((b) => `${b.n} HA${b.d}`).join(' + ');
}

/** Longitudinal bars plus closed frames at the given spacing, for a concrete section b × h (cm). */
function cageWeight(length: number, b: number, h: number, bars: Bars[], frameD: number, spacing: number): number {
  const longitudinal = bars.reduce((sum, x) => sum + x.n * HA_KG[x.d] * length, 0);
  const frames = Math.floor((length * 100) / spacing) + 1;
  const frameLength = (2 * (b - 2 * COVER + h - 2 * COVER)) / 100 + hooks(frameD);
  return round(longitudinal + frames * frameLength * HA_KG[frameD], 1);
}

function cageRows(length: number, b: number, h: number, bars: Bars[], frameD: number, spacing: number, weight: number): [string, string][] {
  return [
    ['Section béton', `${b} × ${h} cm`],
    ['Armature hors tout', `${b - 2 * COVER} × ${h - 2 * COVER} cm (enrobage ${COVER} cm)`],
    ['Longueur', `${metres(length)} m`],
    ['Armatures longitudinales', barsLabel(bars)],
    ['Cadres', `HA${frameD} tous les ${spacing} cm (${Math.floor((length * 100) / spacing) + 1} cadres)`],
    ['Masse', `${fr(weight, 1)} kg`],
  ];
}

const CERTIFIED =
  'Armature assemblée en usine et ligaturée, fabriquée sous certification <strong>NF AFCAB</strong> « armatures » en acier <strong>B500B</strong>.';

const POTEAUX: { b: number; h: number; bars: Bars[]; frameD: number; spacing: number; lengths: number[] }[] = [
  { b: 15, h: 15, bars: [{ n: 4, d: 10 }], frameD: 6, spacing: 15, lengths: [2.5, 3, 4] },
  { b: 20, h: 20, bars: [{ n: 4, d: 12 }], frameD: 6, spacing: 15, lengths: [2.5, 3, 4] },
  { b: 25, h: 25, bars: [{ n: 4, d: 14 }], frameD: 6, spacing: 15, lengths: [2.5, 3, 4] },
  { b: 30, h: 30, bars: [{ n: 4, d: 16 }, { n: 4, d: 12 }], frameD: 8, spacing: 20, lengths: [3, 4] },
  { b: 20, h: 30, bars: [{ n: 6, d: 12 }], frameD: 6, spacing: 15, lengths: [3] },
  { b: 20, h: 40, bars: [{ n: 6, d: 14 }], frameD: 8, spacing: 20, lengths: [3] },
];

const poteaux: SeedProduct[] = POTEAUX.flatMap((c) =>
  c.lengths.map((length) => {
    const reference = `POT-${c.b}X${c.h}-${Math.round(length * 100)}`;
    const weight = cageWeight(length, c.b, c.h, c.bars, c.frameD, c.spacing);
    return make({
      reference,
      name: `Armature poteau ${c.b} × ${c.h} – ${metres(length)} m`,
      category: 'armatures-poteaux',
      summary: `Cage de poteau ${c.b} × ${c.h} cm, ${barsLabel(c.bars)} et cadres HA${c.frameD}, longueur ${metres(length)} m, prête à coffrer.`,
      description: html(
        p(CERTIFIED),
        table(cageRows(length, c.b, c.h, c.bars, c.frameD, c.spacing, weight)),
        p('Prévoir les attentes et les recouvrements (50 Ø) avec les semelles et les chaînages selon le plan de l’ingénieur structure.'),
      ),
      unit: 'pièce',
      stock: stockFor(reference, 10, 160),
      brand: 'Trefima',
      width: c.b / 100,
      length,
      weight,
      tags: ['certifie', 'nf-afcab', 'b500b'],
      price: cents(weight * CAGE_EUR_PER_KG, 10),
    });
  }),
);

const POUTRES: { kind: 'linteau' | 'poutre'; b: number; h: number; bottom: Bars; top: Bars; frameD: number; spacing: number; lengths: number[] }[] = [
  { kind: 'linteau', b: 15, h: 20, bottom: { n: 2, d: 10 }, top: { n: 2, d: 8 }, frameD: 6, spacing: 20, lengths: [2, 3, 4] },
  { kind: 'poutre', b: 15, h: 30, bottom: { n: 3, d: 12 }, top: { n: 2, d: 10 }, frameD: 6, spacing: 15, lengths: [4, 6] },
  { kind: 'poutre', b: 20, h: 30, bottom: { n: 3, d: 12 }, top: { n: 2, d: 10 }, frameD: 6, spacing: 15, lengths: [4, 6] },
  { kind: 'poutre', b: 20, h: 40, bottom: { n: 3, d: 14 }, top: { n: 2, d: 10 }, frameD: 6, spacing: 15, lengths: [4, 6] },
  { kind: 'poutre', b: 20, h: 50, bottom: { n: 3, d: 16 }, top: { n: 2, d: 12 }, frameD: 8, spacing: 20, lengths: [6] },
  { kind: 'poutre', b: 25, h: 50, bottom: { n: 4, d: 16 }, top: { n: 2, d: 12 }, frameD: 8, spacing: 20, lengths: [6] },
];

const poutres: SeedProduct[] = POUTRES.flatMap((c) =>
  c.lengths.map((length) => {
    const reference = `${c.kind === 'linteau' ? 'LIN' : 'POU'}-${c.b}X${c.h}-${length * 100}`;
    const bars = [c.bottom, c.top];
    const weight = cageWeight(length, c.b, c.h, bars, c.frameD, c.spacing);
    return make({
      reference,
      name: `Armature ${c.kind} ${c.b} × ${c.h} – ${length} m`,
      category: 'armatures-poutres',
      summary: `Cage de ${c.kind} ${c.b} × ${c.h} cm, ${c.bottom.n} HA${c.bottom.d} en fibre inférieure, ${c.top.n} HA${c.top.d} en montage, ${length} m.`,
      description: html(
        p(CERTIFIED),
        table(
          cageRows(length, c.b, c.h, bars, c.frameD, c.spacing, weight).flatMap(([k, v]): [string, string][] =>
            k === 'Armatures longitudinales'
              ? [
                  ['Lit inférieur', `${c.bottom.n} HA${c.bottom.d}`],
                  ['Aciers de montage', `${c.top.n} HA${c.top.d}`],
                ]
              : [[k, v]],
          ),
        ),
        p(
          c.kind === 'linteau'
            ? 'Pour baies de portée libre jusqu’à 1,80 m en maçonnerie courante ; appui de 20 cm minimum de chaque côté.'
            : 'Armature type pour portées courantes : à valider par le bureau d’études pour les charges et portées réelles du projet.',
        ),
      ),
      unit: 'pièce',
      stock: stockFor(reference, 8, 120),
      brand: 'Trefima',
      width: c.b / 100,
      length,
      weight,
      tags: ['certifie', 'nf-afcab', 'b500b'],
      price: cents(weight * CAGE_EUR_PER_KG, 10),
    });
  }),
);

const SEMELLES_FILANTES: { w: number; bars: Bars; transD: number; spacing: number }[] = [
  { w: 35, bars: { n: 3, d: 10 }, transD: 8, spacing: 20 },
  { w: 40, bars: { n: 3, d: 10 }, transD: 8, spacing: 20 },
  { w: 50, bars: { n: 4, d: 10 }, transD: 8, spacing: 20 },
  { w: 60, bars: { n: 4, d: 12 }, transD: 8, spacing: 15 },
];

const semellesFilantes: SeedProduct[] = SEMELLES_FILANTES.flatMap((s) =>
  [3, 6].map((length) => {
    const reference = `SF-${s.w}-${length * 100}`;
    const transCount = Math.floor((length * 100) / s.spacing) + 1;
    // Transverse bars span the footing minus cover, with 10 cm upturns at each end.
    const transLength = (s.w - 2 * COVER) / 100 + 0.2;
    const weight = round(s.bars.n * HA_KG[s.bars.d] * length + transCount * transLength * HA_KG[s.transD], 1);
    return make({
      reference,
      name: `Armature semelle filante ${s.w} cm – ${length} m`,
      category: 'armatures-semelles',
      summary: `Armature de semelle filante pour fondation de ${s.w} cm de large : ${s.bars.n} HA${s.bars.d} filants et répartition HA${s.transD}, ${length} m.`,
      description: html(
        p(CERTIFIED),
        table([
          ['Largeur de semelle', `${s.w} cm`],
          ['Filants', `${s.bars.n} HA${s.bars.d}`],
          ['Barres de répartition', `HA${s.transD} tous les ${s.spacing} cm, retours de 10 cm (${transCount} barres)`],
          ['Longueur', `${length} m`],
          ['Masse', `${fr(weight, 1)} kg`],
        ]),
        p('Poser sur cales béton de 5 cm sur béton de propreté ; recouvrement de 50 cm entre éléments et aux angles (équerres de liaison).'),
      ),
      unit: 'pièce',
      stock: stockFor(reference, 10, 200),
      brand: 'Trefima',
      width: s.w / 100,
      length,
      weight,
      tags: ['certifie', 'nf-afcab', 'fondation'],
      price: cents(weight * CAGE_EUR_PER_KG, 10),
    });
  }),
);

const SEMELLES_ISOLEES: { a: number; n: number; d: number }[] = [
  { a: 60, n: 4, d: 10 },
  { a: 80, n: 5, d: 10 },
  { a: 100, n: 6, d: 12 },
  { a: 120, n: 7, d: 12 },
  { a: 150, n: 9, d: 14 },
];

const semellesIsolees: SeedProduct[] = SEMELLES_ISOLEES.map((s) => {
  const reference = `SI-${s.a}`;
  const barLength = (s.a - 2 * COVER) / 100 + 0.3;
  const weight = round(2 * s.n * barLength * HA_KG[s.d], 1);
  return make({
    reference,
    name: `Armature semelle isolée ${s.a} × ${s.a} cm`,
    category: 'armatures-semelles',
    summary: `Nappe soudée-ligaturée pour semelle isolée de ${s.a} × ${s.a} cm, ${s.n} HA${s.d} dans chaque sens.`,
    description: html(
      p(CERTIFIED),
      table([
        ['Dimensions de semelle', `${s.a} × ${s.a} cm`],
        ['Nappe', `${s.n} HA${s.d} dans chaque direction, retours relevés de 15 cm`],
        ['Masse', `${fr(weight, 1)} kg`],
      ]),
      p('À associer à une armature de poteau ou à des attentes : les barres du poteau doivent descendre jusqu’à la nappe inférieure.'),
    ),
    unit: 'pièce',
    stock: stockFor(reference, 10, 150),
    brand: 'Trefima',
    width: s.a / 100,
    length: s.a / 100,
    weight,
    tags: ['certifie', 'nf-afcab', 'fondation'],
    price: cents(weight * CAGE_EUR_PER_KG, 10),
  });
});

const LONGRINES: { b: number; h: number; bars: Bars[]; frameD: number; spacing: number; lengths: number[] }[] = [
  { b: 20, h: 30, bars: [{ n: 4, d: 12 }], frameD: 6, spacing: 15, lengths: [3, 6] },
  { b: 20, h: 40, bars: [{ n: 6, d: 12 }], frameD: 6, spacing: 15, lengths: [6] },
  { b: 25, h: 40, bars: [{ n: 4, d: 14 }, { n: 2, d: 12 }], frameD: 8, spacing: 20, lengths: [6] },
  { b: 25, h: 50, bars: [{ n: 6, d: 14 }], frameD: 8, spacing: 20, lengths: [6] },
  { b: 30, h: 60, bars: [{ n: 6, d: 16 }], frameD: 8, spacing: 20, lengths: [6] },
];

const longrines: SeedProduct[] = LONGRINES.flatMap((c) =>
  c.lengths.map((length) => {
    const reference = `LON-${c.b}X${c.h}-${length * 100}`;
    const weight = cageWeight(length, c.b, c.h, c.bars, c.frameD, c.spacing);
    return make({
      reference,
      name: `Armature longrine ${c.b} × ${c.h} – ${length} m`,
      category: 'armatures-longrines',
      summary: `Cage de longrine ${c.b} × ${c.h} cm, ${barsLabel(c.bars)}, pour relier semelles, massifs ou têtes de pieux.`,
      description: html(
        p(CERTIFIED),
        table(cageRows(length, c.b, c.h, c.bars, c.frameD, c.spacing, weight)),
        p('Les longrines reprennent les efforts entre appuis et chaînent les fondations, exigence des règles parasismiques en zone 5.'),
      ),
      unit: 'pièce',
      stock: stockFor(reference, 6, 90),
      brand: 'Trefima',
      width: c.b / 100,
      length,
      weight,
      tags: ['certifie', 'nf-afcab', 'fondation'],
      price: cents(weight * CAGE_EUR_PER_KG, 10),
    });
  }),
);

// --- Coupe et façonnage sur plan ---------------------------------------------

const SHAPING_CLASSES: { ref: string; range: string; eur: number; typical: string; min: number; diameter: number }[] = [
  { ref: 'FAC-D6-8', range: 'Ø6 à Ø8', eur: 2290, typical: 'cadres, étriers, épingles et chapeaux', min: 6, diameter: 8 },
  { ref: 'FAC-D10-12', range: 'Ø10 à Ø12', eur: 1990, typical: 'chapeaux, renforts de dalles, barres coudées de poutres', min: 10, diameter: 12 },
  { ref: 'FAC-D14-16', range: 'Ø14 à Ø16', eur: 1880, typical: 'barres relevées, crosses d’ancrage, aciers de longrines', min: 14, diameter: 16 },
  { ref: 'FAC-D20-25', range: 'Ø20 à Ø25', eur: 1840, typical: 'aciers de radiers, de pieux et d’ouvrages d’art', min: 20, diameter: 25 },
  { ref: 'FAC-D32', range: 'Ø32', eur: 1890, typical: 'armatures lourdes de génie civil', min: 32, diameter: 32 },
];

const shapingToPlan: SeedProduct[] = [
  ...SHAPING_CLASSES.map((c) => ({
    ...make({
      reference: c.ref,
      name: `Façonnage sur plan HA ${c.range} – à la tonne`,
      category: 'faconnage-plan',
      summary: `Aciers HA ${c.range} coupés et façonnés d’après votre nomenclature (${c.typical}), acier compris.`,
      description: html(
        p(
          `Prestation de <strong>façonnage sur plan</strong> dans notre atelier du Lamentin, acier <strong>B500B</strong> certifié <strong>NF AFCAB</strong> compris, pour les diamètres ${c.range}.`,
        ),
        ul([
          `Formes courantes : ${c.typical}`,
          'Mandrins de cintrage conformes à l’Eurocode 2 (NF EN 1992-1-1)',
          'Paquets étiquetés par repère de nomenclature et par niveau',
          'Délai standard : 5 jours ouvrés après validation de la nomenclature',
        ]),
        p('Le tonnage est arrondi à la tonne supérieure à la commande ; la facture finale reprend le poids théorique de la nomenclature.'),
      ),
      unit: 'tonne',
      stock: stockFor(c.ref, 40, 200),
      brand: 'Trefima',
      diameter: c.diameter,
      weight: 1000,
      tags: ['sur-mesure', 'nf-afcab', 'b500b'],
      price: cents(c.eur),
    }),
    barPricing: { service: 'shaping' as const, minDiameterMm: c.min, maxDiameterMm: c.diameter },
  })),
  make({
    reference: 'FAC-ASSEMB',
    name: 'Assemblage d’armatures sur plan – à la tonne',
    category: 'faconnage-plan',
    summary: 'Cages de poteaux, poutres et longrines hors standard, façonnées et assemblées d’après vos plans, acier compris.',
    description: html(
      p('Nous façonnons et assemblons en usine les armatures spéciales de votre projet : elles arrivent sur chantier prêtes à être mises en coffrage.'),
      ul([
        'Acier B500B certifié NF AFCAB, ligaturé ou soudé selon les cas',
        'Repérage de chaque cage conforme au plan de ferraillage',
        'Délai : 8 à 10 jours ouvrés selon la charge de l’atelier',
      ]),
    ),
    unit: 'tonne',
    stock: 60,
    brand: 'Trefima',
    weight: 1000,
    tags: ['sur-mesure', 'certifie'],
    price: cents(2890),
  }),
  make({
    reference: 'FAC-ETUDE',
    name: 'Étude et nomenclature d’armatures – forfait',
    category: 'faconnage-plan',
    summary: 'Établissement de la nomenclature de façonnage à partir de vos plans de ferraillage, pour une maison ou un petit bâtiment.',
    description: html(
      p('Notre bureau technique relève vos plans de ferraillage et établit la nomenclature (repères, formes, quantités, poids) qui servira au façonnage.'),
      ul([
        'Forfait pour un projet jusqu’à 8 t d’acier',
        'Nomenclature remise en PDF pour validation avant fabrication',
        'Montant déduit de la commande de façonnage au-delà de 5 t',
      ]),
    ),
    unit: 'forfait',
    stock: 999,
    brand: 'Trefima',
    tags: ['sur-mesure'],
    price: cents(120),
  }),
];

const cutToLengthService: SeedProduct[] = [
  { ref: 'CP-D8-12', range: 'Ø8 à Ø12', eur: 1660, min: 8, diameter: 12 },
  { ref: 'CP-D14-20', range: 'Ø14 à Ø20', eur: 1600, min: 14, diameter: 20 },
  { ref: 'CP-D25-32', range: 'Ø25 à Ø32', eur: 1610, min: 25, diameter: 32 },
].map((c) => ({
  ...make({
    reference: c.ref,
    name: `Coupe à longueur HA ${c.range} – à la tonne`,
    category: 'coupe-longueur',
    summary: `Barres HA ${c.range} coupées aux longueurs de votre liste, livrées en paquets repérés, acier compris.`,
    description: html(
      p(`Coupe à longueur sur cisaille automatique de barres <strong>B500B</strong> certifiées <strong>NF AFCAB</strong>, diamètres ${c.range}.`),
      ul([
        'Tolérance de coupe : ± 25 mm',
        'Longueurs de 0,50 m à 12 m, paquets étiquetés par longueur',
        'Chutes de plus de 1 m restituées avec la commande',
      ]),
    ),
    unit: 'tonne',
    stock: stockFor(c.ref, 50, 200),
    brand: 'Trefima',
    diameter: c.diameter,
    weight: 1000,
    tags: ['sur-mesure', 'b500b'],
    price: cents(c.eur),
  }),
  barPricing: { service: 'cutting' as const, minDiameterMm: c.min, maxDiameterMm: c.diameter },
}));

cutToLengthService.push(
  make({
    reference: 'CP-FORFAIT',
    name: 'Coupe à longueur – forfait petite quantité',
    category: 'coupe-longueur',
    summary: 'Jusqu’à 30 coupes sur des barres achetées à l’unité, pour les petits chantiers et les particuliers.',
    description: html(
      p('Vous achetez vos barres à l’unité et vous voulez les recevoir à la bonne longueur : ce forfait couvre jusqu’à <strong>30 coupes</strong> sur des barres de Ø6 à Ø20.'),
      ul(['Indiquez les longueurs dans le commentaire de commande', 'Barres coupées préparées sous 48 h', 'Au-delà de 300 kg, préférez la coupe à la tonne']),
    ),
    unit: 'forfait',
    stock: 999,
    brand: 'Trefima',
    tags: ['sur-mesure'],
    price: cents(45),
  }),
);

// --- Cales et distanciers ------------------------------------------------------

interface Accessory {
  ref: string;
  name: string;
  summary: string;
  intro: string;
  facts: string[];
  unit: SaleUnit;
  eur: number;
  weight: number | null;
  stock: [number, number];
  tags: Tag[];
  minQuantity?: number;
  step?: number;
  diameter?: number;
  length?: number;
  width?: number;
  brand?: Brand;
}

function accessories(category: Leaf, brand: Brand, list: Accessory[]): SeedProduct[] {
  return list.map((a) =>
    make({
      reference: a.ref,
      name: a.name,
      category,
      summary: a.summary,
      description: html(p(a.intro), ul(a.facts)),
      unit: a.unit,
      minQuantity: a.minQuantity,
      step: a.step,
      stock: stockFor(a.ref, a.stock[0], a.stock[1]),
      brand: a.brand ?? brand,
      weight: a.weight,
      diameter: a.diameter,
      length: a.length,
      width: a.width,
      tags: a.tags,
      price: cents(a.eur),
    }),
  );
}

const wheelSpacers: Accessory[] = [
  { mm: 20, bag: 500, eur: 23.5 },
  { mm: 25, bag: 500, eur: 25.9 },
  { mm: 30, bag: 500, eur: 28.5 },
  { mm: 40, bag: 250, eur: 21.9 },
].map(({ mm, bag, eur }): Accessory => ({
  ref: `CAL-ROUE-${mm}`,
  name: `Cale roue d’enrobage ${mm} mm – sac de ${bag}`,
  summary: `Cale roue clipsable donnant ${mm} mm d’enrobage aux aciers verticaux des voiles, poteaux et longrines.`,
  intro: `Cale roue en polypropylène, clipsée sur la barre, pour un enrobage constant de <strong>${mm} mm</strong> contre le coffrage.`,
  facts: ['Pour barres de Ø6 à Ø16', 'Roue ajourée pour le passage du béton', `Sac de ${bag} pièces`],
  unit: 'sac',
  eur,
  weight: round(bag * 0.006 * (mm / 20), 1),
  stock: [20, 160],
  tags: ['stock-permanent'],
}));

const chairSpacers: Accessory[] = [
  { mm: 20, bag: 500, eur: 19.9 },
  { mm: 25, bag: 500, eur: 21.5 },
  { mm: 30, bag: 500, eur: 23.9 },
  { mm: 35, bag: 500, eur: 26.5 },
  { mm: 40, bag: 250, eur: 17.9 },
  { mm: 50, bag: 250, eur: 21.9 },
].map(({ mm, bag, eur }): Accessory => ({
  ref: `CAL-CHA-${mm}`,
  name: `Cale chaise plastique ${mm} mm – sac de ${bag}`,
  summary: `Cale chaise à poser sous les treillis et nappes inférieures des dalles pour ${mm} mm d’enrobage.`,
  intro: `Cale chaise en plastique recyclé, à pieds larges pour ne pas poinçonner les sous-couches : enrobage de <strong>${mm} mm</strong>.`,
  facts: ['Clip universel pour fils et barres de Ø4 à Ø12', 'Environ 4 cales par m² sous treillis soudé', `Sac de ${bag} pièces`],
  unit: 'sac',
  eur,
  weight: round(bag * 0.005 * (mm / 25), 1),
  stock: [20, 200],
  tags: ['dalle', 'stock-permanent'],
}));

const concreteSpacers: Accessory[] = [
  { mm: 25, eur: 18.5 },
  { mm: 35, eur: 21.9 },
  { mm: 50, eur: 27.5 },
].map(({ mm, eur }): Accessory => ({
  ref: `CAL-BET-${mm}`,
  name: `Cale béton fibré ${mm} mm – sac de 100`,
  summary: `Cale en mortier fibré de ${mm} mm, recommandée en fondation et en ambiance marine.`,
  intro: `Cale d’enrobage en <strong>mortier fibré</strong> de même nature que le béton : aucun point faible vis-à-vis de la corrosion, idéale en fondations et en bord de mer.`,
  facts: [`Enrobage : ${mm} mm`, 'Fil de ligature noyé pour la fixation sur l’armature', 'Résistance à l’écrasement supérieure à 2 kN', 'Sac de 100 pièces'],
  unit: 'sac',
  eur,
  weight: round(100 * 0.02 * (mm / 25), 1),
  stock: [15, 120],
  tags: ['fondation', 'bord-de-mer'],
}));

const steelChairs: Accessory[] = [
  { mm: 50, bag: 100, eur: 24.9 },
  { mm: 80, bag: 100, eur: 31.5 },
  { mm: 100, bag: 100, eur: 36.9 },
  { mm: 120, bag: 50, eur: 22.5 },
  { mm: 150, bag: 50, eur: 26.9 },
].map(({ mm, bag, eur }): Accessory => ({
  ref: `CHAISE-${mm}`,
  name: `Chaise métallique ${mm / 10} cm – sac de ${bag}`,
  summary: `Distancier métallique en fil Ø6 pour tenir la nappe supérieure d’une dalle à ${mm / 10} cm au-dessus de la nappe inférieure.`,
  intro: `Chaise en fil d’acier Ø6 soudé, hauteur <strong>${mm} mm</strong>, pour maintenir l’écartement entre nappes d’armatures pendant le bétonnage.`,
  facts: ['Pieds en appui sur la nappe inférieure (jamais sur le coffrage)', 'Environ une chaise par m²', `Sac de ${bag} pièces`],
  unit: 'sac',
  eur,
  weight: round(bag * 0.04 * (mm / 50), 1),
  stock: [10, 90],
  tags: ['dalle'],
}));

const railSpacers: Accessory[] = [
  { mm: 30, eur: 2.9 },
  { mm: 40, eur: 3.4 },
  { mm: 50, eur: 3.9 },
].map(({ mm, eur }): Accessory => ({
  ref: `DIST-FIL-${mm}`,
  name: `Distancier filant plastique ${mm} mm – 2 m`,
  summary: `Distancier filant de 2 m et ${mm} mm de haut pour caler de façon continue treillis et nappes de dalles.`,
  intro: `Profilé filant en plastique ajouré de <strong>${mm} mm</strong> de hauteur, sécable, pour un enrobage régulier sous les treillis soudés.`,
  facts: ['Longueur 2 m, sécable tous les 10 cm', 'Un filant tous les 80 cm environ', 'Vendu à la pièce, par 10'],
  unit: 'pièce',
  minQuantity: 10,
  step: 10,
  eur,
  weight: 0.18,
  length: 2,
  stock: [200, 1500],
  tags: ['dalle'],
}));

const spacers = accessories('cales-distanciers', 'Capremat', [
  ...wheelSpacers,
  ...chairSpacers,
  ...concreteSpacers,
  ...steelChairs,
  ...railSpacers,
]);

// --- Ligature et outillage -------------------------------------------------------

const tying = accessories('ligature', 'Capremat', [
  {
    ref: 'FIL-REC-11-2',
    name: 'Fil recuit Ø1,1 – couronne de 2 kg',
    summary: 'Fil à ligaturer recuit noir, souple, en petite couronne pour les chantiers de particuliers.',
    intro: 'Fil d’acier <strong>recuit</strong> Ø1,1 mm, très souple, pour ligaturer les croisements de barres et fixer les cales.',
    facts: ['Couronne de 2 kg, environ 260 m', 'Se noue à la main ou au tourne-fil'],
    unit: 'rouleau',
    eur: 7.9,
    weight: 2,
    diameter: 1.1,
    stock: [80, 400],
    tags: ['stock-permanent'],
  },
  {
    ref: 'FIL-REC-13-5',
    name: 'Fil recuit Ø1,3 – couronne de 5 kg',
    summary: 'Fil à ligaturer recuit Ø1,3 mm en couronne de 5 kg, le standard des ferrailleurs.',
    intro: 'Fil d’acier <strong>recuit</strong> Ø1,3 mm en couronne de 5 kg, à dérouler depuis un dévidoir de ceinture.',
    facts: ['Environ 480 m par couronne', 'Convient aux ligatures doubles sur Ø12 à Ø20'],
    unit: 'rouleau',
    eur: 16.5,
    weight: 5,
    diameter: 1.3,
    stock: [60, 300],
    tags: ['stock-permanent'],
  },
  {
    ref: 'FIL-REC-14-25',
    name: 'Fil recuit Ø1,4 – botte de 25 kg',
    summary: 'Botte de 25 kg de fil recuit Ø1,4 mm pour les ateliers de façonnage et les gros chantiers.',
    intro: 'Fil d’acier <strong>recuit</strong> Ø1,4 mm en botte de 25 kg, pour l’assemblage des cages en atelier.',
    facts: ['Environ 2 000 m par botte', 'Se découpe en attaches sur dévidoir'],
    unit: 'rouleau',
    eur: 64,
    weight: 25,
    diameter: 1.4,
    stock: [10, 80],
    tags: ['stock-permanent'],
  },
  ...[120, 140, 180].map(
    (mm): Accessory => ({
      ref: `ATT-BCL-${mm}`,
      name: `Attaches à boucles 1,2 × ${mm} mm – sac de 1000`,
      summary: `Attaches à boucles prêtes à l’emploi, longueur ${mm} mm, à serrer au tourne-fil.`,
      intro: `Attaches en fil recuit Ø1,2 mm formées avec une boucle à chaque extrémité : une ligature en deux secondes avec un <strong>tourne-fil</strong>.`,
      facts: [`Longueur : ${mm} mm, pour croisements jusqu’à ${mm === 120 ? 'HA12 × HA12' : mm === 140 ? 'HA16 × HA16' : 'HA25 × HA25'}`, 'Sac de 1 000 attaches'],
      unit: 'sac',
      eur: mm === 120 ? 14.9 : mm === 140 ? 16.5 : 19.9,
      weight: round((mm / 1000) * 0.0089 * 1000, 1),
      stock: [40, 300],
      tags: ['stock-permanent'],
    }),
  ),
  {
    ref: 'BOB-LIG-50',
    name: 'Bobines de fil pour ligatureuse – boîte de 50',
    summary: 'Bobines de fil galvanisé compatibles avec la ligatureuse automatique 18 V, environ 150 ligatures chacune.',
    intro: 'Bobines de fil <strong>galvanisé</strong> Ø0,8 mm pour ligatureuse automatique.',
    facts: ['Environ 150 ligatures par bobine', 'Boîte de 50 bobines'],
    unit: 'boîte',
    eur: 89,
    weight: 5.5,
    stock: [5, 40],
    tags: ['outillage'],
  },
  {
    ref: 'OUT-TOURNE',
    name: 'Tourne-fil automatique',
    summary: 'Tourne-fil à retour automatique pour serrer les attaches à boucles.',
    intro: 'Crochet monté sur roulement avec <strong>retour automatique</strong> : une traction suffit pour torsader l’attache.',
    facts: ['Poignée bi-matière', 'Crochet en acier trempé'],
    unit: 'pièce',
    eur: 13.5,
    weight: 0.3,
    stock: [20, 120],
    tags: ['outillage'],
  },
  {
    ref: 'OUT-TENAILLE-250',
    name: 'Tenaille russe 250 mm',
    summary: 'Tenaille de ferrailleur à mâchoires longues pour torsader et couper le fil recuit.',
    intro: 'Tenaille russe de <strong>250 mm</strong> en acier au chrome-vanadium, tranchants trempés par induction.',
    facts: ['Coupe le fil recuit jusqu’à Ø2 mm', 'Poignées gainées antidérapantes'],
    unit: 'pièce',
    eur: 18.9,
    weight: 0.45,
    stock: [20, 120],
    tags: ['outillage'],
  },
  {
    ref: 'OUT-CB-750',
    name: 'Coupe-boulons 750 mm',
    summary: 'Coupe-boulons de 750 mm pour couper les fers à béton jusqu’au Ø12 et les treillis soudés.',
    intro: 'Coupe-boulons à bras tubulaires de <strong>750 mm</strong>, lames interchangeables.',
    facts: ['Capacité : HA jusqu’à Ø12, fils de treillis jusqu’à Ø9', 'Réglage de serrage par vis excentrique'],
    unit: 'pièce',
    eur: 64,
    weight: 3.2,
    stock: [8, 60],
    tags: ['outillage'],
  },
  {
    ref: 'OUT-CINTR-16',
    name: 'Cintreuse manuelle Ø6 à Ø16',
    summary: 'Cintreuse-coupeuse manuelle à fixer sur établi pour façonner cadres et crosses sur chantier.',
    intro: 'Cintreuse à levier avec <strong>coupe intégrée</strong>, pour façonner sur chantier les aciers HA de Ø6 à Ø16.',
    facts: ['Galets de cintrage Ø32 et Ø48', 'Butées d’angle réglables 45°, 90°, 135° et 180°', 'Fixation par 4 boulons sur établi ou madrier'],
    unit: 'pièce',
    eur: 175,
    weight: 18,
    stock: [2, 15],
    tags: ['outillage'],
  },
  {
    ref: 'OUT-LIGAT-18V',
    name: 'Ligatureuse automatique 18 V',
    summary: 'Ligatureuse sans fil qui réalise une ligature en moins d’une seconde, livrée avec 2 batteries.',
    intro: 'Ligatureuse automatique sur batterie <strong>18 V</strong> : jusqu’à 4 000 ligatures par charge sur croisements de Ø10 × Ø10 à Ø25 × Ø25.',
    facts: ['Livrée avec 2 batteries 5 Ah, chargeur et coffret', 'Utilise les bobines de fil galvanisé BOB-LIG-50', 'Garantie 2 ans, SAV au Lamentin'],
    unit: 'pièce',
    eur: 1890,
    weight: 3.1,
    stock: [1, 6],
    tags: ['outillage', 'nouveaute'],
  },
  {
    ref: 'CAP-PROT-100',
    name: 'Capuchons de protection pour aciers en attente – sac de 100',
    summary: 'Capuchons « champignons » orange qui protègent des blessures sur les aciers en attente.',
    intro: 'Capuchons de sécurité en polyéthylène orange haute visibilité, à enfoncer sur les <strong>aciers en attente</strong> de Ø8 à Ø32.',
    facts: ['Tête Ø70 mm', 'Obligatoires sur les chantiers soumis au plan de prévention', 'Sac de 100 pièces'],
    unit: 'sac',
    eur: 24.9,
    weight: 1.6,
    stock: [20, 150],
    tags: ['outillage'],
  },
]);

// ===========================================================================
// COUVERTURE ET BARDAGE
// ===========================================================================

const RAL_9010: SeedColor = { ral: 'RAL 9010', label: 'Blanc pur', hex: '#f1ece1' };
const RAL_9002: SeedColor = { ral: 'RAL 9002', label: 'Blanc gris', hex: '#d7d5cb' };
const RAL_1015: SeedColor = { ral: 'RAL 1015', label: 'Ivoire clair', hex: '#e6d2b5' };
const RAL_7016: SeedColor = { ral: 'RAL 7016', label: 'Gris anthracite', hex: '#383e42' };
const RAL_7035: SeedColor = { ral: 'RAL 7035', label: 'Gris clair', hex: '#c5c7c4' };
const RAL_3009: SeedColor = { ral: 'RAL 3009', label: 'Rouge oxyde', hex: '#6d3b2f' };
const RAL_8012: SeedColor = { ral: 'RAL 8012', label: 'Brun rouge', hex: '#6b3330' };
const RAL_6005: SeedColor = { ral: 'RAL 6005', label: 'Vert mousse', hex: '#0f4336' };
const RAL_5008: SeedColor = { ral: 'RAL 5008', label: 'Bleu gris', hex: '#26303a' };
const ALUZINC: SeedColor = { ral: null, label: 'Aluzinc', hex: '#b9bcbd' };

/** "7016" or "ALU", used in references. */
function colorKey(c: SeedColor): string {
  return c.ral ? c.ral.replace('RAL ', '') : 'ALU';
}

/** "prélaqué RAL 7016" / "prélaquée RAL 7016" / "aluzinc", used in names. */
function finish(c: SeedColor, feminine: boolean): string {
  return c.ral ? `${feminine ? 'prélaquée' : 'prélaqué'} ${c.ral}` : 'aluzinc';
}

function colorPhrase(c: SeedColor): string {
  return c.ral ? `teinte ${c.label.toLowerCase()} ${c.ral}` : 'finition aluzinc brute';
}

function coating(c: SeedColor): string {
  return c.ral
    ? `aluzinc AZ150 et prélaquage polyester 25 µm ${c.ral} ${c.label.toLowerCase()}, face arrière laque de protection 7 µm`
    : 'aluzinc AZ150 (55 % aluminium, 43,4 % zinc, 1,6 % silicium), 150 g/m² sur les deux faces';
}

function finishTags(c: SeedColor): Tag[] {
  return [c.ral ? 'prelaque' : 'aluzinc'];
}

/** "0,63" → "063", for references. */
function thicknessKey(t: number): string {
  return String(Math.round(t * 100)).padStart(3, '0');
}

interface SheetProfile {
  code: ProfileCode;
  label: string;
  /** total sheet width, m */
  width: number;
  /** covering (useful) width once laid with its side lap, m: what square metres are turned into sheets by */
  coveringWidth: number;
  /** the covering width as the description writes it */
  useful: string;
  /** developed width of the flat coil for one metre of sheet, m */
  developed: number;
  geometry: string;
  cut: { minLength: number; maxLength: number };
  minSlope: string;
  palette: SeedColor[];
  fixing: string;
}

const CYCLONE_FIXING =
  'Plan de fixation renforcé pour les Antilles et la Guyane : une vis par nervure en rives, à l’égout et au faîtage, une nervure sur deux en partie courante, entraxe de pannes à valider selon la note de calcul au vent.';

const T40: SheetProfile = {
  code: 'bac-t40',
  label: 'T40',
  width: 1.06,
  coveringWidth: 1,
  useful: '1,00 m',
  developed: 1.25,
  geometry: '4 nervures trapézoïdales de 40 mm au pas de 250 mm',
  cut: { minLength: 1, maxLength: 12 },
  minSlope: '7 %',
  palette: [RAL_9010, RAL_9002, RAL_1015, RAL_7016, RAL_7035, RAL_3009, RAL_6005, ALUZINC],
  fixing: `Pose selon le DTU 40.35, vis autoperceuses 6,3 × 80 en sommet de nervure. ${CYCLONE_FIXING}`,
};

const T35: SheetProfile = {
  code: 'bac-t35',
  label: 'T35',
  width: 1.07,
  coveringWidth: 1.035,
  useful: '1,035 m',
  developed: 1.22,
  geometry: '5 nervures de 35 mm au pas de 207 mm',
  cut: { minLength: 1, maxLength: 12 },
  minSlope: '7 %',
  palette: [RAL_9010, RAL_1015, RAL_7016, RAL_3009, RAL_8012, ALUZINC],
  fixing: `Pose selon le DTU 40.35, vis autoperceuses 6,3 × 80 en sommet de nervure. ${CYCLONE_FIXING}`,
};

const ONDULEE: SheetProfile = {
  code: 'ondulee-76-18',
  label: '76/18',
  width: 0.99,
  coveringWidth: 0.912,
  useful: '0,912 m (recouvrement d’une onde)',
  developed: 1.12,
  geometry: '13 ondes de 76 mm, hauteur 18 mm',
  cut: { minLength: 1, maxLength: 8 },
  minSlope: '15 %',
  palette: [RAL_9010, RAL_9002, RAL_1015, RAL_3009, RAL_8012, RAL_6005, RAL_5008, ALUZINC],
  fixing:
    'Fixation en sommet d’onde avec cavaliers et vis 6,3 × 80 (ou 6,5 × 80 sur bois), une onde sur deux en partie courante et chaque onde en rives, égout et faîtage.',
};

const TUILE: SheetProfile = {
  code: 'tuile-acier',
  label: 'tuile acier',
  width: 1.18,
  coveringWidth: 1.1,
  useful: '1,10 m',
  developed: 1.3,
  geometry: 'module de tuile de 350 mm, hauteur de marche 20 mm',
  cut: { minLength: 0.5, maxLength: 6 },
  minSlope: '25 %',
  palette: [RAL_3009, RAL_8012, RAL_7016, RAL_6005, RAL_1015, RAL_5008],
  fixing:
    'Commandez des longueurs multiples du module de 350 mm (plus 100 mm d’égout) pour que les marches se raccordent. Fixation sous chaque marche, en creux, avec vis 4,8 × 35 à rondelle EPDM, 6 à 8 vis par m².',
};

const B35: SheetProfile = {
  code: 'bardage-b35',
  label: 'B35',
  width: 1.05,
  coveringWidth: 1,
  useful: '1,00 m',
  developed: 1.22,
  geometry: '5 nervures de 35 mm au pas de 200 mm',
  cut: { minLength: 1, maxLength: 10 },
  minSlope: 'sans objet (paroi verticale)',
  palette: [RAL_9010, RAL_9002, RAL_7016, RAL_7035, RAL_5008, RAL_1015],
  fixing:
    'Pose verticale ou horizontale sur ossature acier ou bois, vis de couture tous les 50 cm au recouvrement, fixation en creux de nervure.',
};

interface SheetFamily {
  refPrefix: string;
  namePrefix: string;
  feminine: boolean;
  category: Leaf;
  profile: SheetProfile;
  intro: string;
  extraFacts?: string[];
  tags: (c: SeedColor) => Tag[];
  /** kg/m² added by a felt or other backing */
  extraKgPerM2?: number;
}

function roofSheet(f: SheetFamily, color: SeedColor, thickness: number, eurPerMl: number): SeedProduct {
  const pr = f.profile;
  const reference = `${f.refPrefix}-${colorKey(color)}-${thicknessKey(thickness)}`;
  const weight = round(pr.developed * thickness * 7.85 + (f.extraKgPerM2 ?? 0) * pr.width, 2);
  return make({
    reference,
    name: `${f.namePrefix} ${finish(color, f.feminine)} – ${fr(thickness, 2)} mm`,
    category: f.category,
    summary: `${f.namePrefix} profilé${f.feminine ? 'e' : ''} à la longueur (${fr(pr.cut.minLength)} à ${fr(pr.cut.maxLength)} m), ${fr(thickness, 2)} mm, ${colorPhrase(color)}.`,
    description: html(
      p(f.intro),
      ul([
        `Acier S320GD, épaisseur nominale <strong>${fr(thickness, 2)} mm</strong>`,
        `Revêtement : ${coating(color)}`,
        `Largeur hors tout ${fr(pr.width, 2)} m, largeur utile ${pr.useful} ; ${pr.geometry}`,
        `Longueur à la demande de ${fr(pr.cut.minLength)} à ${fr(pr.cut.maxLength)} m, au centimètre`,
        `Pente minimale : ${pr.minSlope}`,
        `Masse : ${fr(weight, 2)} kg/ml`,
        ...(f.extraFacts ?? []),
      ]),
      p(pr.fixing),
    ),
    unit: 'ml',
    stock: stockFor(reference, 300, 4000, 10),
    brand: 'Metaliso',
    color,
    width: pr.width,
    coveringWidth: pr.coveringWidth,
    length: null,
    thickness,
    weight,
    tags: f.tags(color),
    price: cents(eurPerMl),
    cutToLength: { ...pr.cut },
    profile: pr.code,
  });
}

/** € HT per metre in Martinique by finish and thickness; aluzinc is about 12 % cheaper. */
type SheetPrices = Record<number, { prelaque: number; aluzinc: number }>;

function sheetPrice(prices: SheetPrices, c: SeedColor, t: number): number {
  return c.ral ? prices[t].prelaque : prices[t].aluzinc;
}

const T40_PRICES: SheetPrices = {
  0.5: { prelaque: 11.6, aluzinc: 10.2 },
  0.63: { prelaque: 13.9, aluzinc: 12.2 },
  0.75: { prelaque: 16.3, aluzinc: 14.3 },
};
const T35_PRICES: SheetPrices = {
  0.5: { prelaque: 11.2, aluzinc: 9.8 },
  0.63: { prelaque: 13.4, aluzinc: 11.7 },
};
const ONDULEE_PRICES: SheetPrices = {
  0.5: { prelaque: 10, aluzinc: 8.7 },
  0.63: { prelaque: 12.1, aluzinc: 10.5 },
  0.75: { prelaque: 14.2, aluzinc: 12.4 },
};
/** The anti-condensation felt is laminated on the line, at a fixed cost per metre. */
const FELT_EUR_PER_ML = 3.9;

const roofTags = (c: SeedColor): Tag[] => ['toiture', ...finishTags(c), 'sur-mesure'];

const bacT40: SheetFamily = {
  refPrefix: 'BAC-T40',
  namePrefix: 'Bac acier T40',
  feminine: false,
  category: 'bacs-nervures',
  profile: T40,
  intro:
    'Bac nervuré <strong>T40</strong> profilé à la longueur dans notre atelier du Lamentin : le profil de référence pour les toitures de maisons, hangars et bâtiments d’activité.',
  tags: (c) => ['toiture', ...finishTags(c), 'anticyclonique'],
};
const bacT35: SheetFamily = {
  refPrefix: 'BAC-T35',
  namePrefix: 'Bac acier T35',
  feminine: false,
  category: 'bacs-nervures',
  profile: T35,
  intro:
    'Bac nervuré <strong>T35</strong> à nervures plus serrées, au rendu plus fin : adapté aux maisons individuelles, auvents et carports.',
  tags: roofTags,
};
const feltFacts = [
  'Sous-face : feutre anti-condensation non tissé en polyester, capable de retenir jusqu’à 800 g/m² d’eau avant de la restituer par évaporation',
];
const bacT40ac: SheetFamily = {
  refPrefix: 'BAC-T40AC',
  namePrefix: 'Bac acier T40 anti-condensation',
  feminine: false,
  category: 'bacs-anticondensation',
  profile: T40,
  intro:
    'Bac <strong>T40</strong> avec <strong>feutre anti-gouttes</strong> contrecollé en sous-face : plus de gouttes de condensation sur les stocks, les véhicules ou les machines dans les bâtiments non isolés.',
  extraFacts: feltFacts,
  tags: roofTags,
  extraKgPerM2: 0.12,
};
const bacT35ac: SheetFamily = {
  ...bacT40ac,
  refPrefix: 'BAC-T35AC',
  namePrefix: 'Bac acier T35 anti-condensation',
  profile: T35,
  intro:
    'Bac <strong>T35</strong> avec <strong>feutre anti-gouttes</strong> en sous-face, pour carports, terrasses couvertes et garages ouverts.',
};
const ondulee: SheetFamily = {
  refPrefix: 'OND-7618',
  namePrefix: 'Tôle ondulée 76/18',
  feminine: true,
  category: 'ondulees-standard',
  profile: ONDULEE,
  intro:
    'La <strong>tôle ondulée 76/18</strong> traditionnelle des cases antillaises, profilée à la longueur pour éviter les recouvrements transversaux.',
  tags: roofTags,
};
const tuile: SheetFamily = {
  refPrefix: 'TUI',
  namePrefix: 'Panneau tuile acier',
  feminine: false,
  category: 'panneaux-tuiles',
  profile: TUILE,
  intro:
    'Panneau <strong>tuile acier</strong> embouti, à l’aspect de la tuile romane : huit fois plus léger qu’une couverture en terre cuite, et fixé à chaque marche pour résister aux cyclones.',
  tags: (c) => ['toiture', ...finishTags(c), 'anticyclonique'],
};
const bardageB35: SheetFamily = {
  refPrefix: 'BARD-B35',
  namePrefix: 'Bardage nervuré B35',
  feminine: false,
  category: 'bardage-nervure',
  profile: B35,
  intro:
    'Profil de bardage <strong>B35</strong> pour l’habillage des façades de bâtiments industriels, commerciaux et agricoles.',
  tags: (c) => ['facade', ...finishTags(c), 'sur-mesure'],
};

const prelaque = (palette: SeedColor[]): SeedColor[] => palette.filter((c) => c.ral !== null);

const bacsNervures: SeedProduct[] = [
  ...T40.palette.map((c) => roofSheet(bacT40, c, 0.63, sheetPrice(T40_PRICES, c, 0.63))),
  ...[RAL_9010, RAL_9002, RAL_7016, RAL_3009].map((c) => roofSheet(bacT40, c, 0.75, sheetPrice(T40_PRICES, c, 0.75))),
  ...[0.5, 0.75].map((t) => roofSheet(bacT40, ALUZINC, t, sheetPrice(T40_PRICES, ALUZINC, t))),
  ...prelaque(T35.palette).map((c) => roofSheet(bacT35, c, 0.5, sheetPrice(T35_PRICES, c, 0.5))),
  ...[RAL_9010, RAL_7016, RAL_3009].map((c) => roofSheet(bacT35, c, 0.63, sheetPrice(T35_PRICES, c, 0.63))),
  ...[0.5, 0.63].map((t) => roofSheet(bacT35, ALUZINC, t, sheetPrice(T35_PRICES, ALUZINC, t))),
];

const bacsAntiCondensation: SeedProduct[] = [
  ...[RAL_9010, RAL_9002, RAL_7016, RAL_3009, RAL_6005, ALUZINC].map((c) =>
    roofSheet(bacT40ac, c, 0.63, sheetPrice(T40_PRICES, c, 0.63) + FELT_EUR_PER_ML),
  ),
  ...[RAL_9010, RAL_3009, ALUZINC].map((c) => roofSheet(bacT35ac, c, 0.5, sheetPrice(T35_PRICES, c, 0.5) + FELT_EUR_PER_ML)),
];

const ondulees: SeedProduct[] = [
  ...ONDULEE.palette.map((c) => roofSheet(ondulee, c, 0.5, sheetPrice(ONDULEE_PRICES, c, 0.5))),
  ...[RAL_9010, RAL_3009, RAL_8012].map((c) => roofSheet(ondulee, c, 0.63, sheetPrice(ONDULEE_PRICES, c, 0.63))),
  ...[0.63, 0.75].map((t) => roofSheet(ondulee, ALUZINC, t, sheetPrice(ONDULEE_PRICES, ALUZINC, t))),
];

const tuiles: SeedProduct[] = [
  ...TUILE.palette.map((c) => roofSheet(tuile, c, 0.5, 14.8)),
  ...[RAL_3009, RAL_8012, RAL_7016, RAL_5008].map((c) => roofSheet(tuile, c, 0.63, 17.4)),
];

const bardagesNervures: SeedProduct[] = [
  ...B35.palette.map((c) => roofSheet(bardageB35, c, 0.63, 14.4)),
  ...[RAL_9002, RAL_7016].map((c) => roofSheet(bardageB35, c, 0.75, 16.9)),
];

// --- Plaques éclairantes -----------------------------------------------------

const TRANSLUCENT: { profile: SheetProfile; material: 'polyester' | 'polycarbonate'; length: number }[] = [
  { profile: T40, material: 'polyester', length: 2.5 },
  { profile: T40, material: 'polyester', length: 3.5 },
  { profile: T40, material: 'polycarbonate', length: 3 },
  { profile: T35, material: 'polyester', length: 3 },
  { profile: T35, material: 'polycarbonate', length: 2.5 },
  { profile: ONDULEE, material: 'polycarbonate', length: 2 },
  { profile: ONDULEE, material: 'polycarbonate', length: 3 },
  { profile: ONDULEE, material: 'polycarbonate', length: 4 },
  { profile: ONDULEE, material: 'polyester', length: 2.5 },
];

const MATERIAL = {
  polyester: {
    key: 'PES',
    thickness: 1.2,
    kgPerM2: 1.8,
    eurPerM2: 16.5,
    facts: ['Polyester renforcé de fibres de verre, film de surface anti-UV', 'Transmission lumineuse : environ 80 %', 'Réaction au feu : classe E'],
  },
  polycarbonate: {
    key: 'PC',
    thickness: 0.8,
    kgPerM2: 1.1,
    eurPerM2: 22.5,
    facts: ['Polycarbonate compact traité anti-UV sur la face extérieure', 'Transmission lumineuse : environ 88 %', 'Résistant à la grêle et aux chocs, garanti 10 ans contre le jaunissement'],
  },
};

const plaquesEclairantes: SeedProduct[] = TRANSLUCENT.map((t) => {
  const m = MATERIAL[t.material];
  const profileKey = t.profile === ONDULEE ? 'OND' : t.profile.label;
  const reference = `PLQ-${profileKey}-${m.key}-${Math.round(t.length * 100)}`;
  const profileName = t.profile === ONDULEE ? 'tôle ondulée 76/18' : `bac ${t.profile.label}`;
  const area = t.profile.width * t.length;
  return make({
    reference,
    name: `Plaque éclairante ${t.material} ${profileName} – ${metres(t.length)} m`,
    category: 'plaques-eclairantes',
    summary: `Plaque translucide en ${t.material} au profil ${profileName}, ${metres(t.length)} m, pour éclairer naturellement hangars et ateliers.`,
    description: html(
      p(
        `Plaque éclairante en <strong>${t.material}</strong> au profil exact de notre ${profileName} : elle se pose à la place d’une tôle, avec les mêmes recouvrements.`,
      ),
      ul([
        ...m.facts,
        `Dimensions : ${fr(t.profile.width, 2)} × ${metres(t.length)} m, épaisseur ${fr(m.thickness, 1)} mm`,
        'Fixation en sommet d’onde ou de nervure avec vis et cavaliers, prépercer à Ø10 mm pour la dilatation',
      ]),
    ),
    unit: 'pièce',
    stock: stockFor(reference, 10, 120),
    brand: 'Polyclair',
    width: t.profile.width,
    // laid in a roof in place of a sheet of its profile, with the same laps
    coveringWidth: t.profile.coveringWidth,
    length: t.length,
    thickness: m.thickness,
    weight: round(area * m.kgPerM2, 1),
    tags: ['toiture'],
    price: cents(area * m.eurPerM2, 10),
    profile: t.profile.code,
  });
});

// --- Bardage plan et cassettes ---------------------------------------------------

const bardagePlan: SeedProduct[] = [
  ...[RAL_9010, RAL_9002, RAL_7016, RAL_7035].map((c) => ({ c, w: 0.6, l: 1.2, eur: 34.5, kind: 'cassette' as const })),
  ...[RAL_7016, RAL_9010].map((c) => ({ c, w: 0.4, l: 3, eur: 58, kind: 'cassette' as const })),
  ...[RAL_7016, RAL_1015].map((c) => ({ c, w: 0.2, l: 4, eur: 21.9, kind: 'lame' as const })),
].map(({ c, w, l, eur, kind }) => {
  const t = kind === 'cassette' ? 0.75 : 0.63;
  const mmW = Math.round(w * 1000);
  const mmL = Math.round(l * 1000);
  const reference = kind === 'cassette' ? `CAS-${mmW}-${mmL}-${colorKey(c)}` : `LAME-${mmW}-${mmL}-${colorKey(c)}`;
  const name =
    kind === 'cassette'
      ? `Cassette de façade ${mmW} × ${mmL} mm ${finish(c, true)} – ${fr(t, 2)} mm`
      : `Lame de bardage plane ${mmW} mm ${finish(c, true)} – ${metres(l)} m`;
  // Cassettes are folded on four sides: about 25 % more steel than the visible face.
  const weight = round(w * l * 1.25 * t * 7.85, 1);
  return make({
    reference,
    name,
    category: 'bardage-plan',
    summary:
      kind === 'cassette'
        ? `Cassette plane ${mmW} × ${mmL} mm à bords pliés, ${colorPhrase(c)}, pour façades architecturales à joints creux.`
        : `Lame plane à emboîtement de ${mmW} mm utiles, ${colorPhrase(c)}, pour habillages de façades, sous-faces et pignons.`,
    description: html(
      p(
        kind === 'cassette'
          ? `Cassette de façade en acier prélaqué <strong>${fr(t, 2)} mm</strong>, pliée sur quatre côtés, à accrocher sur rails porteurs : joints creux de 20 mm, aucune fixation apparente.`
          : `Lame plane à emboîtement en acier prélaqué <strong>${fr(t, 2)} mm</strong>, fixation invisible dans la rainure de la lame suivante.`,
      ),
      ul([
        `Revêtement : ${coating(c)}`,
        `Dimensions : ${mmW} × ${mmL} mm`,
        `Masse : ${fr(weight, 1)} kg`,
        'Film de protection pelable à retirer dès la pose',
      ]),
    ),
    unit: 'pièce',
    stock: stockFor(reference, 20, 300),
    brand: 'Metaliso',
    color: c,
    width: w,
    length: l,
    thickness: t,
    weight,
    tags: ['facade', 'prelaque'],
    price: cents(eur),
  });
});

bardagePlan.push(
  make({
    reference: 'CAS-SUR-MESURE',
    name: 'Cassettes de façade sur mesure – au m²',
    category: 'bardage-plan',
    summary: 'Cassettes fabriquées d’après le calepinage de votre façade, dans toutes les teintes de notre nuancier.',
    description: html(
      p('Nous réalisons le <strong>calepinage</strong> de votre façade et fabriquons chaque cassette à sa cote, jusqu’à 1 000 × 4 000 mm.'),
      ul([
        'Acier prélaqué 0,75 mm ou 1 mm, teintes du nuancier Metaliso',
        'Rails et pattes d’accrochage fournis',
        'Minimum de commande : 10 m², délai 3 semaines après validation du calepinage',
      ]),
    ),
    unit: 'm²',
    minQuantity: 10,
    stock: 999,
    brand: 'Metaliso',
    thickness: 0.75,
    weight: 7.4,
    tags: ['facade', 'sur-mesure'],
    price: cents(78),
  }),
);

// --- Faîtières, closoirs, bavettes et solins, visserie --------------------------

interface Trim {
  refPrefix: string;
  /** name without finish, e.g. "Faîtière crantée T40" */
  label: string;
  feminine: boolean;
  category: Leaf;
  profile?: ProfileCode;
  /** developed width, m */
  developed: number;
  length: number;
  thickness: number;
  eur: { prelaque: number; aluzinc: number };
  summary: string;
  intro: string;
  facts: string[];
  tags: Tag[];
}

function trim(t: Trim, c: SeedColor): SeedProduct {
  const reference = `${t.refPrefix}-${colorKey(c)}`;
  const weight = round(t.developed * t.length * t.thickness * 7.85, 2);
  return make({
    reference,
    name: `${t.label} ${finish(c, t.feminine)} – ${metres(t.length)} m`,
    category: t.category,
    summary: `${t.summary} ${c.ral ? `Teinte ${c.label.toLowerCase()} ${c.ral}.` : 'Finition aluzinc.'}`,
    description: html(
      p(t.intro),
      ul([
        `Acier ${fr(t.thickness, 2)} mm, revêtement ${coating(c)}`,
        `Longueur ${metres(t.length)} m, développé ${Math.round(t.developed * 1000)} mm`,
        ...t.facts,
      ]),
    ),
    unit: 'pièce',
    stock: stockFor(reference, 15, 350),
    brand: 'Metaliso',
    color: c,
    width: t.developed,
    length: t.length,
    thickness: t.thickness,
    weight,
    tags: [...t.tags, ...finishTags(c)],
    price: cents(c.ral ? t.eur.prelaque : t.eur.aluzinc),
    profile: t.profile,
  });
}

const ridgeFacts = ['Recouvrement de 15 cm entre éléments', 'Fixation par vis de couture 4,8 × 20 tous les 30 cm et dans chaque nervure'];

const faitieres: SeedProduct[] = [
  ...T40.palette.map((c) =>
    trim(
      {
        refPrefix: 'FAI-T40',
        label: 'Faîtière crantée T40',
        feminine: true,
        category: 'faitieres',
        profile: 'bac-t40',
        developed: 0.5,
        length: 2,
        thickness: 0.63,
        eur: { prelaque: 21.5, aluzinc: 18.4 },
        summary: 'Faîtière crantée au pas des nervures du bac T40, pour un faîtage étanche et ventilé.',
        intro: 'Faîtière <strong>crantée</strong> découpée au pas de 250 mm du bac T40 : ses dents s’emboîtent dans les creux des nervures, à compléter par un closoir pour les toitures exposées.',
        facts: ridgeFacts,
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...T35.palette.map((c) =>
    trim(
      {
        refPrefix: 'FAI-T35',
        label: 'Faîtière crantée T35',
        feminine: true,
        category: 'faitieres',
        profile: 'bac-t35',
        developed: 0.48,
        length: 2,
        thickness: 0.63,
        eur: { prelaque: 20.9, aluzinc: 17.9 },
        summary: 'Faîtière crantée au pas des nervures du bac T35.',
        intro: 'Faîtière <strong>crantée</strong> au pas de 207 mm du bac T35, pour couvrir la jonction des deux versants.',
        facts: ridgeFacts,
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...ONDULEE.palette.map((c) =>
    trim(
      {
        refPrefix: 'FAI-OND',
        label: 'Faîtière lisse pour tôle ondulée 76/18',
        feminine: true,
        category: 'faitieres',
        profile: 'ondulee-76-18',
        developed: 0.45,
        length: 2,
        thickness: 0.5,
        eur: { prelaque: 18.9, aluzinc: 16.2 },
        summary: 'Faîtière lisse à ailes de 200 mm assortie aux tôles ondulées 76/18.',
        intro: 'Faîtière <strong>lisse</strong> à ailes de 200 mm pour tôle ondulée 76/18, à poser sur closoirs mousse pour fermer les ondes.',
        facts: ['Recouvrement de 15 cm entre éléments', 'Fixation en sommet d’onde, une onde sur deux'],
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...TUILE.palette.map((c) =>
    trim(
      {
        refPrefix: 'FAI-TUI',
        label: 'Faîtière ronde tuile acier',
        feminine: true,
        category: 'faitieres',
        profile: 'tuile-acier',
        developed: 0.45,
        length: 2,
        thickness: 0.5,
        eur: { prelaque: 24.9, aluzinc: 24.9 },
        summary: 'Faîtière ronde assortie aux panneaux tuile acier, pour faîtages et arêtiers.',
        intro: 'Faîtière <strong>ronde</strong> au galbe de la tuile, utilisable en faîtage comme en arêtier, avec embouts de finition disponibles sur demande.',
        facts: ['Recouvrement de 10 cm entre éléments', 'Fixation latérale par vis 4,8 × 35 laquées'],
        tags: ['toiture'],
      },
      c,
    ),
  ),
];

const closoirs: SeedProduct[] = [
  { ref: 'CLO-T40-MOUSSE', profile: T40, kind: 'mousse' as const, eur: 2.4 },
  { ref: 'CLO-T40-PERF', profile: T40, kind: 'perfore' as const, eur: 4.9 },
  { ref: 'CLO-T35-MOUSSE', profile: T35, kind: 'mousse' as const, eur: 2.4 },
  { ref: 'CLO-T35-PERF', profile: T35, kind: 'perfore' as const, eur: 4.9 },
  { ref: 'CLO-OND-MOUSSE', profile: ONDULEE, kind: 'mousse' as const, eur: 2.1 },
  { ref: 'CLO-TUI-MOUSSE', profile: TUILE, kind: 'mousse' as const, eur: 2.9 },
  { ref: 'CLO-B35-MOUSSE', profile: B35, kind: 'mousse' as const, eur: 2.4 },
].map(({ ref, profile, kind, eur }) => {
  const target = profile === ONDULEE ? 'tôle ondulée 76/18' : profile === TUILE ? 'tuile acier' : profile === B35 ? 'bardage B35' : `bac ${profile.label}`;
  const length = profile === TUILE ? 1.1 : 1;
  return make({
    reference: ref,
    name: `Closoir ${kind === 'mousse' ? 'mousse' : 'métallique perforé'} pour ${target} – ${metres(length)} m`,
    category: 'closoirs',
    summary:
      kind === 'mousse'
        ? `Closoir en mousse noire au profil exact du ${target}, qui ferme les ondes en faîtage et à l’égout contre les insectes, les oiseaux et la pluie battante.`
        : `Closoir métallique perforé pour ${target} : il ferme les nervures tout en ventilant la sous-face de la couverture.`,
    description: html(
      p(
        kind === 'mousse'
          ? `Closoir en <strong>polyéthylène expansé noir</strong> à cellules fermées, découpé au profil du ${target}, face adhésive pour tenir en place pendant la pose.`
          : `Closoir en acier galvanisé <strong>perforé</strong> (trous Ø5), découpé au profil du ${target} : la ventilation limite la condensation sous la couverture.`,
      ),
      ul([
        `Longueur ${metres(length)} m, soit une largeur de plaque`,
        kind === 'mousse' ? 'Imputrescible, stabilisé anti-UV' : 'Fixation par rivets ou vis de couture sur la panne sablière',
        'Un closoir en haut et un en bas de chaque plaque',
      ]),
    ),
    unit: 'pièce',
    stock: stockFor(ref, 100, 1500),
    brand: 'Metaliso',
    width: null,
    length,
    weight: kind === 'mousse' ? 0.05 : 0.6,
    tags: profile === B35 ? ['facade'] : ['toiture'],
    price: cents(eur),
    profile: profile.code,
  });
});

closoirs.push(
  make({
    reference: 'CLO-ALU-PLISSE',
    name: 'Closoir souple aluminium plissé – rouleau de 5 m',
    category: 'closoirs',
    summary: 'Closoir universel en aluminium plissé à bande butyle, qui épouse tous les profils en faîtage et contre les murs.',
    description: html(
      p('Bande d’<strong>aluminium plissé</strong> de 300 mm avec deux bandes butyle autocollantes : elle se façonne à la main sur n’importe quel profil.'),
      ul(['Rouleau de 5 m', 'Convient aux bacs, tôles ondulées et tuiles acier', 'Tient sans vis grâce au butyle']),
    ),
    unit: 'rouleau',
    stock: 140,
    brand: 'Metaliso',
    width: 0.3,
    length: 5,
    weight: 1.1,
    tags: ['toiture'],
    price: cents(24.9),
  }),
);

const riveFacts = ['Recouvrement de 10 cm entre éléments', 'Fixation dans chaque panne et couture tous les 50 cm'];

const bavettesSolins: SeedProduct[] = [
  ...T40.palette.map((c) =>
    trim(
      {
        refPrefix: 'RIV-T40',
        label: 'Rive T40',
        feminine: true,
        category: 'bavettes-solins',
        profile: 'bac-t40',
        developed: 0.33,
        length: 2,
        thickness: 0.63,
        eur: { prelaque: 16.8, aluzinc: 14.2 },
        summary: 'Rive d’habillage du bord latéral d’une toiture en bac T40, qui protège la planche de rive du vent.',
        intro: 'Rive pliée recouvrant la dernière nervure du bac <strong>T40</strong> et la tête de pignon : c’est par les rives que le vent cyclonique attaque une toiture.',
        facts: riveFacts,
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...T40.palette.map((c) =>
    trim(
      {
        refPrefix: 'BAV-T40',
        label: 'Bavette T40',
        feminine: true,
        category: 'bavettes-solins',
        profile: 'bac-t40',
        developed: 0.4,
        length: 2,
        thickness: 0.63,
        eur: { prelaque: 17.9, aluzinc: 15.3 },
        summary: 'Bavette d’égout ou de raccord sous faîtière pour bac T40.',
        intro: 'Bavette pliée qui rejette l’eau dans la gouttière à l’égout, ou assure l’étanchéité d’un raccord de toiture en bac <strong>T40</strong>.',
        facts: ['Larmier anti-retour d’eau', 'Recouvrement de 10 cm entre éléments'],
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...[RAL_9010, RAL_7016, RAL_3009, ALUZINC].map((c) =>
    trim(
      {
        refPrefix: 'SOL-MUR',
        label: 'Solin mural',
        feminine: false,
        category: 'bavettes-solins',
        developed: 0.25,
        length: 2,
        thickness: 0.63,
        eur: { prelaque: 15.5, aluzinc: 13.1 },
        summary: 'Solin de raccord entre une couverture et un mur, à engraver ou à poser avec mastic.',
        intro: 'Solin plié à <strong>retour d’engravure</strong> de 20 mm pour raccorder une couverture en pente contre un mur maçonné.',
        facts: ['Convient à tous nos profils de couverture', 'Joint mastic polyuréthane en tête'],
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...[RAL_9010, RAL_3009, RAL_8012, ALUZINC].map((c) =>
    trim(
      {
        refPrefix: 'RIV-OND',
        label: 'Rive pour tôle ondulée 76/18',
        feminine: true,
        category: 'bavettes-solins',
        profile: 'ondulee-76-18',
        developed: 0.3,
        length: 2,
        thickness: 0.5,
        eur: { prelaque: 15.2, aluzinc: 12.9 },
        summary: 'Rive de pignon épousant la dernière onde d’une couverture en tôle ondulée 76/18.',
        intro: 'Rive à <strong>bord roulé</strong> qui coiffe la dernière onde et la planche de rive, pour les couvertures en tôle ondulée 76/18.',
        facts: riveFacts,
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...[RAL_3009, RAL_8012, RAL_7016].map((c) =>
    trim(
      {
        refPrefix: 'RIV-TUI',
        label: 'Rive pour tuile acier',
        feminine: true,
        category: 'bavettes-solins',
        profile: 'tuile-acier',
        developed: 0.32,
        length: 2,
        thickness: 0.5,
        eur: { prelaque: 19.8, aluzinc: 19.8 },
        summary: 'Rive de pignon assortie aux panneaux tuile acier.',
        intro: 'Rive festonnée suivant les marches du panneau <strong>tuile acier</strong>, pour une finition de pignon sans jour.',
        facts: riveFacts,
        tags: ['toiture'],
      },
      c,
    ),
  ),
  ...[RAL_9010, RAL_9002, RAL_7016].map((c) =>
    trim(
      {
        refPrefix: 'ANG-B35',
        label: 'Angle extérieur de bardage B35',
        feminine: false,
        category: 'bavettes-solins',
        profile: 'bardage-b35',
        developed: 0.3,
        length: 3,
        thickness: 0.63,
        eur: { prelaque: 24.5, aluzinc: 21 },
        summary: 'Cornière d’angle extérieur 150 × 150 mm pour bardage B35.',
        intro: 'Cornière d’angle de <strong>150 × 150 mm</strong> qui habille les angles sortants d’un bardage B35.',
        facts: ['Fixation par vis de couture tous les 50 cm', 'Recouvrement de 10 cm entre éléments'],
        tags: ['facade'],
      },
      c,
    ),
  ),
];

// --- Visserie -------------------------------------------------------------------

interface Screw {
  ref: string;
  /** "6,3 × 25" */
  size: string;
  type: 'autoperceuse' | 'bois' | 'couture' | 'inox';
  box: 100 | 250;
  head: SeedColor | null;
  eur: number;
  kgPer100: number;
  diameter: number;
  use: string;
}

const SCREW_LABEL: Record<Screw['type'], string> = {
  autoperceuse: 'Vis autoperceuse',
  bois: 'Vis à bois autoperceuse',
  couture: 'Vis de couture',
  inox: 'Vis autoperceuse inox A2',
};

const SCREWS: Screw[] = [
  { ref: 'VIS-6325-100', size: '6,3 × 25', type: 'autoperceuse', box: 100, head: null, eur: 26.5, kgPer100: 0.65, diameter: 6.3, use: 'fixation en creux de nervure sur panne acier et fixation des accessoires' },
  { ref: 'VIS-6325-250', size: '6,3 × 25', type: 'autoperceuse', box: 250, head: null, eur: 59.9, kgPer100: 0.65, diameter: 6.3, use: 'fixation en creux de nervure sur panne acier et fixation des accessoires' },
  ...[RAL_9010, RAL_7016, RAL_3009, RAL_1015].map(
    (c): Screw => ({ ref: `VIS-6325-${colorKey(c)}-100`, size: '6,3 × 25', type: 'autoperceuse', box: 100, head: c, eur: 29.9, kgPer100: 0.65, diameter: 6.3, use: 'fixation apparente des bardages et accessoires prélaqués' }),
  ),
  { ref: 'VIS-6380-100', size: '6,3 × 80', type: 'autoperceuse', box: 100, head: null, eur: 34.5, kgPer100: 1.75, diameter: 6.3, use: 'fixation en sommet de nervure des bacs T40 et T35 sur panne acier' },
  ...[RAL_7016, RAL_3009].map(
    (c): Screw => ({ ref: `VIS-6380-${colorKey(c)}-100`, size: '6,3 × 80', type: 'autoperceuse', box: 100, head: c, eur: 38.9, kgPer100: 1.75, diameter: 6.3, use: 'fixation en sommet de nervure des bacs prélaqués sur panne acier' }),
  ),
  { ref: 'VIS-63110-100', size: '6,3 × 110', type: 'autoperceuse', box: 100, head: null, eur: 42, kgPer100: 2.3, diameter: 6.3, use: 'fixation en sommet de nervure au travers d’un isolant de 30 mm' },
  { ref: 'VIS-63130-100', size: '6,3 × 130', type: 'autoperceuse', box: 100, head: null, eur: 46.9, kgPer100: 2.7, diameter: 6.3, use: 'fixation des bacs anti-condensation et des tôles ondulées avec cavalier au travers d’un isolant' },
  { ref: 'VIS-BOIS-6580-100', size: '6,5 × 80', type: 'bois', box: 100, head: null, eur: 31.5, kgPer100: 1.9, diameter: 6.5, use: 'fixation des couvertures sur charpente bois, en sommet d’onde avec cavalier' },
  { ref: 'VIS-BOIS-6580-250', size: '6,5 × 80', type: 'bois', box: 250, head: null, eur: 72, kgPer100: 1.9, diameter: 6.5, use: 'fixation des couvertures sur charpente bois, en sommet d’onde avec cavalier' },
  { ref: 'VIS-COUT-4820-250', size: '4,8 × 20', type: 'couture', box: 250, head: null, eur: 28.9, kgPer100: 0.3, diameter: 4.8, use: 'couture des recouvrements longitudinaux et fixation des faîtières, rives et bavettes' },
  { ref: 'VIS-COUT-4820-9010-250', size: '4,8 × 20', type: 'couture', box: 250, head: RAL_9010, eur: 32.9, kgPer100: 0.3, diameter: 4.8, use: 'couture apparente des bardages et accessoires blancs' },
  { ref: 'VIS-INOX-6325-100', size: '6,3 × 25', type: 'inox', box: 100, head: null, eur: 49, kgPer100: 0.65, diameter: 6.3, use: 'fixation en creux de nervure en bord de mer et en atmosphère marine' },
  { ref: 'VIS-INOX-6380-100', size: '6,3 × 80', type: 'inox', box: 100, head: null, eur: 64, kgPer100: 1.75, diameter: 6.3, use: 'fixation en sommet de nervure en bord de mer et en atmosphère marine' },
];

const visserie: SeedProduct[] = SCREWS.map((s) => {
  const headLabel = s.head?.ral ? ` tête ${s.head.ral}` : '';
  const inox = s.type === 'inox';
  return make({
    reference: s.ref,
    name: `${SCREW_LABEL[s.type]} ${s.size}${headLabel} – boîte de ${s.box}`,
    category: 'visserie',
    summary: `${SCREW_LABEL[s.type]} ${s.size} avec rondelle d’étanchéité, pour ${s.use}.`,
    description: html(
      p(
        `${SCREW_LABEL[s.type]} <strong>${s.size} mm</strong> à tête hexagonale de 8 mm${s.head?.ral ? ` laquée ${s.head.ral} ${s.head.label.toLowerCase()}` : ''}, avec rondelle acier vulcanisée <strong>EPDM Ø${s.diameter < 5 ? 14 : 16}</strong>.`,
      ),
      ul([
        `Usage : ${s.use}`,
        inox
          ? 'Corps en inox austénitique A2, pointe foret en acier trempé : aucune rouille en ambiance saline'
          : s.type === 'bois'
            ? 'Filetage bois à pointe autoperceuse, revêtement anticorrosion bicouche (1 000 h au brouillard salin)'
            : s.type === 'couture'
              ? 'Acier cémenté, revêtement anticorrosion bicouche (1 000 h au brouillard salin), assemble deux tôles jusqu’à 2 × 1,25 mm'
              : 'Acier cémenté, revêtement anticorrosion bicouche (1 000 h au brouillard salin), perçage jusqu’à 5 mm d’acier',
        'Serrage à la visseuse avec butée de profondeur : la rondelle doit être comprimée sans déborder',
        `Boîte de ${s.box} vis`,
      ]),
    ),
    unit: 'boîte',
    stock: stockFor(s.ref, 10, 260),
    brand: 'Fixinox',
    color: s.head,
    diameter: s.diameter,
    weight: round((s.kgPer100 * s.box) / 100, 2),
    tags: inox ? ['toiture', 'bord-de-mer'] : s.size === '6,3 × 80' || s.type === 'bois' ? ['toiture', 'anticyclonique'] : ['toiture'],
    price: cents(s.eur),
  });
});

visserie.push(
  make({
    reference: 'CAV-7618-100',
    name: 'Cavalier pour tôle ondulée 76/18 – boîte de 100',
    category: 'visserie',
    summary: 'Cavalier acier galvanisé qui répartit l’effort de la vis en sommet d’onde et évite l’écrasement de la tôle.',
    description: html(
      p('Cavalier embouti au galbe de l’onde <strong>76/18</strong>, indispensable pour une fixation en sommet d’onde résistante à l’arrachement.'),
      ul(['Acier galvanisé 1,5 mm', 'Pour vis 6,3 × 80 ou 6,5 × 80', 'Boîte de 100 cavaliers']),
    ),
    unit: 'boîte',
    stock: 180,
    brand: 'Fixinox',
    weight: 2.2,
    tags: ['toiture', 'anticyclonique'],
    price: cents(27.5),
    profile: 'ondulee-76-18',
  }),
);

// ===========================================================================

export const products: SeedProduct[] = [
  ...straightBars,
  ...bundles,
  ...coils,
  ...plainRounds,
  ...wires,
  ...shapedPieces,
  ...stPanels,
  ...pafProducts,
  ...stiffeners,
  ...poteaux,
  ...poutres,
  ...semellesFilantes,
  ...semellesIsolees,
  ...longrines,
  ...shapingToPlan,
  ...cutToLengthService,
  ...spacers,
  ...tying,
  ...bacsNervures,
  ...bacsAntiCondensation,
  ...ondulees,
  ...plaquesEclairantes,
  ...tuiles,
  ...bardagesNervures,
  ...bardagePlan,
  ...faitieres,
  ...closoirs,
  ...bavettesSolins,
  ...visserie,
];
