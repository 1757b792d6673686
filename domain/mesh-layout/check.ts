import { MeshLayoutError } from './errors';
import { edgeWords, type LapChoice, type LapEdge, type LapRule } from './laps';
import type { MeshPanel, RectSize, Slab } from './types';

const positive = (value: number, field: string, what: string) => {
  if (!Number.isFinite(value) || value <= 0) throw new MeshLayoutError(field, `${what} doit être un nombre supérieur à zéro.`);
};

function checkRect(r: RectSize, at: string) {
  positive(r.lengthMm, `${at}lengthMm`, 'La longueur de la dalle');
  positive(r.widthMm, `${at}widthMm`, 'La largeur de la dalle');
}

/** Throws a MeshLayoutError naming the first input the layout cannot use. */
export function checkInput(slab: Slab, panel: MeshPanel, choice: LapChoice) {
  if (slab.kind === 'rect') checkRect(slab, '');
  else {
    checkRect(slab.a, 'a.');
    checkRect(slab.b, 'b.');
  }
  positive(panel.widthMm, 'panel.widthMm', 'La largeur du panneau');
  positive(panel.lengthMm, 'panel.lengthMm', 'La longueur du panneau');
  positive(panel.pitchLongMm, 'panel.pitchLongMm', 'L’espacement des fils longitudinaux');
  positive(panel.pitchTransMm, 'panel.pitchTransMm', 'L’espacement des fils transversaux');
  positive(panel.wireLongMm, 'panel.wireLongMm', 'Le diamètre des fils longitudinaux');
  positive(panel.wireTransMm, 'panel.wireTransMm', 'Le diamètre des fils transversaux');
  if (!Number.isFinite(panel.massKg) || panel.massKg < 0) throw new MeshLayoutError('panel.massKg', 'La masse du panneau doit être un nombre positif.');
  if (choice.endLapMm !== undefined) positive(choice.endLapMm, 'endLapMm', 'Le recouvrement en bout de panneau');
  if (choice.sideLapMm !== undefined) positive(choice.sideLapMm, 'sideLapMm', 'Le recouvrement sur les côtés');
}

/** A lap as wide as the panel would make every next panel land on the previous one: said on the lap asked, else on the panel. */
export function checkLapsFit(panel: MeshPanel, rules: Record<LapEdge, LapRule>, choice: LapChoice) {
  for (const edge of ['end', 'side'] as const) {
    const lap = rules[edge].usedMm;
    if (lap < (edge === 'end' ? panel.lengthMm : panel.widthMm)) continue;
    const asked = choice[`${edge}LapMm`] !== undefined;
    throw new MeshLayoutError(
      asked ? `${edge}LapMm` : 'panel',
      `Le recouvrement ${edgeWords(edge)} (${lap} mm) est aussi large que le panneau : choisissez ${asked ? 'un recouvrement plus court ou ' : ''}un autre panneau.`,
    );
  }
}
