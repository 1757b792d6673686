import type { Address } from '@trefima/domain/contract';
import { addressLines, buyerLines, heading } from './document-blocks';
import { buyerIdentifiers } from './buyer-identifiers';
import { PRIVATE, PRO, PRO_VAT_NUMBER } from './fixtures.test-support';

describe('buyerIdentifiers', () => {
  it('gives a professional his SIRET and the VAT number of its SIREN', () => {
    expect(buyerIdentifiers(PRO)).toEqual(['SIRET 73282932000074', `N° TVA intracommunautaire ${PRO_VAT_NUMBER}`]);
  });

  it('derives the VAT number from the SIREN, spaces in the SIRET or not', () => {
    expect(buyerIdentifiers({ ...PRO, siret: '732 829 320 00074' })).toEqual(['SIRET 73282932000074', 'N° TVA intracommunautaire FR44732829320']);
    // the seller's own: a second SIREN whose key is known (seller.ts)
    expect(buyerIdentifiers({ ...PRO, siret: '83214576700014' })[1]).toBe('N° TVA intracommunautaire FR14832145767');
  });

  it('gives nothing for a professional without a valid SIRET, nor for a private buyer', () => {
    expect(buyerIdentifiers({ ...PRO, siret: null })).toEqual([]);
    expect(buyerIdentifiers({ ...PRO, siret: '7328293200007' })).toEqual([]);
    expect(buyerIdentifiers({ ...PRIVATE, siret: '73282932000074' })).toEqual([]);
  });

  it('puts them under the buyer’s name on a quotation', () => {
    expect(buyerLines(PRO).filter(Boolean)).toEqual(expect.arrayContaining(['SIRET 73282932000074', `N° TVA intracommunautaire ${PRO_VAT_NUMBER}`]));
  });
});

describe('addressLines', () => {
  const a: Address = {
    address_id: 1,
    label: 'Chantier',
    civility: 'm',
    first_name: 'Joël',
    last_name: 'Bellance',
    company: null,
    street: 'Rue Frébault',
    street2: null,
    zipcode: '97110',
    city: 'Pointe-à-Pitre',
    country_code: 'FR',
    phone: '0690261234',
    is_default_delivery: true,
    is_default_billing: false,
  };

  it('writes the civility as it is abbreviated and the phone grouped in pairs', () => {
    expect(addressLines(a).filter(Boolean)).toEqual(['M. Joël Bellance', 'Rue Frébault', '97110 Pointe-à-Pitre', 'Tél. 06 90 26 12 34']);
    expect(addressLines({ ...a, civility: 'mme', phone: '+596696123456' }).filter(Boolean)).toEqual([
      'Mme Joël Bellance',
      'Rue Frébault',
      '97110 Pointe-à-Pitre',
      'Tél. +596 696 12 34 56',
    ]);
  });

  it('writes a buyer’s phone grouped in pairs', () => {
    expect(buyerLines(PRO)).toContain('Tél. 06 96 12 34 56');
  });
});

describe('the seller’s heading', () => {
  it('writes the seller’s phone grouped in pairs, whatever the configuration wrote', async () => {
    const printed: string[] = [];
    const w = { y: 800, width: 500, text: () => {}, paragraph: (line: string) => printed.push(line) } as unknown as Parameters<typeof heading>[0];
    const seller = (await import('../../site/seller')).sellerOf({ SELLER_PHONE: '0596501234' });
    heading(w, seller, 'Facture', []);
    expect(printed).toContain('Tél. 05 96 50 12 34');
  });
});
