import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readJson, TYPED, writeJson } from '../state/storage';

/*
 * What a buyer typed in a form and has not saved, kept for the tab's session:
 * a session that ends meanwhile (signed out elsewhere, a password changed)
 * sends him to sign in and back, and the form opens again with it. Never a
 * password. Forgotten once saved or given up, and at a sign-out. Keys name
 * the customer: another signed in on the same tab finds nothing of it.
 */
const PREFIX = TYPED.form;
const SECRET = /password/i;

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const withoutSecrets = (v: unknown): unknown =>
  isPlain(v) ? Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (SECRET.test(k) ? [] : [[k, withoutSecrets(x)]]))) : v;

/** The form's values with the kept ones over them, field by field at every depth (an address's fields too). */
const over = (base: unknown, kept: unknown): unknown =>
  isPlain(base) && isPlain(kept) ? { ...base, ...Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, over(base[k], v)])) } : kept;

const read = (key: string) => readJson<FieldValues>(PREFIX + key, 'session');

/** A form kept under this name is waiting to be opened again. */
export const hasKeptValues = (key: string) => read(key) !== null;

const forgetKeptValues = (key: string) => writeJson(PREFIX + key, null, 'session');

/**
 * Keeps the form's values under `key` as they change, and puts them back once
 * after hydration; `restored` says they were. The form's own defaults fill
 * whatever the kept values lack (a field added since); kept values that
 * change nothing (typed back to what the form shows) are forgotten.
 */
export function useKeptValues<T extends FieldValues>(form: UseFormReturn<T>, key: string) {
  const [restored, setRestored] = useState(false);
  const { reset, watch, getValues } = form;
  useEffect(() => {
    const kept = read(key);
    const current = getValues();
    const next = isPlain(kept) ? over(current, kept) : current;
    if (JSON.stringify(next) !== JSON.stringify(current)) {
      reset(next as T, { keepDefaultValues: true });
      setRestored(true);
    } else forgetKeptValues(key);
    const sub = watch((values) => writeJson(PREFIX + key, withoutSecrets(values), 'session'));
    return () => sub.unsubscribe();
  }, [key, reset, watch, getValues]);
  const forget = useCallback(() => {
    forgetKeptValues(key);
    setRestored(false);
  }, [key]);
  /** A form given up: what it kept goes with it. */
  const giveUp = (then: () => void) => () => {
    forget();
    then();
  };
  return { restored, forget, giveUp };
}
