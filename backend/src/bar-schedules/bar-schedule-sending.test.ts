import { barSchedule, cartResponse, order, quotation, reorderAnswer } from '@trefima/domain/contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import { decodeBf2d } from '@trefima/domain/bar-schedules/bvbs-decode';
import { readPdf } from '../test-support/pdf-text';
import { data, failure, PRO } from '../testing';
import { BAR10, HEADER, LINK8, PLAN, scheduleKit, seen, U12 } from '../testing-schedules';

/** Bar schedules sent: to the cart, to a quotation, into an order; their PDF and BVBS files. */
const { kit, call, created } = scheduleKit();

describe('POST /nomenclature/{id}/cart', () => {
  it('puts the schedule in the cart at its exact mass, and only at the figures the customer saw', async () => {
    const s = await created();
    const send = (body: object) => call('POST', `/nomenclature/${s.id}/cart`, { body });
    const changed = failure(await send({ ...seen(s), expected_total_ht: s.price.total_ht - 1 }), 409);
    expect(changed.message).toMatch(/^La nomenclature pèse 78,178 kg pour/);
    const cart = data(await send(seen(s)), cartResponse).cart;
    const lines = cart.list.filter((l) => l.schedule?.id === s.id);
    expect(lines.map((l) => [l.reference, l.quantity, l.unit, l.schedule?.mass_g, l.total_ht])).toEqual(
      s.price.lines.map((l) => [l.reference, 1, 'nomenclature', l.mass_g, l.total_ht]),
    );
    expect(lines[0].schedule).toMatchObject({ number: s.number, revision: 'A' });
    // sent again: the same lines, not twice as many
    const again = data(await send(seen(s)), cartResponse).cart.list.filter((l) => l.schedule?.id === s.id);
    expect(again).toHaveLength(3);
    // one line removed takes the whole schedule (the lines sent again are new lines, with their own numbers)
    const removed = data(await call('POST', '/cart/remove', { body: { cart_token: await cartToken(), id: again[1]!.id } }), cartResponse);
    expect(removed.cart.list.filter((l) => l.schedule?.id === s.id)).toEqual([]);
  });

  it.each([
    ['an unknown shape code', { ...U12, shape_code: '14' }, 'shape_code', /Le code de forme « 14 » n’est pas reconnu/],
    ['a missing dimension', { ...U12, dimensions: { A: 300, B: 1200 } }, 'dimensions.C', /La cote C manque pour la forme 21/],
    ['a leg shorter than P', { ...U12, dimensions: { A: 100, B: 1200, C: 300 } }, 'dimensions.A', /plus courte que le retour minimal de 125 mm pour un Ø12/],
    ['a 13 m bar', { ...BAR10, dimensions: { A: 13000 } }, 'cut_length_mm', /La longueur de coupe \(13\s000 mm\) dépasse la barre de 12\s000 mm/],
    ['0 bars', { ...U12, bars_per_member: 0 }, 'bars_per_member', /Le nombre de barres par élément \(0\) doit être un nombre entier supérieur à zéro/],
  ])('keeps %s in a saved draft, said on its field, and refuses it in the cart', async (_, row, field, message) => {
    const s = await created([U12, row]);
    expect(s.rows[1].problems.find((p) => !p.warning)).toMatchObject({ field, message: expect.stringMatching(message) });
    expect(s.totals.skipped_rows).toBe(1);
    const e = failure(await call('POST', `/nomenclature/${s.id}/cart`, { body: seen(s) }), 422);
    expect(e.errors?.[`rows.1.${field}`]).toMatch(message);
  });

  it('refuses a schedule the factory cannot make or price, naming each row', async () => {
    const wrong = await created([U12, { ...U12, dimensions: { A: 50, B: 1200, C: 300 } }]);
    const e = failure(await call('POST', `/nomenclature/${wrong.id}/cart`, { body: seen(wrong) }), 422);
    expect(e.message).toBe('Une ligne de la nomenclature est à corriger avant l’envoi.');
    expect(e.errors?.['rows.1.dimensions.A']).toMatch(/retour minimal/);
    const ø40 = await created([{ ...BAR10, diameter: 40, dimensions: { A: 6000 } }]);
    const unpriced = failure(await call('POST', `/nomenclature/${ø40.id}/cart`, { body: seen(ø40) }), 422);
    expect(unpriced.message).toBe('Le Ø40 n’a pas de prix de façonnage en ligne : demandez un devis pour cette nomenclature.');
    const empty = await created([]);
    expect(failure(await call('POST', `/nomenclature/${empty.id}/cart`, { body: seen(empty) }), 422).message).toMatch(/vide/);
  });
});

