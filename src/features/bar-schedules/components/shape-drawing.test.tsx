import { renderToStaticMarkup } from 'react-dom/server';
import { SHAPE_CODES } from '@trefima/domain/bar-schedules/shapes';
import { DRAWING_BOXES, ShapeDrawing, type ShapeDrawingProps } from './shape-drawing';

const render = (props: ShapeDrawingProps) => renderToStaticMarkup(<ShapeDrawing {...props} />);
const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];
const texts = (html: string) => [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const NNBSP = '\u202f';

describe('ShapeDrawing', () => {
  const u = render({ code: '21', dims: { A: 300, B: 1200, C: 300 } });

  it('is an image named in French by its code, shape and dimensions', () => {
    expect(attr(u, 'svg', 'role')).toBe('img');
    const id = attr(u, 'svg', 'aria-labelledby');
    expect(id).toBeTruthy();
    expect(new RegExp(`<title id="${id}">([^<]*)</title>`).exec(u)?.[1]).toBe(`Forme 21, U : A 300 mm, B 1${NNBSP}200 mm, C 300 mm`);
  });

  it('names a shape without dimensions by its code and name, and takes a given title', () => {
    expect(render({ code: '51', dims: {} })).toContain('<title id="');
    expect(/<title[^>]*>([^<]*)</.exec(render({ code: '51', dims: {} }))?.[1]).toBe('Forme 51, cadre fermé');
    expect(/<title[^>]*>([^<]*)</.exec(render({ code: '21', dims: {}, title: 'Repère 12' }))?.[1]).toBe('Repère 12');
  });

  it('hides a decorative drawing, named by the text beside it, from assistive technologies', () => {
    const html = render({ code: '21', dims: {}, size: 'small', decorative: true });
    expect(attr(html, 'svg', 'aria-hidden')).toBe('true');
    expect(html).not.toContain('role=');
    expect(html).not.toContain('<title');
  });

  it('writes each leg’s letter and value, French thousands included', () => {
    expect(texts(u)).toEqual(['A 300', `B 1${NNBSP}200`, 'C 300']);
  });

  it('counts the turns of a helix in words', () => {
    expect(texts(render({ code: '77', dims: { A: 500, B: 100, C: 12 } }))).toContain('C 12 spires');
    expect(render({ code: '77', dims: { A: 500, B: 100, C: 1 } })).toContain('C 1 spire<');
    expect(/<title[^>]*>([^<]*)</.exec(render({ code: '77', dims: { A: 500, B: 100, C: 12 } }))?.[1]).toBe(
      'Forme 77, spirale (hélice) : A 500 mm, B 100 mm, C 12 spires',
    );
  });

  it('shows only the letters where the row has no value, and in the small size', () => {
    expect(texts(render({ code: '21', dims: { A: 300 } }))).toEqual(['A 300', 'B', 'C']);
    expect(texts(render({ code: '21', dims: { A: 300, B: 1200, C: 300 }, size: 'small' }))).toEqual(['A', 'B', 'C']);
  });

  it('keeps the stroke and the text the same on screen whatever the scale', () => {
    for (const html of [u, render({ code: '00', dims: { A: 12000 } }), render({ code: '11', dims: { A: 300, B: 200 }, size: 'small' })]) {
      expect(attr(html, 'path', 'vector-effect')).toBe('non-scaling-stroke');
      const [, , vbWidth, vbHeight] = attr(html, 'svg', 'viewBox')!.split(' ').map(Number);
      const [width, height] = [Number(attr(html, 'svg', 'width')), Number(attr(html, 'svg', 'height'))];
      const mmPerPx = Math.max(vbWidth! / width, vbHeight! / height);
      const box = attr(html, 'svg', 'class')!.includes('small') ? DRAWING_BOXES.small : DRAWING_BOXES.large;
      expect(Number(attr(html, 'svg', 'font-size')) / mmPerPx).toBeCloseTo(box.fontPx, 0);
      expect(width).toBeLessThanOrEqual(box.width);
      expect(height).toBeLessThanOrEqual(box.height);
    }
  });

  it('draws code 99 as a dashed frame for the sketch', () => {
    const html = render({ code: '99', dims: {} });
    expect(attr(html, 'path', 'class')).toBe('placeholder');
    expect(texts(html)).toEqual(['Croquis']);
  });

  it('draws every code of the catalogue, and nothing for an unknown one', () => {
    for (const code of SHAPE_CODES) expect(render({ code, dims: {}, size: 'small' })).toMatch(/^<svg[^>]* role="img".*<path [^>]*d="M /);
    expect(render({ code: '14', dims: { A: 300 } })).toBe('');
  });
});
