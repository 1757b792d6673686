import { orderForm, quotationRequestForm } from './checkout';
import { formMessages as m } from './messages';

const errorsOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('orderForm', () => {
  const ok = { cart_token: 'abcdefgh', carrier_id: 1, payment_id: '2', delivery_address_id: 3, billing_address_id: 3, accept_cgv: 'on' };

  it('accepts a complete checkout, ids as numbers or strings', () => {
    expect(orderForm.parse(ok)).toMatchObject({ payment_id: 2, accept_cgv: true, complementary_information: null });
  });

  it('names every missing choice and requires the sales conditions', () => {
    const e = errorsOf(orderForm.safeParse({ cart_token: 'abcdefgh' }));
    expect(e).toMatchObject({
      carrier_id: m.required('Mode de livraison'),
      payment_id: m.required('Moyen de paiement'),
      delivery_address_id: m.required('Adresse de livraison'),
      billing_address_id: m.required('Adresse de facturation'),
      accept_cgv: m.salesConditions,
    });
    expect(errorsOf(orderForm.safeParse({ ...ok, accept_cgv: false }))).toEqual({ accept_cgv: m.salesConditions });
    expect(errorsOf(orderForm.safeParse({ ...ok, cart_token: '' }))).toHaveProperty('cart_token');
  });
});

describe('quotationRequestForm', () => {
  it('needs the cart and limits the note', () => {
    expect(quotationRequestForm.parse({ cart_token: 'abcdefgh', complementary_information: ' Chantier à Sainte-Rose ' }).complementary_information).toBe(
      'Chantier à Sainte-Rose',
    );
    expect(errorsOf(quotationRequestForm.safeParse({ cart_token: 'abcdefgh', complementary_information: 'x'.repeat(2001) }))).toHaveProperty(
      'complementary_information',
    );
  });
});
