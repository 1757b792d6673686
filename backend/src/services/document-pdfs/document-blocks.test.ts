import { buyerIdentifiers, buyerLines } from './document-blocks';
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
