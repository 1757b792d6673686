import { hasInvisible, invisibleIn, oneLine, plainLine } from './text-characters';

// the Unicode format characters (category Cf) that change how a text reads without showing:
// « Chantier \u202Eexe.fdp » reads « Chantier pdf.exe » in a mail, a PDF or the office's tools
const FORMAT = {
  'left-to-right embedding': '\u202A',
  'right-to-left embedding': '\u202B',
  'pop directional formatting': '\u202C',
  'left-to-right override': '\u202D',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'arabic letter mark': '\u061C',
  'zero width space': '\u200B',
  'zero width non-joiner': '\u200C',
  'zero width joiner': '\u200D',
  'word joiner': '\u2060',
  'invisible times': '\u2062',
  'zero width no-break space (BOM)': '\uFEFF',
  'soft hyphen': '\u00AD',
  'mongolian vowel separator': '\u180E',
  'interlinear annotation anchor': '\uFFF9',
  'language tag': '\u{E0001}',
  'tag latin small letter a': '\u{E0061}',
} as const;

describe('hasInvisible', () => {
  it.each(Object.entries(FORMAT))('refuses the %s, a character nobody sees', (_name, c) => {
    expect(hasInvisible(`Chantier ${c}exe.fdp`)).toBe(true);
    expect(hasInvisible(c)).toBe(true);
  });

  it('refuses every format character of Unicode (\\p{Cf}) and every control character but tab and line breaks', () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCodePoint(code);
      const invisible = /\p{Cf}/u.test(c) || (/\p{Cc}/u.test(c) && !'\t\n\r'.includes(c));
      if (hasInvisible(`a${c}b`) !== invisible) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it('takes what people type: accents, other scripts, emoji, non-breaking and narrow spaces, typographic marks', () => {
    for (const text of [
      'Résidence « Les Flamboyants »',
      'Bât. B – 2ᵉ étage',
      'Ø12 × 6 m',
      'Ζ, Жилой, 住宅, مبنى',
      '👷🏽 ok',
      '1\u00a0000\u202fkg',
      'l’atelier…',
      'tab\tet\nligne',
    ]) {
      expect({ text, invisible: hasInvisible(text) }).toEqual({ text, invisible: false });
    }
  });
});

describe('invisibleIn', () => {
  it('says the refusal in one sentence', () => {
    expect(invisibleIn('Le champ « Nom »')).toBe('Le champ « Nom » contient un caractère invisible (un caractère de contrôle) : retirez-le.');
  });
});

describe('plainLine', () => {
  it('drops the format characters of a pasted cell as it drops the control characters', () => {
    expect(plainLine('\uFEFFHA\u200B12\u00AD')).toBe('HA12');
    expect(plainLine('Poutre\u202E P1\u0007')).toBe('Poutre P1');
    expect(plainLine('Poutre\nP1\vbis')).toBe('Poutre P1 bis');
  });

  it('keeps what is not invisible', () => {
    expect(plainLine('Ø12 – «\u00a0P1\u00a0»')).toBe('Ø12 – «\u00a0P1\u00a0»');
  });
});

describe('oneLine', () => {
  it('reads tabs and line breaks as one space and leaves format characters to the refusal', () => {
    expect(oneLine('a\t\r\nb\u2028c')).toBe('a b c');
    expect(oneLine('a\u200Bb')).toBe('a\u200Bb');
  });
});
