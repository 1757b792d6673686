import { MAX_LINES, parseQuickOrder, type QuickLine } from './parse-lines';

/** The one line read from a one-line text, without its line number and raw text. */
function one(text: string): Pick<QuickLine, 'reference' | 'quantity' | 'unit'> {
  const { lines, problems } = parseQuickOrder(text);
  expect(problems).toEqual([]);
  expect(lines).toHaveLength(1);
  const { reference, quantity, unit } = lines[0]!;
  return { reference, quantity, unit };
}

/** The message of a one-line text that cannot be read. */
function problem(text: string): string {
  const { lines, problems } = parseQuickOrder(text);
  expect(lines).toEqual([]);
  expect(problems).toHaveLength(1);
  return problems[0]!.message;
}

const pieces = (reference: string, quantity: number) => ({ reference, quantity, unit: 'piece' });

describe('separators', () => {
  it.each([
    ['spaces', 'HA12-12 10'],
    ['several spaces', '  HA12-12     10  '],
    ['a tab, and the trailing tab of Excel', 'HA12-12\t10\t'],
    ['semicolons, and the trailing one of a CSV', 'HA12-12;10;'],
    ['quoted CSV cells', '"HA12-12";"10"'],
    ['a comma followed by a space', 'HA12-12, 10'],
    ['a comma between the reference and the number', 'HA12-12,10'],
    ['a colon', 'HA12-12 : 10'],
    ['x after the reference', 'HA12-12 x 10'],
    ['x before the reference', '10 x HA12-12'],
    ['x glued to the number', '10x HA12-12'],
    ['the multiplication sign', '10×HA12-12'],
  ])('reads %s', (_, text) => {
    expect(one(text)).toEqual(pieces('HA12-12', 10));
  });

  it('reads the quantity first or last, and upper-cases a reference typed in lower case', () => {
    expect(one('10 HA12-12')).toEqual(pieces('HA12-12', 10));
    expect(one('ch-4ha12-15-600 3')).toEqual(pieces('CH-4HA12-15-600', 3));
    expect(one('4 T40-RAL7016')).toEqual(pieces('T40-RAL7016', 4));
    expect(one('FAC-D10-12\t2')).toEqual(pieces('FAC-D10-12', 2));
  });

  it('keeps a decimal comma that a comma-separated line puts in quotes, or that follows a separating comma', () => {
    expect(one('"ST25C-240","1,5 t"')).toEqual({ reference: 'ST25C-240', quantity: 1.5, unit: 't' });
    expect(one('ST25C-240, 1,5 t')).toEqual({ reference: 'ST25C-240', quantity: 1.5, unit: 't' });
    expect(one('1,5 t ST25C-240')).toEqual({ reference: 'ST25C-240', quantity: 1.5, unit: 't' });
  });
});

