import { layOutMesh, MeshLayoutError, panelsAlong, type MeshPanel, type Slab } from './';

/**
 * ST25C 2,40 × 6,00 m, Ø7 at 150 both ways, 58 kg (the seed's figures: 4,03 kg/m² × 14,4 m²).
 * A square panel: both directions main, so both laps are the main-wire lap of Ø7 in C25/30,
 * 423 mm (laps.test.ts); with its transverse wires declared secondary, the side lap is
 * Table 8.4's max(250, 2 × 150) = 300 mm.
 */
const ST25C: MeshPanel = { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, wireLongMm: 7, wireTransMm: 7, massKg: 58 };
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
  it('9 × 6 m in ST25C, lapped to the Eurocode: 5 panels standing across the 9 m, not 4', () => {
    /*
     * laps: end 423, side 423 (main wires both ways).
     * length along the 6 m side: across 6 m ceil((6000−423)/(6000−423)) = 1 row;
     *   along 9 m ceil((9000−423)/(2400−423)) = ceil(4,34) = 5 columns → 5 panels.
     * length along the 9 m side: ceil(8577/5577) = 2 × ceil(5577/1977) = 3 → 6 panels.
     * Columns start every 1 977 mm: 0, 1977, 3954, 5931, 7908; the last is cut to 1 092 mm.
     * The old one-mesh lap (150 mm) made it ceil(8850/2250) = 4 panels.
     * Delivered 5 × 14,4 = 72 m² for 54 m²: 18 m² of laps and offcut; 5 × 58 = 290 kg.
     */
    const r = layOutMesh(slab9x6, ST25C);
    expect(r.count).toBe(5);
    // one strip of panels side by side, each whole along the 6 m: no end lap to stagger
    expect(r.zones).toEqual([{ zone: 0, lengthAlongX: false, columns: 5, rows: 1, count: 5, staggerMm: 0 }]);
    expect(r.placements.map((p) => [p.x, p.y, p.w, p.h, p.cut])).toEqual([
      [0, 0, 2400, 6000, false],
      [1977, 0, 2400, 6000, false],
      [3954, 0, 2400, 6000, false],
      [5931, 0, 2400, 6000, false],
      [7908, 0, 1092, 6000, true],
    ]);
    expect(r.laps).toEqual([1977, 3954, 5931, 7908].map((x) => ({ x, y: 0, w: 423, h: 6000, kind: 'side' })));
    expect(r).toMatchObject({ coveredM2: 54, deliveredM2: 72, wasteM2: 18, massKg: 290, endLapMm: 423, sideLapMm: 423 });
    expect(r.lapRules.side).toMatchObject({ role: 'main', minMm: 423 });
    expect(r.bounds).toEqual({ lengthMm: 9000, widthMm: 6000 });
  });

  it('gives the same count when the slab is described the other way round', () => {
    const r = layOutMesh({ kind: 'rect', lengthMm: 6000, widthMm: 9000 }, ST25C);
    expect(r.count).toBe(5);
    expect(r.zones[0]).toMatchObject({ lengthAlongX: true, columns: 1, rows: 5 });
  });

  it('laps the secondary transverse wires by Table 8.4 when the buyer says they only distribute: still 5 panels', () => {
    /*
     * side lap 300: columns every 2 100: 0, 2100, 4200, 6300, 8400, the last cut to 600;
     * ceil((9000−300)/2100) = ceil(4,14) = 5. The end lap stays 423 (main wires).
     */
    const r = layOutMesh(slab9x6, ST25C, { transverseMain: false });
    expect(r).toMatchObject({ count: 5, endLapMm: 423, sideLapMm: 300 });
    expect(r.placements.map((p) => [p.x, p.w, p.cut])).toEqual([
      [0, 2400, false],
      [2100, 2400, false],
      [4200, 2400, false],
      [6300, 2400, false],
      [8400, 600, true],
    ]);
    expect(r.laps.every((l) => l.w === 300 && l.kind === 'side')).toBe(true);
  });

  it('one panel, cut, for a slab smaller than a panel', () => {
    // 2 × 1,5 m: one panel either way; a full tie keeps the length along the longer side (x)
    const r = layOutMesh({ kind: 'rect', lengthMm: 2000, widthMm: 1500 }, ST25C);
    expect(r.count).toBe(1);
    expect(r.placements).toEqual([{ x: 0, y: 0, w: 2000, h: 1500, zone: 0, lengthAlongX: true, cut: true, fromPanel: 1, offcut: false }]);
    expect(r.laps).toEqual([]);
    expect(r).toMatchObject({ coveredM2: 3, deliveredM2: 14.4, wasteM2: 11.4, massKg: 58 });
  });

  it('lays rectangular meshes with the lap of each edge', () => {
    /*
     * ST25 2,40 × 6,00, Ø7 at 150 × 300: end lap 423 (main), side lap max(250, 2 × 150) = 300.
     * 12 × 6 m: across 6 m one row; along 12 m ceil(11700/2100) = 6 → 6 panels
     * (other way: ceil(11577/5577) = 3 × ceil(5700/2100) = 3 → 9).
     */
    const st25 = { ...ST25C, pitchTransMm: 300 };
    const r = layOutMesh({ kind: 'rect', lengthMm: 12000, widthMm: 6000 }, st25);
    expect(r).toMatchObject({ count: 6, endLapMm: 423, sideLapMm: 300 });
    expect(r.zones[0].lengthAlongX).toBe(false);
  });

  it('lays a longer lap the buyer asks for: 9 × 6 m still takes 5 panels at 600 mm on the sides, 6 at 900', () => {
    // ceil((9000−600)/(2400−600)) = ceil(4,67) = 5 columns of 6 m; the other way 2 × ceil(5400/1800) = 3 → 6: 5 wins
    expect(layOutMesh(slab9x6, ST25C, { sideLapMm: 600 })).toMatchObject({ count: 5, sideLapMm: 600, endLapMm: 423 });
    // ceil((9000−900)/1500) = 6; the other way ceil(8577/5577) = 2 × ceil(5100/1500) = 4 → 8
    expect(layOutMesh(slab9x6, ST25C, { sideLapMm: 900 }).count).toBe(6);
  });

  it('gives the sides of a rectangle, counter-clockwise from the origin', () => {
    expect(layOutMesh(slab9x6, ST25C).sides.map((s) => s.lengthMm)).toEqual([9000, 6000, 9000, 6000]);
  });
});

