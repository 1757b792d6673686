import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { fr, intlMessages } from '@trefima/domain/i18n/fr';
import { t, tn } from '@trefima/domain/i18n/t';

describe('t and tn, the message lookup', () => {
  const intl = createIntl({ locale: 'fr', messages: fr });
  const plain = Object.keys(fr).filter((id) => !(id in intlMessages));

  it('gives the same text as react-intl for every message it looks up', () => {
    for (const id of plain) {
      const values = Object.fromEntries([...fr[id].matchAll(/\{\s*(\w+)/g)].map((m) => [m[1], 'X']));
      expect([id, t(id, values)]).toEqual([id, intl.formatMessage({ id }, values)]);
    }
  });

  it('holds no message that needs ICU formatting (plural, select…): those are react-intl’s', () => {
    for (const id of plain) expect([id, /\{\s*\w+\s*,/.test(fr[id])]).toEqual([id, false]);
  });

  it('agrees a text with its number as French does (0 and 1 singular)', () => {
    const pair = ['{count} produit', '{count} produits'] as const;
    expect([0, 1, 2, 190].map((n) => tn(pair, n))).toEqual(['0 produit', '1 produit', '2 produits', '190 produits']);
    expect(tn(['{count} {what} trouvé', '{count} {what}s trouvés'], 3, { what: 'article' })).toBe('3 articles trouvés');
  });

  it('gives every plural message both its forms', () => {
    const bases = new Set(Object.keys(fr).flatMap((id) => (/\.(one|other)$/.test(id) ? [id.replace(/\.(one|other)$/, '')] : [])));
    for (const base of bases) expect([base, `${base}.one` in fr, `${base}.other` in fr]).toEqual([base, true, true]);
  });

  it('falls back to the id for an unknown message', () => {
    expect(t('nope.nothing')).toBe('nope.nothing');
  });
});

describe('the French catalogue', () => {
  it('defines each id in one file only (a second one would silently win)', async () => {
    // every file of the catalogue, as its folder holds them: a new one is counted without being listed here
    const files = readdirSync(join(__dirname, '../../domain/i18n/fr'))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of files) {
      const part = Object.values(await import(`@trefima/domain/i18n/fr/${file}`))[0] as Record<string, string>;
      for (const id of Object.keys(part)) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)}, ${file})`);
        seen.set(id, file);
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(Object.keys(fr).length);
  });
});
