import type { RoofProfile } from '@trefima/domain/tools/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { ceilDiv, hipFaceRuns, hipMm, rampantCm, splitRow, splitRowOnModule, toCm, toMm } from './roof-geometry';
import { colourName, validateRoof, type RoofColour, type RoofErrors, type RoofInput } from './roof-input';

/**
 * The roof configurator's arithmetic: from a roof described by the buyer
 * (slopes, dimensions, pitch, eave overhang) and a profile of the catalogue,
 * the bill of materials — sheets cut to length, ridge pieces, closures,
 * gable flashings (rives) and boxes of screws. Pure: no I/O, no prices.
 *
 * MODEL
 *
 * - The building's length L runs along the ridge and the eaves, its width W
 *   across. The pitch p is in percent (rise / horizontal run × 100).
 * - Horizontal run of a slope: W for one slope (lean-to), W/2 for two and
 *   four slopes. Its length along the fall ("rampant"):
 *       run × √(1 + (p/100)²) + eave overhang,
 *   rounded up to the centimetre (sheets are cut to the centimetre).
 * - Sheets run along the fall. A slope takes ceil(covered width / useful
 *   width) rows of sheets, the covered width being the slope's length along
 *   the eaves: L for one and two slopes. On a hip roof (four slopes) the two
 *   trapezoids have eaves L and the two triangles eaves W (if W > L the two
 *   are swapped: the ridge runs along the longer side, ridge = L − W).
 * - Hip roof, as strips: rows are laid from one corner; each row's sheet is
 *   cut to the longest fall within its strip of useful width (in plan, the
 *   distance from the eave to the hip is the distance to the nearest corner,
 *   capped at W/2), plus the overhang. Simplification: the triangular offcut
 *   of each sheet along the hip is not reused elsewhere, the overhang is not
 *   carried round the corners, and the last row's sheet is a whole sheet
 *   even if the strip is narrower. Identical lengths are grouped.
 * - A row longer than the profile's max_length is made of n sheets of equal
 *   length overlapping by end_lap: n = ceil((rampant − lap) / (max − lap)),
 *   each ceil((rampant + (n − 1) × lap) / n) to the centimetre. A sheet
 *   shorter than min_length (a hip corner) is raised to min_length.
 * - Ridge pieces: ceil(ridge length / ridge_useful_length). Two slopes:
 *   ridge = L. Four slopes: ridge = L − W and the four hips are covered with
 *   the same ridge pieces, ceil(hip / ridge_useful_length) each, a hip being
 *   (W/2) × √(2 + (p/100)²) from the corner of the walls to the ridge (the
 *   overhang is left out). A lean-to has no ridge: its head (against a wall,
 *   usually) takes a wall flashing that is not counted.
 * - Closures: ceil(eave length / closure_useful_length) for each eave, and as
 *   many under the ridge on each side (two slopes: 2 eaves of L and 2 × L
 *   under the ridge; four slopes: 2 eaves of L, 2 of W and 2 × (L − W) under
 *   the ridge, none along the hips). A lean-to takes one row at its eave and
 *   one at its head.
 * - Flashings (rives) on the gable edges, ceil(rampant / flashing_useful_length)
 *   for each edge: 2 edges for one slope, 4 for two slopes, none for a hip
 *   roof (it has no gable).
 * - Screws: ceil(area of the sheets × screws_per_m2), the area being the sum
 *   of every sheet's length × useful width (end laps included); sold by boxes
 *   of screws_per_box: ceil(screws / screws_per_box).
 *
 * The lengths and counts are worked out on integers: roof-geometry.ts; the
 * roof as typed and its checks: roof-input.ts.
 */

export type BillKind = 'sheet' | 'ridge' | 'closure' | 'flashing' | 'screws' | 'stitching' | 'saddles';

export interface BillLine {
  productId: number;
  kind: BillKind;
  /** French designation */
  label: string;
  /** integer count of the catalogue's unit: sheets, pieces, boxes */
  quantity: number;
  /** metres, cut length of each sheet (sheets only) */
  length?: number;
}

