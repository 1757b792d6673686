import { EXAMPLE } from '@trefima/domain/bar-schedules/bvbs-example.fixture';
import { BAR_3D, CAD_COUPLER, CAD_OPTIONAL_BLOCKS, MESH } from '@trefima/domain/bar-schedules/bvbs-other-software.fixture';
import { importText } from './import-rows';
import { isBvbs } from './table-paste';

/** A BVBS file in the editor: its rows keep the file's figures, and what was not read is said (bvbs-other-software.test.ts has the lines). */
describe('a BVBS file in the editor', () => {
  it('keeps each row’s length and mass from the file beside its cells, and says the length that differs', () => {
    const { rows, notes } = importText(`${EXAMPLE}\r\n${CAD_OPTIONAL_BLOCKS}\r\n`);
    expect(rows[0]).toMatchObject({ mark: '1', shape: '11', A: '300', B: '700', fileLength: '1000', fileMass: '0.888' });
    expect(rows[1]).toMatchObject({ mark: '204', fileLength: '1340', fileMass: '1.19' });
    expect(notes).toEqual(['2 formes lues dans le fichier BVBS.', 'Ligne 1 (repère 1) : longueur du fichier 1\u202f000 mm, calcul 980 mm : vérifiez le plan.']);
  });

  it('says what a file of meshes or 3D bars holds, rather than reading it as a table', () => {
    // the editor sends a text to the column-mapping step unless it is BVBS
    expect([MESH, BAR_3D, EXAMPLE.toLowerCase(), 'Repère;Ø'].map(isBvbs)).toEqual([true, true, true, false]);
    expect(importText(`${MESH}\r\n${BAR_3D}\r\n`)).toEqual({
      rows: [],
      notes: [
        '0 forme lue dans le fichier BVBS.',
        'Ce fichier contient des treillis (BFMA) et des formes en trois dimensions (BF3D) : la nomenclature ne lit que les barres BF2D.',
      ],
    });
  });

  it('shows 50 remarks of each kind, the lines refused first, and counts the others, as a table does', () => {
    const { notes } = importText([...Array.from({ length: 60 }, () => EXAMPLE), CAD_COUPLER, CAD_COUPLER].join('\r\n'));
    expect(notes).toHaveLength(1 + 2 + 50 + 1);
    expect(notes[0]).toBe('60 formes lues dans le fichier BVBS.');
    expect(notes[1]).toMatch(/^Ligne 61 \(repère 7\) : la barre porte un manchon/);
    expect(notes[3]).toMatch(/^Ligne 1 \(repère 1\) : longueur du fichier/);
    expect(notes[52]).toMatch(/^Ligne 50 \(repère 1\) : longueur du fichier/);
    expect(notes.at(-1)).toBe('Et 10 autres remarques du même genre.');
  });

  it('names a line refused for its coupler', () => {
    expect(importText(CAD_COUPLER).notes[1]).toMatch(/^Ligne 1 \(repère 7\) : la barre porte un manchon ou un filetage \(bloc M/);
  });
});