describe('layOutMesh, an L', () => {
  it('lays b over the shared edge by the lap of the panels’ edge that meets it, its joints off a’s', () => {
    /*
     * a 9 × 6 m: 5 panels, as above. b 4 × 3 m on a's far side, from x = 0. Both laps 423.
     * b's length across the edge (along y): the end lap (423) crosses it, so b's region is
     *   y 5 577 → 9 000 (3 423 mm): 1 row; along 4 m ceil(3577/1977) = 2 columns → 2 panels, laid
     *   2400 × 3423 + 2023 × 3423 = 15,14 m². But its columns would start where a's do (0, 1 977): over the junction,
     *   x 1 977 → 2 400, two panels of a and two of b would lie on each other (welded-mesh.md: avoid four panels
     *   meeting at one corner). Moved half a step (0, 989, 2 966) they keep off a's joints, in 3 columns.
     * b's length along x: the side lap (423) crosses it: region 3 423 high, ceil(3577/5577) = 1
     *   × ceil(3000/1977) = 2 → 2 panels, with no joint across the edge: the layout kept. Total 7 panels, 406 kg;
     *   66 m² of slab, 7 × 14,4 = 100,8 m² delivered, 34,8 m² of waste.
     * (Until the 2nd mesh audit this test pinned b standing, its columns on a's: four panels at x 1 977 → 2 400.)
     */
    const r = layOutMesh({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } }, ST25C);
    expect(r.count).toBe(7);
    expect(r.zones[1]).toEqual({ zone: 1, lengthAlongX: true, columns: 1, rows: 2, count: 2, staggerMm: 0 });
    expect(r.placements.filter((p) => p.zone === 1).map((p) => [p.x, p.y, p.w, p.h, p.cut])).toEqual([
      [0, 5577, 4000, 2400, true],
      [0, 7554, 4000, 1446, true],
    ]);
    expect(r.laps).toContainEqual({ x: 0, y: 5577, w: 4000, h: 423, kind: 'junction' });
    expect(r.outline).toEqual([
      { x: 0, y: 0, w: 9000, h: 6000 },
      { x: 0, y: 6000, w: 4000, h: 3000 },
    ]);
    expect(r).toMatchObject({ bounds: { lengthMm: 9000, widthMm: 9000 }, coveredM2: 66, deliveredM2: 100.8, wasteM2: 34.8, massKg: 406 });
  });

  it('gives the L’s six sides, counter-clockwise from the origin, not its bounding box', () => {
    const r = layOutMesh({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } }, ST25C);
    expect(r.sides).toEqual([
      { x1: 0, y1: 0, x2: 9000, y2: 0, lengthMm: 9000 },
      { x1: 9000, y1: 0, x2: 9000, y2: 6000, lengthMm: 6000 },
      { x1: 9000, y1: 6000, x2: 4000, y2: 6000, lengthMm: 5000 },
      { x1: 4000, y1: 6000, x2: 4000, y2: 9000, lengthMm: 3000 },
      { x1: 4000, y1: 9000, x2: 0, y2: 9000, lengthMm: 4000 },
      { x1: 0, y1: 9000, x2: 0, y2: 0, lengthMm: 9000 },
    ]);
    // b as long as a: the outline is a rectangle of four sides
    const square = layOutMesh({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 9000, widthMm: 3000 } }, ST25C);
    expect(square.sides.map((s) => s.lengthMm)).toEqual([9000, 9000, 9000, 9000]);
  });

  it('laps the shared edge by the longer lap of the wires crossing it, a’s as well as b’s', () => {
    /*
     * ST25 (Ø7 at 150 × 300): end lap 423 (main wires), side lap 300 (secondary, Table 8.4).
     * a 2,4 × 6 m: one panel standing along y, so a's main wires cross the shared edge and end there; they are
     *   spliced to whatever b's panels bring across it, and need 423 whichever way b's panels lie. Lapped by b's side
     *   lap alone (300), b would take one panel along x; at 423 the region is 2 423 high, more than a panel's width:
     *   one panel standing, cut to 2 423.
     */
    const st25 = { ...ST25C, pitchTransMm: 300 };
    const standing = layOutMesh({ kind: 'L', a: { lengthMm: 2400, widthMm: 6000 }, b: { lengthMm: 2400, widthMm: 2000 } }, st25);
    expect(standing.zones.map((z) => z.lengthAlongX)).toEqual([false, false]);
    expect(standing.laps).toContainEqual({ x: 0, y: 5577, w: 2400, h: 423, kind: 'junction' });
    expect(standing.count).toBe(2);
    // a 6 × 2,4 m lying along x, b lying along x: secondary wires on both sides of the edge, the side lap (300) holds
    const lying = layOutMesh({ kind: 'L', a: { lengthMm: 6000, widthMm: 2400 }, b: { lengthMm: 6000, widthMm: 2000 } }, st25);
    expect(lying.zones.map((z) => z.lengthAlongX)).toEqual([true, true]);
    expect(lying.laps).toContainEqual({ x: 0, y: 2100, w: 6000, h: 300, kind: 'junction' });
    expect(lying.count).toBe(2);
  });

  it('refuses a b longer than a: its lap would hang outside the slab', () => {
    const l: Slab = { kind: 'L', a: { lengthMm: 3000, widthMm: 3000 }, b: { lengthMm: 4000, widthMm: 2000 } };
    expect(() => layOutMesh(l, ST25C)).toThrow(/partie B ne peut pas être plus longue/);
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
    expect(fieldOf(() => layOutMesh({ kind: 'rect', lengthMm: 0, widthMm: 6000 }, ST25C))).toEqual([
      'lengthMm',
      'La longueur de la dalle doit être un nombre supérieur à zéro.',
    ]);
    expect(fieldOf(() => layOutMesh({ kind: 'rect', lengthMm: 9000, widthMm: -1 }, ST25C))[0]).toBe('widthMm');
    expect(fieldOf(() => layOutMesh({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: NaN, widthMm: 1 } }, ST25C))[0]).toBe('b.lengthMm');
    expect(fieldOf(() => layOutMesh(slab9x6, { ...ST25C, pitchLongMm: 0 }))[0]).toBe('panel.pitchLongMm');
  });

  it('refuses a lap as wide as the panel, on the lap asked or else on the panel', () => {
    expect(fieldOf(() => layOutMesh(slab9x6, ST25C, { sideLapMm: 2400 }))).toEqual([
      'sideLapMm',
      'Le recouvrement sur les côtés (2400 mm) est aussi large que le panneau : choisissez un recouvrement plus court ou un autre panneau.',
    ]);
    expect(fieldOf(() => layOutMesh(slab9x6, { ...ST25C, widthMm: 400 }))).toEqual([
      'panel',
      'Le recouvrement sur les côtés (423 mm) est aussi large que le panneau : choisissez un autre panneau.',
    ]);
    expect(fieldOf(() => layOutMesh(slab9x6, { ...ST25C, wireLongMm: 0 }))[0]).toBe('panel.wireLongMm');
  });
});

