import { sharedIntl } from './provider';

describe('sharedIntl, the cart and checkout pages’ react-intl', () => {
  it('speaks French with the compiled messages', () => {
    const intl = sharedIntl();
    expect(intl.locale).toBe('fr');
    expect(intl.formatMessage({ id: 'cart.quantity.label' }, { name: 'Treillis PAF 10' })).toContain('Treillis PAF 10');
    expect(intl.formatNumber(1234.5, { style: 'currency', currency: 'EUR' })).toMatch(/1\s234,50\s€/);
  });

  it('is built once and formats, without asking Intl for its list of locales (about 20 ms in a browser)', () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./provider') as typeof import('./provider');
      const intl = fresh.sharedIntl();
      expect(intl).toBe(fresh.sharedIntl());
      expect(intl.formatMessage({ id: 'price.ht' }, { price: '12,50 €' })).toBe('12,50 € HT');
    });
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('still reports a missing message', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(sharedIntl().formatMessage({ id: 'nope.nothing' })).toBe('nope.nothing');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
    error.mockRestore();
  });
});
