import { machineRefusal } from './bvbs-machine';
import { rowToBf2d } from './bvbs';
import type { ScheduleLine } from './schedule';

const u: ScheduleLine = { grade: 'B500B', mark: 'P1', diameterMm: 12, shapeCode: '21', dims: { A: 300, B: 1200, C: 300 }, members: 2, barsEach: 5 };

describe('a row the bending machine cannot take', () => {
  it('is none for a sound row of a shape BF2D describes', () => {
    expect(machineRefusal(u)).toBeNull();
  });

  it('gives the reason the BVBS export gives, so that the editor and the PDF mark the rows the file leaves out', () => {
    const rows: ScheduleLine[] = [
      { ...u, shapeCode: '13', dims: { A: 300, B: 120, C: 300 } },
      { ...u, shapeCode: '99', dims: {}, givenLengthMm: 2000 },
      { ...u, grade: 'B450C' },
      { ...u, dims: { A: 50, B: 1200, C: 300 } },
    ];
    for (const row of rows) {
      const refused = machineRefusal(row);
      const written = rowToBf2d(row, { project: 'P', drawing: 'D', index: 'A', grade: row.grade });
      expect(refused).not.toBeNull();
      expect(written).toEqual(refused);
    }
    expect(machineRefusal(rows[0]!)!.reason).toContain('pli à 180°');
  });
});
