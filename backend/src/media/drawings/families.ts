/**
 * Which drawing a picture URL gets, from its kind and slug alone: the media
 * route has no database, and a slug is enough (product slugs start with the
 * product's own word: `barre-ha-…`, `treillis-soude-…`, `faitiere-…`), so a
 * picture costs no query and stays the same for a given URL.
 */
export const PICTURE_FAMILIES = [
  'bars',
  'coil',
  'mesh',
  'cage',
  'shaped',
  'corrugated',
  'trapezoidal',
  'tile',
  'cladding',
  'ridge',
  'flashing',
  'closure',
  'screws',
  'spacers',
  'tools',
  'roof',
  'truck',
  'factory',
] as const;
export type PictureFamily = (typeof PICTURE_FAMILIES)[number];

/** Product slugs: the first words name the product (`rive-pour-tole-ondulee` is a flashing, not a sheet). */
const PRODUCT_HEADS: [RegExp, PictureFamily][] = [
  [/^(barre|botte|rond-lisse|coupe-a-longueur)/, 'bars'],
  [/^(couronne|fil-)/, 'coil'],
  [/^treillis/, 'mesh'],
  [/^(armature|assemblage|chainage|raidisseur)/, 'cage'],
  [/^(cadre|etrier|epingle|faconnage|etude)/, 'shaped'],
  [/^(tole-ondulee|plaque-eclairante-[a-z]+-tole)/, 'corrugated'],
  [/^(bac-acier|bardage-nervure|plaque-eclairante)/, 'trapezoidal'],
  [/^panneau-tuile/, 'tile'],
  [/^(cassette|lame-de-bardage)/, 'cladding'],
  [/^faitiere/, 'ridge'],
  [/^(bavette|rive|solin|angle|chene|habillage)/, 'flashing'],
  [/^closoir/, 'closure'],
  [/^(vis|cavalier|rivet)/, 'screws'],
  [/^(cale|chaise|distancier)/, 'spacers'],
  [/^(attache|bobine|capuchon|cintreuse|coupe-boulon|ligatureuse|tenaille|tourne-fil)/, 'tools'],
];

/**
 * Words anywhere in a slug, in order of precedence: categories, ranges,
 * pages and articles, and products whose slug the table above does not know.
 */
const KEYWORDS: [RegExp, PictureFamily][] = [
  [/livraison|grue|camion|transport/, 'truck'],
  [/barres/, 'bars'],
  [/^(gamme-)?couverture/, 'roof'],
  [/accessoires-(de-)?couverture|faitiere|closoir/, 'ridge'],
  [/accessoires-beton|enrobage|\bcales?-|distancier/, 'spacers'],
  [/ligature|outillage|tenaille/, 'tools'],
  [/visserie|\bvis-|fixation/, 'screws'],
  [/bavette|solin|\brive-/, 'flashing'],
  [/cassette|bardage-plan/, 'cladding'],
  [/treillis|panneau-soude/, 'mesh'],
  [/nomenclature|faconnage|cintreuse|cadres?-|etriers?|ferraillage-sur|etude-de-ferraillage/, 'shaped'],
  [/armature|ferraillage|chainage|raidisseur|poteau|poutre|semelle|longrine|recouvrement/, 'cage'],
  [/tuile/, 'tile'],
  [/ondulee|toles?\b|eclairante/, 'corrugated'],
  [/bacs?-|bardage|profilage|pente|condensation/, 'trapezoidal'],
  [/usine|production|filiale|le-groupe|qui-sommes|photovoltaique|trefima|depot|retrait/, 'factory'],
  [/toiture|couverture|metaliso|cyclon|teinte|couleur|habitat|particuliers/, 'roof'],
  [/couronne|fil-|dressage/, 'coil'],
  [/barres?|acier|haute-adherence|bottes?|ronds?-|coupe|poids|chutes|tarifs/, 'bars'],
  [/chantier/, 'cage'],
];

/** The home page slider, in its seed order: the steelworks, Metaliso, ready cages, delivery. */
const SLIDES: PictureFamily[] = ['factory', 'roof', 'cage', 'truck'];
const EDITORIAL_FALLBACK: PictureFamily[] = ['bars', 'mesh', 'roof', 'cage', 'corrugated', 'factory'];

export function pictureFamily(kind: string, slug: string, seed = 0): PictureFamily {
  if (kind === 'product') {
    for (const [re, family] of PRODUCT_HEADS) if (re.test(slug)) return family;
  }
  const slide = kind === 'slide' ? /^slide-(\d+)$/.exec(slug) : null;
  if (slide) return SLIDES[(Number(slide[1]) - 1 + SLIDES.length) % SLIDES.length];
  for (const [re, family] of KEYWORDS) if (re.test(slug)) return family;
  return kind === 'product' ? 'bars' : EDITORIAL_FALLBACK[seed % EDITORIAL_FALLBACK.length];
}
