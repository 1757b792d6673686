/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { CuttingPattern } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { CuttingPatternDrawing } from './cutting-pattern-drawing';

/**
 * A pattern drawn to scale: each piece as wide as its share of the plan's
 * longest stock bar, in order along the bar, its length written where there
 * is room, and what is left at the end marked as a kept offcut or as scrap.
 */
const NNBSP = '\u202f';
const draw = (pattern: CuttingPattern, { scaleMm = 12_000, kerfMm = 0, minOffcutMm = 1000 } = {}) => {
  render(<CuttingPatternDrawing pattern={pattern} scaleMm={scaleMm} kerfMm={kerfMm} minOffcutMm={minOffcutMm} />);
  const svg = screen.getByRole('img');
  const rects = [...svg.querySelectorAll('rect')].map((r) => ({ x: r.getAttribute('x'), width: r.getAttribute('width'), fill: r.getAttribute('fill') }));
  return { svg, rects, labels: [...svg.querySelectorAll('text')].map((t) => t.textContent) };
};

it('draws a 12 m bar cut 4 000 + 4 000 + 3 500 mm as three pieces of its length’s share, and its 500 mm of scrap hatched at its end', () => {
  const { svg, rects, labels } = draw({ stock_length_mm: 12_000, cuts_mm: [4000, 4000, 3500], repeat: 23, remainder_mm: 500 });
  expect(svg.getAttribute('aria-label')).toBe(`Barre de 12 m : 4${NNBSP}000 + 4${NNBSP}000 + 3${NNBSP}500 mm, perte de 500 mm`);
  // the pieces, the scrap, then the bar's outline over them
  expect(rects.map(({ x, width }) => [x, width])).toEqual([
    ['0%', '33.333%'],
    ['33.333%', '33.333%'],
    ['66.667%', '29.167%'],
    ['95.833%', '4.167%'],
    ['0', '100%'],
  ]);
  const hatch = svg.querySelector('pattern')!.id;
  expect(rects[3].fill).toBe(`url(#${hatch})`);
  // 500 mm is 4 % of the width: no room for its words, said in the image's name
  expect(labels).toEqual([`4${NNBSP}000`, `4${NNBSP}000`, `3${NNBSP}500`]);
});

it('draws a 6 m bar half as long as the plan’s 12 m ones, and its 1 500 mm end as a kept offcut', () => {
  const { svg, rects, labels } = draw({ stock_length_mm: 6000, cuts_mm: [4500], repeat: 1, remainder_mm: 1500 });
  expect(svg.getAttribute('aria-label')).toBe(`Barre de 6 m : 4${NNBSP}500 mm, chute conservée de 1${NNBSP}500 mm`);
  expect(rects.map(({ x, width }) => [x, width])).toEqual([
    ['0%', '37.5%'],
    ['37.5%', '12.5%'],
    ['0', '50%'],
  ]);
  expect(rects[1].fill).toBeNull();
  expect(labels).toEqual([`4${NNBSP}500`, `chute 1${NNBSP}500`]);
});

it('leaves the loss of each cut between the pieces, and marks no end on a bar cut to its length', () => {
  const { rects } = draw({ stock_length_mm: 12_000, cuts_mm: [6000, 5990], repeat: 4, remainder_mm: 0 }, { kerfMm: 5 });
  expect(rects.map(({ x, width }) => [x, width])).toEqual([
    ['0%', '50%'],
    ['50.042%', '49.917%'],
    ['0', '100%'],
  ]);
});

it('counts an end shorter than the offcut threshold as scrap, and one as long as it as an offcut', () => {
  const pattern = { stock_length_mm: 12_000, cuts_mm: [10_800], repeat: 1, remainder_mm: 1200 };
  expect(draw(pattern, { minOffcutMm: 1500 }).svg.getAttribute('aria-label')).toMatch(/, perte de 1\u202f200 mm$/);
  document.body.innerHTML = '';
  expect(draw(pattern, { minOffcutMm: 1200 }).svg.getAttribute('aria-label')).toMatch(/, chute conservée de 1\u202f200 mm$/);
});
