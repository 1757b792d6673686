import { createIntl } from 'react-intl';
import { compileMessages } from './compile';
import { intlMessages as fr } from '@trefima/domain/i18n/fr';

describe('compiled messages', () => {
  it('compile every message react-intl formats, and format like the source text', () => {
    const compiled = compileMessages('fr');
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(fr).sort());
    const fromText = createIntl({ locale: 'fr', messages: fr });
    const fromAst = createIntl({ locale: 'fr', messages: compiled });
    for (const id of Object.keys(fr)) {
      // every argument the message names, with a number so that plurals format too
      const values = Object.fromEntries([...fr[id].matchAll(/\{\s*(\w+)/g)].map((m) => [m[1], 2]));
      expect([id, fromAst.formatMessage({ id }, values)]).toEqual([id, fromText.formatMessage({ id }, values)]);
    }
  });
});

describe('the committed compiled messages', () => {
  it('are up to date with domain/i18n/fr (the build rewrites them; commit the result)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const committed = require('./compiled/messages.json');
    expect(committed).toEqual(JSON.parse(JSON.stringify(compileMessages('fr'))));
  });
});
