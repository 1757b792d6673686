import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import type { CartLine } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import { orderBlockedReason } from './availability';
import { CartLineItem } from './cart-line-item';
import { LineAvailability } from './line-availability';

jest.mock('./cart-line.module.css', () => ({}));
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * What a cart line says about availability: stocked products are bounded by
 * their stock (and the order refuses beyond it), made-to-order ones are not,
 * and take working days to make.
 */
const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  element_id: 10,
  slug: 'barre-ha-o12-12-m',
  name: 'Barre HA Ø12 – 12 m',
  reference: 'HA12-12',
  image: '/media/product/ha12.svg',
  unit: 'barre',
  quantity: 3,
  length: null,
  unit_price_ht: 1545,
  total_ht: 4635,
  min_quantity: 1,
  step: 1,
  stock: 120,
  lead_time_days: null,
  schedule: null,
  asked: null,
  mass_kg: 31.98,
  ...over,
});
const text = (l: CartLine, wanted?: number) =>
  renderToStaticMarkup(<LineAvailability id="dispo" line={l} wanted={wanted} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('LineAvailability', () => {
  it('says "En stock" when the stock is well above the quantity', () => {
    expect(text(line({ quantity: 3, stock: 120 }))).toBe('En stock');
  });

  it('says how many are left when the quantity comes close to the stock, with the unit in French', () => {
    expect(text(line({ quantity: 7, stock: 12 }))).toBe('Plus que 12 barres en stock');
    expect(text(line({ quantity: 1, stock: 1 }))).toBe('Plus que 1 barre en stock');
    expect(text(line({ quantity: 30, stock: 40, unit: 'ml' }))).toBe('Plus que 40 m en stock');
  });

  it('says "Rupture de stock" at 0, and that the line keeps the order from going on', () => {
    expect(text(line({ quantity: 2, stock: 0 }))).toMatch(/^Rupture de stock Cet article n’est plus disponible : retirez-le du panier pour commander/);
  });

  it('flags, in words, a quantity beyond the stock', () => {
    expect(text(line({ quantity: 15, stock: 12 }))).toBe(
      'Plus que 12 barres en stock Votre panier en demande plus que le stock (12 barres) : réduisez la quantité ou retirez l’article pour commander.',
    );
    // two lengths of one sheet draw on one stock
    expect(text(line({ quantity: 5, stock: 8 }), 9)).toMatch(/^Plus que 8 barres en stock Votre panier en demande plus/);
  });

  it('gives the production time of a made-to-order product, whatever its stock', () => {
    expect(text(line({ quantity: 50, stock: 0, lead_time_days: 5 }))).toBe('Fabriqué sur commande : 5 jours ouvrés');
    expect(text(line({ quantity: 1, stock: 0, lead_time_days: 1 }))).toBe('Fabriqué sur commande : 1 jour ouvré');
  });
});

describe('CartLineItem', () => {
  const render = (l: CartLine) =>
    renderToStaticMarkup(
      <RawIntlProvider value={sharedIntl()}>
        <CartLineItem line={l} onQuantity={() => {}} onRemove={() => {}} />
      </RawIntlProvider>,
    );
  const input = (html: string) => /<input[^>]*>/.exec(html)![0];

  it('bounds the quantity of a stocked product by its stock, and ties the availability to the field', () => {
    const html = render(line({ stock: 12 }));
    expect(input(html)).toContain('max="12"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input(html))![1].split(' ');
    const availability = describedBy.map((id) => new RegExp(`id="${id}"[^>]*>(.*?)</div>`).exec(html)?.[1].replace(/<[^>]+>/g, ''));
    expect(availability).toContain('En stock');
  });

  it('leaves a made-to-order product unbounded', () => {
    expect(input(render(line({ stock: 0, lead_time_days: 5 })))).not.toContain('max=');
  });
});

describe('orderBlockedReason', () => {
  it('names the products the cart asks more of than the stock, counting every line of a product', () => {
    // a sheet cut to length: its stock is the coil's metres (domain/catalogue/stock.ts)
    const sheet = { element_id: 20, name: 'Tôle Metaliso', unit: 'ml', stock: 50 };
    expect(orderBlockedReason([line(), line({ id: 2, ...sheet, quantity: 6, length: 4 })])).toBeNull();
    expect(orderBlockedReason([line(), line({ id: 2, ...sheet, quantity: 6, length: 4 }), line({ id: 3, ...sheet, quantity: 6, length: 5 })])).toBe(
      'Commande impossible pour le moment : la quantité de « Tôle Metaliso » dépasse le stock disponible. Réduisez-la ou retirez l’article, ou demandez un devis.',
    );
    expect(
      orderBlockedReason([
        line({ stock: 0 }),
        line({ id: 2, ...sheet, quantity: 11, length: 5 }),
        line({ id: 3, element_id: 30, lead_time_days: 5, stock: 0 }),
      ]),
    ).toMatch(/la quantité de « Barre HA Ø12 – 12 m », « Tôle Metaliso » dépassent le stock/);
  });
});
