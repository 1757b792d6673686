import { MeshLayoutError } from './errors';
import type { LapMeshes, MeshPanel, RectSize, Slab } from './types';

const positive = (value: number, field: string, what: string) => {
  if (!Number.isFinite(value) || value <= 0) throw new MeshLayoutError(field, `${what} doit être un nombre supérieur à zéro.`);
};

function checkRect(r: RectSize, at: string) {
  positive(r.lengthMm, `${at}lengthMm`, 'La longueur de la dalle');
  positive(r.widthMm, `${at}widthMm`, 'La largeur de la dalle');
}

/** Throws a MeshLayoutError naming the first input the layout cannot use. */
export function checkInput(slab: Slab, panel: MeshPanel, lap: LapMeshes) {
  if (slab.kind === 'rect') checkRect(slab, '');
  else {
    checkRect(slab.a, 'a.');
    checkRect(slab.b, 'b.');
  }
  positive(panel.widthMm, 'panel.widthMm', 'La largeur du panneau');
  positive(panel.lengthMm, 'panel.lengthMm', 'La longueur du panneau');
  positive(panel.pitchLongMm, 'panel.pitchLongMm', 'L’espacement des fils longitudinaux');
  positive(panel.pitchTransMm, 'panel.pitchTransMm', 'L’espacement des fils transversaux');
  if (!Number.isFinite(panel.massKg) || panel.massKg < 0) throw new MeshLayoutError('panel.massKg', 'La masse du panneau doit être un nombre positif.');
  if (lap !== 1 && lap !== 2) throw new MeshLayoutError('lap', 'Le recouvrement doit être d’une ou de deux mailles.');
  // a lap as wide as the panel would make every next panel land on the previous one
  if (lap * panel.pitchTransMm >= panel.lengthMm || lap * panel.pitchLongMm >= panel.widthMm) {
    throw new MeshLayoutError('lap', 'Le recouvrement est plus grand que le panneau : choisissez un autre panneau.');
  }
}
