import { renderToStaticMarkup } from 'react-dom/server';
import { OrderProblem } from './order-problem';

jest.mock('./checkout.module.css', () => ({}));
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A refused order says the API's reason and offers what fixes it: the cart
 * for a stock shortage; the territory or another address for a delivery
 * place outside the chosen territory.
 */
const render = (code: string, zipcode = '97122') =>
  renderToStaticMarkup(<OrderProblem message="Message de l’API." code={code} deliveryZipcode={zipcode} onChangeTerritory={() => {}} />);

describe('OrderProblem', () => {
  it('shows the API’s message', () => {
    expect(render('VALIDATION_ERROR')).toContain('Message de l’API.');
  });

  it('leads back to the cart when the stock is short', () => {
    const html = render('OUT_OF_STOCK');
    expect(html).toContain('<a href="/panier">Modifier mon panier</a>');
    expect(html).not.toContain('Changer de territoire');
  });

  it('offers the territory choice and the address step when the delivery place is another territory', () => {
    const html = render('DELIVERY_TERRITORY', '97122');
    expect(html).toMatch(/<button type="button"[^>]*>Changer de territoire<\/button>/);
    expect(html).toContain('<a href="/adresse">Choisir une autre adresse de livraison</a>');
    expect(html).not.toContain('/panier');
  });

  it('offers only another address when no territory delivers there (Saint-Martin, mainland France)', () => {
    for (const zip of ['97150', '75011']) {
      const html = render('DELIVERY_TERRITORY', zip);
      expect(html).not.toContain('Changer de territoire');
      expect(html).toContain('<a href="/adresse">Choisir une autre adresse de livraison</a>');
    }
  });

  it('leads to the customer’s orders when the cart was already ordered (one waiting for its card is paid there)', () => {
    const html = render('CART_ORDERED');
    expect(html).toContain('<a href="/mes-commandes">Voir mes commandes</a>');
    expect(html).not.toContain('/panier');
  });

  it('offers nothing for other refusals, whose fields say what to fix', () => {
    expect(render('VALIDATION_ERROR')).not.toMatch(/<a |<button/);
  });
});
