import { cartResponse, quickOrderAnswer, referenceSuggestions } from '@trefima/domain/contract';
import { data, failure, multipart, samples, testApi, zipOf, type TestApi } from '../testing';
import { xlsxRows } from '../testing-hostile-files';
import { MAX_REFERENCE_SUGGESTIONS } from '@trefima/domain/quick-order/requests';

/** POST /cart/quick-order/file: a spreadsheet's lines answered as a dry run; GET /cart/export.csv, which it reads back; GET /products/references. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const counts = () => [api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get(), api.db.prepare('SELECT COUNT(*) FROM cart').pluck().get()];
const upload = (content: Buffer, name = 'commande.csv', type = 'text/csv') => {
  const { payload, headers } = multipart({}, [{ field: 'file', name, type, content }]);
  return api.request('POST', '/cart/quick-order/file', { payload, headers });
};
const read = async (content: Buffer, name?: string) => data(await upload(content, name), quickOrderAnswer).lines;
const summary = (lines: Awaited<ReturnType<typeof read>>) => lines.map((l) => [l.reference, l.asked.amount, l.asked.unit, l.message]);

/** The smallest XLSX Excel and the parser read: a workbook, one sheet, cells written inline. */
function xlsxOf(rows: (string | number)[][], extra: Record<string, string> = {}): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006';
  const cell = (v: string | number, ref: string) =>
    typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${v.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
  const sheet = rows.map((r, i) => `<row r="${i + 1}">${r.map((v, k) => cell(v, `${String.fromCharCode(65 + k)}${i + 1}`)).join('')}</row>`).join('');
  const type = (part: string, kind: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${type('/xl/workbook.xml', 'sheet.main')}${type('/xl/worksheets/sheet1.xml', 'worksheet')}</Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Commande" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheet}</sheetData></worksheet>`,
    ...extra,
  });
}