describe('units', () => {
  it.each([
    ['1,5 t', 1.5, 't'],
    ['1,5t', 1.5, 't'],
    ['2 tonnes', 2, 't'],
    ['250 kg', 250, 'kg'],
    ['250kg', 250, 'kg'],
    ['250 KG', 250, 'kg'],
    ['36 m²', 36, 'm2'],
    ['36m²', 36, 'm2'],
    ['36 m2', 36, 'm2'],
    ['36 mètres carrés', 36, 'm2'],
    ['12 m', 12, 'm'],
    ['12 ml', 12, 'm'],
    ['12 mètres', 12, 'm'],
    ['10 barres', 10, 'piece'],
    ['10 pcs', 10, 'piece'],
    ['10 pcs.', 10, 'piece'],
    ['10 u', 10, 'piece'],
    ['10 pièces', 10, 'piece'],
    ['10 panneaux', 10, 'piece'],
    ['10', 10, 'piece'],
  ])('reads « %s »', (quantity, value, unit) => {
    expect(one(`ST25C-240 ${quantity}`)).toEqual({ reference: 'ST25C-240', quantity: value, unit });
    expect(one(`${quantity} ST25C-240`)).toEqual({ reference: 'ST25C-240', quantity: value, unit });
  });

  it('tells which thing a count names, for the API to check against the product; a plain count names none', () => {
    const counted = (text: string) => parseQuickOrder(text).lines.map((l) => [l.quantity, l.unit, l.counted]);
    expect(counted('BT-HA12 10 barres')).toEqual([[10, 'piece', 'barre']]);
    expect(counted('3 br. HA12-12')).toEqual([[3, 'piece', 'barre']]);
    expect(counted('ST25C-240\t12\tpanneaux')).toEqual([[12, 'piece', 'panneau']]);
    expect(counted('T40-RAL7016 3 tôles')).toEqual([[3, 'piece', 'tôle']]);
    expect(counted('T40-RAL7016 3 plaques')).toEqual([[3, 'piece', 'plaque']]);
    expect(counted('FIL-TR4-25 2 rouleaux')).toEqual([[2, 'piece', 'rouleau']]);
    expect(counted('BET-25 10 sacs')).toEqual([[10, 'piece', 'sac']]);
    // under a header that names the thing
    expect(counted('Référence;Qté (barres)\nBT-HA12;3')).toEqual([[3, 'piece', 'barre']]);
    for (const plain of ['HA12-12 10 x', '10 x HA12-12', 'HA12-12 10', 'HA12-12 10 pcs', 'HA12-12 10 u', 'HA12-12 10 pièces', 'HA12-12 10 ex'])
      expect(parseQuickOrder(plain).lines[0]).not.toHaveProperty('counted');
    expect(parseQuickOrder('HA12-12 1,5 t').lines[0]).not.toHaveProperty('counted');
  });

  it('takes the unit from the next cell', () => {
    expect(one('ST25C-240\t250\tkg')).toEqual({ reference: 'ST25C-240', quantity: 250, unit: 'kg' });
  });
});

describe('decimals and thousands', () => {
  it('reads a decimal comma or point', () => {
    expect(one('HA12-12 1,5 t')).toEqual({ reference: 'HA12-12', quantity: 1.5, unit: 't' });
    expect(one('HA12-12 1.5 t')).toEqual({ reference: 'HA12-12', quantity: 1.5, unit: 't' });
    expect(one('HA12-12 0,250 t')).toEqual({ reference: 'HA12-12', quantity: 0.25, unit: 't' });
    // the comma is French: 1,250 t is one tonne and a quarter
    expect(one('HA12-12 1,250 t')).toEqual({ reference: 'HA12-12', quantity: 1.25, unit: 't' });
  });

  it('joins the thousands a spreadsheet writes with a no-break or narrow no-break space, wherever they are', () => {
    expect(one('HA12-12 1\u202f200')).toEqual(pieces('HA12-12', 1200));
    expect(one('HA12-12 1\u00a0200 kg')).toEqual({ reference: 'HA12-12', quantity: 1200, unit: 'kg' });
    expect(one('HA12-12\t12\u202f500,5 kg')).toEqual({ reference: 'HA12-12', quantity: 12500.5, unit: 'kg' });
  });

  it('joins thousands spaced in a cell, which holds one value, or closed by a unit', () => {
    expect(one('HA12-12\t1 200')).toEqual(pieces('HA12-12', 1200));
    expect(one('HA12-12;1 200 kg')).toEqual({ reference: 'HA12-12', quantity: 1200, unit: 'kg' });
    expect(one('HA12-12, 1 200')).toEqual(pieces('HA12-12', 1200));
    expect(one('HA12-12 1 200 kg')).toEqual({ reference: 'HA12-12', quantity: 1200, unit: 'kg' });
    expect(one('HA12-12 1 200 pcs')).toEqual(pieces('HA12-12', 1200));
    expect(one('1 200 kg HA12-12')).toEqual({ reference: 'HA12-12', quantity: 1200, unit: 'kg' });
  });

  it('does not guess between a spaced thousand and two numbers', () => {
    expect(problem('HA12-12 1 200')).toBe(
      'Ligne 1 : « 1 200 » peut se lire 1200, ou 1 puis 200 : écrivez 1200 sans espace, ou ajoutez l’unité (1 200 pcs, 1 200 kg).',
    );
    expect(problem('HA12-12 3 600')).toContain('3600, ou 3 puis 600');
    expect(problem('HA12-12 1.250')).toBe('Ligne 1 : « 1.250 » peut se lire 1250 ou 1,25 : écrivez 1250 sans point, ou 1,25 avec une virgule.');
    expect(problem('HA12-12 2.000 kg')).toBe('Ligne 1 : « 2.000 » peut se lire 2000 ou 2 : écrivez 2000 sans point, ou 2 avec une virgule.');
  });

  it('does not join numbers of other cells, nor groups that are not thousands', () => {
    expect(problem('HA12-12;1;200')).toBe(
      'Ligne 1 : plusieurs quantités (1, 200) pour HA12-12 : gardez-en une seule, ou écrivez chaque quantité sur sa ligne.',
    );
    expect(problem('HA12-12 10 20')).toBe(
      'Ligne 1 : plusieurs quantités (10, 20) pour HA12-12 : gardez-en une seule, ou écrivez chaque quantité sur sa ligne.',
    );
  });
});

