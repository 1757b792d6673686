import { countedRefusal } from './counted';
import { thingOf, unitOf } from './line-tokens';
import type { SoldAs } from '../units/conversions';

const product = (reference: string, sold: Partial<SoldAs> & Pick<SoldAs, 'unit'>) => ({
  reference,
  weight: null,
  length: null,
  width: null,
  covering_width: null,
  min_quantity: 1,
  step: 1,
  ...sold,
});
const bundle = product('BT-HA12', { unit: 'tonne', weight: 1000, length: 12 });
const bar = product('HA12-12', { unit: 'barre', weight: 10.656, length: 12 });
const sheet = product('BAC-T40-9010-063', { unit: 'ml', weight: 4.9, width: 1.06, covering_width: 1 });

describe('the things a quantity counts', () => {
  it.each([
    ['barre', 'barre'],
    ['Barres', 'barre'],
    ['br.', 'barre'],
    // as bar schedules and merchants' quotes abbreviate them
    ['brs', 'barre'],
    ['Bres', 'barre'],
    ['rlx', 'rouleau'],
    ['panneaux', 'panneau'],
    // a roofing sheet's or a welded-mesh panel's word: its own thing, which either takes (below)
    ['plaques', 'plaque'],
    ['tôles', 'tôle'],
    ['toles', 'tôle'],
    ['rouleaux', 'rouleau'],
    ['sacs', 'sac'],
  ])('reads « %s » as a count of %s, a count all the same', (word, thing) => {
    expect(thingOf(word)).toBe(thing);
    expect(unitOf(word)).toBe('piece');
  });

  it.each(['x', 'u', 'un', 'unité', 'pc', 'pcs', 'pce', 'pièce', 'ex', 'kg', 'ml', 'seaux'])('names no thing with « %s »', (word) => {
    expect(thingOf(word)).toBeUndefined();
  });
});

describe('a count of a thing the product is not sold by', () => {
  it('refuses bars of a bundle sold by the tonne, with the units it is ordered in', () => {
    expect(countedRefusal('barre', bundle)).toBe('BT-HA12 se vend à la tonne, pas à la barre : indiquez une quantité en t ou en kg.');
  });

  it('refuses panels of a bar, and bars of a sheet, with the count to write instead', () => {
    expect(countedRefusal('panneau', bar)).toBe(
      'HA12-12 se vend à la barre, pas au panneau : indiquez un nombre de barres, ou une quantité en kg, en t ou en m.',
    );
    expect(countedRefusal('barre', sheet, 4)).toBe(
      'BAC-T40-9010-063 se vend à la tôle, pas à la barre : indiquez un nombre de tôles, ou une quantité en kg, en t, en m ou en m².',
    );
    expect(countedRefusal('barre', sheet)).toBe('BAC-T40-9010-063 se vend à la tôle, pas à la barre : indiquez un nombre de tôles.');
    expect(countedRefusal('sac', product('CAS-SUR-MESURE', { unit: 'm²', weight: 7.4 }))).toBe(
      'CAS-SUR-MESURE se vend au m², pas au sac : indiquez une quantité en m².',
    );
  });

  it('takes a count of the thing the product is sold by, a sheet cut to length counted in sheets', () => {
    expect(countedRefusal('barre', bar)).toBeNull();
    expect(countedRefusal('tôle', sheet, 4)).toBeNull();
    expect(countedRefusal('sac', product('BET-25', { unit: 'sac' }))).toBeNull();
    expect(countedRefusal('rouleau', product('FIL-TR4-25', { unit: 'rouleau' }))).toBeNull();
    expect(countedRefusal('panneau', product('ST25C-240', { unit: 'panneau' }))).toBeNull();
  });

  it('keeps counting a product sold by a generic unit, and a plain count', () => {
    expect(countedRefusal('tôle', product('PLX-T40-300', { unit: 'pièce' }))).toBeNull();
    expect(countedRefusal('barre', product('CP-FORFAIT', { unit: 'forfait' }))).toBeNull();
    expect(countedRefusal('sac', product('CP-UNITE', { unit: 'unité' }))).toBeNull();
    expect(countedRefusal(undefined, bundle)).toBeNull();
    expect(countedRefusal(null, bundle)).toBeNull();
  });
});

describe('a count of a thing of a product sold by another named unit', () => {
  it('refuses rolls of a box of 50 reels, naming the box: ten rolls are no ten boxes', () => {
    expect(countedRefusal('rouleau', product('BOB-LIG-50', { unit: 'boîte' }))).toBe(
      'BOB-LIG-50 se vend à la boîte, pas au rouleau : indiquez un nombre de boîtes.',
    );
    expect(countedRefusal('sac', product('KIT-ANC', { unit: 'kit' }))).toBe('KIT-ANC se vend au kit, pas au sac : indiquez un nombre de kits.');
    expect(countedRefusal('barre', product('SEAU-GR', { unit: 'seau' }))).toBe('SEAU-GR se vend au seau, pas à la barre : indiquez un nombre de seaux.');
    // a unit whose gender is not known to the rule: « par », right with either
    expect(countedRefusal('barre', product('FAG-10', { unit: 'fagot' }))).toBe('FAG-10 se vend par fagot, pas à la barre : indiquez un nombre de fagots.');
  });
});

describe('« plaques »: a roofing sheet or a welded-mesh panel', () => {
  it('counts the panels of a mesh and the sheets of a sheet cut to length', () => {
    expect(countedRefusal('plaque', product('ST25C-240', { unit: 'panneau' }))).toBeNull();
    expect(countedRefusal('plaque', sheet, 4)).toBeNull();
  });

  it('is refused for any other product in the word the buyer wrote, not « tôle »', () => {
    expect(countedRefusal('plaque', bundle)).toBe('BT-HA12 se vend à la tonne, pas à la plaque : indiquez une quantité en t ou en kg.');
    expect(countedRefusal('plaque', bar)).toBe(
      'HA12-12 se vend à la barre, pas à la plaque : indiquez un nombre de barres, ou une quantité en kg, en t ou en m.',
    );
  });
});
