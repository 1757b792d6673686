/**
 * The French texts of a quick order's pasted lines: each names the line as
 * the customer's text numbers it and says what to write instead.
 */

/** 1 000 as the site writes it, U+202F between thousands. */
const thousand = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
const EXAMPLE = '« HA12-12 10 »';

export const QUICK_ORDER_MESSAGES = {
  missingQuantity: (line: number, reference: string) => `Ligne ${line} : la quantité manque après ${reference}.`,
  missingReference: (line: number, quantity: string) =>
    `Ligne ${line} : la référence manque : écrivez-la devant la quantité ${quantity}, par exemple « HA12-12 ${quantity} ».`,
  notPositive: (line: number, reference: string, quantity: string) =>
    `Ligne ${line} : la quantité de ${reference} est ${quantity} : écrivez une quantité plus grande que zéro, ou retirez la ligne.`,
  fractionalPieces: (line: number, reference: string, quantity: string) =>
    `Ligne ${line} : ${quantity} ${reference} : commandez un nombre entier de pièces, ou ajoutez l’unité (kg, t, m, m²) s’il s’agit d’un poids ou d’une longueur.`,
  unreadableQuantity: (line: number, reference: string, quantity: string) =>
    `Ligne ${line} : la quantité « ${quantity} » de ${reference} ne se lit pas : écrivez un nombre, par exemple 10 ou 1,5.`,
  spacedThousands: (line: number, parts: string[]) =>
    `Ligne ${line} : « ${parts.join(' ')} » peut se lire ${parts.join('')}, ou ${parts.join(' puis ')} : écrivez ${parts.join('')} sans espace, ou ajoutez l’unité (${parts.join(' ')} pcs, ${parts.join(' ')} kg).`,
  pointThousands: (line: number, typed: string, thousands: string, decimal: string) =>
    `Ligne ${line} : « ${typed} » peut se lire ${thousands} ou ${decimal} : écrivez ${thousands} sans point, ou ${decimal} avec une virgule.`,
  unknownUnit: (line: number, unit: string) =>
    `Ligne ${line} : l’unité « ${unit} » n’est pas connue : écrivez un nombre de pièces sans unité, ou une quantité en kg, t, m ou m².`,
  severalQuantities: (line: number, reference: string, quantities: string[]) =>
    `Ligne ${line} : plusieurs quantités (${quantities.join(', ')}) pour ${reference} : gardez-en une seule, ou écrivez chaque quantité sur sa ligne.`,
  severalReferences: (line: number, references: string[]) =>
    `Ligne ${line} : plusieurs références (${references.join(', ')}) : écrivez une seule référence par ligne, suivie de sa quantité en chiffres, par exemple ${EXAMPLE}.`,
  whichIsReference: (line: number, a: string, b: string) =>
    `Ligne ${line} : dans « ${a} ${b} », rien ne dit lequel est la référence : ajoutez l’unité après la quantité, par exemple « ${a} ${b} pcs ».`,
  badReference: (line: number, typed: string) =>
    `Ligne ${line} : « ${typed} » n’est pas une référence : une référence ne contient que des lettres, des chiffres, des tirets, des points et des barres obliques.`,
  unreadableLine: (line: number) => `Ligne ${line} : la ligne ne se lit pas : écrivez une référence et sa quantité, par exemple ${EXAMPLE}.`,
  tooLong: (line: number, max: number) =>
    `Ligne ${line} : la ligne dépasse ${max} caractères : écrivez une seule référence et sa quantité par ligne, par exemple ${EXAMPLE}.`,
  tooManyLines: (line: number, max: number) =>
    `Ligne ${line} : la liste dépasse ${thousand(max)} lignes : seules les ${thousand(max)} premières sont lues ; passez la suite dans une autre commande.`,
} as const;
