/**
 * Each shape's cut-length formula as the schedule's reader writes it: the
 * text the API gives beside the catalogue (GET /nomenclature/shapes), so that
 * another client can show how a length was found. The figures themselves come
 * from the entries' own functions (shapes-*.ts); shape-formulas.test.ts
 * evaluates every text below and holds it to them.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Cut length L by shape code"
 * (the free dimension in parentheses; r the minimum scheduling radius, d the
 * bar's diameter), decimals written the French way.
 */
export const SHAPE_FORMULAS: Readonly<Record<string, string>> = {
  '00': 'A',
  '11': 'A + (B) − 0,5r − d',
  '12': 'A + (B) − 0,43R − 1,2d',
  '13': 'A + 0,57B + (C) − 1,6d',
  '15': 'A + (C)',
  '21': 'A + B + (C) − r − 2d',
  '23': 'A + B + (C) − r − 2d',
  '24': 'A + B + (C)',
  '25': 'A + B + (E)',
  '26': 'A + B + (C)',
  '27': 'A + B + (C) − 0,5r − d',
  '28': 'A + B + (C) − 0,5r − d',
  '29': 'A + B + (C)',
  '31': 'A + B + C + (D) − 1,5r − 3d',
  '32': 'A + B + C + (D) − 1,5r − 3d',
  '33': '2A + 1,7B + 2(C) − 4d',
  '34': 'A + B + C + (E) − 0,5r − d',
  '35': 'A + B + C + (E) − 0,5r − d',
  '36': 'A + B + C + (D) − r − 2d',
  '41': 'A + B + C + D + (E) − 2r − 4d',
  '44': 'A + B + C + D + (E) − 2r − 4d',
  '46': 'A + 2B + C + (E)',
  '51': '2(A + B + (C)) − 2,5r − 5d',
  '52': '2(A + B + (C)) − 1,5r − 3d',
  '56': 'A + B + C + (D) + 2(E) − 2,5r − 5d',
  '63': '2A + 3B + 2(C) − 3r − 6d',
  '64': 'A + B + C + 2D + E + (F) − 3r − 6d',
  '67': 'A',
  '75': 'π(A − d) + B',
  // the rise of each turn counts once the pitch passes a fifth of the diameter
  '77': 'C·π(A − d) ; si B > A/5 : C·√((π(A − d))² + B²)',
  '98': 'A + 2B + C + (D) − 2r − 4d',
  '99': 'longueur donnée (croquis)',
};
