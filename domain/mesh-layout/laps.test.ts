import { lapText, mainLap, MeshLayoutError, panelLaps, secondaryLap, type MeshPanel } from './';

/*
 * The laps of welded mesh to EN 1992-1-1 (../shared/reference/welded-mesh.md):
 * secondary wires by §8.7.5.2 Table 8.4, main wires by the general lap rule
 * (§8.4, §8.7.3) as §8.7.5.1 applies it, with the file's safe-side defaults.
 */

describe('secondaryLap: EN 1992-1-1 §8.7.5.2, Table 8.4', () => {
  it('takes each row up to its bound, and the next row just past it', () => {
    // at 50 mm pitch the pitches never govern: the table's length does
    expect([6, 6.01, 8.5, 8.51, 12].map((d) => secondaryLap(d, 50))).toEqual([
      { minMm: 150, tableMm: 150, pitches: 1 },
      { minMm: 250, tableMm: 250, pitches: 2 },
      { minMm: 250, tableMm: 250, pitches: 2 },
      { minMm: 350, tableMm: 350, pitches: 2 },
      { minMm: 350, tableMm: 350, pitches: 2 },
    ]);
  });

  it('keeps the row’s count of wire pitches within the lap when they reach further', () => {
    // Ø7 at 150: max(250, 2 × 150) = 300, the ST 25 C
    expect(secondaryLap(7, 150).minMm).toBe(300);
    expect(secondaryLap(7, 100).minMm).toBe(250);
    // one pitch for Ø ≤ 6: max(150, 200)
    expect(secondaryLap(6, 200).minMm).toBe(200);
    expect(secondaryLap(9, 200).minMm).toBe(400);
  });

  it('refuses secondary wires past the table’s last row, in French', () => {
    expect(() => secondaryLap(12.01, 100)).toThrow(MeshLayoutError);
    expect(() => secondaryLap(14, 100)).toThrow(/plus de 12 mm.*tableau 8\.4/);
  });
});

describe('mainLap: EN 1992-1-1 §8.4.2, §8.4.3, §8.7.3 (α6 = 1,5, σsd = 435 MPa)', () => {
  /*
   * f_bd = 2,25 · η1 · f_ctk,0,05 / 1,5 (η2 = 1); l_b,rqd = Ø/4 · 435 / f_bd; l0 = 1,5 · l_b,rqd,
   * rounded up to the millimetre. Ø7:
   *   C20/25 f_ctk 1,5 → f_bd 2,25 → l_b 338,3 → l0 507,5 → 508
   *   C25/30 1,8 → 2,7 → 281,9 → 422,9 → 423
   *   C30/37 2,0 → 3,0 → 253,75 → 380,6 → 381
   *   C35/45 2,2 → 3,3 → 230,7 → 346,0 → 347
   *   C40/50 2,5 → 3,75 → 203 → 304,5 → 305
   */
  it('gives the lap of a fully stressed Ø7 in each concrete class offered, in good bond', () => {
    const classes = ['C20/25', 'C25/30', 'C30/37', 'C35/45', 'C40/50'] as const;
    expect(classes.map((c) => mainLap(7, c, 'good').minMm)).toEqual([508, 423, 381, 347, 305]);
    expect(mainLap(7, 'C25/30', 'good')).toMatchObject({ fbdMpa: 2.7, lbRqdMm: 282 });
  });

  it('lengthens the lap in poor bond (η1 = 0,7)', () => {
    // f_bd 1,89 → l_b 402,8 → l0 604,2
    expect(mainLap(7, 'C25/30', 'poor').minMm).toBe(605);
  });

  it('never goes below l0,min = max(0,3 · α6 · l_b,rqd ; 15 Ø ; 200 mm)', () => {
    // Ø3,5 in C40/50: 1,5 × 101,5 = 152,25, below 200
    expect(mainLap(3.5, 'C40/50', 'good').minMm).toBe(200);
    // Ø3,5 in C25/30: 1,5 × 140,97 = 211,5 → 212, above 200
    expect(mainLap(3.5, 'C25/30', 'good').minMm).toBe(212);
  });
});

