import type { MouseEvent } from 'react';

type Click = Pick<MouseEvent, 'button' | 'defaultPrevented' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/** Left click without a modifier, on a link that opens here: the router's business; anything else (new tab or window, download), the browser's. */
export function isPlainClick(e: Click, target?: string) {
  return e.button === 0 && !e.defaultPrevented && !target && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
}
