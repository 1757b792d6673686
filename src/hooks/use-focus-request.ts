import { useCallback, useEffect, useState } from 'react';

/** An element's id, or where to find it once rendered (the field a refusal has just marked invalid). */
type Target = string | (() => HTMLElement | null | undefined);

interface Request {
  target: Target;
  /** where the focus was when it was asked for: it moves only from there (or from nowhere) */
  from: Element | null;
}

/** The focus is where the buyer left it: on the element it was asked from, or nowhere (the page's body, an element removed). */
export const focusStayed = (from: Element | null) => {
  const now = document.activeElement;
  return now === from || now === null || now === document.body;
};

/**
 * Focuses `target` after an answer of the API unless the buyer moved the
 * focus since the call began (`from`: where it was then), to a field or a
 * link of his choosing; an element's own `ref` for what `useFocusRequest`
 * reaches by id.
 */
export function focusUnlessMoved(target: HTMLElement | null | undefined, from: Element | null) {
  if (focusStayed(from)) target?.focus();
}

/**
 * Puts the focus on an element (by its id, or found by `target()`) once it is rendered. A request
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
    const { target, from } = request;
    if (focusStayed(from)) (typeof target === 'string' ? document.getElementById(target) : target())?.focus();
    setRequest(null);
  }, [request]);
  const focus = useCallback((target: Target, from: Element | null = document.activeElement) => {
    if (focusStayed(from)) setRequest({ target, from });
  }, []);
  return focus;
}
