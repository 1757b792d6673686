import type { RoofProfile } from '@trefima/domain/tools/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { hasDecimalsAtMost } from './roof-geometry';

/**
 * The roof as the buyer describes it (slopes, dimensions, pitch, eave
 * overhang), read from what was typed and checked against a profile of the
 * catalogue, with a French message for each field that cannot be used.
 * The bill it gives is roof.ts's.
 */

export type RoofColour = RoofProfile['colors'][number];
export type RoofField = 'slopes' | 'length' | 'width' | 'pitch' | 'overhang';
export type RoofErrors = Partial<Record<RoofField, string>>;

/** The roof as described: metres and percent; null when left empty, NaN when not a number. */
export interface RoofInput {
  slopes: number;
  length: number | null;
  width: number | null;
  pitch: number | null;
  overhang: number | null;
}

export const SLOPE_COUNTS = [1, 2, 4] as const;
/** Bounds of the building's length and width, metres. */
export const DIMENSION_MIN = 1;
export const DIMENSION_MAX = 100;
/** Pitches accepted, percent: from 1 % to 100 % (45°); each profile has its own minimum. */
export const PITCH_MIN = 1;
export const PITCH_MAX = 100;
/** Largest eave overhang accepted, metres. */
export const OVERHANG_MAX = 1;

// ---------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------

/**
 * A number as typed in French or English: "10", "10,5", "10.5", ",5", " 7 ".
 * null when empty, NaN when it is not a number ("10 m", "1,2,3", "1e3").
 */
export function parseDecimal(text: string): number | null {
  const s = text.trim().replace(/\s+/g, '');
  if (s === '') return null;
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(s)) return NaN;
  return Number(s.replace(',', '.'));
}

export const colourName = (c: RoofColour['color']) => (c.ral ? `${c.ral} ${c.label}` : c.label);

// ---------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------

function dimensionError(value: number | null, name: 'longueur' | 'largeur'): string | undefined {
  if (value === null) return `Indiquez la ${name} en mètres.`;
  if (Number.isNaN(value)) return `La ${name} doit être un nombre, par exemple 10,5.`;
  if (value < DIMENSION_MIN || value > DIMENSION_MAX) return `La ${name} doit être comprise entre ${DIMENSION_MIN} et ${DIMENSION_MAX} m.`;
  if (!hasDecimalsAtMost(value, 2)) return `La ${name} se donne au centimètre près (2 décimales au plus).`;
  return undefined;
}

/** French messages for every field that cannot be used, against the profile's minimum pitch. */
export function validateRoof(input: RoofInput, profile: Pick<RoofProfile, 'name' | 'min_pitch_percent'>): RoofErrors {
  const errors: RoofErrors = {};
  if (!(SLOPE_COUNTS as readonly number[]).includes(input.slopes)) errors.slopes = 'Choisissez un, deux ou quatre pans.';
  const length = dimensionError(input.length, 'longueur');
  if (length) errors.length = length;
  const width = dimensionError(input.width, 'largeur');
  if (width) errors.width = width;

  const p = input.pitch;
  if (p === null) errors.pitch = 'Indiquez la pente en %.';
  else if (Number.isNaN(p)) errors.pitch = 'La pente doit être un nombre, par exemple 30.';
  else if (p < PITCH_MIN || p > PITCH_MAX) errors.pitch = `La pente doit être comprise entre ${PITCH_MIN} et ${PITCH_MAX} %.`;
  else if (!hasDecimalsAtMost(p, 2)) errors.pitch = 'La pente se donne avec 2 décimales au plus.';
  else if (p < profile.min_pitch_percent) {
    errors.pitch = `La pente de ${formatDecimal(p)} % est trop faible pour le profil ${profile.name} : il faut au moins ${formatDecimal(profile.min_pitch_percent)} %.`;
  }

  const o = input.overhang;
  if (o === null) errors.overhang = 'Indiquez le débord en mètres (0 s’il n’y en a pas).';
  else if (Number.isNaN(o)) errors.overhang = 'Le débord doit être un nombre, par exemple 0,1.';
  else if (o < 0 || o > OVERHANG_MAX) errors.overhang = `Le débord doit être compris entre 0 et ${OVERHANG_MAX} m.`;
  else if (!hasDecimalsAtMost(o, 2)) errors.overhang = 'Le débord se donne au centimètre près (2 décimales au plus).';
  return errors;
}
