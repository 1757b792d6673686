/**
 * Product and editorial pictures: deterministic SVG illustrations drawn by the
 * API from a kind, a slug and an optional colour, one drawing per family of
 * goods (see media/families.ts), without any text (names stay in the HTML).
 * URLs are absolute (PUBLIC_API_URL, never the request's Host) so that a site
 * built elsewhere can use them as they are.
 */
import { bars, coil } from './drawings/bars';
import { pictureFamily, type PictureFamily } from './drawings/families';
import { cage, mesh } from './drawings/mesh-and-cages';
import { factory, roof, truck } from './drawings/scenes';
import { shaped } from './drawings/shaped';
import { cladding, corrugated, tile, trapezoidal } from './drawings/sheets';
import { screws } from './drawings/screws';
import { spacers } from './drawings/spacers';
import { tools } from './drawings/tools';
import { frame, hash, STEEL_GREY, type Pen } from './drawings/svg-kit';
import { closure, flashing, ridge } from './drawings/trims';

export { STEEL_GREY } from './drawings/svg-kit';

export const MEDIA_KINDS = ['product', 'category', 'page', 'gamme', 'slide', 'article', 'logo'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function mediaPath(kind: MediaKind, slug: string, hex?: string | null) {
  const safe = slug.replace(/[^a-z0-9-]/g, '-');
  const c = hex ? `?c=${encodeURIComponent(hex.replace('#', ''))}` : '';
  return `/media/${kind}/${safe}.svg${c}`;
}

/** Roofing drawn without a given colour (editorial pictures): the range's most asked-for RAL shades. */
const RAL = ['#6d3b2f', '#0f4336', '#383e42', '#6b3330', '#2d5f7c'];

/** Roofing products sold without a paint are aluzinc. */
const ALUZINC = '#b9bcbd';
/** Drawn in bare steel unless the URL gives a colour. */
const STEEL: PictureFamily[] = ['bars', 'coil', 'mesh', 'cage', 'shaped', 'tools', 'truck', 'factory'];

const DRAW: Record<PictureFamily, [label: string, draw: (pen: Pen) => string]> = {
  bars: ['Barres d’acier à haute adhérence', bars],
  coil: ['Couronne de fil d’acier', coil],
  mesh: ['Panneau de treillis soudé', mesh],
  cage: ['Armature assemblée', cage],
  shaped: ['Aciers façonnés', shaped],
  corrugated: ['Tôle ondulée', corrugated],
  trapezoidal: ['Bac acier nervuré', trapezoidal],
  tile: ['Panneau tuile acier', tile],
  cladding: ['Cassettes de façade', cladding],
  ridge: ['Faîtière', ridge],
  flashing: ['Pièce de rive pliée', flashing],
  closure: ['Closoir', closure],
  screws: ['Vis autoperceuses', screws],
  spacers: ['Cales d’enrobage', spacers],
  tools: ['Outillage de ferraillage', tools],
  roof: ['Toiture en acier', roof],
  truck: ['Livraison sur chantier', truck],
  factory: ['Usine de Trefima', factory],
};

function penFor(family: PictureFamily, kind: string, slug: string, hexParam: string | undefined, seed: number): Pen {
  if (hexParam && /^[0-9a-fA-F]{6}$/.test(hexParam)) return { colour: `#${hexParam.toLowerCase()}`, given: true, seed, slug };
  const colour = STEEL.includes(family) ? STEEL_GREY : kind === 'product' ? ALUZINC : RAL[seed % RAL.length];
  return { colour, given: false, seed, slug };
}

/** The 4:3 picture (400 × 300) for a media URL; the same URL always gets the same bytes. */
export function pictureSvg(kind: string, slug: string, hexParam?: string): string {
  const seed = hash(`${kind}/${slug}`);
  const family = pictureFamily(kind, slug, seed);
  const [label, draw] = DRAW[family];
  return frame(draw(penFor(family, kind, slug, hexParam, seed)), label, { tint: kind !== 'product', seed });
}
