import { checkLayout } from './coverage.test-support';
import { layOutMesh, type LayoutChoice } from './layout';
import { whereFourMeet } from './meet';
import { staggerShifts } from './stagger';
import type { MeshPanel, Slab } from './types';

/* Seed catalogue panels (backend/src/seed/data/products.ts ST_MESHES), as the 2nd mesh audit took them. */
const ST25C: MeshPanel = { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, wireLongMm: 7, wireTransMm: 7, massKg: 58 };
const ST25: MeshPanel = { ...ST25C, pitchTransMm: 300 };
const ST10: MeshPanel = { widthMm: 2400, lengthMm: 4000, pitchLongMm: 200, pitchTransMm: 300, wireLongMm: 5.5, wireTransMm: 5.5, massKg: 20 };
const PAF: MeshPanel = { widthMm: 2400, lengthMm: 3600, pitchLongMm: 200, pitchTransMm: 200, wireLongMm: 5, wireTransMm: 5, massKg: 10 };

const checked = (slab: Slab, panel: MeshPanel, choice: LayoutChoice = {}) => {
  const r = layOutMesh(slab, panel, choice);
  return { r, ...checkLayout(slab, panel, choice, r, 10) };
};

describe('whereFourMeet', () => {
  const at = (x: number, y: number, w = 100, h = 100) => ({ x, y, w, h });

  it('finds the corner where four panels lie on top of each other, the lower left of the area they share', () => {
    expect(whereFourMeet([at(0, 0), at(80, 0), at(0, 90), at(80, 90)])).toEqual({ x: 80, y: 90 });
    // three only, or four whose edges only touch: none
    expect(whereFourMeet([at(0, 0), at(80, 0), at(0, 90)])).toBeNull();
    expect(whereFourMeet([at(0, 0), at(100, 0), at(0, 100), at(100, 100)])).toBeNull();
    // four in a row along x lapped two by two: never more than two at a point
    expect(whereFourMeet([at(0, 0), at(80, 0), at(160, 0), at(240, 0)])).toBeNull();
    // staggered rows (bricks): the laps of one row away from the next's, three at most
    expect(whereFourMeet([at(0, 0), at(90, 0), at(0, 90, 50), at(40, 90), at(130, 90)])).toBeNull();
  });
});

describe('the junction lap of an L where a’s last row is thinner than b’s lap (2nd mesh audit, defect 5)', () => {
  it('ST10, a 16,484 × 2,486 m (rows at 0 and 2 200, the last 286 high), b 3,03 × 3,52 m standing: one panel of a laps b’s main wires by 333', () => {
    const slab: Slab = { kind: 'L', a: { lengthMm: 16484, widthMm: 2486 }, b: { lengthMm: 3030, widthMm: 3520 } };
    const { r, shortLaps, uncovered, outside } = checked(slab, ST10);
    expect(r.endLapMm).toBe(333);
    expect([shortLaps, uncovered, outside]).toEqual([[], [], []]);
  });

  it('never laps shorter than the rule over random rectangles and L’s, whatever the panel and the choice', () => {
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const size = (lo: number, hi: number) => Math.round(lo + rnd() * (hi - lo));
    const bad: string[] = [];
    for (let i = 0; i < 12; i++) {
      const [aL, aW] = [size(500, 16000), size(500, 9000)];
      const slab: Slab =
        i % 3
          ? { kind: 'L', a: { lengthMm: aL, widthMm: aW }, b: { lengthMm: size(500, aL), widthMm: size(500, 8000) } }
          : { kind: 'rect', lengthMm: aL, widthMm: aW };
      for (const panel of [ST25C, ST25, ST10, PAF])
        for (const choice of [{}, { transverseMain: false }, { mainWiresAlong: 'width' as const, transverseMain: false }, { endLapMm: 1300 }]) {
          const { shortLaps, uncovered, outside } = checkLayout(slab, panel, choice, layOutMesh(slab, panel, choice), 100, 1);
          if (shortLaps.length + uncovered.length + outside.length) bad.push(JSON.stringify({ slab, panel, choice, shortLaps, uncovered, outside }));
        }
    }
    expect(bad).toEqual([]);
  });
});

describe('welded-mesh.md « avoid four panels meeting at one corner » (2nd mesh audit, defects 1 to 4)', () => {
  it('staggers by half a step where a longer end lap leaves no room for two laps either side, keeping them apart', () => {
    // 6 000 − 1 300 = 4 700 a step: two laps either side (2 600) do not fit, half a step (2 350) keeps more than a lap
    expect(staggerShifts(13127, 4700, 1300, 5, 3)).toEqual([2350]);
    // a step shorter than two laps: no shift keeps the laps of neighbouring strips apart
    expect(staggerShifts(13127, 2500, 1300, 5, 3)).toEqual([]);
    // two laps either side where they fit, as before
    expect(Math.min(...staggerShifts(12500, 5577, 423, 4, 3))).toBeGreaterThanOrEqual(846);
  });

  it('a rectangle with a longer end lap asked (1 300 mm on a 6 m panel): staggered, no four panels at one corner', () => {
    const { r, fourMeet, shortLaps } = checked({ kind: 'rect', lengthMm: 13127, widthMm: 11860 }, ST25C, { endLapMm: 1300 });
    expect(r.zones[0].staggerMm).toBe(2350);
    expect([fourMeet, shortLaps]).toEqual([null, []]);
  });

  it('L 9 × 6 + 4 × 3 in ST25C: b’s columns do not continue a’s, their side laps off a’s at the junction', () => {
    const { fourMeet, shortLaps } = checked({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } }, ST25C);
    expect([fourMeet, shortLaps]).toEqual([null, []]);
  });

  it('L spanning the width (ST25, main wires along y): no column joint of b on one of a', () => {
    const slab: Slab = { kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } };
    const { fourMeet, shortLaps } = checked(slab, ST25, { mainWiresAlong: 'width' });
    expect([fourMeet, shortLaps]).toEqual([null, []]);
  });

  it('L with both parts lying along x and staggered: b’s first end lap off a’s last side lap', () => {
    const { fourMeet, shortLaps } = checked({ kind: 'L', a: { lengthMm: 17722, widthMm: 8634 }, b: { lengthMm: 14752, widthMm: 7524 } }, ST25C);
    expect([fourMeet, shortLaps]).toEqual([null, []]);
  });
});
