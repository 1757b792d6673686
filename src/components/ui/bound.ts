import type { MouseEvent } from 'react';

export interface BoundProps<E extends Element> {
  'aria-disabled'?: true;
  onClick: (e: MouseEvent<E>) => void;
}

/**
 * What a control at a bound takes instead of `disabled` (a quantity's − at its
 * minimum, « Ajouter ces lignes » once its box is empty): the press that brings it
 * there would otherwise drop the keyboard's focus from under it to the page,
 * as for a busy button (busy.ts). Announced unavailable, it keeps the focus,
 * and a click (a submit button's too) does nothing there; `onClick` is called
 * everywhere else.
 */
export function boundProps<E extends Element = HTMLButtonElement>(atBound: boolean, onClick: (e: MouseEvent<E>) => void): BoundProps<E> {
  return atBound ? { 'aria-disabled': true, onClick: nothing } : { onClick };
}

/** a submit button's form is not sent either */
function nothing(e: MouseEvent) {
  e.preventDefault();
}
