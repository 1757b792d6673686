import { fr } from '@trefima/domain/i18n/fr';
import { LOCALES, messagesFor, withFrenchFallback } from '.';

describe('messages', () => {
  it('a language keeps the messages it has and takes French for the others, message by message', () => {
    const [key, other] = Object.keys(fr);
    const messages = withFrenchFallback({ [key]: 'Translated' });
    expect(messages[key]).toBe('Translated');
    expect(messages[other]).toBe(fr[other as keyof typeof fr]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(fr).sort());
  });

  it('every language has every message; an unknown language gets French', () => {
    for (const locale of LOCALES) expect(Object.keys(messagesFor(locale)).sort()).toEqual(Object.keys(fr).sort());
    expect(messagesFor('xx')).toEqual(fr);
  });

  it('has no empty French message', () => {
    expect(Object.entries(fr).filter(([, v]) => !v.trim())).toEqual([]);
  });
});
