import { DEMO_SELLER, sellerOf, sellerPostal, validSiret, vatNumberOf } from './seller';

describe('the seller printed on every document', () => {
  it('keeps the demonstration identity, whose keys are right, when nothing is set', () => {
    expect(sellerOf({})).toEqual(DEMO_SELLER);
    expect(validSiret(DEMO_SELLER.siret)).toBe(true);
    expect(vatNumberOf(DEMO_SELLER.siret.slice(0, 9))).toBe(DEMO_SELLER.vatNumber);
  });

  it('is the shop the site’s footer names: the factory of the Lamentin, its phone', () => {
    expect(DEMO_SELLER.address).toEqual(['Zone industrielle du Lamentin', '97232 Le Lamentin, Martinique']);
    expect(DEMO_SELLER.phone.replace(/\D/g, '')).toBe('0596501234');
    expect(sellerPostal(DEMO_SELLER)).toEqual({ street: 'Zone industrielle du Lamentin', zipcode: '97232', city: 'Le Lamentin', country: 'Martinique' });
  });

  it('reads the postcode, town and country from the address’s last line, the territory when no country is written', () => {
    expect(sellerPostal(sellerOf({ SELLER_ADDRESS: 'Zone de Jarry | Rue de la Chapelle | 97122 Baie-Mahault' }))).toEqual({
      street: 'Zone de Jarry, Rue de la Chapelle',
      zipcode: '97122',
      city: 'Baie-Mahault',
      country: 'Guadeloupe',
    });
    expect(() => sellerOf({ SELLER_ADDRESS: 'Zone de Jarry | Baie-Mahault' })).toThrow(/SELLER_ADDRESS/);
    expect(() => sellerOf({ SELLER_PHONE: '0596 50 12' })).toThrow(/SELLER_PHONE/);
  });

  it('derives the VAT number from the SIREN as the tax office does', () => {
    // key = (12 + 3 × (SIREN mod 97)) mod 97
    expect(vatNumberOf('732829320')).toBe('FR44732829320');
  });

  it('takes the environment, address lines split on |, and stops on a SIRET or VAT number whose key is wrong', () => {
    const seller = sellerOf({ SELLER_SIRET: '732 829 320 00074', SELLER_ADDRESS: 'Zone de Jarry | 97122 Baie-Mahault', SELLER_NAME: 'Trefima Guadeloupe' });
    expect(seller).toMatchObject({
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      address: ['Zone de Jarry', '97122 Baie-Mahault'],
      name: 'Trefima Guadeloupe',
    });
    expect(() => sellerOf({ SELLER_SIRET: '73282932000075' })).toThrow(/SELLER_SIRET/);
    expect(() => sellerOf({ SELLER_VAT_NUMBER: 'FR15832145767' })).toThrow(/SELLER_VAT_NUMBER/);
  });
});
