import { layOutMesh, MeshLayoutError, panelsAlong, type MeshPanel, type Slab } from '.';

/** ST25C 2,40 × 6,00 m, 150 × 150 mesh, 58 kg (the seed's figure: 4,03 kg/m² × 14,4 m²) */
const ST25C: MeshPanel = { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, massKg: 58 };
const slab9x6: Slab = { kind: 'rect', lengthMm: 9000, widthMm: 6000 };

describe('panelsAlong', () => {
  it('counts ceil((span − lap) / (panel − lap)), at least one', () => {
    expect(panelsAlong(2400, 2400, 300)).toBe(1);
    // 4 500 = 2 400 + 2 100: two panels exactly, the second lapping 300 on the first
    expect(panelsAlong(4500, 2400, 300)).toBe(2);
    expect(panelsAlong(4501, 2400, 300)).toBe(3);
    // shorter than the lap itself: still one panel
    expect(panelsAlong(200, 2400, 300)).toBe(1);
  });
});

describe('layOutMesh, a rectangle', () => {
  it('9 × 6 m in ST25C with a two-mesh lap: 5 panels standing across the 9 m', () => {
    /*
     * laps: end 2 × 150 = 300, side 2 × 150 = 300.
     * length along the 6 m side: across 6 m ceil((6000−300)/(6000−300)) = 1 row;
     *   along 9 m ceil((9000−300)/(2400−300)) = ceil(4,14) = 5 columns → 5 panels.
     * length along the 9 m side: ceil(8700/5700) = 2 × ceil(5700/2100) = 3 → 6 panels.
     * Columns start every 2 100 mm: 0, 2100, 4200, 6300, 8400; the last is cut to 600 mm.
     * Delivered 5 × 14,4 = 72 m² for 54 m²: 18 m² of laps and offcut; 5 × 58 = 290 kg.
     */
    const r = layOutMesh(slab9x6, ST25C, 2);
    expect(r.count).toBe(5);
    expect(r.zones).toEqual([{ zone: 0, lengthAlongX: false, columns: 5, rows: 1, count: 5 }]);
    expect(r.placements.map((p) => [p.x, p.y, p.w, p.h, p.cut])).toEqual([
      [0, 0, 2400, 6000, false],
      [2100, 0, 2400, 6000, false],
      [4200, 0, 2400, 6000, false],
      [6300, 0, 2400, 6000, false],
      [8400, 0, 600, 6000, true],
    ]);
    expect(r.laps).toEqual([2100, 4200, 6300, 8400].map((x) => ({ x, y: 0, w: 300, h: 6000, kind: 'side' })));
    expect(r).toMatchObject({ coveredM2: 54, deliveredM2: 72, wasteM2: 18, massKg: 290, endLapMm: 300, sideLapMm: 300 });
    expect(r.bounds).toEqual({ lengthMm: 9000, widthMm: 6000 });
  });

  it('gives the same count when the slab is described the other way round', () => {
    const r = layOutMesh({ kind: 'rect', lengthMm: 6000, widthMm: 9000 }, ST25C, 2);
    expect(r.count).toBe(5);
    expect(r.zones[0]).toMatchObject({ lengthAlongX: true, columns: 1, rows: 5 });
  });

  it('9 × 6 m with a one-mesh lap: 4 panels', () => {
    /*
     * laps 150. Across 6 m: 1 row; along 9 m: ceil((9000−150)/(2400−150)) = ceil(3,93) = 4.
     * Other way: ceil(8850/5850) = 2 × ceil(5850/2250) = 3 → 6.
     * Columns every 2 250: 0, 2250, 4500, 6750, the last cut to 2 250.
     * Delivered 4 × 14,4 = 57,6 m², waste 3,6 m², 232 kg.
     */
    const r = layOutMesh(slab9x6, ST25C, 1);
    expect(r.count).toBe(4);
    expect(r.placements.map((p) => [p.x, p.w, p.cut])).toEqual([
      [0, 2400, false],
      [2250, 2400, false],
      [4500, 2400, false],
      [6750, 2250, true],
    ]);
    expect(r.laps.every((l) => l.w === 150 && l.kind === 'side')).toBe(true);
    expect(r).toMatchObject({ deliveredM2: 57.6, wasteM2: 3.6, massKg: 232 });
  });

  it('one panel, cut, for a slab smaller than a panel', () => {
    // 2 × 1,5 m: one panel either way; a full tie keeps the length along the longer side (x)
    const r = layOutMesh({ kind: 'rect', lengthMm: 2000, widthMm: 1500 }, ST25C, 2);
    expect(r.count).toBe(1);
    expect(r.placements).toEqual([{ x: 0, y: 0, w: 2000, h: 1500, zone: 0, lengthAlongX: true, cut: true }]);
    expect(r.laps).toEqual([]);
    expect(r).toMatchObject({ coveredM2: 3, deliveredM2: 14.4, wasteM2: 11.4, massKg: 58 });
  });

  it('lays rectangular meshes with the lap of each edge', () => {
    // ST25 2,40 × 6,00, 150 × 300: end lap 2 × 300 = 600, side lap 2 × 150 = 300.
    // 12 × 6 m: across 6 m one row; along 12 m ceil(11700/2100) = 6 → 6 panels
    // (other way: ceil(11400/5400) = 3 × ceil(5700/2100) = 3 → 9).
    const st25 = { ...ST25C, pitchTransMm: 300 };
    const r = layOutMesh({ kind: 'rect', lengthMm: 12000, widthMm: 6000 }, st25, 2);
    expect(r).toMatchObject({ count: 6, endLapMm: 600, sideLapMm: 300 });
    expect(r.zones[0].lengthAlongX).toBe(false);
  });
});