describe('POST /nomenclature/{id}/quotation, then an order', () => {
  it('asks one quotation of the schedule alone, and an order makes the schedule read-only', async () => {
    const s = await created([U12, LINK8]);
    const ask = () => call('POST', `/nomenclature/${s.id}/quotation`, { body: { ...seen(s), complementary_information: 'Livraison par niveau.' } });
    const q = data(await ask(), quotation, 201);
    expect(q.lines.map((l) => l.schedule?.number)).toEqual([s.number, s.number]);
    expect(q.amount.ht).toBe(s.price.total_ht);
    expect(data(await ask(), quotation).id).toBe(q.id);

    const other = await created([BAR10]);
    const cart = data(await call('POST', `/nomenclature/${other.id}/cart`, { body: seen(other) }), cartResponse);
    const carrier = kit.api.db.prepare("SELECT id FROM carrier WHERE code = 'retrait-jarry'").pluck().get();
    const payment = kit.api.db.prepare("SELECT id FROM payment WHERE code = 'compte-client'").pluck().get();
    const address = kit.api.db.prepare('SELECT a.id FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.email = ?').pluck().get(PRO.email);
    const order = await call('POST', '/order', {
      body: { cart_token: cart.token, carrier_id: carrier, payment_id: payment, delivery_address_id: address, billing_address_id: address, accept_cgv: true },
    });
    expect(order.statusCode).toBe(201);
    const numbers = order.json().data.lines.map((l: { schedule: { number: string } | null }) => l.schedule?.number);
    expect(numbers).toContain(other.number);
    const ordered = data(await call('GET', `/nomenclature/${other.id}`), barSchedule);
    expect(ordered).toMatchObject({ status: 'ordered', editable: false });
    const locked = failure(await call('PATCH', `/nomenclature/${other.id}`, { body: { header: HEADER, rows: [U12], revision: 'A' } }), 409);
    expect(locked.message).toMatch(/commandée : dupliquez-la/);
    const copy = data(await call('POST', `/nomenclature/${other.id}/duplicate`), barSchedule, 201);
    expect(copy).toMatchObject({ revision: 'A', status: 'draft', editable: true, header: { ...HEADER, title: 'Poutres du R+1 (copie)' } });
    expect(copy.number).not.toBe(other.number);
  });
});

describe('an order holding a schedule, ordered again', () => {
  const place = async (cartToken: string) => {
    const carrier = kit.api.db.prepare("SELECT id FROM carrier WHERE code = 'retrait-jarry'").pluck().get();
    const payment = kit.api.db.prepare("SELECT id FROM payment WHERE code = 'compte-client'").pluck().get();
    const address = kit.api.db.prepare('SELECT a.id FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.email = ?').pluck().get(PRO.email);
    const body = {
      cart_token: cartToken,
      carrier_id: carrier,
      payment_id: payment,
      delivery_address_id: address,
      billing_address_id: address,
      accept_cgv: true,
    };
    return data(await call('POST', '/order', { body }), order, 201);
  };
  // the earlier tests' schedules are still in the professional's cart
  const emptyCart = () => kit.api.db.prepare("DELETE FROM cart_line WHERE cart_id IN (SELECT id FROM cart WHERE status = 'open')").run();

  it('brings back the other lines and names the schedule, whose frozen revision is duplicated, not re-sent', async () => {
    emptyCart();
    const s = await created([U12]);
    const withSchedule = data(await call('POST', `/nomenclature/${s.id}/cart`, { body: seen(s) }), cartResponse);
    const wire = kit.api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    await call('POST', '/cart/update', { body: { cart_token: withSchedule.token, elements: [{ element_id: wire, quantity: 3 }] } });
    const placed = await place(withSchedule.token);
    expect(placed.lines.map((l) => Boolean(l.schedule))).toEqual([true, false]);

    const again = data(await call('POST', `/order/${placed.number}/reorder`, { body: {} }), reorderAnswer);
    expect(again.skipped).toEqual([
      {
        reference: placed.lines[0]!.reference,
        name: placed.lines[0]!.name,
        reason: `Nomenclature ${s.number} : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.`,
      },
    ]);
    expect(again.cart.cart.list.map((l) => [l.element_id, l.quantity, l.schedule])).toEqual([[wire, 3, null]]);
  });

  it('refuses, in French and touching no cart, an order of schedules alone', async () => {
    emptyCart();
    const s = await created([LINK8]);
    const placed = await place(data(await call('POST', `/nomenclature/${s.id}/cart`, { body: seen(s) }), cartResponse).token);
    const lines = kit.api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck();
    const before = lines.get();
    const refused = failure(await call('POST', `/order/${placed.number}/reorder`, { body: {} }), 422);
    expect(refused.code).toBe('EMPTY_CART');
    expect(refused.message).toBe(
      `Aucun produit de cette commande ne peut être commandé à nouveau : Nomenclature ${s.number} : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.`,
    );
    expect(lines.get()).toBe(before);
  });
});