describe('layOutMesh, offcuts reused', () => {
  /** each placement as [x, y, w, h, the panel it is cut from, whether it is what was left of that panel] */
  const pieces = (r: ReturnType<typeof layOutMesh>) => r.placements.map((p) => [p.x, p.y, p.w, p.h, p.fromPanel, p.offcut]);

  it('12,5 × 7,3 m in ST25C: 9 panels instead of 12, every other row staggered, the short piece first', () => {
    /*
     * laps 423 both ways. Length along the 12,5 m: four rows at 0, 1 977, 3 954, 5 931 (the last 1 369 high), each
     * row's end laps a step (5 577) apart; a row at 0, 5 577, 11 154, the last piece 1 346 long. Rows 2 and 4 are
     * staggered: their laps shifted by 923 (the short piece first, 1 346 = 923 + its lap, then whole panels), 923 from
     * the rows beside (at least two laps, 846): no lap faces another, no four panels meet at a corner.
     * Panel 3, cut to 1 346 in the first row, leaves 4 654 × 2 400: the short pieces of rows 2, 3 and 4 (1 346 × 2 400,
     * × 2 400, × 1 369) are cut from it, 4 × 1 346 = 5 384 ≤ 6 000. Row 4's 6 000 × 1 369 pieces leave 6 000 × 1 031
     * each: too narrow for another, so panels 8 and 9. Unstaggered it took 9 as well (12 cells).
     */
    const r = layOutMesh({ kind: 'rect', lengthMm: 12500, widthMm: 7300 }, ST25C);
    expect(r.count).toBe(9);
    expect(r.zones).toEqual([{ zone: 0, lengthAlongX: true, columns: 3, rows: 4, count: 12, staggerMm: 923 }]);
    expect(pieces(r)).toEqual([
      [0, 0, 6000, 2400, 1, false],
      [5577, 0, 6000, 2400, 2, false],
      [11154, 0, 1346, 2400, 3, false],
      [0, 1977, 1346, 2400, 3, true],
      [923, 1977, 6000, 2400, 4, false],
      [6500, 1977, 6000, 2400, 5, false],
      [0, 3954, 6000, 2400, 6, false],
      [5577, 3954, 6000, 2400, 7, false],
      [11154, 3954, 1346, 2400, 3, true],
      [0, 5931, 1346, 1369, 3, true],
      [923, 5931, 6000, 1369, 8, false],
      [6500, 5931, 6000, 1369, 9, false],
    ]);
    // the end laps row by row, the rows' end laps never facing each other; the side laps across the whole slab
    expect(r.laps.filter((l) => l.kind === 'end').map((l) => [l.x, l.y])).toEqual([
      [5577, 0],
      [11154, 0],
      [923, 1977],
      [6500, 1977],
      [5577, 3954],
      [11154, 3954],
      [923, 5931],
      [6500, 5931],
    ]);
    expect(r.laps.filter((l) => l.kind === 'side').map((l) => [l.y, l.w, l.h])).toEqual([
      [1977, 12500, 423],
      [3954, 12500, 423],
      [5931, 12500, 423],
    ]);
    // 91,25 m² of slab, 9 × 14,4 = 129,6 m² delivered, 9 × 58 kg
    expect(r).toMatchObject({ coveredM2: 91.25, deliveredM2: 129.6, wasteM2: 38.35, massKg: 522 });
  });

  it('12,5 × 7,3 m in ST25C whose transverse wires only distribute (side lap 300): 8 panels instead of 12', () => {
    /*
     * end lap 423, side lap 300 (Table 8.4). Panels standing across the 7,3 m: columns every 2 100 mm, the last
     * 2 000 wide; rows at 0 and 5 577, the last 1 723 high: 12 cells. Each 6 000 mm panel cut in the second row
     * gives three cells of 1 723 (5 169 ≤ 6 000): panels 7 and 8 cover the row's six cells, the corner's 2 000
     * from panel 8's offcut. The other way (3 × 4 cells) also takes 8 but lays more steel.
     */
    const r = layOutMesh({ kind: 'rect', lengthMm: 12500, widthMm: 7300 }, ST25C, { transverseMain: false });
    expect(r).toMatchObject({ count: 8, endLapMm: 423, sideLapMm: 300, massKg: 464 });
    /*
     * staggered: every other column's end lap 1 494 up the slab (its first piece 1 917 = 1 494 + 423, then
     * 5 806 to the far edge), the others' at 5 577: 4 083 apart. Each 6 000 panel still gives the short pieces
     * (1 723 and 1 917: 3 640 ≤ 6 000).
     */
    expect(r.zones).toEqual([{ zone: 0, lengthAlongX: false, columns: 6, rows: 2, count: 12, staggerMm: 1494 }]);
    expect(pieces(r)).toEqual([
      [0, 0, 2400, 6000, 1, false],
      [0, 5577, 2400, 1723, 2, false],
      [2100, 0, 2400, 1917, 2, true],
      [2100, 1494, 2400, 5806, 3, false],
      [4200, 0, 2400, 6000, 4, false],
      [4200, 5577, 2400, 1723, 2, true],
      [6300, 0, 2400, 1917, 5, false],
      [6300, 1494, 2400, 5806, 6, false],
      [8400, 0, 2400, 6000, 7, false],
      [8400, 5577, 2400, 1723, 5, true],
      [10500, 0, 2000, 1917, 5, true],
      [10500, 1494, 2000, 5806, 8, false],
    ]);
  });

  it('a strip of 0,8 × 20 m: 2 panels instead of 4, three strips of 800 cut from one', () => {
    /*
     * Length along the 20 m: cells at 0, 5 577, 11 154, 16 731 (the last 3 269 long), all 800 wide:
     * 3 × 800 = 2 400, the panel's width, so panel 1 gives the first three, panel 2 the last.
     */
    const r = layOutMesh({ kind: 'rect', lengthMm: 800, widthMm: 20000 }, ST25C);
    expect(r).toMatchObject({ count: 2, massKg: 116, deliveredM2: 28.8 });
    // one strip: nothing beside it to stagger from
    expect(r.zones).toEqual([{ zone: 0, lengthAlongX: false, columns: 1, rows: 4, count: 4, staggerMm: 0 }]);
    expect(pieces(r)).toEqual([
      [0, 0, 800, 6000, 1, false],
      [0, 5577, 800, 6000, 1, true],
      [0, 11154, 800, 6000, 1, true],
      [0, 16731, 800, 3269, 2, false],
    ]);
    expect(layOutMesh({ kind: 'rect', lengthMm: 20000, widthMm: 800 }, ST25C).count).toBe(2);
  });

  it('does not reuse an offcut smaller than the cell: 2 000 mm left of a panel for a cell of 3 212', () => {
    /*
     * 15 154 × 4 377: two rows of 2 400 exactly; the first at 0, 5 577, 11 154, the last 4 000 long; the second
     * staggered half a step (2 789): 3 212, 6 000, 6 000 and 1 211. Panel 3 cut to 4 000 leaves 2 000 × 2 400: the
     * 3 212 needs a panel of its own (4), the 1 211 is cut from it.
     */
    const r = layOutMesh({ kind: 'rect', lengthMm: 15154, widthMm: 4377 }, ST25C);
    expect(r.count).toBe(6);
    expect(pieces(r)).toEqual([
      [0, 0, 6000, 2400, 1, false],
      [5577, 0, 6000, 2400, 2, false],
      [11154, 0, 4000, 2400, 3, false],
      [0, 1977, 3212, 2400, 4, false],
      [2789, 1977, 6000, 2400, 5, false],
      [8366, 1977, 6000, 2400, 6, false],
      [13943, 1977, 1211, 2400, 3, true],
    ]);
  });

  it('cuts an L’s b from what a left, the wires of the piece running as b’s panels need them', () => {
    /*
     * a 3 × 1 m: one panel lying along x, cut to 3 000 × 1 000; the rest, in the panel's own axes (along its
     * length × across it), 6 000 × 1 400 and 3 000 × 1 000. b 2,5 × 2 m over a's far side, its panels standing
     * across the edge (the end lap, 423, reaching into a): cells 2 400 × 2 423 and 523 × 2 423, i.e. 2 423 along
     * a panel's length × 2 400, then × 523 across it. The first needs panel 2; the second lies in a's
     * 3 000 × 1 000 (2 423 ≤ 3 000 along, 523 ≤ 1 000 across), which in the slab's axes lies the other way.
     */
    const r = layOutMesh({ kind: 'L', a: { lengthMm: 3000, widthMm: 1000 }, b: { lengthMm: 2500, widthMm: 2000 } }, ST25C);
    expect(r.count).toBe(2);
    expect(r.zones.map((z) => [z.lengthAlongX, z.count])).toEqual([
      [true, 1],
      [false, 2],
    ]);
    expect(pieces(r)).toEqual([
      [0, 0, 3000, 1000, 1, false],
      [0, 577, 2400, 2423, 2, false],
      [1977, 577, 523, 2423, 1, true],
    ]);
    expect(r.placements.map((p) => p.lengthAlongX)).toEqual([true, false, false]);
  });

  it('counts the cell’s lap in what the offcut must cover: 3 000 left covers a cell of 3 000, not one of 3 001', () => {
    /*
     * 8 577 × 4 377: two rows; the first at 0 and 5 577, the last 3 000 long (2 577 of slab beyond the first panel and
     * its 423 lap over it). The second staggered as its mirror: 3 000 first (its end lap at 2 577), then 6 000. Panel
     * 2 cut to 3 000 leaves 3 000: the second row's first piece is cut from it.
     */
    const fits = layOutMesh({ kind: 'rect', lengthMm: 8577, widthMm: 4377 }, ST25C);
    expect(fits.count).toBe(3);
    expect(fits.zones[0].staggerMm).toBe(2577);
    expect(pieces(fits)).toEqual([
      [0, 0, 6000, 2400, 1, false],
      [5577, 0, 3000, 2400, 2, false],
      [0, 1977, 3000, 2400, 2, true],
      [2577, 1977, 6000, 2400, 3, false],
    ]);
    /*
     * 1 mm more: the short piece is 3 001, the offcut 2 999. Without its lap the piece would need 2 578 only, which
     * the offcut holds; with it, a fourth panel, whichever the stagger (half a step then, the tie-break).
     */
    const short = layOutMesh({ kind: 'rect', lengthMm: 8578, widthMm: 4377 }, ST25C);
    expect(short.count).toBe(4);
    expect(pieces(short).filter((p) => p[5])).toEqual([]);
    expect(short.laps.filter((l) => l.kind === 'end')).toEqual([
      { x: 5577, y: 0, w: 423, h: 2400, kind: 'end' },
      { x: 2789, y: 1977, w: 423, h: 2400, kind: 'end' },
    ]);
  });
});