export interface RoofGeometry {
  /** metres along the fall of a full slope, overhang included (hip roof: the middle rows) */
  rampant: number;
  /** metres of ridge (0 for a lean-to and a pyramid) */
  ridge: number;
  /** metres of each of the 4 hips, from the overhang's corner (0 unless four slopes) */
  hip: number;
  /** metres of eaves, all of them */
  eaves: number;
  /** gable edges finished with a flashing */
  gableEdges: number;
  /** rows of sheets across all the slopes */
  rows: number;
}

export interface Bill {
  lines: BillLine[];
  /** m² of sheets (length × useful width), 2 decimals */
  area: number;
  /** number of sheets */
  sheets: number;
  /** number of screws fixing the sheets, before boxing */
  screws: number;
  geometry: RoofGeometry;
  /** French notes the buyer should read: sheets split, lengths raised, products missing */
  warnings: string[];
}

export type RoofResult = { ok: true; bill: Bill } | { ok: false; errors: RoofErrors };

/**
 * Purlin spacing taken when the profile's data give none (metres): the product pages leave it to the wind
 * calculation (« entraxe de pannes à valider selon la note de calcul au vent »); 1,20 m is on the safe side
 * for the thin sheets sold in cyclonic zones (closer purlins than usual: more fixing lines, more screws).
 */
export const DEFAULT_PURLIN_SPACING = 1.2;
/**
 * Rampant beyond which the shop's article « Quelle pente minimale pour un bac acier ou une tôle ondulée ? »
 * (conseils/pente-minimale-d-un-bac-acier) says to raise the pitch above the one-piece minimum (« au-delà
 * d’une dizaine de mètres de rampant, augmentez la pente »), cm. It gives no figure: the bill then advises
 * the profile's lapped minimum (15 % for ribbed sheets, the higher of the article's « 10 à 15 % »).
 */
export const LONG_RAMPANT_CM = 1000;

/** 2 decimals kept, the French way: 0,50 mm, 1,20 m */
const fixed2 = (n: number) => n.toFixed(2).replace('.', ',');
const count0 = (n: number) => formatDecimal(n, { decimals: 0 });

// ---------------------------------------------------------------------------
// The bill
// ---------------------------------------------------------------------------

/**
 * The bill of materials of a roof in a profile and a colour, or the French
 * reasons it cannot be computed. See the model at the top of this file.
 */
