import { useCallback, useEffect, useState } from 'react';

interface Request {
  id: string;
  /** where the focus was when it was asked for: it moves only from there (or from nowhere) */
  from: Element | null;
}

/** The focus is where the buyer left it: on the element it was asked from, or nowhere (the page's body, an element removed). */
const untouched = (from: Element | null) => {
  const now = document.activeElement;
  return now === from || now === null || now === document.body;
};

/**
 * Puts the focus on an element by its id once it is rendered. A request
 * made after an answer of the API gives where the focus was when the call
 * began (`from`): a buyer who went on to a field meanwhile keeps it, and
 * what he types goes where he types it; the live region still says what
 * happened. Otherwise the focus moves unless it moved between the request
 * and the render.
 */
export function useFocusRequest() {
  const [request, setRequest] = useState<Request | null>(null);
  useEffect(() => {
    if (!request) return;
    if (untouched(request.from)) document.getElementById(request.id)?.focus();
    setRequest(null);
  }, [request]);
  const focus = useCallback((id: string, from: Element | null = document.activeElement) => {
    if (untouched(from)) setRequest({ id, from });
  }, []);
  return focus;
}
