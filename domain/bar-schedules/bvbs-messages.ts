/**
 * The French texts of a BVBS file's lines: those that cannot be read (a
 * checksum, a field) and those the schedule does not read, other groups,
 * couplers, arcs, decimal commas (bvbs-read.ts, bvbs-decode.ts); and a line
 * the export cannot write (bvbs.ts). Apart from messages.ts, which the editor
 * loads with the page: these load with the file's reader or the export.
 */
import { formatDecimal } from '../i18n/format';

const mm = (value: number) => `${formatDecimal(value, { decimals: 1 })} mm`;

/** The BVBS groups other than BF2D (flat bars), which the schedule does not read. */
export type BvbsFamily = 'BF3D' | 'BFWE' | 'BFMA' | 'BFGT' | 'BFAU';
const FAMILY_NAMES: Record<BvbsFamily, { one: string; many: string }> = {
  BF3D: { one: 'forme en trois dimensions', many: 'formes en trois dimensions' },
  BFWE: { one: 'hélice', many: 'hélices' },
  BFMA: { one: 'treillis', many: 'treillis' },
  BFGT: { one: 'poutre treillis', many: 'poutres treillis' },
  BFAU: { one: 'support ou distancier', many: 'supports et distanciers' },
};
/** a, b et c */
const list = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? ''));
/** 2, 3 et 7; past eight lines, the first eight and how many more */
const lineList = (lines: readonly number[]) => (lines.length > 8 ? `${lines.slice(0, 8).join(', ')} et ${lines.length - 8} autres` : list(lines.map(String)));

export const BVBS_MESSAGES = {
  // a line of the file that cannot be read
  lineError: (line: number, reason: string, mark?: string) => `Ligne ${line}${mark ? ` (repère ${mark})` : ''} : ${reason}`,
  noChecksum: () => 'le bloc de contrôle C manque en fin de ligne.',
  badChecksum: (found: string, expected: number) => `la somme de contrôle vaut ${found} au lieu de ${expected} : la ligne a été altérée, refaites l’export.`,
  badField: (field: string) => `le champ « ${field} » est illisible.`,
  missingField: (key: string) => `le champ ${key} de l’en-tête manque ou n’est pas un nombre.`,
  badGeometry: () => 'le bloc de géométrie G manque ou n’alterne pas longueurs (l) et angles (w).',
  tooLong: () => 'la ligne dépasse 1 000 caractères.',

  // a line the export cannot write
  badTextField: (name: string) => `Le champ ${name} contient « @ » ou un caractère accentué ou spécial : retirez-le pour l’export BVBS.`,
  lineTooLong: () => 'La ligne dépasse 1 000 caractères : raccourcissez les textes (projet, plan, repère).',

  // what the schedule does not read
  notBvbs: () => 'ce n’est pas une ligne BVBS (BF2D, BF3D, BFWE, BFMA…) : vérifiez que le fichier vient bien d’un logiciel de ferraillage.',
  onlyOtherFamilies: (families: readonly BvbsFamily[]) =>
    `Ce fichier contient ${list(families.map((f) => `des ${FAMILY_NAMES[f].many} (${f})`))} : la nomenclature ne lit que les barres BF2D.`,
  otherFamilyLines: (lines: readonly number[], family: BvbsFamily) =>
    lines.length === 1
      ? `Ligne ${lines[0]} : ${FAMILY_NAMES[family].one} (${family}) : la nomenclature ne lit que les barres BF2D, cette ligne est laissée de côté.`
      : `Lignes ${lineList(lines)} : ${FAMILY_NAMES[family].many} (${family}) : la nomenclature ne lit que les barres BF2D, ces lignes sont laissées de côté.`,
  noHeader: () => 'le bloc d’en-tête H manque : les blocs s’écrivent en majuscules (H, G, C).',
  coupler: (block: string) =>
    `la barre porte un manchon ou un filetage (bloc M « ${block.length > 40 ? `${block.slice(0, 39)}…` : block} ») : la nomenclature ne le décrit pas ; commandez cette barre sur devis, avec son plan.`,
  decimalComma: (key: string, block: 'H' | 'G', value: string) =>
    `le champ ${key} ${block === 'H' ? 'de l’en-tête' : 'du bloc G'} vaut « ${value} », écrit avec une virgule : le format BVBS écrit les décimales avec un point (${value.replace(',', '.')}) ; réglez le logiciel sur le point décimal, puis refaites l’export.`,
  mandrelUnder: (mandrelMm: number, minimumMm: number, diameterMm: number) =>
    `la barre est pliée sur un mandrin de ${mm(mandrelMm)}, sous les ${mm(minimumMm)} qu’un Ø${diameterMm} demande au moins (EN 1992-1-1, tableau 8.1N) : corrigez le plan, puis refaites l’export.`,
  mandrelWider: (mandrelMm: number, standardMm: number, diameterMm: number) =>
    `le fichier plie la barre sur un mandrin de ${mm(mandrelMm)} ; la nomenclature la compte et la fait plier sur le mandrin courant d’un Ø${diameterMm}, ${mm(standardMm)} : si le plan demande ce rayon, saisissez la barre en code 99 avec son croquis.`,
  arc: (radius: string) =>
    `la forme a un arc de rayon ${/^\d+(\.\d+)?$/.test(radius) ? mm(Number(radius)) : `« ${radius} »`} (champ r du bloc G) : la nomenclature ne lit que des segments droits ; saisissez cette barre en code 99, avec son croquis et sa longueur.`,
} as const;
