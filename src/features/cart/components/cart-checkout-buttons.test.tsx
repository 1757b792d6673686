import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { sharedIntl } from '../../../i18n/provider';
import { CartCheckoutButtons } from './cart-checkout-buttons';

jest.mock('./cart.module.css', () => ({}));
jest.mock('../api/line-actions', () => ({ requestQuotation: jest.fn() }));
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** 'Commander' leads on to the address step, unless the cart asks more than the stock: then it says why it cannot. */
const render = (blocked: string | null) =>
  renderToStaticMarkup(
    <RawIntlProvider value={sharedIntl()}>
      <CartCheckoutButtons information="" isLogged blocked={blocked} onQuotation={() => {}} />
    </RawIntlProvider>,
  );

describe('CartCheckoutButtons', () => {
  it('is a link to /adresse when every line can be ordered', () => {
    expect(render(null)).toContain('<a href="/adresse">Commander</a>');
  });

  it('is a disabled button described by the reason when a line is short', () => {
    const reason = 'Commande impossible : « Barre HA Ø12 – 12 m » dépasse le stock disponible.';
    const html = render(reason);
    expect(html).not.toContain('href="/adresse"');
    const button = /<button[^>]*>Commander<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-disabled="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(button)?.[1];
    expect(describedBy).toBeTruthy();
    expect(new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1]).toBe(reason);
  });
});