describe('POST /cart/quick-order/file', () => {
  it('reads a French CSV (semicolons, decimal commas, header, unit column) as a dry run: nothing in the cart', async () => {
    const before = counts();
    const csv = 'Référence;Qté;Unité;Désignation\nha12-12;40;;Barre\nST25C-240;6;panneau;Treillis\n\nHA12-12;1,5;t;\nHA13-12;3;;Inconnue\n';
    expect(summary(await read(Buffer.from(csv)))).toEqual([
      ['HA12-12', 40, 'piece', null],
      ['ST25C-240', 6, 'piece', null],
      ['HA12-12', 1.5, 't', null],
      ['HA13-12', 3, 'piece', 'La référence « HA13-12 » n’existe pas : vérifiez-la.'],
    ]);
    expect(counts()).toEqual(before);
  });

  it('reads a CSV French Excel saved in Windows-1252, accents and no-break thousands included', async () => {
    const csv = 'sep=;\r\nCode article;Désignation;Quantité;Unité\r\nHA10-6;Barre HA Ø10 – 6 m;1\u00a0200;kg\r\nST25C-240;Treillis soudé;2;\r\n';
    const bytes = latin1252(csv);
    expect(bytes.includes(0xe9)).toBe(true); // é in one byte: not UTF-8
    const lines = await read(bytes);
    expect(summary(lines)).toEqual([
      ['HA10-6', 1200, 'kg', null],
      ['ST25C-240', 2, 'piece', null],
    ]);
    expect(lines[0].product?.reference).toBe('HA10-6');
  });

  it('reads tab-separated lines without a header, UTF-8 with its BOM: the reference first, the quantity second', async () => {
    expect(summary(await read(Buffer.from('\uFEFFHA12-12\t10\nST25C-240\t4\n')))).toEqual([
      ['HA12-12', 10, 'piece', null],
      ['ST25C-240', 4, 'piece', null],
    ]);
  });

  it('reads an XLSX, numbers as numbers, and names each cell that does not read with its line', async () => {
    const lines = await read(
      xlsxOf([['Commande chantier Bellance'], ['Réf.', 'Quantité (pcs)'], ['HA12-12', 12], ['ST25C-240', 'beaucoup'], ['HA12-6', '2 seaux'], ['', 5]]),
      'commande.xlsx',
    );
    expect(summary(lines)).toEqual([
      ['HA12-12', 12, 'piece', null],
      ['ST25C-240', 0, 'piece', 'Ligne 4 : la quantité « beaucoup » ne se lit pas : écrivez un nombre, par exemple 10 ou 1,5.'],
      // a unit not known gives no quantity to send: its message says what was typed
      ['HA12-6', 0, 'piece', 'Ligne 5 : l’unité « seaux » n’est pas connue : tapez la quantité (2 seaux) en pièces, ou en kg, t, m ou m².'],
      ['', 5, 'piece', 'Ligne 6 : la référence manque.'],
    ]);
    expect(lines.map((l) => [l.index, l.field])).toEqual([
      [0, null],
      [1, 'quantity'],
      [2, 'quantity'],
      [3, 'reference'],
    ]);
  });

  it('says on its line a length out of the product’s range, with no price, and a number too big to read', async () => {
    const huge = `1${'0'.repeat(400)}`; // beyond any number: Infinity once read
    const csv = `Référence;Qté;Longueur (m)\nBAC-T40-9010-063;1;999999999999999999999999\nBAC-T40-9010-063;1;-2\nBAC-T40-9010-063;1;${huge}\nHA12-12;${huge};\nBAC-T40-9010-063;1;4,5\n`;
    const lines = await read(Buffer.from(csv));
    expect(lines.map((l) => [l.length, l.field, l.message?.replace(/« [^»]+ »/, '« … »')])).toEqual([
      [1e24, 'length', 'La longueur de « … » doit être comprise entre 1 m et 12 m.'],
      [-2, 'length', 'La longueur de « … » doit être comprise entre 1 m et 12 m.'],
      [null, 'length', 'Ligne 4 : la longueur est trop grande pour être lue : vérifiez la cellule.'],
      [null, 'quantity', 'Ligne 5 : la quantité est trop grande pour être lue : vérifiez la cellule.'],
      [4.5, null, undefined],
    ]);
    expect(lines.map((l) => l.product?.unit_price_ht)).toEqual([null, null, expect.any(Number), expect.any(Number), expect.any(Number)]);
  });

  it('refuses in French, on `file`, what is no spreadsheet, too big, too long or without a line; nothing written', async () => {
    const before = counts();
    const refusal = async (content: Buffer, name?: string) => failure(await upload(content, name), 422).errors?.file;
    let seed = 7;
    const garbage = (n: number) => Buffer.from(Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256));
    expect(await refusal(garbage(5 * 1024 * 1024))).toBe(
      'Le fichier dépasse 1 Mo : partagez-le en plusieurs fichiers, ou gardez seulement les colonnes utiles.',
    );
    expect(await refusal(garbage(200 * 1024))).toMatch(/n’est ni un CSV ni un classeur Excel/);
    expect(await refusal(Buffer.alloc(0), 'vide.csv')).toBe('Le fichier est vide.');
    expect(await refusal(samples.docx(), 'commande.xlsx')).toMatch(/n’est pas un classeur Excel \(\.xlsx\) lisible/);
    expect(await refusal(Buffer.from('PK\u0003\u0004 tronqué'), 'commande.xlsx')).toMatch(/n’est pas un classeur Excel/);
    expect(await refusal(xlsxOf([['HA12-12', 1]], { 'xl/vbaProject.bin': 'Attribute VB_Name' }), 'commande.xlsm')).toMatch(/contient des macros/);
    expect(await refusal(xlsxOf([['HA12-12', 1]], { '../../evil.xml': '<x/>' }), 'commande.xlsx')).toMatch(/n’est pas un classeur Excel/);
    expect(await refusal(Buffer.from('référence;quantité\n'))).toBe('Le fichier ne contient aucune ligne à commander.');
    expect(await refusal(Buffer.from('bonjour;madame\nvoici;la liste\n'))).toMatch(/^Aucune ligne du fichier n’a une référence et une quantité lisibles/);
    expect(await refusal(Buffer.from('Désignation;Qté\nBarre;3\n'))).toMatch(/colonne « Référence »/);
    expect(await refusal(Buffer.from('HA12-12;1\n'.repeat(501)))).toBe('Le fichier compte plus de 500 lignes : partagez-le en plusieurs fichiers.');
    expect(await refusal(Buffer.from('"HA12-12;1\nST25C-240;2\n'))).toMatch(/mal formé/);
    const none = failure(await api.request('POST', '/cart/quick-order/file', { ...multipart({ note: 'x' }) }), 422);
    expect(none.errors?.file).toMatch(/Joignez un fichier/);
    expect(counts()).toEqual(before);
  });
});

