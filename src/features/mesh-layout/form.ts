// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '@trefima/domain/contract/zod-config';
import { z } from 'zod';
import type { MeshLayoutBody } from '@trefima/domain/mesh-layout/requests';
import { CONCRETE_CLASSES, DEFAULT_CONCRETE } from '@trefima/domain/mesh-layout/concrete';
import { SLAB_SIDE_LIMITS_MM } from '@trefima/domain/mesh-layout/errors';
import { t } from '@trefima/domain/i18n/t';
import { readJson, writeJson } from '../../state/storage';

/*
 * The tool's form, checked as the API checks it (domain/mesh-layout/requests.ts,
 * whose schemas the page does not load): sides in metres as people type them,
 * « 6,25 » or « 6.25 », between the same limits and with the same messages.
 */

export const SIDES = ['a_length', 'a_width', 'b_length', 'b_width'] as const;
type Side = (typeof SIDES)[number];

/** A number typed the French way or not: « 12,5 », « 12.5 », « 1 200 ». Null when blank, NaN when not a number. */
export function parseMetres(text: string): number | null {
  const s = text.trim().replace(/[\s\u00a0\u202f]+/g, '');
  if (s === '') return null;
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(s)) return NaN;
  return Number(s.replace(',', '.'));
}

const label = (side: Side) => (side.endsWith('length') ? t('meshLayout.label.length') : t('meshLayout.label.width'));

function sideProblem(text: string, side: Side): string | null {
  const n = parseMetres(text);
  const what = { label: label(side) };
  if (n === null) return t('meshLayout.error.required', what);
  if (Number.isNaN(n)) return t('meshLayout.error.number', what);
  if (n * 1000 < SLAB_SIDE_LIMITS_MM.min) return t('meshLayout.error.min', what);
  if (n * 1000 > SLAB_SIDE_LIMITS_MM.max) return t('meshLayout.error.max', what);
  return null;
}

/** blank (the rule's lap) or whole millimetres */
const LAP_MM = /^\s*(\d{1,5}\s*)?$/;

export const meshForm = z
  .object({
    shape: z.enum(['rect', 'L'], { error: () => t('meshLayout.error.shape') }),
    a_length: z.string(),
    a_width: z.string(),
    b_length: z.string(),
    b_width: z.string(),
    panel: z.string().min(1, { error: () => t('meshLayout.error.panel') }),
    // the laps themselves are the API's (EN 1992-1-1): the form sends what they depend on, and a longer lap if asked
    concrete: z.enum(CONCRETE_CLASSES, { error: () => t('meshLayout.error.concrete') }),
    poor_bond: z.boolean(),
    transverse_secondary: z.boolean(),
    // the slab's span on walls or beams, '' on the ground: an ST panel's length (its main wires) is laid along it
    span: z.enum(['', 'length', 'width'], { error: () => t('meshLayout.error.span') }),
    end_lap: z.string().regex(LAP_MM, { error: () => t('meshLayout.error.lapMm') }),
    side_lap: z.string().regex(LAP_MM, { error: () => t('meshLayout.error.lapMm') }),
  })
  .superRefine((v, ctx) => {
    const sides: Side[] = v.shape === 'L' ? [...SIDES] : ['a_length', 'a_width'];
    let ok = true;
    for (const side of sides) {
      const problem = sideProblem(v[side], side);
      if (problem) {
        ok = false;
        ctx.addIssue({ code: 'custom', path: [side], message: problem });
      }
    }
    if (ok && v.shape === 'L' && parseMetres(v.b_length)! > parseMetres(v.a_length)!) {
      ctx.addIssue({ code: 'custom', path: ['b_length'], message: t('meshLayout.error.bLonger') });
    }
  });
export type MeshFormValues = z.input<typeof meshForm>;

export const initialValues = (panel = ''): MeshFormValues => ({
  shape: 'rect',
  a_length: '',
  a_width: '',
  b_length: '',
  b_width: '',
  panel,
  concrete: DEFAULT_CONCRETE,
  poor_bond: false,
  transverse_secondary: false,
  span: '',
  end_lap: '',
  side_lap: '',
});

/** The call's body from checked values. */
export function bodyOf(v: MeshFormValues): MeshLayoutBody {
  const zone = (length: string, width: string) => ({ length_m: parseMetres(length)!, width_m: parseMetres(width)! });
  const zones = [zone(v.a_length, v.a_width), ...(v.shape === 'L' ? [zone(v.b_length, v.b_width)] : [])];
  const mm = (text: string) => (text.trim() ? Number(text) : undefined);
  return {
    zones,
    element_id: Number(v.panel),
    concrete_class: v.concrete,
    bond: v.poor_bond ? 'poor' : 'good',
    // unticked, the API's default: main on a square panel, distribution on an ST
    ...(v.transverse_secondary && { transverse_main: false }),
    ...(v.span && { main_wires_along: v.span }),
    end_lap_mm: mm(v.end_lap),
    side_lap_mm: mm(v.side_lap),
  };
}

/** Where each of the API's 422 messages goes in the form; what has no field joins the alert. */
const API_FIELDS: Record<string, keyof MeshFormValues> = {
  'zones.0.length_m': 'a_length',
  'zones.0.width_m': 'a_width',
  'zones.1.length_m': 'b_length',
  'zones.1.width_m': 'b_width',
  reference: 'panel',
  element_id: 'panel',
  concrete_class: 'concrete',
  bond: 'poor_bond',
  transverse_main: 'transverse_secondary',
  main_wires_along: 'span',
  end_lap_mm: 'end_lap',
  side_lap_mm: 'side_lap',
};
export const fieldOf = (apiField: string): keyof MeshFormValues | null => API_FIELDS[apiField] ?? null;

/**
 * The slab is kept for the tab's session, so that a visitor sent to sign in
 * (to ask for a quotation) finds it again on coming back.
 */
const STORAGE_KEY = 'trefima.calepinage';

export const storeValues = (v: MeshFormValues) => writeJson(STORAGE_KEY, v, 'session');

/** The stored slab, each field checked to be what it should; null when there is none. */
export function readStoredValues(): MeshFormValues | null {
  const v = readJson<Record<string, unknown>>(STORAGE_KEY, 'session');
  if (!v || typeof v !== 'object') return null;
  const text = (key: keyof MeshFormValues) => (typeof v[key] === 'string' && (v[key] as string).length <= 20 ? (v[key] as string) : '');
  const base = initialValues(text('panel'));
  return {
    ...base,
    a_length: text('a_length'),
    a_width: text('a_width'),
    b_length: text('b_length'),
    b_width: text('b_width'),
    shape: v.shape === 'L' ? 'L' : 'rect',
    concrete: CONCRETE_CLASSES.find((c) => c === v.concrete) ?? DEFAULT_CONCRETE,
    poor_bond: v.poor_bond === true,
    transverse_secondary: v.transverse_secondary === true,
    span: v.span === 'length' || v.span === 'width' ? v.span : '',
    end_lap: text('end_lap'),
    side_lap: text('side_lap'),
  };
}