describe('layOutMesh, the main wires along the span', () => {
  /*
   * welded-mesh.md, « What the tool should do with this »: main wires along the span for slabs on walls or beams.
   * An ST panel carries load along its length only (its transverse wires distribute): a 6 × 4 m slab on walls
   * along its 6 m sides spans the 4 m, so the panels' length must lie across the slab (along y), whatever is cheaper.
   */
  const secondary = { transverseMain: false };

  it('lays an ST panel’s length along the span the buyer gives, and says so', () => {
    const slab: Slab = { kind: 'rect', lengthMm: 6000, widthMm: 4000 };
    // left free, the fewest panels lay the length along the 6 m
    expect(layOutMesh(slab, ST25C, secondary).zones[0].lengthAlongX).toBe(true);
    const spanned = layOutMesh(slab, ST25C, { ...secondary, mainWiresAlong: 'width' });
    expect(spanned.zones.map((z) => z.lengthAlongX)).toEqual([false]);
    expect(spanned.placements.every((p) => !p.lengthAlongX)).toBe(true);
    expect(spanned.mainWiresAlong).toBe('width');
    // 4 000 across: one row of 6 m panels cut to 4 m; along 6 m, ceil((6000 − 300) / (2400 − 300)) = 3 columns
    expect(spanned.zones[0]).toMatchObject({ columns: 3, rows: 1 });
    expect(layOutMesh(slab, ST25C, { ...secondary, mainWiresAlong: 'length' }).zones[0].lengthAlongX).toBe(true);
  });

  it('keeps one direction over both parts of an L', () => {
    const slab: Slab = { kind: 'L', a: { lengthMm: 12000, widthMm: 2400 }, b: { lengthMm: 5000, widthMm: 6000 } };
    // left free, both parts lay the panels' length along x
    expect(layOutMesh(slab, ST25C, secondary).zones.map((z) => z.lengthAlongX)).toEqual([true, true]);
    const r = layOutMesh(slab, ST25C, { ...secondary, mainWiresAlong: 'width' });
    expect(r.zones.map((z) => z.lengthAlongX)).toEqual([false, false]);
    expect(r.placements.every((p) => !p.lengthAlongX)).toBe(true);
  });

  it('leaves a panel whose wires carry load both ways to the fewest panels, the span said to be no constraint', () => {
    const slab: Slab = { kind: 'rect', lengthMm: 6000, widthMm: 4000 };
    const free = layOutMesh(slab, ST25C);
    const spanned = layOutMesh(slab, ST25C, { mainWiresAlong: 'width' });
    expect(spanned.zones).toEqual(free.zones);
    expect(spanned.count).toBe(free.count);
    expect(spanned.mainWiresAlong).toBeNull();
  });
});

