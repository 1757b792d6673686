import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { canSleep, gateFor, type Gate } from './hydration-gates';

const noSubscription = () => () => {};
const inBrowser = () => false;
const fromServerHtml = () => true;

/**
 * Throws its gate's promise while React hydrates it from the server's HTML
 * and the gate sleeps: React then keeps that HTML as it is. Rendered in the
 * browser with no HTML to hydrate (a client-side navigation), it never waits.
 */
function Sleep({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // React reads the server's snapshot while hydrating, the browser's one otherwise
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, fromServerHtml);
  if (gate && hydrating && !gate.awake) throw gate.promise;
  // committed: hydrated, or rendered anew
  useEffect(() => gate?.live(), [gate]);
  return <>{children}</>;
}

/**
 * The key of a part's boundary: the one it was served with, until its page renders it again while it still sleeps (a
 * route change, a filter). React would then be handed an update for a boundary not yet hydrated: it throws that HTML
 * away, renders the part anew and reports it (React error #421). The boundary is given a new key instead, on purpose:
 * the same result, with nothing to report and no hydration of a content about to change.
 */
function useBoundaryKey(gate: Gate | null): 'served' | 'anew' {
  const committed = useRef(false);
  const anew = useRef(false);
  if (gate && committed.current && !gate.isLive()) anew.current = true;
  useEffect(() => {
    committed.current = true;
  }, []);
  return anew.current ? 'anew' : 'served';
}

interface HydrateOnUseProps {
  children: ReactNode;
  /** The wrapper's element where a <div> cannot stand (in a list, a paragraph). */
  as?: 'div' | 'span' | 'li';
  className?: string;
}

/**
 * A part of the page that never changes by itself in the browser (a footer,
 * a closed menu, a card's text): served as HTML and hydrated only when it is
 * first used (pointer over it, a tap, focus in it); a part its page renders
 * again before that (a route change) is rendered anew (useBoundaryKey).
 * Until then React leaves its server HTML as it is, with no component run and
 * no listener attached (React 18's selective hydration of a suspended
 * boundary): the page's first hydration does that much less work. The first
 * touch wakes it before React sees the event (hydration-gates.ts), so a click
 * or a key press hydrates it then and there and reaches its handlers; nothing
 * is re-created, so focus and scroll stay.
 *
 * Only for content that is the same in the browser as on the server, and
 * whose props do not change while it sleeps: a part React had to render anew
 * would show nothing until its first use.
 */
export function HydrateOnUse({ children, as: Tag = 'div', className }: HydrateOnUseProps) {
  const [gate] = useState(() => (canSleep() ? gateFor() : null));
  const key = useBoundaryKey(gate);
  // gone from the page: its gate is no longer watched
  useEffect(() => () => gate?.forget(), [gate]);
  return (
    // the same markup on the server and in the browser; the gate learns its element when the wrapper is hydrated
    <Tag ref={gate?.watch} data-hydrate-on-use="" className={className} style={className ? undefined : { display: 'contents' }}>
      <Suspense key={key}>
        <Sleep gate={gate}>{children}</Sleep>
      </Suspense>
    </Tag>
  );
}
