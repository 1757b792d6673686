import { renderToStaticMarkup } from 'react-dom/server';
import type { Bill } from '../roof';
import { Facts } from './roof-configurator';

/** The roof's figures beside its bill: every number as the site writes numbers, thousands separated. */
it('writes the screws’ count with its thousands separator', () => {
  const bill = { area: 1272, sheets: 1048, screws: 7632, geometry: { rampant: 6.42, ridge: 0, hip: 0 } } as unknown as Bill;
  const text = renderToStaticMarkup(<Facts bill={bill} screwsPerM2={6} />).replace(/<[^>]+>/g, ' ');
  expect(text).toContain('7\u202f632 (6 au m²)');
  expect(text).toContain('1\u202f048');
});
