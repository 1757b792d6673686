import { isPlainClick } from './plain-click';

const click = { button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe('isPlainClick, when a frame link navigates in the page', () => {
  it('takes a plain left click', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves to the browser a new tab or window, a download, another button, a link opening elsewhere, a handled click', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect([key, isPlainClick({ ...click, [key]: true })]).toEqual([key, false]);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick(click, '_blank')).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
