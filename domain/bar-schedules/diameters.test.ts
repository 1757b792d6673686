import { DIAMETERS, DIAMETERS_MM, MASS_FACTOR_KG_PER_M_PER_MM2, MAX_CUT_LENGTH_MM, diameter, gramsPerMetre } from './diameters';

// see ../shared/reference/rebar-schedules.md, "Mass per metre": the nominal table, kg/m
const NOMINAL_KG_PER_M: Record<number, string> = {
  6: '0.222',
  8: '0.395',
  10: '0.617',
  12: '0.888',
  14: '1.21',
  16: '1.58',
  20: '2.47',
  25: '3.85',
  32: '6.31',
  40: '9.86',
};

describe('diameters', () => {
  it('lists the ten diameters in order', () => {
    expect(DIAMETERS_MM).toEqual([6, 8, 10, 12, 14, 16, 20, 25, 32, 40]);
  });

  it.each(Object.entries(NOMINAL_KG_PER_M))('Ø%s: the computed mass matches the nominal table to its precision', (d, nominal) => {
    const decimals = nominal.split('.')[1]!.length;
    const computedKg = MASS_FACTOR_KG_PER_M_PER_MM2 * Number(d) ** 2;
    expect(computedKg.toFixed(decimals)).toBe(nominal);
    // whole grams round once more: within half a unit of the table's last digit
    expect(Math.abs(diameter(Number(d))!.gramsPerMetre / 1000 - Number(nominal))).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
  });

  it('keeps grams per metre integers', () => {
    expect(DIAMETERS.map((b) => b.gramsPerMetre)).toEqual([222, 395, 617, 888, 1208, 1578, 2466, 3853, 6313, 9865]);
    expect(gramsPerMetre(25)).toBe(3853);
  });

  it('gives the table values of r, M and P', () => {
    expect(diameter(12)).toMatchObject({
      minRadiusMm: 24,
      mandrelMm: 48,
      endProjectionMm: 125,
      linkEndProjectionMm: 160,
      bendingLimitMm: 4250,
      derived: false,
    });
    expect(diameter(20)).toMatchObject({ minRadiusMm: 70, mandrelMm: 140, endProjectionMm: 190, linkEndProjectionMm: 290, bendingLimitMm: 14000 });
    expect(diameter(40)).toMatchObject({ minRadiusMm: 140, mandrelMm: 280, endProjectionMm: 380, linkEndProjectionMm: 580 });
  });

  it('gives the former diameter M of the table, not 2r rounded down (Ø25: 175, where 2 × 87 is 174)', () => {
    expect(Object.fromEntries(DIAMETERS.filter((b) => !b.derived).map((b) => [b.diameterMm, b.mandrelMm]))).toEqual({
      6: 24,
      8: 32,
      10: 40,
      12: 48,
      16: 64,
      20: 140,
      25: 175,
      32: 224,
      40: 280,
    });
  });

  it('derives Ø14 from the rules and says so', () => {
    expect(diameter(14)).toEqual({
      diameterMm: 14,
      gramsPerMetre: 1208,
      minRadiusMm: 28,
      mandrelMm: 56,
      endProjectionMm: 130,
      linkEndProjectionMm: 185,
      bendingLimitMm: null,
      derived: true,
    });
  });

  it('keeps r, M and P growing with the diameter', () => {
    for (let i = 1; i < DIAMETERS.length; i++) {
      const [a, b] = [DIAMETERS[i - 1]!, DIAMETERS[i]!];
      expect(b.minRadiusMm).toBeGreaterThan(a.minRadiusMm);
      expect(b.endProjectionMm).toBeGreaterThanOrEqual(a.endProjectionMm);
      expect(b.linkEndProjectionMm).toBeGreaterThanOrEqual(a.linkEndProjectionMm);
    }
  });

  it('has no bending limit for 14, 32 and 40 (none in the reference)', () => {
    expect(DIAMETERS.filter((b) => b.bendingLimitMm === null).map((b) => b.diameterMm)).toEqual([14, 32, 40]);
  });

  it('knows nothing of other diameters', () => {
    expect(diameter(18)).toBeUndefined();
    expect(MAX_CUT_LENGTH_MM).toBe(12000);
  });
});
