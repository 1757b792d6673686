import { decodeBf2d } from './bvbs-decode';
import { bvbsText, machineMark, scheduleToBf2d } from './bvbs-schedule';
import type { ScheduleLine } from './schedule';

const u: ScheduleLine = { grade: 'B500B', mark: 'P1-1', diameterMm: 12, shapeCode: '21', dims: { A: 300, B: 1200, C: 300 }, members: 2, barsEach: 5 };

describe('a schedule as a BVBS file', () => {
  it('writes one checked line per row the format describes, and names the others with their reason', () => {
    const hook: ScheduleLine = { ...u, mark: '2', shapeCode: '13', dims: { A: 300, B: 120, C: 300 } };
    const out = scheduleToBf2d([u, hook, { ...u, mark: '3', dims: { A: 50, B: 1200, C: 300 } }], {
      project: 'Résidence « Les Flamboyants »',
      drawing: 'PL@204',
      index: 'B',
    });
    expect(out.lines).toBe(1);
    expect(out.skipped.map((k) => k.row)).toEqual([1, 2]);
    expect(out.skipped[1].reason).toBe('La ligne a des erreurs (diamètre, forme ou cotes) : corrigez-les avant l’export.');
    const decoded = decodeBf2d(out.file);
    expect(decoded.errors).toEqual([]);
    expect(decoded.lines[0].record).toMatchObject({
      project: 'Residence - Les Flamboyants -',
      drawing: 'PL-204',
      index: 'B',
      mark: 'P1-1',
      lengthMm: 1755,
      quantity: 10,
    });
    expect(out.file.endsWith('\r\n')).toBe(true);
  });

  it('leaves out a row whose mark the machine would read as an earlier row’s, typed otherwise, and names both: two bundles, one tag', () => {
    const header = { project: 'P', drawing: 'D', index: 'A' };
    const longer = { ...u, dims: { A: 300, B: 2400, C: 300 } };
    const out = scheduleToBf2d(
      [
        { ...u, mark: 'E1' },
        { ...longer, mark: 'É1' },
        { ...u, mark: 'E1' },
        { ...longer, mark: 'P1@2' },
        { ...u, mark: 'P1-2' },
      ],
      header,
    );
    // the same mark typed twice is the buyer's own: the bars are alike
    expect(decodeBf2d(out.file).lines.map((l) => l.record.mark)).toEqual(['E1', 'E1', 'P1-2']);
    expect(out.skipped).toEqual([
      {
        row: 1,
        reason:
          'Son repère « É1 » s’écrit « E1 » pour la cintreuse, comme celui de la ligne 1 (« E1 ») : les deux paquets porteraient la même étiquette. Donnez-lui un repère qui s’en distingue sans accents ni « @ ».',
      },
      {
        row: 4,
        reason:
          'Son repère « P1-2 » s’écrit « P1-2 » pour la cintreuse, comme celui de la ligne 4 (« P1@2 ») : les deux paquets porteraient la même étiquette. Donnez-lui un repère qui s’en distingue sans accents ni « @ ».',
      },
    ]);
  });

  it('reads back what it writes: every exportable shape, its dimensions, counts and diameter (round trip)', () => {
    const lines: ScheduleLine[] = [
      { grade: 'B500B', mark: '1', diameterMm: 16, shapeCode: '00', dims: { A: 6000 }, members: 1, barsEach: 8 },
      { grade: 'B500B', mark: '2', diameterMm: 12, shapeCode: '11', dims: { A: 400, B: 900 }, members: 1, barsEach: 6 },
      { grade: 'B500B', mark: '3', diameterMm: 10, shapeCode: '21', dims: { A: 250, B: 1500, C: 250 }, members: 1, barsEach: 12 },
      { grade: 'B500B', mark: '4', diameterMm: 8, shapeCode: '51', dims: { A: 300, B: 200, C: 115 }, members: 1, barsEach: 40 },
    ];
    const decoded = decodeBf2d(scheduleToBf2d(lines, { project: 'P', drawing: 'D', index: 'A' }).file);
    expect(decoded.errors).toEqual([]);
    expect(decoded.lines.map((l) => l.row)).toEqual(lines.map(({ grade: _grade, ...row }) => row));
  });

  it('leaves out a row of a grade the shop does not make, with the schedule’s reason', () => {
    const out = scheduleToBf2d([u, { ...u, mark: '2', grade: 'B450C' }], { project: 'P', drawing: 'D', index: 'A' });
    expect(out.lines).toBe(1);
    expect(out.skipped).toEqual([
      { row: 1, field: 'grade', reason: 'La nuance « B450C » n’est pas façonnée ici : nos barres sont en B500B, corrigez la nuance ou demandez un devis.' },
    ]);
    expect(out.file).not.toContain('B450C');
  });

  it('writes each mark as machineMark gives it, the one change the PDF prints too', () => {
    expect(machineMark('Poutre n°3 @ étage')).toBe('Poutre n-3 - etage');
    expect(machineMark('  P1-1 ')).toBe('P1-1');
    expect(machineMark('Épingle à crochets longs, étage 12')).toHaveLength(20);
    const out = scheduleToBf2d([{ ...u, mark: 'Poutre n°3 @ étage' }], { project: 'P', drawing: 'PL-12', index: 'C' });
    expect(decodeBf2d(out.file).lines[0]!.record).toMatchObject({ mark: 'Poutre n-3 - etage', drawing: 'PL-12', index: 'C' });
  });

  it('takes accents off text fields and keeps them within their length', () => {
    expect(bvbsText('Poutre n°3 – étage')).toBe('Poutre n-3 - etage');
    expect(bvbsText('x'.repeat(40))).toHaveLength(30);
  });

  it('writes an empty file when no row can be written', () => {
    expect(scheduleToBf2d([], { project: 'P', drawing: 'D', index: 'A' })).toEqual({ file: '', lines: 0, skipped: [] });
  });
});
