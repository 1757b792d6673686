import { cartResponse, quickOrderAnswer } from '@trefima/domain/contract';
import { data, failure, multipart, testApi, type TestApi } from '../testing';

/**
 * POST /cart/quick-order/file, the units of a spreadsheet's lines: a unit it does not know gives its line no quantity
 * to send (12 « colis » of a bundle sold by the tonne are no 12 t), a whole file of them is answered line by line, and
 * a cart the shop exported before its sheets were written « tôles » (4 ; ml ; 4,35) is read as it meant: 4 sheets.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const upload = (content: string, name = 'commande.csv') => {
  const { payload, headers } = multipart({}, [{ field: 'file', name, type: 'text/csv', content: Buffer.from(content) }]);
  return api.request('POST', '/cart/quick-order/file', { payload, headers });
};
const read = async (content: string, name?: string) => data(await upload(content, name), quickOrderAnswer).lines;
/**
 * What the page sends of the answer's lines (« Tout ajouter au panier »: src/features/quick-order/rows.ts, the asked
 * amount, its unit and its count's thing, a blank quantity as 0), and the cart's quantity of a reference then.
 */
const sendRows = async (lines: Awaited<ReturnType<typeof read>>, reference: string) => {
  const sent = lines.map((l) => ({ reference: l.reference, quantity: l.asked.amount, unit: l.asked.unit, counted: l.asked.counted, length: l.length }));
  const res = await api.request('POST', '/cart/quick-order', { body: { lines: sent } });
  const list = res.statusCode === 200 ? cartResponse.parse(res.json().data.cart).cart.list : [];
  return { status: res.statusCode, quantity: list.find((l) => l.reference === reference)?.quantity };
};

describe('a unit the reader does not know', () => {
  it('leaves its line no quantity to send, the amount typed named in its message: 12 « colis » never go as 12 t', async () => {
    const lines = await read('Référence;Qté;Unité\nHA12-12;40;barres\nBT-HA12;12;colis\n');
    expect(lines[1]).toMatchObject({ asked: { amount: 0, unit: 'piece' }, field: 'quantity', product: { reference: 'BT-HA12' } });
    expect(lines[1]!.message).toBe('Ligne 3 : l’unité « colis » n’est pas connue : tapez la quantité (12 colis) en pièces, ou en kg, t, m ou m².');
    expect(await sendRows(lines, 'BT-HA12')).toEqual({ status: 422, quantity: undefined });
  });

  it('reads « brs », as bar schedules write bars, as a count of bars: refused of a bundle sold by the tonne', async () => {
    const lines = await read('Référence;Qté;Unité\nHA12-12;40;brs\nBT-HA12;12;brs\n');
    expect(lines.map((l) => [l.asked.amount, l.asked.counted, l.message])).toEqual([
      [40, 'barre', null],
      [12, 'barre', 'Ligne 3 : BT-HA12 se vend à la tonne, pas à la barre : indiquez une quantité en t ou en kg.'],
    ]);
  });

  it('answers a file whose every unit is unknown line by line, each naming its unit, not as unreadable columns', async () => {
    const lines = await read('Référence;Qté;Unité\nHA12-12;40;colis\nHA10-6;20;colis\n');
    expect(lines.map((l) => [l.reference, l.product?.reference, l.message])).toEqual([
      ['HA12-12', 'HA12-12', expect.stringMatching(/^Ligne 2 : l’unité « colis » n’est pas connue/)],
      ['HA10-6', 'HA10-6', expect.stringMatching(/^Ligne 3 : l’unité « colis » n’est pas connue/)],
    ]);
    // the product's own unit of sale is known in the plural too
    expect((await read('Référence;Qté;Unité\nBOB-LIG-50;10;boîtes\n')).map((l) => [l.asked, l.message])).toEqual([[{ amount: 10, unit: 'piece' }, null]]);
    // columns that do not read are still the file's: nothing in them is a line
    expect(failure(await upload('bonjour;madame\nvoici;la liste\n'), 422).errors?.file).toMatch(/^Aucune ligne du fichier n’a une référence et une quantité/);
  });
});

describe('a cart the shop exported before its sheets were written « tôles »', () => {
  const sheet = 'BAC-T40-9010-063';
  const header = '\uFEFFréférence;quantité;unité;désignation;prix unitaire HT;total HT;longueur (m)\r\n';

  it('reads its sheet line « 4 ; ml ; 4,35 » as 4 sheets of 4,35 m, as its own totals say', async () => {
    const name = api.db.prepare('SELECT name FROM product WHERE reference = ?').pluck().get(sheet) as string;
    const lines = await read(`${header}HA12-12;10;barre;Barre HA Ø12 – 12 m;15,45;154,50;\r\n${sheet};4;ml;${name};50,46;201,84;4,35\r\n`, 'panier.csv');
    expect(lines.map((l) => [l.reference, l.asked, l.length, l.message])).toEqual([
      ['HA12-12', { amount: 10, unit: 'piece', counted: 'barre' }, null, null],
      [sheet, { amount: 4, unit: 'piece', counted: 'tôle' }, 4.35, null],
    ]);
    expect(await sendRows(lines, sheet)).toEqual({ status: 200, quantity: 4 });
  });

  it('keeps « 12 ml » as 12 metres in any other file', async () => {
    const lines = await read(`Référence;Quantité;Unité;Longueur (m)\n${sheet};12;ml;4\n`);
    expect(lines.map((l) => [l.asked.amount, l.asked.unit, l.length, l.message])).toEqual([[12, 'm', 4, null]]);
  });
});
