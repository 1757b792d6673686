import { atom } from 'jotai';
import { localDay, timeZoneOf } from '@trefima/domain/calendar/time-zones';
import { readJson, writeJson } from '../../state/storage';
import { newRequestKey } from '../../shop-client/request-key';
import { currentPlanTarget } from '../territory';
import type { DraftSchedule } from './model';

/**
 * The schedule being edited, kept in this browser: a visitor's draft before
 * he signs in, and the customer's changes not saved yet. Nothing typed is
 * lost to a closed tab, a sign-in or a refused save. Written to storage a
 * moment after the last change (a schedule may hold thousands of rows), and
 * at once when the page is left.
 */
export const DRAFT_KEY = 'trefima.nomenclature';
const WRITE_DELAY_MS = 400;

/** Today in the visitor's territory (UTC's day is the next one from 20:00 in the Antilles). */
const today = () => localDay(new Date().toISOString(), timeZoneOf(currentPlanTarget()));

export const emptyDraft = (): DraftSchedule => ({
  header: { job_site: '', drawing: '', title: '', date: today() },
  // a few empty rows to type into; more come as the last one fills
  rows: [{}, {}, {}, {}, {}],
  saved: null,
  dirty: false,
  requestKey: newRequestKey(),
});

const isDraft = (v: unknown): v is DraftSchedule =>
  typeof v === 'object' && v !== null && Array.isArray((v as DraftSchedule).rows) && typeof (v as DraftSchedule).header === 'object';

const base = atom<DraftSchedule | null>(null);
let pending: ReturnType<typeof setTimeout> | null = null;
let latest: DraftSchedule | null = null;

const flush = () => {
  if (pending) clearTimeout(pending);
  pending = null;
  if (latest) writeJson(DRAFT_KEY, latest);
};

base.onMount = (set) => {
  const stored = readJson<unknown>(DRAFT_KEY);
  set(isDraft(stored) ? { ...stored, requestKey: stored.requestKey ?? newRequestKey() } : emptyDraft());
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    window.removeEventListener('pagehide', flush);
  };
};

/** Null until the stored draft is read (after hydration: the built page has none). */
export const draftAtom = atom(
  (get) => get(base),
  (get, set, update: DraftSchedule | ((prev: DraftSchedule) => DraftSchedule)) => {
    const prev = get(base) ?? emptyDraft();
    const next = typeof update === 'function' ? update(prev) : update;
    set(base, next);
    latest = next;
    if (pending) clearTimeout(pending);
    pending = setTimeout(flush, WRITE_DELAY_MS);
  },
);
