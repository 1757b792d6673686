import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/*
 * What a buyer typed in a form and has not saved, kept for the tab's session:
 * a session that ends meanwhile (signed out elsewhere, a password changed)
 * sends him to sign in and back, and the form opens again with it. Never a
 * password. Forgotten once saved or given up.
 */
const PREFIX = 'trefima.saisie.';
const SECRET = /password/i;

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** A form kept under this name is waiting to be opened again. */
export function hasKeptValues(key: string): boolean {
  try {
    return storage()?.getItem(PREFIX + key) != null;
  } catch {
    return false;
  }
}

function write(key: string, values: FieldValues) {
  try {
    storage()?.setItem(
      PREFIX + key,
      JSON.stringify(values, (name, v) => (SECRET.test(name) ? undefined : v)),
    );
  } catch {
    /* private mode or full: the form lives on in memory */
  }
}

export function forgetKeptValues(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    /* nothing kept */
  }
}

/**
 * Keeps the form's values under `key` as they change, and puts them back once
 * after hydration; `restored` says they were. The form's own defaults fill
 * whatever the kept values lack (a field added since).
 */
export function useKeptValues<T extends FieldValues>(form: UseFormReturn<T>, key: string) {
  const [restored, setRestored] = useState(false);
  const { reset, watch, getValues } = form;
  useEffect(() => {
    let kept: Partial<T> | null = null;
    try {
      const raw = storage()?.getItem(PREFIX + key);
      kept = raw ? (JSON.parse(raw) as Partial<T>) : null;
    } catch {
      kept = null;
    }
    if (kept && typeof kept === 'object') {
      reset({ ...getValues(), ...kept } as T, { keepDefaultValues: true });
      setRestored(true);
    }
    const sub = watch((values) => write(key, values as FieldValues));
    return () => sub.unsubscribe();
  }, [key, reset, watch, getValues]);
  const forget = useCallback(() => forgetKeptValues(key), [key]);
  /** A form given up: what it kept goes with it. */
  const giveUp = (then: () => void) => () => {
    forget();
    then();
  };
  return { restored, forget, giveUp };
}
