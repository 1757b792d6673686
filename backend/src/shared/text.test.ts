import { editDistance, normalize, stem } from './text';

describe('search words', () => {
  it('cut plurals to what they share with the singular, never more', () => {
    expect(['tôles', 'panneaux', 'treillis', 'étriers', 'vis', 'bac', 'mousse', 'ha12-12'].map((w) => stem(normalize(w)))).toEqual([
      'tole',
      'panneau',
      'treilli',
      'etrier',
      'vis',
      'bac',
      'mousse',
      'ha12-12',
    ]);
    // a stem is always the start of its word: search by substring loses no match
    for (const w of ['tôles', 'panneaux', 'chevaux', 'bass']) expect(normalize(w).startsWith(stem(normalize(w)))).toBe(true);
  });

  it('count the edits between two words, a swap of neighbours as one', () => {
    expect(editDistance('treilis', 'treillis', 2)).toBe(1);
    expect(editDistance('closior', 'closoir', 2)).toBe(1);
    expect(editDistance('faitiaire', 'faitiere', 2)).toBe(2);
    expect(editDistance('beton', 'beton', 1)).toBe(0);
    expect(editDistance('mouse', 'mousse', 1)).toBe(1);
    // beyond the limit, only "more than it"
    expect(editDistance('zzzzqqq', 'treillis', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 1)).toBe(2);
  });
});