describe('references that are numbers', () => {
  it('are read when the unit marks the other number as the quantity', () => {
    expect(one('4000 12 pcs')).toEqual(pieces('4000', 12));
    expect(one('12 kg 4000')).toEqual({ reference: '4000', quantity: 12, unit: 'kg' });
    expect(one('12-500 3')).toEqual(pieces('12-500', 3));
  });

  it('are not guessed otherwise', () => {
    expect(problem('4000 12')).toBe(
      'Ligne 1 : dans « 4000 12 », rien ne dit lequel est la référence : ajoutez l’unité après la quantité, par exemple « 4000 12 pcs ».',
    );
  });
});

describe('lines that cannot be read', () => {
  it.each([
    ['HA12-12', 'Ligne 1 : la quantité manque après HA12-12.'],
    ['ha12-12;', 'Ligne 1 : la quantité manque après HA12-12.'],
    ['12', 'Ligne 1 : la référence manque : écrivez-la devant la quantité 12, par exemple « HA12-12 12 ».'],
    ['250 kg', 'Ligne 1 : la référence manque : écrivez-la devant la quantité 250 kg, par exemple « HA12-12 250 kg ».'],
    ['HA12-12 0', 'Ligne 1 : la quantité de HA12-12 est 0 : écrivez une quantité plus grande que zéro, ou retirez la ligne.'],
    ['HA12-12 -3', 'Ligne 1 : la quantité de HA12-12 est -3 : écrivez une quantité plus grande que zéro, ou retirez la ligne.'],
    ['HA12-12 0 kg', 'Ligne 1 : la quantité de HA12-12 est 0 kg : écrivez une quantité plus grande que zéro, ou retirez la ligne.'],
    [
      'HA12-12 2,5',
      'Ligne 1 : 2,5 HA12-12 : commandez un nombre entier de pièces, ou ajoutez l’unité (kg, t, m, m²) s’il s’agit d’un poids ou d’une longueur.',
    ],
    [
      '2,5 barres HA12-12',
      'Ligne 1 : 2,5 HA12-12 : commandez un nombre entier de pièces, ou ajoutez l’unité (kg, t, m, m²) s’il s’agit d’un poids ou d’une longueur.',
    ],
    ['HA12-12 1/2', 'Ligne 1 : la quantité « 1/2 » de HA12-12 ne se lit pas : écrivez un nombre, par exemple 10 ou 1,5.'],
    ['HA12-12 1..5', 'Ligne 1 : la quantité « 1..5 » de HA12-12 ne se lit pas : écrivez un nombre, par exemple 10 ou 1,5.'],
    ['HA12-12 10 seaux', 'Ligne 1 : l’unité « seaux » n’est pas connue : écrivez un nombre de pièces sans unité, ou une quantité en kg, t, m ou m².'],
    ['HA12-12 3 m3', 'Ligne 1 : l’unité « m3 » n’est pas connue : écrivez un nombre de pièces sans unité, ou une quantité en kg, t, m ou m².'],
    [
      'HA12-12 HA10-12 10',
      'Ligne 1 : plusieurs références (HA12-12, HA10-12) : écrivez une seule référence par ligne, suivie de sa quantité en chiffres, par exemple « HA12-12 10 ».',
    ],
    [
      'HA12@12 10',
      'Ligne 1 : « HA12@12 » n’est pas une référence : une référence ne contient que des lettres, des chiffres, des tirets, des points et des barres obliques.',
    ],
    ['12 4000 5', 'Ligne 1 : la ligne ne se lit pas : écrivez une référence et sa quantité, par exemple « HA12-12 10 ».'],
  ])('« %s »', (text, message) => {
    expect(problem(text)).toBe(message);
  });

  it('refuses a line of more than 200 characters, its raw text cut', () => {
    const long = `HA12-12 10 ${'x'.repeat(200)}`;
    const { lines, problems } = parseQuickOrder(`HA10-12 4\n${long}\nHA8-12 2`);
    expect(lines.map((l) => l.line)).toEqual([1, 3]);
    expect(problems).toEqual([
      {
        line: 2,
        raw: `${long.slice(0, 200)}…`,
        message: 'Ligne 2 : la ligne dépasse 200 caractères : écrivez une seule référence et sa quantité par ligne, par exemple « HA12-12 10 ».',
      },
    ]);
  });

  it('reads 1 000 lines, then gives one problem and stops', () => {
    const text = ['Référence;Quantité', ...Array.from({ length: MAX_LINES + 5 }, (_, i) => `HA12-12;${i + 1}`)].join('\n');
    const { lines, problems } = parseQuickOrder(text);
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines.at(-1)).toMatchObject({ line: 1001, quantity: 1000 });
    expect(problems).toEqual([
      {
        line: 1002,
        raw: 'HA12-12;1001',
        message: 'Ligne 1002 : la liste dépasse 1\u202f000 lignes : seules les 1\u202f000 premières sont lues ; passez la suite dans une autre commande.',
      },
    ]);
  });
});

