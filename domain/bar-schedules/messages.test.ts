import { BVBS_MESSAGES } from './bvbs-messages';
import { MESSAGES } from './messages';

describe('messages', () => {
  it('says what is wrong and what to change', () => {
    expect(MESSAGES.endProjection('A', 90, 125, 12, false)).toBe(
      'La cote A (90 mm) est plus courte que le retour minimal de 125 mm pour un Ø12 : portez-la à 125 mm au moins.',
    );
    expect(MESSAGES.endProjection('C', 100, 160, 12, true)).toBe(
      'La cote C (100 mm) est plus courte que le retour minimal d’un cadre de 160 mm pour un Ø12 : portez-la à 160 mm au moins.',
    );
  });

  it('writes numbers the French way', () => {
    expect(MESSAGES.maxCutLength(12005, 12000)).toContain('12\u202f005 mm');
    expect(MESSAGES.dimensionStep('B', 12.5, 15)).toContain('(12,5 mm)');
    expect(MESSAGES.unknownDiameter(18, [6, 8, 10])).toBe('Le diamètre 18 mm n’est pas fabriqué : choisissez-en un parmi 6, 8 et 10 mm.');
  });

  it('names the grades the shop makes', () => {
    expect(MESSAGES.grade('B500C', ['B500B'])).toBe(
      'La nuance « B500C » n’est pas façonnée ici : nos barres sont en B500B, corrigez la nuance ou demandez un devis.',
    );
  });

  it('names the line of a bad BVBS line', () => {
    expect(BVBS_MESSAGES.lineError(3, BVBS_MESSAGES.badChecksum('12', 93))).toMatch(/^Ligne 3 : la somme de contrôle vaut 12 au lieu de 93/);
  });

  it('keeps every text in French with a full stop', () => {
    // with a BVBS line's own refusals, which load with the file's reader or the export (bvbs-messages.ts)
    const lines = ['noChecksum', 'badChecksum', 'badField', 'missingField', 'badGeometry', 'tooLong', 'badTextField', 'lineTooLong'] as const;
    for (const [key, value] of [...Object.entries(MESSAGES), ...lines.map((key) => [key, BVBS_MESSAGES[key]] as const)]) {
      if (['lineError', 'unknownDiameter', 'grade'].includes(key)) continue;
      const text = typeof value === 'string' ? value : (value as (...a: unknown[]) => string)('X', 1, 2, 3, false);
      expect(text).toMatch(/\.$/);
    }
  });
});
