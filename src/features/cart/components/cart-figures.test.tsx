import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { CartLine } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import { articlesHeading } from '../cart-figures';
import { CartLineItem } from './cart-line-item';
import { CartMass } from './cart-mass';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * What the cart counts and weighs (issue 43, a buyer walk): a bar
 * schedule's line is an article, not a unit to add to the pieces; every mass
 * in the cart is written to one precision (kg to the tenth, t to the
 * hundredth), and the cart says its total mass in kg and t.
 */
const line = (extra: Partial<CartLine>): CartLine => ({
  id: 1,
  element_id: 7,
  slug: 'barre-ha-o12-12-m',
  name: 'Barre HA Ø12 – 12 m',
  reference: 'HA12-12',
  image: '/media/product/barre.jpg',
  unit: 'barre',
  quantity: 1,
  length: null,
  unit_price_ht: 1545,
  total_ht: 1545,
  min_quantity: 1,
  step: 1,
  stock: 5000,
  lead_time_days: null,
  schedule: null,
  asked: null,
  mass_kg: 10.66,
  ...extra,
});
const schedule = (id: number, massG: number, extra: Partial<CartLine> = {}) =>
  line({
    id,
    element_id: 90 + id,
    reference: `FAC-${id}`,
    name: 'Façonnage sur plan',
    unit: 'nomenclature',
    lead_time_days: 5,
    schedule: { id: 3, number: 'NOM-2026-0007', revision: 'B', mass_g: massG },
    mass_kg: massG / 1000,
    ...extra,
  });
const html = (node: ReactNode) => renderToStaticMarkup(<RawIntlProvider value={sharedIntl()}>{node}</RawIntlProvider>);
// the page's spaces (narrow no-break between thousands) read as plain ones
const text = (node: ReactNode) =>
  html(node)
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

describe('the cart’s count', () => {
  it('counts a schedule’s lines as articles, not as units added to the pieces', () => {
    const list = [
      line({ quantity: 8 }),
      line({ id: 2, quantity: 1, reference: 'HA8-6' }),
      line({ id: 3, quantity: 2 }),
      schedule(4, 812_345),
      schedule(5, 422_000),
    ];
    expect(articlesHeading(list)).toBe('5 articles (11 unités, 2 lignes de nomenclature)');
    expect(articlesHeading([line({ quantity: 1 })])).toBe('1 article (1 unité)');
    expect(articlesHeading([schedule(4, 812_345)])).toBe('1 article (1 ligne de nomenclature)');
  });
});

describe('the cart’s masses', () => {
  it('are written to one precision on every line: an amount asked in tonnes and a schedule’s mass', () => {
    const asked = line({ quantity: 141, asked: { amount: 1.5, unit: 't' }, mass_kg: 1503.06 });
    expect(text(<CartLineItem line={asked} onQuantity={() => {}} onRemove={() => {}} />)).toContain('Demandé : 1,5 t, soit 141 barres = 1 503,1 kg');
    expect(text(<CartLineItem line={schedule(4, 1_234_567)} onQuantity={() => {}} onRemove={() => {}} />)).toContain(
      'Nomenclature NOM-2026-0007, révision B : 1 234,6 kg (masse théorique)',
    );
  });

  it('are added up in kg and in t, saying which lines have no known mass', () => {
    const list = [line({ quantity: 141, mass_kg: 1503.06 }), schedule(4, 812_345), line({ id: 8, reference: 'CAL-ROUE-30', mass_kg: null })];
    expect(text(<CartMass list={list} />)).toBe('Masse totale : 2 315,4 kg (2,32 t), hors 1 article sans masse connue');
    expect(text(<CartMass list={[line({ quantity: 50, mass_kg: 533 })]} />)).toBe('Masse totale : 533,0 kg (0,53 t)');
    expect(text(<CartMass list={[line({ mass_kg: null })]} />)).toBe('');
  });
});