describe('a pasted block', () => {
  it('skips blank lines and headers, keeps the same reference twice, and numbers lines as in the text', () => {
    const text = 'ref qty\n\nHA12-12 10\r\n\r\nHA12-12 5\rCode article  Qté\n HA10-12 2 \n';
    const { lines, problems } = parseQuickOrder(text);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { line: 3, reference: 'HA12-12', quantity: 10, unit: 'piece', raw: 'HA12-12 10' },
      { line: 5, reference: 'HA12-12', quantity: 5, unit: 'piece', raw: 'HA12-12 5' },
      { line: 7, reference: 'HA10-12', quantity: 2, unit: 'piece', raw: ' HA10-12 2 ' },
    ]);
  });

  it.each([['Référence;Quantité'], ['ref qty'], ['Code article  Qté'], ['Désignation\tQuantité (pcs)'], ['\uFEFFRéf.;Qté;Unité']])(
    'skips the header « %s »',
    (header) => {
      expect(parseQuickOrder(`${header}\nHA12-12;10`).lines).toEqual([{ line: 2, reference: 'HA12-12', quantity: 10, unit: 'piece', raw: 'HA12-12;10' }]);
    },
  );

  it('reads the lines under « Quantité (kg) » or « Qté (t) » in that unit, unless a line writes its own', () => {
    const read = (text: string) => parseQuickOrder(text).lines.map(({ reference, quantity, unit }) => [reference, quantity, unit]);
    // 500 kg of 12 m Ø12 bars is 47 bars; read as pieces, 500 bars (10,6 t)
    expect(read('Référence\tQuantité (kg)\nHA12-12\t500\nHA10-12\t1,5 t\n')).toEqual([
      ['HA12-12', 500, 'kg'],
      ['HA10-12', 1.5, 't'],
    ]);
    expect(read('Réf.;Qté (t)\nHA12-12;1,5')).toEqual([['HA12-12', 1.5, 't']]);
    expect(read('Référence Qté kg\nHA12-12 500')).toEqual([['HA12-12', 500, 'kg']]);
    expect(read('Référence;Qté (m2)\nCAS-SUR-MESURE;12')).toEqual([['CAS-SUR-MESURE', 12, 'm2']]);
    expect(read('Référence;Quantité;Unité\nHA12-12;500;kg')).toEqual([['HA12-12', 500, 'kg']]);
    // a header's unit holds for its own lines: a second block under a header without one is in pieces again
    expect(read('Référence;Quantité (kg)\nHA12-12;500\n\nRéférence;Quantité\nHA12-12;3')).toEqual([
      ['HA12-12', 500, 'kg'],
      ['HA12-12', 3, 'piece'],
    ]);
    // a word that is no unit says nothing of it; in spaced headers, the next column's unit is not the quantity's
    expect(read('Référence;Quantité commandée\nHA12-12;5')).toEqual([['HA12-12', 5, 'piece']]);
    expect(read('Référence Quantité Longueur (m)\nHA12-12 5')).toEqual([['HA12-12', 5, 'piece']]);
  });

  it('reads 15 lines pasted from LibreOffice, with a header and two bad lines', () => {
    const block = [
      'Référence\tQuantité\tUnité\t',
      'HA12-12\t10\t\t',
      'HA10-12\t25\t\t',
      'st25c-240\t12\tpanneaux\t',
      'CHAI-4HA12-15-600\t40\t\t',
      'FAC-D10-12\t\t\t',
      'T40-RAL7016\t36\tm²\t',
      'HA8-6\t1\u202f250\tkg\t',
      '\t\t\t',
      'HA16-12\t2,5\t\t',
      'HA20-12\t1,2\tt\t',
      'HA12-12\t5\t\t',
      'ST15C-240\t3\t\t',
      'T40-RAL9010\t48,5\tml\t',
      'HA25-12\t8\tbarres\t',
    ].join('\r\n');
    const { lines, problems } = parseQuickOrder(block);
    expect(lines.map(({ line, reference, quantity, unit }) => [line, reference, quantity, unit])).toEqual([
      [2, 'HA12-12', 10, 'piece'],
      [3, 'HA10-12', 25, 'piece'],
      [4, 'ST25C-240', 12, 'piece'],
      [5, 'CHAI-4HA12-15-600', 40, 'piece'],
      [7, 'T40-RAL7016', 36, 'm2'],
      [8, 'HA8-6', 1250, 'kg'],
      [11, 'HA20-12', 1.2, 't'],
      [12, 'HA12-12', 5, 'piece'],
      [13, 'ST15C-240', 3, 'piece'],
      [14, 'T40-RAL9010', 48.5, 'm'],
      [15, 'HA25-12', 8, 'piece'],
    ]);
    expect(problems).toEqual([
      { line: 6, raw: 'FAC-D10-12\t\t\t', message: 'Ligne 6 : la quantité manque après FAC-D10-12.' },
      {
        line: 10,
        raw: 'HA16-12\t2,5\t\t',
        message: 'Ligne 10 : 2,5 HA16-12 : commandez un nombre entier de pièces, ou ajoutez l’unité (kg, t, m, m²) s’il s’agit d’un poids ou d’une longueur.',
      },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(parseQuickOrder('')).toEqual({ lines: [], problems: [] });
    expect(parseQuickOrder('\r\n\t;\n')).toEqual({ lines: [], problems: [] });
  });
});
