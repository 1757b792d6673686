/**
 * The gates of HydrateOnUse: each holds one part of the page asleep (its
 * Suspense boundary suspended on the gate's promise) until it is woken. One
 * listener on the window, in the capture phase, sees a pointer come over a
 * part, a tap or a click on it, or focus go into it, before React's own
 * listeners on the page's root do: the part is awake when React handles the
 * event, so React hydrates it then and there and the event reaches it.
 */
export interface Gate {
  awake: boolean;
  promise: Promise<void>;
  wake: () => void;
  /** A ref callback: the element whose events wake the gate. */
  watch: (element: HTMLElement | null) => void;
  /** No longer watched (its part left the page): its promise is left to the garbage collector. */
  forget: () => void;
  /** Its part's content has been committed: hydrated, or rendered anew. */
  live: () => void;
  isLive: () => boolean;
}

const WAKING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const;

const sleeping = new Map<Gate, HTMLElement | null>();
let listening = false;

function onEvent(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [gate, element] of sleeping) if (element?.contains(target)) gate.wake();
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of WAKING_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
}

/** A part may sleep only in a browser: the server renders every part whole. */
export function canSleep(): boolean {
  return typeof window !== 'undefined';
}

/** A new sleeping gate. */
export function gateFor(): Gate {
  listen();
  let resolve!: () => void;
  let live = false;
  const gate: Gate = {
    awake: false,
    promise: new Promise<void>((r) => (resolve = r)),
    wake: () => {
      if (gate.awake) return;
      gate.awake = true;
      sleeping.delete(gate);
      resolve();
    },
    watch: (element) => {
      if (!gate.awake && element) sleeping.set(gate, element);
    },
    forget: () => {
      sleeping.delete(gate);
    },
    live: () => {
      live = true;
      gate.wake();
    },
    isLive: () => live,
  };
  sleeping.set(gate, null);
  return gate;
}