describe('layOutMesh, an L', () => {
  it('lays b over the shared edge by the lap of the panels’ edge that meets it', () => {
    /*
     * a 9 × 6 m: 5 panels, as above. b 4 × 3 m on a's far side, from x = 0.
     * b's length across the edge (along y): the end lap (300) crosses it, so b's region is
     *   y 5 700 → 9 000 (3 300 mm): 1 row; along 4 m ceil(3700/2100) = 2 columns → 2 panels,
     *   laid 2400 × 3300 + 1900 × 3300 = 14,19 m².
     * b's length along x: the side lap (300) crosses it: region 3 300 high, ceil(3700/5700) = 1
     *   × ceil(3000/2100) = 2 → 2 panels too, laid 4000 × 2400 + 4000 × 1200 = 14,4 m²: less steel
     *   laid wins, so the panels stand across the edge. Total 7 panels, 406 kg;
     *   66 m² of slab, 7 × 14,4 = 100,8 m² delivered, 34,8 m² of waste.
     */
    const r = layOutMesh({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } }, ST25C, 2);
    expect(r.count).toBe(7);
    expect(r.zones[1]).toEqual({ zone: 1, lengthAlongX: false, columns: 2, rows: 1, count: 2 });
    expect(r.placements.filter((p) => p.zone === 1).map((p) => [p.x, p.y, p.w, p.h, p.cut])).toEqual([
      [0, 5700, 2400, 3300, true],
      [2100, 5700, 1900, 3300, true],
    ]);
    expect(r.laps).toContainEqual({ x: 0, y: 5700, w: 4000, h: 300, kind: 'junction' });
    expect(r.outline).toEqual([
      { x: 0, y: 0, w: 9000, h: 6000 },
      { x: 0, y: 6000, w: 4000, h: 3000 },
    ]);
    expect(r).toMatchObject({ bounds: { lengthMm: 9000, widthMm: 9000 }, coveredM2: 66, deliveredM2: 100.8, wasteM2: 34.8, massKg: 406 });
  });

  it('refuses a b longer than a: its lap would hang outside the slab', () => {
    const l: Slab = { kind: 'L', a: { lengthMm: 3000, widthMm: 3000 }, b: { lengthMm: 4000, widthMm: 2000 } };
    expect(() => layOutMesh(l, ST25C, 2)).toThrow(/partie B ne peut pas être plus longue/);
  });
});

describe('layOutMesh, bad input', () => {
  const fieldOf = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(MeshLayoutError);
      return [(e as MeshLayoutError).field, (e as Error).message];
    }
    throw new Error('no error thrown');
  };

  it('names the size that is zero, negative or not a number, in French', () => {
    expect(fieldOf(() => layOutMesh({ kind: 'rect', lengthMm: 0, widthMm: 6000 }, ST25C, 2))).toEqual([
      'lengthMm',
      'La longueur de la dalle doit être un nombre supérieur à zéro.',
    ]);
    expect(fieldOf(() => layOutMesh({ kind: 'rect', lengthMm: 9000, widthMm: -1 }, ST25C, 2))[0]).toBe('widthMm');
    expect(fieldOf(() => layOutMesh({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: NaN, widthMm: 1 } }, ST25C, 2))[0]).toBe('b.lengthMm');
    expect(fieldOf(() => layOutMesh(slab9x6, { ...ST25C, pitchLongMm: 0 }, 2))[0]).toBe('panel.pitchLongMm');
  });

  it('refuses a lap other than one or two meshes, and one wider than the panel', () => {
    expect(fieldOf(() => layOutMesh(slab9x6, ST25C, 3 as 2))).toEqual(['lap', 'Le recouvrement doit être d’une ou de deux mailles.']);
    expect(fieldOf(() => layOutMesh(slab9x6, { ...ST25C, widthMm: 300 }, 2))[0]).toBe('lap');
  });
});
