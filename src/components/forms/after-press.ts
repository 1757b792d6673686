/**
 * A field's message appears when the field is left, and moves what is below
 * it. Left with a click, the field loses the focus as the pointer goes down
 * on the next field or on the button; if the message pushed that target away
 * before the pointer came up, the click would miss it. So a field left while
 * a pointer is pressed is checked once the pointer is up and its click has
 * been dispatched. Keyboard and touch leave fields with no pointer pressed
 * (a tap's focus change comes after the finger is up): checked at once.
 */
let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  const run = waiting;
  waiting = [];
  // a task later: after the click this press ends with
  if (run.length) setTimeout(() => run.forEach((f) => f()), 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', release);
}

/** `onBlur`, run at once, or after the pointer pressed meanwhile is up. */
export function afterPress<E>(onBlur: (event: E) => unknown): (event: E) => Promise<unknown> {
  return (event) => (pressed ? new Promise((resolve) => waiting.push(() => resolve(onBlur(event)))) : Promise.resolve(onBlur(event)));
}
