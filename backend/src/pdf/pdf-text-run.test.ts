import { pdfFigure } from './pdf-text-run';

describe('a figure written in a page’s content', () => {
  it('is written to the thousandth of a point, without exponent or negative zero', () => {
    expect([36, 841.89, 123.4567, -12.3456, 0.45, 1e-9, -0.0004, -0].map(pdfFigure)).toEqual(['36', '841.89', '123.457', '-12.346', '0.45', '0', '0', '0']);
  });
});
