import { addressLine } from './address-line';

const site = {
  company: 'Bellance BTP',
  first_name: 'Joël',
  last_name: 'Alexis',
  street: 'Chantier Les Abymes',
  street2: 'lot 4',
  zipcode: '97110',
  city: 'Pointe-à-Pitre',
  phone: '0690451234',
};

describe('an address on one line', () => {
  it('gives the company, the person, the street and the town, leaving out what is empty', () => {
    expect(addressLine(site)).toBe('Bellance BTP, Joël Alexis, Chantier Les Abymes, lot 4, 97110 Pointe-à-Pitre');
    expect(addressLine({ ...site, company: null, street2: null })).toBe('Joël Alexis, Chantier Les Abymes, 97110 Pointe-à-Pitre');
  });

  it('adds the phone, grouped, when asked', () => {
    expect(addressLine(site, { withPhone: true })).toMatch(/, 97110 Pointe-à-Pitre, 06\s?90\s?45\s?12\s?34$/);
    expect(addressLine({ ...site, phone: null }, { withPhone: true })).toBe(addressLine(site));
  });
});
