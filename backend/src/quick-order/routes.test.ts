import { cartResponse, quickOrderAnswer } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';

/** POST /cart/quick-order: lines of references read against the catalogue, then all in the cart in one go, or none. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const lines = () => api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get() as number;
const carts = () => api.db.prepare('SELECT COUNT(*) FROM cart').pluck().get() as number;
const post = (body: unknown, plan = 1) => api.request('POST', '/cart/quick-order', { body, plan });

describe('POST /cart/quick-order', () => {
  it('puts every line in the cart in one call: counts, tonnes, lower-case references, the same product twice', async () => {
    const answer = data(
      await post({
        lines: [
          { reference: 'ha12-12', quantity: 10 },
          { reference: 'ST25C-240', quantity: 4 },
          { reference: 'HA12-12', quantity: 0.5, unit: 't' },
        ],
      }),
      quickOrderAnswer,
    );
    expect(answer.lines.map((l) => [l.reference, l.product?.reference, l.message])).toEqual([
      ['HA12-12', 'HA12-12', null],
      ['ST25C-240', 'ST25C-240', null],
      ['HA12-12', 'HA12-12', null],
    ]);
    const cart = cartResponse.parse(answer.cart);
    // 10 bars, then 500 kg / 10,66 kg = 46,9 → 47 bars added to them
    expect(cart.cart.list.map((l) => [l.reference, l.quantity])).toEqual([
      ['HA12-12', 57],
      ['ST25C-240', 4],
    ]);
  });

  it('puts m2 of a product sold by the m² in the cart as that many units of sale', async () => {
    const answer = data(await post({ lines: [{ reference: 'CAS-SUR-MESURE', quantity: 12, unit: 'm2' }] }), quickOrderAnswer);
    expect(answer.lines.map((l) => l.message)).toEqual([null]);
    expect(cartResponse.parse(answer.cart).cart.list.map((l) => [l.reference, l.quantity, l.unit])).toEqual([['CAS-SUR-MESURE', 12, 'm²']]);
  });

  it('names each wrong line in French with what may be meant, and puts nothing in the cart', async () => {
    const [before, cartsBefore] = [lines(), carts()];
    const res = await post({
      lines: [
        { reference: 'HA12-12', quantity: 10 },
        { reference: 'HA12', quantity: 3 },
        { reference: 'HA13-12', quantity: 3 },
        { reference: 'ST25C-240', quantity: 40, unit: 'm2' },
        { reference: 'CAD6-10X10', quantity: 10 },
        { reference: 'HA10-6', quantity: 0 },
      ],
    });
    const e = failure(res, 422);
    expect(e.message).toBe('5 lignes sont à corriger : rien n’a été ajouté au panier.');
    expect(e.errors).toEqual({
      'lines.1.reference': '« HA12 » désigne plusieurs produits (HA12-12, HA12-6) : précisez la référence.',
      'lines.2.reference': 'La référence « HA13-12 » n’existe pas : vérifiez-la.',
      'lines.3.quantity': '« Treillis soudé ST25C – 2,40 × 6,00 m » ne se commande pas en m² : indiquez des panneaux, ou une quantité en kg, t.',
      'lines.4.quantity': '« Cadre HA6 – 10 × 10 cm » se commande par 25, à partir de 25.',
      'lines.5.quantity': 'La quantité doit être un nombre supérieur à zéro.',
    });
    const read = quickOrderAnswer.shape.lines.parse(res.json().lines);
    expect(read[1].suggestions.map((s) => s.reference)).toEqual(['HA12-12', 'HA12-6']);
    expect(read[2].suggestions.length).toBeGreaterThan(0);
    expect(read[0]).toMatchObject({ message: null, product: { reference: 'HA12-12' } });
    expect([lines(), carts()]).toEqual([before, cartsBefore]);
  });

  it('reads only on a dry run, and says which references are not sold in the territory', async () => {
    const before = [lines(), carts()];
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA16-6'").pluck().get();
    api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 3').run(id);
    const answer = data(
      await post(
        {
          dry_run: true,
          lines: [
            { reference: 'HA16-6', quantity: 2 },
            { reference: 'HA12-12', quantity: 2 },
          ],
        },
        3,
      ),
      quickOrderAnswer,
    );
    expect(answer.cart).toBeNull();
    expect(answer.lines.map((l) => l.message)).toEqual(['La référence HA16-6 n’est pas vendue en Guyane.', null]);
    expect([lines(), carts()]).toEqual(before);
  });

  // what a contractor checks before his lines go to the cart (issue 43, a buyer walk)
  it('answers each line’s unit price HT in the territory, the customer’s discount taken off, and its stock or lead time', async () => {
    const token = await api.login(); // the demo professional: 5 % off
    const product = (ref: string) =>
      api.db.prepare('SELECT id, stock, lead_time_days FROM product WHERE reference = ?').get(ref) as {
        id: number;
        stock: number;
        lead_time_days: number | null;
      };
    const price = (ref: string) =>
      api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 2').pluck().get(product(ref).id) as number;
    const sheet = api.db
      .prepare("SELECT reference FROM product WHERE cut_min_length IS NOT NULL AND reference LIKE 'BAC-T40-%' LIMIT 1")
      .pluck()
      .get() as string;
    const answer = data(
      await api.request('POST', '/cart/quick-order', {
        body: {
          dry_run: true,
          lines: [
            { reference: 'HA12-12', quantity: 4 },
            { reference: 'HA32-6', quantity: 2 },
            { reference: 'CP-FORFAIT', quantity: 1 },
            { reference: sheet, quantity: 3, length: 4.5 },
            { reference: 'HA99', quantity: 1 },
          ],
        },
        token,
        plan: 2,
      }),
      quickOrderAnswer,
    );
    const off = (cents: number) => Math.round((cents * 95) / 100);
    expect(answer.lines.map((l) => l.product && { price: l.product.unit_price_ht, stock: l.product.stock, lead: l.product.lead_time_days })).toEqual([
      { price: off(price('HA12-12')), stock: product('HA12-12').stock, lead: null },
      // out of stock: said by the line's stock, and by the cart's rule on its message
      { price: off(price('HA32-6')), stock: 0, lead: null },
      { price: off(price('CP-FORFAIT')), stock: product('CP-FORFAIT').stock, lead: 2 },
      // a sheet is priced per metre, the discount taken off, times its length
      { price: Math.round((off(price(sheet)) * 4500) / 1000), stock: product(sheet).stock, lead: null },
      null,
    ]);
    expect(answer.lines[1].message).toMatch(/n’est plus en stock/);
  });

  it('answers a cut length out of the product’s range on its line, in French and with no price, and puts nothing in the cart', async () => {
    const before = [lines(), carts()];
    const sheet = (length: unknown) => ({ reference: 'BAC-T40-9010-063', quantity: 1, length });
    const range = /^La longueur de « .+ » doit être comprise entre 1 m et 12 m\.$/;
    const asked = [1e21, 1e308, -1, 0, 0.5, 13];
    const answer = data(await post({ dry_run: true, lines: [...asked.map(sheet), sheet(4.5)] }), quickOrderAnswer);
    expect(answer.lines.map((l) => [l.length, l.field, l.product?.unit_price_ht])).toEqual([
      ...asked.map((length) => [length, 'length', null]),
      [4.5, null, expect.any(Number)],
    ]);
    answer.lines.slice(0, asked.length).forEach((l) => expect(l.message).toMatch(range));
    const res = await post({ lines: [sheet(1e21), sheet(-1)] });
    expect(Object.keys(failure(res, 422).errors!)).toEqual(['lines.0.length', 'lines.1.length']);
    expect(quickOrderAnswer.shape.lines.parse(res.json().lines).map((l) => l.product?.unit_price_ht)).toEqual([null, null]);
    expect([lines(), carts()]).toEqual(before);
  });

  it('refuses a malformed request in French', async () => {
    expect(failure(await post({ lines: [] }), 422).message).toBe('La commande rapide est vide : collez ou saisissez au moins une ligne.');
    expect(failure(await post({ lines: [{ reference: 'HA12-12', quantity: 2.5 }] }), 422).errors).toEqual({
      'lines.0.quantity':
        'La quantité de « Barre HA Ø12 – 12 m » est un nombre entier de barres : 2,5 ne se commande pas. Indiquez l’unité (kg, t, m) pour une autre quantité.',
    });
    const many = Array.from({ length: 1001 }, () => ({ reference: 'HA12-12', quantity: 1 }));
    expect(failure(await post({ lines: many }), 422).message).toBe('Une commande rapide compte au plus 1 000 lignes : partagez-la en plusieurs.');
    expect(failure(await post({ lines: [{ reference: 'HA12-12', quantity: 1, unit: 'sacs' }] }), 422).errors).toEqual({
      'lines.0.unit': 'L’unité doit être piece, kg, t, m ou m2.',
    });
  });
});

describe('POST /cart/quick-order, a count of things (« 3 barres »)', () => {
  const sheet = 'BAC-T40-9010-063';

  it('refuses bars of a product sold by the tonne on its line, in French, and puts nothing in the cart', async () => {
    const before = [lines(), carts()];
    const res = await post({
      lines: [
        { reference: 'HA12-12', quantity: 2 },
        { reference: 'BT-HA12', quantity: 3, counted: 'barre' },
      ],
    });
    const e = failure(res, 422);
    expect(e.errors).toEqual({ 'lines.1.quantity': 'BT-HA12 se vend à la tonne, pas à la barre : indiquez une quantité en t ou en kg.' });
    const read = quickOrderAnswer.shape.lines.parse(res.json().lines);
    expect(read[1]).toMatchObject({ product: { reference: 'BT-HA12' }, asked: { amount: 3, unit: 'piece', counted: 'barre' }, field: 'quantity' });
    expect([lines(), carts()]).toEqual(before);
    // on a dry run too: the line says it, the others are read
    const dry = data(await post({ dry_run: true, lines: [{ reference: 'BT-HA12', quantity: 3, counted: 'barre' }] }), quickOrderAnswer);
    expect(dry.lines.map((l) => [l.message, l.field])).toEqual([
      ['BT-HA12 se vend à la tonne, pas à la barre : indiquez une quantité en t ou en kg.', 'quantity'],
    ]);
  });

  it('puts in the cart bars of a product sold by the bar, and sheets of a sheet cut to length, as that many units', async () => {
    const answer = data(
      await post({
        lines: [
          { reference: 'HA12-12', quantity: 3, counted: 'barre' },
          { reference: sheet, quantity: 3, counted: 'tôle', length: 4 },
        ],
      }),
      quickOrderAnswer,
    );
    expect(answer.lines.map((l) => l.message)).toEqual([null, null]);
    expect(cartResponse.parse(answer.cart).cart.list.map((l) => [l.reference, l.quantity, l.length])).toEqual([
      ['HA12-12', 3, null],
      [sheet, 3, 4],
    ]);
  });

  it('refuses rolls of a product sold by the box on its line (ten rolls are no ten boxes of 50), naming the box', async () => {
    const dry = data(await post({ dry_run: true, lines: [{ reference: 'BOB-LIG-50', quantity: 10, counted: 'rouleau' }] }), quickOrderAnswer);
    expect(dry.lines.map((l) => [l.product?.unit, l.message, l.field])).toEqual([
      ['boîte', 'BOB-LIG-50 se vend à la boîte, pas au rouleau : indiquez un nombre de boîtes.', 'quantity'],
    ]);
  });

  it('takes « plaques » of welded mesh as panels and of a sheet as sheets; refused elsewhere in the buyer’s word', async () => {
    const dry = data(
      await post({
        dry_run: true,
        lines: [
          { reference: 'ST25C-240', quantity: 6, counted: 'plaque' },
          { reference: sheet, quantity: 3, counted: 'plaque', length: 4 },
          { reference: 'BT-HA12', quantity: 3, counted: 'plaque' },
        ],
      }),
      quickOrderAnswer,
    );
    expect(dry.lines.map((l) => l.message)).toEqual([null, null, 'BT-HA12 se vend à la tonne, pas à la plaque : indiquez une quantité en t ou en kg.']);
  });

  it('refuses a thing nobody counts in French', async () => {
    expect(failure(await post({ lines: [{ reference: 'HA12-12', quantity: 1, counted: 'seau' }] }), 422).errors).toEqual({
      'lines.0.counted': 'Ce qui est compté doit être barre, panneau, tôle, plaque, rouleau ou sac.',
    });
  });
});
