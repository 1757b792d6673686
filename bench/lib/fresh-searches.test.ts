import { freshSearches } from './fresh-searches.mjs';

const NAMES = ['Treillis soudé ST25C – panneau 6 × 2,40 m', 'Barre HA Ø12 – 12 m', 'Bac acier T40 – 0,63 mm', 'Fil à ligaturer recuit'];

describe('searches nobody typed before', () => {
  it('are two words of the catalogue’s names, never the same text twice before every pair has come', () => {
    const next = freshSearches(NAMES);
    // 12 words: 12 × 11 ordered pairs (the bench's catalogues give a few hundred words)
    const texts = Array.from({ length: 12 * 11 }, () => next());
    expect(new Set(texts).size).toBe(texts.length);
    const words = new Set(['treillis', 'soudé', 'st25c', 'panneau', 'barre', 'ø12', 'bac', 'acier', 't40', 'fil', 'ligaturer', 'recuit']);
    for (const text of texts.filter((_, i) => i % 5 !== 4)) {
      const [a, b, ...rest] = text.split(' ');
      expect([words.has(a!), words.has(b!), rest]).toEqual([true, true, []]);
      expect(a).not.toBe(b);
    }
  });

  it('leaves a letter out of a word of every fifth one, as a buyer mistypes it (the correction’s path)', () => {
    const next = freshSearches(NAMES);
    const texts = Array.from({ length: 10 }, () => next());
    const [, second] = texts[4]!.split(' ');
    expect(['treillis', 'soudé', 'st25c', 'panneau', 'barre', 'bac', 'acier', 't40', 'fil', 'ligaturer', 'recuit']).not.toContain(second);
    expect(second!.length).toBeGreaterThanOrEqual(3);
  });
});
