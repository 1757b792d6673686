import type { MouseEvent } from 'react';

export interface BusyProps {
  'aria-disabled'?: true;
  onClickCapture?: (e: MouseEvent) => void;
}

/**
 * What a button busy with what it started takes instead of `disabled`. A
 * button made `disabled` under the keyboard's focus drops it: the browser moves
 * it to the page, and a screen reader's user, told « Envoi… », no longer knows
 * where he is. Announced unavailable (aria-disabled) it keeps the focus, and a
 * second press, a click or Enter in its form (which clicks the form's button)
 * does nothing until the call has answered: a double click still sends once.
 * A button that cannot be used for another reason (an empty list) stays
 * `disabled`, out of the way.
 */
export function busyProps(busy: boolean): BusyProps {
  return busy ? { 'aria-disabled': true, onClickCapture: stillBusy } : {};
}

/** before the button's own onClick and its form's submit: neither happens */
function stillBusy(e: MouseEvent) {
  e.preventDefault();
  e.stopPropagation();
}