describe('POST /cart/quick-order/file, units written in the headers', () => {
  it('reads the quantities under « Quantité (kg) », « Qté (t) » or « Qté kg » in that unit, not as pieces', async () => {
    // 500 kg of 12 m Ø12 bars is 47 bars; read as pieces, 500 bars (10,6 t)
    expect(summary(await read(Buffer.from('Référence;Quantité (kg)\nHA12-12;500\n')))).toEqual([['HA12-12', 500, 'kg', null]]);
    expect(summary(await read(Buffer.from('Réf.;Qté (t)\nHA12-12;1,5\n')))).toEqual([['HA12-12', 1.5, 't', null]]);
    expect(summary(await read(Buffer.from('Référence;Qté kg\nHA12-12;500\n')))).toEqual([['HA12-12', 500, 'kg', null]]);
    expect(summary(await read(Buffer.from('Référence;Quantité commandée [en t]\nHA12-12;2\n')))).toEqual([['HA12-12', 2, 't', null]]);
    expect(
      summary(
        await read(
          xlsxOf([
            ['Référence', 'Quantité (kg)'],
            ['HA12-12', 500],
          ]),
          'commande.xlsx',
        ),
      ),
    ).toEqual([['HA12-12', 500, 'kg', null]]);
    // a word that is no unit says nothing of it
    expect(summary(await read(Buffer.from('Référence;Quantité commandée\nHA12-12;5\n')))).toEqual([['HA12-12', 5, 'piece', null]]);
  });

  it('takes the most specific unit: the cell’s, then the unit column’s, then the header’s', async () => {
    const csv = 'Référence;Quantité (kg);Unité\nHA12-12;1,5 t;kg\nHA12-12;2;t\nHA12-12;500;\nHA12-12;3 barres;\n';
    expect(summary(await read(Buffer.from(csv)))).toEqual([
      ['HA12-12', 1.5, 't', null],
      ['HA12-12', 2, 't', null],
      ['HA12-12', 500, 'kg', null],
      ['HA12-12', 3, 'piece', null],
    ]);
  });

  it('reads a length in the unit its cell or its header gives, metres otherwise', async () => {
    const csv = 'Référence;Qté;Longueur (mm)\nBAC-T40-9010-063;1;4350\nBAC-T40-9010-063;1;435 cm\nBAC-T40-9010-063;1;4,35 m\nBAC-T40-9010-063;1;4 pieds\n';
    const lines = await read(Buffer.from(csv));
    expect(lines.map((l) => [l.length, l.message])).toEqual([
      [4.35, null],
      [4.35, null],
      [4.35, null],
      [null, 'Ligne 5 : l’unité de longueur « pieds » n’est pas connue : indiquez la longueur en m, cm ou mm.'],
    ]);
    expect((await read(Buffer.from('Référence;Qté;Longueur cm\nBAC-T40-9010-063;1;435\n')))[0]?.length).toBe(4.35);
  });

  it('reads m2 of a product sold by the m² as a count of it, in a cell or a header', async () => {
    expect(summary(await read(Buffer.from('Référence;Quantité\nCAS-SUR-MESURE;12 m2\nCAS-SUR-MESURE;12 m²\n')))).toEqual([
      ['CAS-SUR-MESURE', 12, 'm2', null],
      ['CAS-SUR-MESURE', 12, 'piece', null],
    ]);
    expect(summary(await read(Buffer.from('Référence;Surface;Qté (m2)\nCAS-SUR-MESURE;x;12\n')))).toEqual([['CAS-SUR-MESURE', 12, 'm2', null]]);
  });
});

