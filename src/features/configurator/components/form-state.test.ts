import { pitchHint } from './form-state';

/**
 * The pitch's hint under the field: the profile's minimum, with its angle,
 * and the buyer's own pitch with its angle, each said of what it is (7 % is
 * about 4,0°, the 16,7° of a 30 % roof is not the minimum's).
 */
describe('pitchHint', () => {
  it('gives the minimum in percent and in degrees', () => {
    expect(pitchHint(7, 'Metaliso T40', null)).toBe('Au moins 7 % (environ 4,0°) pour le profil Metaliso T40.');
    expect(pitchHint(15, 'Tuile acier', null)).toBe('Au moins 15 % (environ 8,5°) pour le profil Tuile acier.');
  });

  it('gives the typed pitch its own angle, in a sentence of its own', () => {
    expect(pitchHint(7, 'Metaliso T40', 30)).toBe('Au moins 7 % (environ 4,0°) pour le profil Metaliso T40. Votre pente de 30 % fait environ 16,7°.');
    expect(pitchHint(7, 'Metaliso T40', 12.5)).toBe('Au moins 7 % (environ 4,0°) pour le profil Metaliso T40. Votre pente de 12,5 % fait environ 7,1°.');
  });
});
