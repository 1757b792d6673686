import { useCallback, useRef, useState } from 'react';

export interface Call {
  busy: boolean;
  /** what the last call did or why it failed: shown in the caller's live region */
  status: string;
  /** Runs `call` unless one is running; `done` words its result. Resolves to whether it succeeded. */
  run: <T>(call: () => Promise<T>, done: (result: T) => string) => Promise<boolean>;
  say: (status: string) => void;
}

/**
 * One call at a time for a group of buttons (a quotation's answers, an
 * order's PDFs): all are busy while it runs (components/ui/busy.ts), since a second answer to a
 * quotation would only meet the API's refusal of a move already made.
 */
export function useCall(): Call {
  const [busy, setBusy] = useState(false);
  const [status, say] = useState('');
  const running = useRef(false);
  const run = useCallback(async <T>(call: () => Promise<T>, done: (result: T) => string) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    say('');
    try {
      say(done(await call()));
      return true;
    } catch (e) {
      say(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, status, run, say };
}