describe('layOutMesh, laps staggered from one strip to the next', () => {
  /** The end laps of each strip (panels laid end to end), by the strip's position across them. */
  const endLapsByStrip = (r: ReturnType<typeof layOutMesh>, zone: 0 | 1) => {
    const strips = new Map<number, number[]>();
    for (const l of r.laps.filter((l) => l.kind === 'end')) {
      const alongX = r.zones[zone].lengthAlongX;
      const [at, strip] = alongX ? [l.x, l.y] : [l.y, l.x];
      if (r.outline[zone] && (alongX ? l.y : l.x) >= 0) strips.set(strip, [...(strips.get(strip) ?? []), at]);
    }
    return [...strips.entries()].sort((a, b) => a[0] - b[0]).map(([, at]) => at);
  };
  const ST10: MeshPanel = { widthMm: 2400, lengthMm: 4000, pitchLongMm: 200, pitchTransMm: 300, wireLongMm: 5.5, wireTransMm: 5.5, massKg: 20 };

  it.each([
    [12500, 7300, ST25C],
    [20000, 15000, ST25C],
    [30000, 12000, ST25C],
    [9000, 6000, ST10],
    [25000, 25000, ST10],
    [15154, 4377, ST25C],
  ])('%i × %i: no end lap of a strip within two laps of one of the strip beside it (welded-mesh.md: never four panels at a corner)', (l, w, panel) => {
    for (const choice of [{}, { transverseMain: false }, { mainWiresAlong: 'length' as const }, { mainWiresAlong: 'width' as const }]) {
      const r = layOutMesh({ kind: 'rect', lengthMm: l, widthMm: w }, panel, choice);
      const strips = endLapsByStrip(r, 0);
      for (let k = 1; k < strips.length; k++)
        for (const a of strips[k]) for (const b of strips[k - 1]) expect([l, w, choice, Math.abs(a - b) >= 2 * r.endLapMm]).toEqual([l, w, choice, true]);
    }
  });

  it('takes no more panels than the aligned grid for the slabs of the offcut tests, and fewer on some', () => {
    // 20 × 15 m in ST25C: 30 panels aligned; staggered, the shift that buys the fewest finds 28
    expect(layOutMesh({ kind: 'rect', lengthMm: 20000, widthMm: 15000 }, ST25C).count).toBe(28);
  });

  it('staggers nothing where the panels of a strip are one, or the strips one', () => {
    expect(layOutMesh(slab9x6, ST25C).zones[0].staggerMm).toBe(0);
    expect(layOutMesh({ kind: 'rect', lengthMm: 20000, widthMm: 800 }, ST25C).zones[0].staggerMm).toBe(0);
  });

  it('goes on staggering over an L’s shared edge: b’s first row beside a’s last one has its laps elsewhere', () => {
    // an ST panel (distribution wires across) spanning the length: a 20 × 6 m in three rows, the last one (the third)
    // not shifted; b's first row lies beside it, so b's is
    const ST25: MeshPanel = { ...ST25C, pitchTransMm: 300 };
    const r = layOutMesh({ kind: 'L', a: { lengthMm: 20000, widthMm: 6000 }, b: { lengthMm: 15154, widthMm: 4000 } }, ST25, { mainWiresAlong: 'length' });
    expect(r.zones.map((z) => [z.lengthAlongX, z.rows])).toEqual([
      [true, 3],
      [true, 2],
    ]);
    /** where the panels of a row start, but the first: its end laps */
    const joints = (zone: 0 | 1, row: 'first' | 'last') => {
      const cells = r.placements.filter((p) => p.zone === zone);
      const y = row === 'first' ? Math.min(...cells.map((p) => p.y)) : Math.max(...cells.map((p) => p.y));
      return cells.filter((p) => p.y === y && p.x > 0).map((p) => p.x);
    };
    const [aLast, bFirst] = [joints(0, 'last'), joints(1, 'first')];
    expect(aLast.length * bFirst.length).toBeGreaterThan(0);
    for (const x of bFirst) for (const y of aLast) expect([x, y, Math.abs(x - y) >= 2 * r.endLapMm]).toEqual([x, y, true]);
  });
});
