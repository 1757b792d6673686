/** @jest-environment ./src/test-support/jsdom-env.ts */
import { focusUnlessMoved } from './use-focus-request';

/** Where the focus goes after an answer, by where the buyer left it. */
describe('focusUnlessMoved', () => {
  const make = (tag: string) => {
    const el = document.createElement(tag);
    if (tag === 'p') el.tabIndex = -1;
    document.body.append(el);
    return el;
  };
  afterEach(() => document.body.replaceChildren());

  it('moves the focus from the button pressed, or from nowhere, to the message', () => {
    const button = make('button');
    const message = make('p');
    button.focus();
    focusUnlessMoved(message, button);
    expect(document.activeElement).toBe(message);
    message.blur();
    focusUnlessMoved(message, button);
    expect(document.activeElement).toBe(message);
  });

  it('leaves it on a field the buyer went to meanwhile', () => {
    const button = make('button');
    const field = make('input');
    const message = make('p');
    field.focus();
    focusUnlessMoved(message, button);
    expect(document.activeElement).toBe(field);
  });
});