describe('POST /cart/quick-order/file, counts of things and metres of sheets', () => {
  const sheet = 'BAC-T40-9010-063';

  it('refuses « 3 barres » of a bundle sold by the tonne on its line, not 3 tonnes', async () => {
    const lines = await read(Buffer.from('Référence;Quantité\nBT-HA12;3 barres\nHA12-12;3 barres\nST25C-240;2 panneaux\n'));
    expect(summary(lines)).toEqual([
      ['BT-HA12', 3, 'piece', 'Ligne 2 : BT-HA12 se vend à la tonne, pas à la barre : indiquez une quantité en t ou en kg.'],
      // a product sold by the bar, or the panel, counts them
      ['HA12-12', 3, 'piece', null],
      ['ST25C-240', 2, 'piece', null],
    ]);
    expect(lines[0]).toMatchObject({ field: 'quantity', product: { reference: 'BT-HA12' }, asked: { counted: 'barre' } });
    // the same in a unit column, or under its header
    expect(summary(await read(Buffer.from('Référence;Qté;Unité\nBT-HA12;3;barres\n')))[0]?.[3]).toMatch(/^Ligne 2 : BT-HA12 se vend à la tonne/);
    expect(summary(await read(Buffer.from('Référence;Qté (barres)\nBT-HA12;3\n')))[0]?.[3]).toMatch(/^Ligne 2 : BT-HA12 se vend à la tonne/);
  });

  it('reads « 12 ml » of a sheet cut to length as 12 metres, 3 sheets of 4 m, and « 3 tôles » as 3 sheets', async () => {
    const lines = await read(Buffer.from(`Référence;Quantité;Longueur (m)\n${sheet};12 ml;4\n${sheet};3 tôles;4\n${sheet};3 barres;4\n`));
    expect(lines.map((l) => [l.asked.amount, l.asked.unit, l.length, l.message])).toEqual([
      [12, 'm', 4, null],
      [3, 'piece', 4, null],
      [3, 'piece', 4, `Ligne 4 : ${sheet} se vend à la tôle, pas à la barre : indiquez un nombre de tôles, ou une quantité en kg, en t, en m ou en m².`],
    ]);
    // 12 m of sheets of 4 m, put in the cart, is 3 sheets
    const added = data(await api.post('/cart/quick-order', { lines: [{ reference: sheet, quantity: 12, unit: 'm', length: 4 }] }), quickOrderAnswer);
    expect(cartResponse.parse(added.cart).cart.list.map((l) => [l.reference, l.quantity, l.length])).toEqual([[sheet, 3, 4]]);
  });
});

describe('POST /cart/quick-order/file, at the 500-line limit', () => {
  const TOO_LONG = 'Le fichier compte plus de 500 lignes : partagez-le en plusieurs fichiers.';
  const refusal = async (content: Buffer, name: string) => failure(await upload(content, name), 422).errors?.file;

  it('reads 500 lines under titles and a header, and refuses the 501st, in an XLSX as in a CSV', async () => {
    expect((await read(xlsxRows(500), 'commande.xlsx')).length).toBe(500);
    expect(await refusal(xlsxRows(501), 'commande.xlsx')).toBe(TOO_LONG);
    const csv = (lines: number) => Buffer.from(`Commande chantier Bellance\n\nLivraison Baie-Mahault\nRéférence;Quantité\n${'HA12-12;2\n'.repeat(lines)}`);
    expect((await read(csv(500))).length).toBe(500);
    expect(await refusal(csv(501), 'commande.csv')).toBe(TOO_LONG);
  });
});