/** ST 25 C of the seed's catalogue: 2,40 × 6,00 m, Ø7 at 150 both ways */
const ST25C: MeshPanel = { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, wireLongMm: 7, wireTransMm: 7, massKg: 58 };
/** ST 25: Ø7 at 150 lengthwise, Ø7 at 300 across */
const ST25: MeshPanel = { ...ST25C, pitchTransMm: 300 };

describe('panelLaps: which wires each lap splices', () => {
  it('laps an ST panel end to end on its main longitudinal wires, side by side on its secondary transverse wires', () => {
    const { end, side } = panelLaps(ST25, {});
    expect(end).toMatchObject({ role: 'main', diameterMm: 7, minMm: 423, usedMm: 423 });
    // the side lap holds longitudinal wires at 150: max(250, 2 × 150)
    expect(side).toMatchObject({ role: 'secondary', diameterMm: 7, pitchWithinMm: 150, minMm: 300, usedMm: 300 });
  });

  it('takes both directions of a square (« C ») panel as main, unless the buyer says its transverse wires only distribute', () => {
    expect(panelLaps(ST25C, {}).side).toMatchObject({ role: 'main', minMm: 423 });
    expect(panelLaps(ST25C, { transverseMain: false }).side).toMatchObject({ role: 'secondary', minMm: 300 });
    expect(panelLaps(ST25C, { concrete: 'C30/37' }).end.minMm).toBe(381);
  });

  it('uses a longer lap the buyer asks for, and refuses a shorter one in French', () => {
    expect(panelLaps(ST25, { endLapMm: 500 }).end).toMatchObject({ minMm: 423, usedMm: 500 });
    const refused = () => panelLaps(ST25, { endLapMm: 400 });
    expect(refused).toThrow(MeshLayoutError);
    expect(refused).toThrow(
      'Le recouvrement en bout de panneau doit être d’au moins 423 mm pour ces fils porteurs Ø7 (EN 1992-1-1 §8.7.5.1) : 400 mm ne suffit pas.',
    );
    try {
      panelLaps(ST25, { sideLapMm: 299 });
    } catch (e) {
      expect((e as MeshLayoutError).field).toBe('sideLapMm');
    }
    expect.assertions(4);
  });

  it('refuses a main lap of layered fabric heavier than 1 200 mm²/m, which may not all be lapped at one section (§8.7.5.1)', () => {
    // Ø12 at 75: 113,1 mm² × 1000 / 75 = 1 508 mm²/m
    const heavy = { ...ST25C, wireLongMm: 12, pitchLongMm: 75, wireTransMm: 12, pitchTransMm: 75 };
    expect(() => panelLaps(heavy, {})).toThrow(/1\u202f508 mm²\/m.*décaler/);
  });
});

describe('lapText', () => {
  it('says the lap used and the rule it follows, in French', () => {
    const { end, side } = panelLaps(ST25, {});
    expect(lapText(side, 'side')).toBe(
      'Sur les côtés (panneaux côte à côte), recouvrement des fils de répartition Ø7 : 300 mm (EN 1992-1-1 §8.7.5.2, tableau 8.4 : ≥ 250 mm et 2 mailles).',
    );
    expect(lapText(end, 'end')).toBe(
      'En bout de panneau (panneaux bout à bout), recouvrement des fils porteurs Ø7 : 423 mm (EN 1992-1-1 §8.7.5.1, §8.7.3 et §8.4 : l0 = 1,5 × lb,rqd ≥ max(15 Ø ; 200 mm), lb,rqd = 282 mm pour σsd = 435 MPa, béton C25/30, bonne adhérence).',
    );
    const longer = panelLaps({ ...ST25, wireTransMm: 4.5 }, { sideLapMm: 400, bond: 'poor' });
    expect(lapText(longer.side, 'side')).toBe(
      'Sur les côtés (panneaux côte à côte), recouvrement des fils de répartition Ø4,5 : 400 mm, choisi au-delà du minimum de 150 mm (EN 1992-1-1 §8.7.5.2, tableau 8.4 : ≥ 150 mm et 1 maille).',
    );
    expect(lapText(longer.end, 'end')).toMatch(/: 605 mm \(.*béton C25\/30, adhérence médiocre\)\.$/);
  });
});
