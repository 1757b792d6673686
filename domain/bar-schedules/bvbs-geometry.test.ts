import { bf2dGeometry, EXPORTABLE_CODES, shapeFromGeometry } from './bvbs-geometry';
import { FLAT_CODES } from './bvbs-machine';
import { SHAPE_CODES } from './shapes';

const legs = (...pairs: [number, number][]) => pairs.map(([lengthMm, angleDeg]) => ({ lengthMm, angleDeg }));

describe('BF2D geometry', () => {
  it('describes the flat shapes with right-angle bends only, those the machine check lets through', () => {
    expect(EXPORTABLE_CODES).toEqual(['00', '11', '12', '21', '31', '32', '41', '44', '51', '63', '64']);
    expect(EXPORTABLE_CODES).toEqual(FLAT_CODES);
  });

  it('gives legs and the angle after each, 0 after the last', () => {
    expect(bf2dGeometry('00', { A: 6000 })).toEqual({ legs: legs([6000, 0]) });
    expect(bf2dGeometry('21', { A: 200, B: 300, C: 250 })).toEqual({ legs: legs([200, 90], [300, 90], [250, 0]) });
    expect(bf2dGeometry('32', { A: 200, B: 300, C: 400, D: 500 })).toEqual({ legs: legs([200, 90], [300, 90], [400, -90], [500, 0]) });
    expect(bf2dGeometry('63', { A: 400, B: 200, C: 160 })).toEqual({ legs: legs([160, 90], [200, 90], [400, 90], [200, 90], [400, 90], [200, 90], [160, 0]) });
  });

  it('gives every other code a French reason', () => {
    const reasons = SHAPE_CODES.filter((c) => !EXPORTABLE_CODES.includes(c)).map((code) => [code, bf2dGeometry(code, {})] as const);
    for (const [, result] of reasons) expect(result).toEqual({ reason: expect.stringMatching(/^La forme .* : .*\.$/) });
    expect(bf2dGeometry('13', {})).toEqual({ reason: expect.stringContaining('pli à 180°') });
    expect(bf2dGeometry('52', {})).toEqual({ reason: expect.stringContaining('pli à 135°') });
    expect(bf2dGeometry('26', {})).toEqual({ reason: expect.stringContaining('plis obliques') });
    expect(bf2dGeometry('75', {})).toEqual({ reason: expect.stringContaining('cintrée') });
    expect(bf2dGeometry('14', {})).toEqual({ reason: expect.stringContaining('n’est pas reconnu') });
  });

  it('finds the shape back from its geometry, mirror images included', () => {
    expect(shapeFromGeometry(legs([300, 90], [700, 0]))).toEqual({ code: '11', dims: { A: 300, B: 700 } });
    expect(shapeFromGeometry(legs([300, -90], [700, 0]))).toEqual({ code: '11', dims: { A: 300, B: 700 } });
    expect(shapeFromGeometry(legs([200, -90], [300, 90], [400, 90], [500, -90], [600, 0]))).toEqual({
      code: '44',
      dims: { A: 200, B: 300, C: 400, D: 500, E: 600 },
    });
  });

  it('tells a closed link from a six-bend link by its repeated legs', () => {
    const six = legs([200, 90], [300, 90], [400, 90], [350, 90], [450, 90], [350, 90], [250, 0]);
    expect(shapeFromGeometry(six)).toEqual({ code: '64', dims: { A: 200, B: 300, C: 400, D: 350, E: 450, F: 250 } });
    expect(shapeFromGeometry(legs([115, 90], [200, 90], [300, 90], [200, 90], [300, 90], [115, 0]))).toEqual({ code: '51', dims: { C: 115, B: 200, A: 300 } });
  });

  it('knows no shape for other geometries', () => {
    expect(shapeFromGeometry(legs([300, 45], [700, 0]))).toBeNull();
    expect(shapeFromGeometry(legs([115, 90], [200, 90], [300, 90], [250, 90], [300, 90], [115, 0]))).toBeNull();
    expect(shapeFromGeometry(legs([300, 90]))).toBeNull();
    expect(shapeFromGeometry([])).toBeNull();
  });
});
