import { menuLinkRel, telHref } from './links';

describe('telHref', () => {
  it('keeps digits only', () => {
    expect(telHref('0596 50 12 34')).toBe('tel:0596501234');
    expect(telHref(' 05.96.50.12.34 ')).toBe('tel:0596501234');
  });
  it('keeps a leading plus', () => {
    expect(telHref('+596 596 50 12 34')).toBe('tel:+596596501234');
  });
});

describe('menuLinkRel', () => {
  it('makes header links opening a new tab nofollow except on the home page', () => {
    expect(menuLinkRel(true, 'header', false)).toBe('noopener noreferrer nofollow');
    expect(menuLinkRel(true, 'header', true)).toBe('noopener noreferrer');
    expect(menuLinkRel(false, 'header', false)).toBeUndefined();
  });
  it('makes every footer link nofollow', () => {
    expect(menuLinkRel(false, 'footer', true)).toBe('nofollow');
    expect(menuLinkRel(true, 'footer', true)).toBe('nofollow noopener noreferrer');
  });
});