describe('the schedule’s files', () => {
  it('prints a PDF that a reader finds the header, the rows, the totals and the accents in', async () => {
    const s = await created([U12, LINK8, { ...BAR10, mark: 'A-12' }, { ...U12, mark: '7', dimensions: { A: 50, B: 1200, C: 300 } }]);
    const res = await call('GET', `/nomenclature/${s.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${s.number}-A.pdf"`);
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.join('\n').replace(/\s+/g, ' ');
    expect(pdf.info.Title).toBe(`Nomenclature d’armatures ${s.number} – révision A`);
    expect(pdf.info.Language).toBe('fr-FR');
    expect(text).toContain('Résidence Les Flamboyants');
    expect(text).toContain('Bellance BTP – Rodolphe Bellance');
    expect(text).toContain('cadre fermé');
    // 1 755 mm cut, 15,584 kg: the site's French numbers, spaces kept on paper
    expect(text).toMatch(/1\s755/);
    expect(text).toContain('15,584');
    expect(text).toContain('à corriger');
    expect(text).toMatch(/Ligne 4 \(repère 7\) : La cote A \(50 mm\) est plus courte que le retour minimal/);
    expect(text).toMatch(/Total : 78,178 kg, soit 0,078 t/);
    expect(text).toContain('1 ligne à corriger, non comptée.');
    expect(text).toContain('Longueurs de coupe arrondies aux 5 mm supérieurs.');
    expect(text).toContain('Délai de façonnage : 5 jours ouvrés');
  });

  it('prints a draft not saved yet, for a visitor, from its rows alone', async () => {
    const res = await kit.api.request('POST', '/nomenclature/pdf', { body: { header: HEADER, rows: [U12] }, plan: PLAN });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.join(' ');
    expect(text).toContain('Brouillon');
    expect(text).toContain('15,584');
    // a draft has no revision yet: its header does not give one (« révision - »)
    expect(pdf.info.Title).toBe('Nomenclature d’armatures – brouillon');
    expect(text).not.toMatch(/révision -|rév\. -/);
  });

  it('writes a BVBS file of the rows a bending machine can read, with good checksums, and names the others', async () => {
    const hook: BarScheduleRowInput = { mark: '4', diameter: 12, shape_code: '13', dimensions: { A: 300, B: 120, C: 300 }, members: 1, bars_per_member: 4 };
    const s = await created([U12, hook, BAR10]);
    const res = await call('GET', `/nomenclature/${s.id}/bvbs`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-bvbs-skipped-rows']).toBe('2');
    const decoded = decodeBf2d(res.body);
    expect(decoded.errors).toEqual([]);
    expect(decoded.lines.map((l) => [l.record.mark, l.record.lengthMm, l.record.quantity, l.record.project, l.record.index])).toEqual([
      ['1', 1755, 10, 'Residence Les Flamboyants', 'A'],
      ['3', 6000, 12, 'Residence Les Flamboyants', 'A'],
    ]);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const onlyHooks = await created([hook]);
    expect(failure(await call('GET', `/nomenclature/${onlyHooks.id}/bvbs`), 422).errors?.['rows.0.shape_code']).toMatch(/pli à 180°/);
  });

  it('leaves a row of a grade the shop does not make out of the BVBS file, as the schedule leaves it out of the order', async () => {
    const s = await created([U12, { ...BAR10, grade: 'B450C' }]);
    expect(s.orderable).toBe(false);
    const res = await call('GET', `/nomenclature/${s.id}/bvbs`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-bvbs-skipped-rows']).toBe('2');
    expect(res.body).not.toContain('B450C');
    expect(decodeBf2d(res.body).lines.map((l) => l.record.mark)).toEqual(['1']);
    const only = await created([{ ...U12, grade: 'B450C' }]);
    const e = failure(await call('GET', `/nomenclature/${only.id}/bvbs`), 422);
    expect(e.errors).toEqual({
      'rows.0.grade': 'La nuance « B450C » n’est pas façonnée ici : nos barres sont en B500B, corrigez la nuance ou demandez un devis.',
    });
  });
});

async function cartToken() {
  return data(await call('GET', '/cart'), cartResponse).token;
}
