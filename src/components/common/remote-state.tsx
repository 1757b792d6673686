import { useEffect, useRef, type ReactNode } from 'react';
import { focusStayed } from '../../hooks/use-focus-request';
import { ErrorRetry } from './error-retry';
import { LoadingStatus } from './loading-status';

export interface RemoteStateProps<T> {
  data: T | undefined;
  error: unknown;
  retry: () => Promise<unknown> | void;
  /** what could not be done, above the API's message */
  title?: string;
  children: (data: T) => ReactNode;
}

/** « Réessayer » pressed with the focus on it: the button, and where its box was, to find what comes in its place. */
interface Retried {
  button: Element;
  parent: Element;
  /** the box's previous element, or null when it came first */
  before: Element | null;
}

/**
 * What came in the place of the box, focused: the content's first element (a list, a table, a section), given
 * tabindex="-1" while it has the focus if it is not focusable of its own. No wrapper of the content's: it stays
 * where its page's layout puts it.
 */
function focusContent(first: Element | null | undefined) {
  if (!(first instanceof HTMLElement)) return;
  if (first.tabIndex < 0 && !first.hasAttribute('tabindex')) {
    first.setAttribute('tabindex', '-1');
    first.addEventListener('blur', () => first.removeAttribute('tabindex'), { once: true });
  }
  first.focus();
}

/**
 * What a call gives, in one place: a status in a block that keeps the
 * content's place while it loads, the API's message and 'Réessayer' when it
 * failed, then the content (kept on screen if a later refresh fails).
 * The box goes, and its button with it, once the call has answered: pressed
 * from the keyboard, the focus is not left on the page, it goes to what came
 * (read from there), unless the buyer went elsewhere meanwhile.
 */
export function RemoteState<T>({ data, error, retry, title, children }: RemoteStateProps<T>) {
  const retried = useRef<Retried | null>(null);
  const again = () => {
    const button = document.activeElement;
    const box = button?.closest('[role="alert"]');
    retried.current = button && box?.parentElement ? { button, parent: box.parentElement, before: box.previousElementSibling } : null;
    return retry();
  };
  const settled = data !== undefined && !error;
  useEffect(() => {
    const r = retried.current;
    if (!settled || !r) return;
    retried.current = null;
    if (r.button.isConnected || !r.parent.isConnected || !focusStayed(null)) return;
    focusContent(r.before ? (r.before.parentElement === r.parent ? r.before.nextElementSibling : null) : r.parent.firstElementChild);
  }, [settled]);

  const problem = error ? <ErrorRetry title={title} error={error} retry={again} /> : null;
  if (data !== undefined)
    return (
      <>
        {problem}
        {children(data)}
      </>
    );
  return problem ?? <LoadingStatus />;
}
