import { parseForm } from './form-body';

describe('parseForm (Stripe’s bracket notation)', () => {
  it('reads nested objects and indexed arrays as the SDK writes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][unit_amount]=1234&line_items[0][price_data][product_data][name]=Treillis%20ST25' +
      '&line_items[0][quantity]=2&line_items[1][quantity]=1&metadata[order]=C-2026-0001&expand[0]=payment_intent';
    expect(parseForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '1234', product_data: { name: 'Treillis ST25' } }, quantity: '2' }, { quantity: '1' }],
      metadata: { order: 'C-2026-0001' },
      expand: ['payment_intent'],
    });
  });

  it('reads encoded brackets and empty brackets as appended items', () => {
    expect(parseForm('payment_method_types%5B%5D=card&payment_method_types[]=sepa_debit')).toEqual({
      payment_method_types: ['card', 'sepa_debit'],
    });
  });

  it('keeps an object whose keys are not 0..n-1 as an object', () => {
    expect(parseForm('metadata[1]=a&metadata[3]=b')).toEqual({ metadata: { '1': 'a', '3': 'b' } });
  });

  it('drops keys that would reach Object.prototype', () => {
    expect(parseForm('__proto__[polluted]=yes&metadata[constructor][x]=1&a=b')).toEqual({ a: 'b' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
