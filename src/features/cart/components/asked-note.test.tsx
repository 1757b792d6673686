import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import type { CartLine } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import { AskedNote } from './asked-note';

/** A cart line entered in the buyer's unit says both figures: what he asked and what he gets. */
const base = { unit: 'barre', quantity: 113, length: null, asked: { amount: 1.2, unit: 't' }, mass_kg: 1204.58 } as const;
const text = (line: Partial<CartLine>) =>
  renderToStaticMarkup(
    <RawIntlProvider value={sharedIntl()}>
      <AskedNote line={{ ...base, ...line } as CartLine} />
    </RawIntlProvider>,
  ).replace(/[\u202f\u00a0]/g, ' ');

describe('AskedNote', () => {
  it('says the tonnes asked, the bars and their mass, to the tenth as every mass in the cart', () => {
    expect(text({})).toBe('Demandé : 1,2 t, soit 113 barres = 1 204,6 kg');
    expect(text({ mass_kg: 1204 })).toBe('Demandé : 1,2 t, soit 113 barres = 1 204,0 kg');
  });

  it('counts sheets cut to length as sheets, and leaves out an unknown mass', () => {
    expect(text({ unit: 'ml', quantity: 8, length: 4.5, asked: { amount: 36, unit: 'm2' }, mass_kg: null })).toBe('Demandé : 36 m², soit 8 tôles');
  });

  it('says nothing of a line entered as a count', () => {
    expect(text({ asked: null })).toBe('');
  });
});