export function computeRoof(input: RoofInput, profile: RoofProfile, colour: RoofColour): RoofResult {
  const errors = validateRoof(input, profile);
  if (Object.keys(errors).length) return { ok: false, errors };

  const slopes = input.slopes as 1 | 2 | 4;
  let lengthMm = toMm(input.length!);
  let widthMm = toMm(input.width!);
  // a hip roof's ridge runs along its longer side
  if (slopes === 4 && widthMm > lengthMm) [lengthMm, widthMm] = [widthMm, lengthMm];
  const pitchBp = Math.round(input.pitch! * 100);
  const overhangMm = toMm(input.overhang!);

  const usefulMm = toMm(profile.useful_width);
  const minCm = toCm(profile.min_length);
  const maxCm = toCm(profile.max_length);
  const lapCm = toCm(profile.end_lap);
  const ridgeUsefulMm = toMm(profile.ridge_useful_length);
  const closureUsefulMm = toMm(profile.closure_useful_length);
  const flashingUsefulMm = toMm(profile.flashing_useful_length);
  const module = profile.length_module ? { stepMm: toMm(profile.length_module.step), eaveMm: toMm(profile.length_module.eave) } : null;
  const ribs = profile.fixing_ribs;
  const spacingMm = toMm(profile.purlin_spacing ?? DEFAULT_PURLIN_SPACING);

  /** A row of `rowCm` in sheets: how many, each of which length (cm), on the profile's grid if it has one. */
  const split = (rowCm: number) => {
    if (!module) return splitRow(rowCm, maxCm, lapCm);
    const s = splitRowOnModule(rowCm * 10, maxCm * 10, lapCm * 10, module.stepMm, module.eaveMm);
    return { count: s.count, pieceCm: s.pieceMm / 10 };
  };

  const halfSpanMm = slopes === 1 ? widthMm : widthMm / 2; // W is a whole number of cm: W/2 is whole mm
  const rampant = rampantCm(halfSpanMm, pitchBp, overhangMm);

  // rows of lapped sheets need a steeper pitch than sheets in one piece (the article, see LONG_RAMPANT_CM)
  const lappedPitch = profile.min_pitch_lapped_percent;
  if (split(Math.max(rampant, minCm)).count > 1 && input.pitch! < lappedPitch) {
    return {
      ok: false,
      errors: {
        pitch: `La pente de ${formatDecimal(input.pitch!)} % est trop faible pour des rampants de ${formatDecimal(rampant / 100)} m en ${profile.name} : plus longs que ses plaques (${formatDecimal(maxCm / 100)} m), ils sont faits de plaques qui se recouvrent, ce qui demande au moins ${formatDecimal(lappedPitch)} %.`,
      },
    };
  }

  const warnings: string[] = [];
  /** cut length (cm) → number of sheets */
  const pieces = new Map<number, number>();
  let raised = false;
  let onGrid = false;
  const splits = new Map<number, { count: number; pieceCm: number }>();
  let rows = 0;
  /** screws by the fixing plan (0 without one) */
  let planScrews = 0;

  /** One row of sheets covering `runMm` horizontally; `edge`: along a gable or a hip. */
  const addRow = (runMm: number, edge: boolean) => {
    rows++;
    let rowCm = rampantCm(runMm, pitchBp, overhangMm);
    if (rowCm < minCm) {
      rowCm = minCm;
      raised = true;
    }
    const row = split(rowCm);
    if (row.count > 1) splits.set(rowCm, row);
    else if (row.pieceCm !== rowCm) onGrid = true;
    pieces.set(row.pieceCm, (pieces.get(row.pieceCm) ?? 0) + row.count);
    if (ribs !== null) {
      // each sheet: both ends on a support, purlins between them at most `spacingMm` apart
      const between = Math.max(0, ceilDiv(row.pieceCm * 10, spacingMm) - 1);
      const perSheet = edge ? (2 + between) * ribs : 2 * ribs + between * Math.ceil(ribs / 2);
      planScrews += row.count * perSheet;
    }
  };

  let ridgeMm = 0;
  let hipLengthMm = 0;
  let ridgePieces = 0;
  let closures = 0;
  let gableEdges = 0;
  let eavesMm = 0;
  const closureRow = (mm: number) => (mm > 0 ? ceilDiv(mm, closureUsefulMm) : 0);

  if (slopes === 4) {
    for (const eave of [lengthMm, lengthMm, widthMm, widthMm]) {
      const runs = hipFaceRuns(eave, halfSpanMm, usefulMm);
      runs.forEach((run, i) => addRow(run, i === 0 || i === runs.length - 1));
      closures += closureRow(eave);
      eavesMm += eave;
    }
    ridgeMm = lengthMm - widthMm;
    hipLengthMm = hipMm(halfSpanMm, pitchBp, overhangMm);
    ridgePieces = (ridgeMm > 0 ? ceilDiv(ridgeMm, ridgeUsefulMm) : 0) + 4 * ceilDiv(hipLengthMm, ridgeUsefulMm);
    closures += 2 * closureRow(ridgeMm);
  } else {
    const perSlope = ceilDiv(lengthMm, usefulMm);
    for (let s = 0; s < slopes; s++) for (let i = perSlope; i > 0; i--) addRow(halfSpanMm, i === perSlope || i === 1);
    eavesMm = slopes * lengthMm;
    // eaves, then the ridge's two sides (two slopes) or the lean-to's head
    closures = slopes * closureRow(lengthMm) + (slopes === 2 ? 2 : 1) * closureRow(lengthMm);
    if (slopes === 2) {
      ridgeMm = lengthMm;
      ridgePieces = ceilDiv(ridgeMm, ridgeUsefulMm);
    }
    gableEdges = 2 * slopes;
  }
  const flashings = gableEdges * ceilDiv(rampant * 10, flashingUsefulMm);

  // area in cm × mm (10⁻⁵ m²), screws exact: ceil(area × screws/m²), or the fixing plan's if more
  let sheets = 0;
  let areaCmMm = 0;
  for (const [cm, count] of pieces) {
    sheets += count;
    areaCmMm += cm * count * usefulMm;
  }
  const perM2Screws = ceilDiv(areaCmMm * Math.round(profile.screws_per_m2 * 1000), 100_000_000);
  const screws = Math.max(perM2Screws, planScrews);
  const boxes = ceilDiv(screws, profile.screws_per_box);

  // stitching screws along each side of the ridge pieces (ridge and hips) and along the gable flashings
  const billed = (id: number | null, quantity: number) => id !== null && quantity > 0;
  const stitchLine = (mm: number, spacing: number | null) => (spacing && mm > 0 ? ceilDiv(mm, toMm(spacing)) + 1 : 0);
  let stitches = 0;
  if (billed(colour.ridge_product_id, ridgePieces)) {
    stitches += 2 * (stitchLine(ridgeMm, profile.ridge_stitch_spacing) + 4 * stitchLine(hipLengthMm, profile.ridge_stitch_spacing));
  }
  if (billed(colour.flashing_product_id, flashings)) stitches += gableEdges * stitchLine(rampant * 10, profile.flashing_stitch_spacing);
  // one saddle (cavalier) under each crest screw
  const saddles = profile.saddles_per_box > 0 ? screws : 0;

  // ---- lines ----
  const name = colourName(colour.color);
  const thickness = colour.thickness ? ` – ${fixed2(colour.thickness)} mm` : '';
  const lines: BillLine[] = [...pieces.entries()]
    .sort(([a], [b]) => b - a)
    .map(([cm, count]) => ({
      productId: colour.sheet_product_id,
      kind: 'sheet' as const,
      label: `${profile.name} ${name}${thickness} – plaque de ${formatDecimal(cm / 100)} m`,
      quantity: count,
      length: cm / 100,
    }));
  const missing: string[] = [];
  const add = (productId: number | null | undefined, kind: BillKind, label: string, quantity: number, missingLabel: string) => {
    if (quantity <= 0) return;
    if (productId === null || productId === undefined) missing.push(missingLabel);
    else lines.push({ productId, kind, label, quantity });
  };
  add(colour.ridge_product_id, 'ridge', `Faîtière ${name}${slopes === 4 ? ' (faîtage et arêtiers)' : ''}`, ridgePieces, 'la faîtière');
  add(profile.closure_product_id, 'closure', `Closoir ${profile.name}`, closures, 'les closoirs');
  add(colour.flashing_product_id, 'flashing', `Rive ${name}`, flashings, 'les rives');
  add(profile.screw_product_id, 'screws', `Vis de fixation – boîtes de ${count0(profile.screws_per_box)} (${count0(screws)} vis)`, boxes, 'la visserie');
  add(
    profile.stitching_screw_product_id,
    'stitching',
    `Vis de couture (faîtières et rives) – boîtes de ${count0(profile.stitching_screws_per_box)} (${count0(stitches)} vis)`,
    stitches > 0 ? ceilDiv(stitches, profile.stitching_screws_per_box) : 0,
    'les vis de couture',
  );
  add(
    profile.saddle_product_id,
    'saddles',
    `Cavaliers pour ${profile.name} – boîtes de ${count0(profile.saddles_per_box)} (${count0(saddles)} cavaliers)`,
    saddles > 0 ? ceilDiv(saddles, profile.saddles_per_box) : 0,
    'les cavaliers',
  );

  // ---- notes ----
  if (splits.size) {
    const lap = lapCm > 0 ? `qui se recouvrent de ${lapCm} cm` : 'posées bout à bout';
    const [rowCm, split] = [...splits.entries()].sort(([a], [b]) => b - a)[0];
    warnings.push(
      splits.size === 1
        ? `Les rampants de ${formatDecimal(rowCm / 100)} m dépassent la longueur maximale des plaques ${profile.name} (${formatDecimal(maxCm / 100)} m) : chaque rangée est faite de ${split.count} plaques de ${formatDecimal(split.pieceCm / 100)} m ${lap}.`
        : `Les rangées de plus de ${formatDecimal(maxCm / 100)} m (longueur maximale des plaques ${profile.name}) sont faites de plusieurs plaques ${lap}.`,
    );
  } else if (rampant > LONG_RAMPANT_CM && input.pitch! < lappedPitch) {
    warnings.push(
      `Rampant de ${formatDecimal(rampant / 100)} m : au-delà d’une dizaine de mètres, augmentez la pente (${formatDecimal(lappedPitch)} % conseillés) ; l’eau collectée en bas de versant est plus abondante.`,
    );
  }
  if (raised) warnings.push(`Les plaques les plus courtes sont portées à la longueur minimale de ${formatDecimal(minCm / 100)} m.`);
  if (module && (onGrid || splits.size)) {
    warnings.push(
      `Les plaques ${profile.name} se commandent au module de ${count0(module.stepMm)} mm plus ${count0(module.eaveMm)} mm d’égout, pour que les marches se raccordent : les longueurs sont arrondies au module supérieur.`,
    );
  }
  if (slopes === 1)
    warnings.push('Appentis : le raccord en tête (solin contre le mur ou faîtière d’appentis) n’est pas compté ; un rang de closoirs est prévu dessous.');
  if (slopes === 4 && !profile.ridge_fits_hips && billed(colour.ridge_product_id, ridgePieces)) {
    warnings.push(
      `Arêtiers : le catalogue n’a pas d’arêtier lisse pour le profil ${profile.name} ; ils sont comptés en faîtières crantées, dont les crans ne suivent pas les nervures en biais : à faire confirmer par nos conseillers.`,
    );
  }
  if (planScrews > perM2Screws && profile.purlin_spacing === null) {
    warnings.push(
      `Vis comptées selon le plan de fixation du profil (chaque sommet aux deux bouts des plaques et sur les plaques de rive, un sur deux ailleurs) avec des pannes espacées de ${fixed2(DEFAULT_PURLIN_SPACING)} m au plus : avec des pannes plus serrées, il en faut davantage.`,
    );
  }
  if (colour.thickness && colour.thickness < 0.63) {
    warnings.push(
      `Les plaques ${profile.name} en ${name} sont en ${fixed2(colour.thickness)} mm : en site exposé aux cyclones, nous conseillons 0,63 mm ou plus.`,
    );
  }
  if (missing.length) {
    warnings.push(`Le catalogue n’a pas ${missing.join(', ')} pour le profil ${profile.name} en ${name} : à demander à nos conseillers.`);
  }

  return {
    ok: true,
    bill: {
      lines,
      area: Math.round(areaCmMm / 1000) / 100,
      sheets,
      screws,
      warnings,
      geometry: {
        rampant: rampant / 100,
        ridge: ridgeMm / 1000,
        hip: Math.round(hipLengthMm / 10) / 100,
        eaves: eavesMm / 1000,
        gableEdges,
        rows,
      },
    },
  };
}

// ---------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------

/**
 * Unit and line price (cents HT) of a bill line at a catalogue price: a
 * sheet's price is per metre, times its cut length, rounded to the cent, as
 * the cart does for a buyer without a discount (linePrice,
 * backend/src/cart/cart-lines.ts).
 */
export function billLinePrice(line: Pick<BillLine, 'quantity' | 'length'>, priceHt: number): { unit: number; total: number } {
  const unit = line.length === undefined ? priceHt : Math.round((priceHt * Math.round(line.length * 1000)) / 1000);
  return { unit, total: unit * line.quantity };
}
