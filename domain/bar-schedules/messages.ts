/**
 * Every French text of the bar-schedule calculations, in one place: the
 * problems found in a row (compliance.ts), the reasons a row cannot go to
 * the bending machine and the errors of a BVBS file (bvbs*.ts). Each says
 * what to change. The API sends them as they are; the browser shows them.
 */
import { formatDecimal } from '../i18n/format';

/** 12 000, 12,5: the site's way of writing a number. */
const n = (value: number) => formatDecimal(value, { decimals: 1 });
const mm = (value: number) => `${n(value)} mm`;
const dia = (d: number) => `Ø${n(d)}`;

export const MESSAGES = {
  roundingRule: 'Longueurs de coupe arrondies aux 5 mm supérieurs.',

  unknownDiameter: (d: number, known: readonly number[]) =>
    `Le diamètre ${mm(d)} n’est pas fabriqué : choisissez-en un parmi ${known.slice(0, -1).join(', ')} et ${known.at(-1)} mm.`,
  unknownShape: (code: string) =>
    `Le code de forme « ${code} » n’est pas reconnu : choisissez un code de la liste, ou le code 99 avec un croquis et la longueur.`,
  stockLength: () =>
    'Le code 01 désigne une barre de stock, livrée sans coupe : commandez-la au catalogue (barres de 6 et 12 m), ou indiquez le code 00 pour une barre coupée à la longueur voulue.',
  missingDimension: (letter: string, code: string) => `La cote ${letter} manque pour la forme ${code} : renseignez-la en millimètres.`,
  extraDimension: (letter: string, code: string) => `La forme ${code} n’a pas de cote ${letter} : effacez-la.`,
  notPositive: (letter: string) => `La cote ${letter} doit être un nombre de millimètres supérieur à zéro : corrigez-la.`,
  turnsNotPositive: (letter: string) => `La cote ${letter} (nombre de spires) doit être supérieure à zéro : corrigez-la.`,
  dimensionStep: (letter: string, value: number, up: number) =>
    `La cote ${letter} (${mm(value)}) n’est pas un multiple de 5 mm : arrondissez-la, par exemple à ${mm(up)}.`,
  endProjection: (letter: string, value: number, min: number, d: number, link: boolean) =>
    `La cote ${letter} (${mm(value)}) est plus courte que le retour minimal ${link ? 'd’un cadre ' : ''}de ${mm(min)} pour un ${dia(d)} : portez-la à ${mm(min)} au moins.`,
  endProjectionRadius: (letter: string, value: number, min: number, radius: number, d: number) =>
    `La cote ${letter} (${mm(value)}) est plus courte que le retour minimal de ${mm(min)} pour un ${dia(d)} plié au rayon de ${mm(radius)} : portez-la à ${mm(min)} au moins.`,
  straightBetweenBends: (letter: string, value: number, min: number, d: number) =>
    `La cote ${letter} (${mm(value)}) laisse moins de 4 diamètres (${mm(4 * d)}) droits entre deux plis pour un ${dia(d)} : portez-la à ${mm(min)} au moins.`,
  hookDiameter: (letter: string, value: number, min: number, d: number) =>
    `La cote ${letter} (${mm(value)}) est plus petite que le pli à 180° le plus serré d’un ${dia(d)} : portez-la à ${mm(min)} au moins.`,
  maxCutLength: (length: number, max: number) =>
    `La longueur de coupe (${mm(length)}) dépasse la barre de ${mm(max)} : réduisez les cotes, ou coupez la barre en deux avec un recouvrement.`,
  lengthNotPositive: () => 'Les cotes donnent une longueur de coupe nulle ou négative : vérifiez-les.',
  radiusMin: (letter: string, value: number, min: number, d: number) =>
    `Le rayon ${letter} (${mm(value)}) est plus petit que le rayon minimal de ${mm(min)} pour un ${dia(d)} : portez-le à ${mm(min)} au moins.`,
  circleTooSmall: (letter: string, value: number, minOutside: number, d: number) =>
    `Le diamètre ${letter} (${mm(value)}) est trop petit pour cintrer un ${dia(d)} : portez-le à ${mm(minOutside)} au moins.`,
  radiusLimit: (radius: number, limit: number, d: number) =>
    `Le rayon de ${mm(radius)} dépasse le plus grand rayon de cintrage d’un ${dia(d)} (${mm(limit)}) : la barre est à livrer droite, déclarez-la en code 00.`,
  radiusLimitUnknown: (d: number) =>
    `Aucun rayon de cintrage maximal n’est connu pour le ${dia(d)} : faites confirmer ce rayon par l’usine avant de commander.`,
  givenLengthMissing: () => 'La forme 99 n’a pas de formule : indiquez la longueur de coupe relevée sur le croquis.',
  givenLengthNotPositive: () => 'La longueur de la forme 99 doit être un nombre de millimètres supérieur à zéro : corrigez-la.',
  givenLengthUnexpected: (code: string) => `La longueur se calcule pour la forme ${code} : effacez la longueur saisie, elle ne sert qu’à la forme 99.`,
  grade: (grade: string, known: readonly string[]) =>
    `La nuance « ${grade} » n’est pas façonnée ici : nos barres sont en ${known.join(', ')}, corrigez la nuance ou demandez un devis.`,
  sentLength: (row: number, sent: string, computed: string) =>
    `Ligne ${row} : la longueur de coupe envoyée (${sent}) n’est pas celle que l’usine calcule (${computed}) : rechargez la page, puis vérifiez la ligne avant d’enregistrer.`,
  sentMass: (row: number, sent: string, computed: string) =>
    `Ligne ${row} : la masse envoyée (${sent}) n’est pas celle que l’usine calcule (${computed}) : rechargez la page, puis vérifiez la ligne avant d’enregistrer.`,
  unpriced: (d: number) => `Le ${dia(d)} n’a pas de prix de façonnage en ligne : demandez un devis pour cette nomenclature.`,
  members: (value: number) => `Le nombre d’éléments (${n(value)}) doit être un nombre entier supérieur à zéro : corrigez-le.`,
  barsEach: (value: number) => `Le nombre de barres par élément (${n(value)}) doit être un nombre entier supérieur à zéro : corrigez-le.`,
  /** a row field of an earlier contract (issue 44): said with the name that replaced it */
  renamedField: (old: string, name: string) => `Le champ « ${old} » s’appelle désormais « ${name} ».`,
  totalBars: (total: number, max: number) =>
    `Le nombre total de barres (${n(total)}) dépasse ${n(max)} sur une ligne : vérifiez le nombre d’éléments et de barres par élément, ou partagez le repère sur plusieurs lignes.`,

  // BVBS export
  notExportable3d: (code: string) => `La forme ${code} n’est pas plane : le format BF2D ne décrit que les formes planes, transmettez son croquis à l’usine.`,
  notExportableHelix: (code: string) => `La forme ${code} est une hélice : le format BF2D ne la décrit pas, transmettez son croquis à l’usine.`,
  notExportableCurved: (code: string) =>
    `La forme ${code} est cintrée : le format BF2D ne la décrit pas par segments et angles, transmettez son croquis à l’usine.`,
  notExportableOblique: (code: string) => `La forme ${code} a des plis obliques dont les cotes ne donnent pas l’angle : transmettez son croquis à l’usine.`,
  notExportableHook: (code: string, angle: number) =>
    `La forme ${code} a un pli à ${angle}° dont la cote BS 8666 ne se traduit pas en segment BVBS sans convention de l’atelier : transmettez son croquis à l’usine.`,
  notExportableSketch: () => 'La forme 99 n’a pas de géométrie connue : transmettez son croquis à l’usine.',
  rowNotSound: () => 'La ligne a des erreurs (diamètre, forme ou cotes) : corrigez-les avant l’export.',
  /** `row`: 1-based */
  markClash: (mark: string, written: string, row: number, earlier: string) =>
    `Son repère « ${mark} » s’écrit « ${written} » pour la cintreuse, comme celui de la ligne ${row} (« ${earlier} ») : les deux paquets porteraient la même étiquette. Donnez-lui un repère qui s’en distingue sans accents ni « @ ».`,
  // a line's own refusals (a text field, its length), which load with the export: bvbs-messages.ts

  // BVBS import; a file's own refusals, which load with its reader: bvbs-messages.ts
  fileLength: (file: number, computed: number) => `Longueur du fichier ${mm(file)}, calcul ${mm(computed)} : vérifiez le plan.`,
} as const;
