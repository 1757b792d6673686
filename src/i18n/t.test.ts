import { createIntl } from 'react-intl';
import { fr } from './fr';
import { layoutMessageIds, t } from './t';

describe('t, the layout’s message lookup', () => {
  const intl = createIntl({ locale: 'fr', messages: fr });

  it('gives the same text as react-intl for every layout message', () => {
    for (const id of layoutMessageIds()) {
      const values = Object.fromEntries([...fr[id].matchAll(/\{\s*(\w+)/g)].map((m) => [m[1], 'X']));
      expect([id, t(id, values)]).toEqual([id, intl.formatMessage({ id }, values)]);
    }
  });

  it('holds no message that needs ICU formatting (plural, select…)', () => {
    for (const id of layoutMessageIds()) expect([id, /\{\s*\w+\s*,/.test(fr[id])]).toEqual([id, false]);
  });

  it('falls back to the id for an unknown message', () => {
    expect(t('nope.nothing')).toBe('nope.nothing');
  });
});