describe('POST /cart/quick-order/file, throttled', () => {
  it('is throttled per client like the other cart writes, in French', async () => {
    const { payload, headers } = multipart({}, [{ field: 'file', name: 'c.csv', type: 'text/csv', content: Buffer.from('HA12-12;1\n') }]);
    const send = (remoteAddress: string) => api.request('POST', '/cart/quick-order/file', { payload, headers, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await send('10.20.0.1')).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const refused = failure(await send('10.20.0.1'), 429);
    expect(refused.message).toMatch(/Réessayez dans/);
    expect((await send('10.20.0.2')).statusCode).toBe(200);
  });
});

describe('GET /cart/export.csv', () => {
  it('writes the cart for French Excel, and the quick order reads it back into the same lines', async () => {
    const sheet = api.db.prepare("SELECT reference FROM product WHERE unit = 'ml' ORDER BY id LIMIT 1").pluck().get() as string;
    const added = data(
      await api.post('/cart/quick-order', {
        lines: [
          { reference: 'HA12-12', quantity: 0.5, unit: 't' },
          { reference: 'ST25C-240', quantity: 3 },
          { reference: sheet, quantity: 4, length: 4.35 },
        ],
      }),
      quickOrderAnswer,
    );
    const cart = cartResponse.parse(added.cart);
    const res = await api.get('/cart/export.csv', { cart_token: cart.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="panier-2026-11-21.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first, ...others] = bytes.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe('référence;quantité;unité;désignation;prix unitaire HT;total HT;longueur (m)');
    const bar = cart.cart.list.find((l) => l.reference === 'HA12-12')!;
    const euros = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    expect(first).toBe(`HA12-12;47;barre;${bar.name};${euros(bar.unit_price_ht)};${euros(bar.total_ht)};`);
    // a sheet cut to length is counted in sheets, each of its length: « 4 ml » would read back as 4 metres
    const sheetLine = cart.cart.list.find((l) => l.reference === sheet)!;
    expect(others.find((row) => row.startsWith(`${sheet};`))).toBe(
      `${sheet};4;tôles;${sheetLine.name};${euros(sheetLine.unit_price_ht)};${euros(sheetLine.total_ht)};4,35`,
    );

    const again = await read(bytes, 'panier.csv');
    expect(again.map((l) => [l.reference, l.asked.amount, l.asked.unit, l.length ?? null, l.message])).toEqual(
      cart.cart.list.map((l) => [l.reference, l.quantity, 'piece', l.length, null]),
    );
  });

  it('needs a cart token without a session', async () => {
    expect(failure(await api.get('/cart/export.csv'), 400).message).toMatch(/cart_token/);
  });

  it('names the file after the territory’s own day, not the UTC one', async () => {
    const cart = cartResponse.parse(data(await api.post('/cart/quick-order', { lines: [{ reference: 'HA12-12', quantity: 2 }] }), quickOrderAnswer).cart);
    const saved = api.clock.now;
    // 21 November, 21:30 in Martinique (UTC−4): already the 22nd in UTC
    api.clock.now = Date.parse('2026-11-22T01:30:00Z');
    try {
      const res = await api.get('/cart/export.csv', { cart_token: cart.token });
      expect(res.headers['content-disposition']).toBe('attachment; filename="panier-2026-11-21.csv"');
    } finally {
      api.clock.now = saved;
    }
  });
});

describe('GET /products/references', () => {
  it('suggests references of the territory starting with what was typed, shortest first', async () => {
    const refs = async (q: string, plan = 1) => data(await api.request('GET', '/products/references', { query: { q, limit: 5 }, plan }), referenceSuggestions);
    const found = await refs('ha12');
    expect(found.map((s) => s.reference)).toEqual(['HA12-6', 'HA12-12']);
    expect(found[0].name).toMatch(/HA/);
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-6'").pluck().get();
    api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 3').run(id);
    expect((await refs('HA12', 3)).map((s) => s.reference)).toEqual(['HA12-12']);
    expect(await refs('%')).toEqual([]);
    expect(failure(await api.get('/products/references', { q: '' }), 400).message).toBe('Le paramètre « q » est obligatoire.');
    const limit = `Le paramètre « limit » est un nombre entier de 1 à ${MAX_REFERENCE_SUGGESTIONS}.`;
    for (const query of ['limit=0', 'limit=deux', 'limit=1&limit=2'])
      expect(failure(await api.request('GET', `/products/references?${query}`, { query: { q: 'HA' } }), 400).message).toBe(limit);
  });
});

/** A string as Windows-1252 bytes (the characters these tests use). */
function latin1252(s: string): Buffer {
  const extra: Record<string, number> = { '–': 0x96, '€': 0x80 };
  return Buffer.from([...s].map((c) => extra[c] ?? c.charCodeAt(0)));
}
