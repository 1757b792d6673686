import type { Configurator, RoofProfile } from '@trefima/domain/tools/contract';
import { colourName, parseDecimal, type RoofColour, type RoofInput } from '../roof-input';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { readJson, writeJson } from '../../../state/storage';

/** The configurator's form as typed: every field a string, the colour by its hex code. */
export interface RoofForm {
  slopes: string;
  length: string;
  width: string;
  pitch: string;
  profile: string;
  colour: string;
  overhang: string;
}

/**
 * The form is kept for the tab's session, so that a visitor sent to log in
 * (to ask for a quotation) finds his roof again on coming back.
 */
const STORAGE_KEY = 'trefima.configurateur';

export function readStoredForm(): Partial<RoofForm> | null {
  const value = readJson<unknown>(STORAGE_KEY, 'session');
  return value && typeof value === 'object' ? (value as Partial<RoofForm>) : null;
}

export const storeForm = (form: RoofForm) => writeJson(STORAGE_KEY, form, 'session');

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.length <= 20 ? v : fallback);

/** The profile's colour of that hex code, else its first one. */
export const colourOf = (profile: RoofProfile, hex: string): RoofColour => profile.colors.find((c) => c.color.hex === hex) ?? profile.colors[0];

/** A new form (two slopes, the first profile and colour, the default overhang), or the stored one where it still fits the data. */
export function initialForm(conf: Configurator, stored: Partial<RoofForm> | null): RoofForm {
  const slopeValues = conf.slopes.map((s) => String(s.value));
  const profile = conf.profiles.find((p) => p.code === stored?.profile) ?? conf.profiles[0];
  const slopes = stored?.slopes && slopeValues.includes(stored.slopes) ? stored.slopes : slopeValues.includes('2') ? '2' : (slopeValues[0] ?? '2');
  return {
    slopes,
    length: text(stored?.length, ''),
    width: text(stored?.width, ''),
    pitch: text(stored?.pitch, ''),
    profile: profile?.code ?? '',
    colour: profile ? colourOf(profile, text(stored?.colour, '')).color.hex : '',
    overhang: text(stored?.overhang, formatDecimal(conf.overhang, { grouping: false })),
  };
}

export function toInput(form: RoofForm): RoofInput {
  return {
    slopes: Number(form.slopes),
    length: parseDecimal(form.length),
    width: parseDecimal(form.width),
    pitch: parseDecimal(form.pitch),
    overhang: parseDecimal(form.overhang),
  };
}

const SLOPE_WORDS: Record<number, string> = {
  1: t('configurator.summary.slopes1'),
  2: t('configurator.summary.slopes2'),
  4: t('configurator.summary.slopes4'),
};

/** The roof in one French sentence, sent with a quotation request for the sales team. */
export function describeRoof(input: RoofInput, profile: RoofProfile, colour: RoofColour): string {
  const m = (n: number | null) => formatDecimal(n ?? 0);
  return t('configurator.summary.roof', {
    slopes: SLOPE_WORDS[input.slopes] ?? t('configurator.summary.slopesOther', { slopes: input.slopes }),
    length: m(input.length),
    width: m(input.width),
    pitch: m(input.pitch),
    profile: profile.name,
    colour: colourName(colour.color),
    overhang: m(input.overhang),
  });
}

/** Degrees of a pitch in percent, to the tenth: 30 % ≈ 16,7°, 7 % ≈ 4,0°. */
export const pitchDegrees = (percent: number) => ((Math.atan(percent / 100) * 180) / Math.PI).toFixed(1).replace('.', ',');

/**
 * The pitch field's hint: the profile's minimum with its angle, then the
 * typed pitch (null while there is none to read) with its own, so that no
 * angle reads as another pitch's.
 */
export function pitchHint(minPercent: number, profile: string, pitch: number | null): string {
  const min = { min: formatDecimal(minPercent), minDegrees: pitchDegrees(minPercent), profile };
  return pitch === null
    ? t('configurator.roofForm.pitchHint', min)
    : t('configurator.roofForm.pitchHintDegrees', { ...min, pitch: formatDecimal(pitch), degrees: pitchDegrees(pitch) });
}
