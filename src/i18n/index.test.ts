import { fr } from './fr';
import { LOCALES, messagesFor } from '.';

describe('messages', () => {
  it('falls back to French for every other language and for an unknown one', () => {
    for (const locale of [...LOCALES, 'xx']) expect(messagesFor(locale)).toEqual(fr);
  });

  it('has no empty French message', () => {
    expect(Object.entries(fr).filter(([, v]) => !v.trim())).toEqual([]);
  });
});
