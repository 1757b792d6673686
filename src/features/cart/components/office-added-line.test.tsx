import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { CartLine } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import { RecapLines } from '../../checkout';
import { CartLineItem } from './cart-line-item';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * An accepted quotation's cart keeps the mark of the lines the sales office
 * added to the request (the study, the cages' assembly…): the buyer sees it
 * in the cart and in the recap he confirms, as he did on the quotation.
 */
const line = (extra: Partial<CartLine>): CartLine => ({
  id: 1,
  element_id: 7,
  slug: 'etude-et-nomenclature',
  name: 'Étude et nomenclature',
  reference: 'FAC-ETUDE',
  image: '/media/product/etude.jpg',
  unit: 'forfait',
  quantity: 1,
  length: null,
  unit_price_ht: 9000,
  total_ht: 9000,
  min_quantity: 1,
  step: 1,
  stock: 0,
  lead_time_days: 5,
  schedule: null,
  asked: null,
  mass_kg: null,
  ...extra,
});
const html = (node: ReactNode) => renderToStaticMarkup(<RawIntlProvider value={sharedIntl()}>{node}</RawIntlProvider>);
const MARK = 'Ajouté par nos services à votre demande';

describe('a line the sales office added', () => {
  it('says so in the cart, and a line the buyer asked for does not', () => {
    const item = (l: CartLine) => html(<CartLineItem line={l} onQuantity={() => {}} onRemove={() => {}} locked />);
    expect(item(line({ added_by_office: true }))).toContain(MARK);
    expect(item(line({}))).not.toContain(MARK);
  });

  it('says so in the checkout’s recap', () => {
    expect(html(<RecapLines lines={[line({ added_by_office: true }), line({ id: 2, reference: 'HA12-12' })]} />).split(MARK)).toHaveLength(2);
  });
});
