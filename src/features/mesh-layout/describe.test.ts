import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { layOutMesh, whereFourMeet, type MeshLayout, type MeshPanel, type Slab } from '@trefima/domain/mesh-layout';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { staggerText } from './describe';

const ST25C: MeshPanel = { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, wireLongMm: 7, wireTransMm: 7, massKg: 58 };

/** What the words read of the API's answer: the pure module's placements and zones, renamed. */
const said = (r: Pick<MeshLayout, 'zones' | 'placements'>): Pick<MeshLayoutAnswer, 'zones' | 'placements'> => ({
  placements: r.placements.map(({ lengthAlongX, fromPanel, ...p }) => ({ ...p, length_along_x: lengthAlongX, from_panel: fromPanel })),
  zones: r.zones.map(({ lengthAlongX, staggerMm, ...z }) => ({ ...z, length_along_x: lengthAlongX, stagger_mm: staggerMm })),
});
const NEVER_FOUR = /jamais quatre panneaux ne se rencontrent en un même angle/;

describe('staggerText', () => {
  it('says the shift, and that no four panels meet, where the placements prove it', () => {
    const r = layOutMesh({ kind: 'rect', lengthMm: 12500, widthMm: 7300 }, ST25C);
    expect(whereFourMeet(r.placements)).toBeNull();
    expect(staggerText(said(r))).toBe(
      'Une file de panneaux sur deux est décalée de 923 mm : les recouvrements en bout de panneau d’une file ne font jamais face à ceux de la file voisine, et jamais quatre panneaux ne se rencontrent en un même angle.',
    );
    expect(staggerText(said(layOutMesh({ kind: 'rect', lengthMm: 9000, widthMm: 6000 }, ST25C)))).toBeNull();
  });

  it('gives each part of an L its own shift where they differ (2nd mesh audit: only a’s was said)', () => {
    const slab: Slab = { kind: 'L', a: { lengthMm: 17722, widthMm: 8634 }, b: { lengthMm: 14752, widthMm: 7524 } };
    const r = layOutMesh(slab, ST25C);
    const [a, b] = r.zones.map((z) => z.staggerMm);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(a).not.toBe(b);
    const text = staggerText(said(r))!;
    expect(text).toMatch(/^Une file de panneaux sur deux est décalée de /);
    expect(text).toContain(`de ${formatDecimal(a)} mm dans la partie A et de ${formatDecimal(b)} mm dans la partie B : `);
    expect(text).toMatch(NEVER_FOUR);
    // one part staggered only: that part named
    expect(staggerText(said({ ...r, zones: [{ ...r.zones[0], staggerMm: 0 }, r.zones[1]] }))).toMatch(
      /^Une file de panneaux sur deux est décalée de .* mm dans la partie B : /,
    );
  });

  it('does not say that no four panels meet where four do, only the shift (2nd mesh audit, defect 3)', () => {
    const r = layOutMesh({ kind: 'rect', lengthMm: 12500, widthMm: 7300 }, ST25C);
    // the same zones over a grid whose rows' laps face each other: four panels at x 5 577 → 6 000, y 1 977 → 2 400
    const aligned = [0, 1977].flatMap((y) => [0, 5577].map((x) => ({ ...r.placements[0], x, y })));
    expect(whereFourMeet(aligned)).toEqual({ x: 5577, y: 1977 });
    expect(staggerText(said({ zones: r.zones, placements: aligned }))).toBe('Une file de panneaux sur deux est décalée de 923 mm.');
  });
});
