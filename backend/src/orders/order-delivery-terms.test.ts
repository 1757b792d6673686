import { formatPhone } from '@trefima/domain/forms/phone';
import { z } from 'zod/mini';
import { carrier, cartResponse, customer, invoiceList, jobSite, order, orderList, payment, quotation, quotationList, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/**
 * A contractor's order: for a job site, with his purchase-order number and
 * the day he wants it. The API's clock is Saturday 21 November 2026, 10:00
 * UTC (06:00 in Guadeloupe); the demo professional buys in Guadeloupe (plan 2).
 */
let api: TestApi;
let pro: { token: string; id: number; addressId: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id, addressId: s.customer.addresses[0].address_id };
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
const call = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, token = pro.token) => api.request(method, path, { body, token, plan: 2 });
const carriers = async () => data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier));
const carrierId = async (code: string) => (await carriers()).find((c) => c.code === code)!.id;
const paymentId = async () => data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'compte-client')!.id;
const admin = (path: string, body: unknown) =>
  api.app.inject({ method: 'PATCH', url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body as object });

const newSite = async (extra: Record<string, unknown> = {}) =>
  data(
    await call('POST', '/chantier', {
      name: `Villa ${count('job_site') + 1}`,
      address: {
        civility: 'm',
        first_name: 'Rodolphe',
        last_name: 'Bellance',
        street: 'Route de Moudong',
        zipcode: '97122',
        city: 'Baie-Mahault',
        phone: '0690 26 12 34',
      },
      contact_name: 'Joël',
      contact_phone: '0690 11 22 33',
      truck_access: 'porteur',
      crane_needed: false,
      opening_hours: '7 h – 15 h',
      access_notes: 'Portail vert après la station.',
      purchase_order: 'BC-SITE-7',
      ...extra,
    }),
    jobSite,
    201,
  );

async function cartToken() {
  const c = data(await call('POST', '/cart/update', { elements: [{ element_id: productId('HA12-12'), quantity: 10 }] }), cartResponse);
  return c.token;
}

async function orderBody(extra: Record<string, unknown>, carrierCode = 'livraison-plateau') {
  return {
    cart_token: await cartToken(),
    carrier_id: await carrierId(carrierCode),
    payment_id: await paymentId(),
    delivery_address_id: pro.addressId,
    billing_address_id: pro.addressId,
    accept_cgv: true,
    ...extra,
  };
}

describe('GET /carrier: the first day a delivery may be asked for', () => {
  it('counts each carrier’s working days in the territory from its own date', async () => {
    const list = await carriers();
    const of = (code: string) => list.find((c) => c.code === code)!;
    // Saturday 21: the five working days are Monday 23 to Friday 27
    expect(of('livraison-plateau')).toMatchObject({ delay_days: 5, earliest_delivery: '2026-11-27' });
    expect(of('livraison-grue')).toMatchObject({ delay_days: 6, earliest_delivery: '2026-11-30' });
    // Martinique's lorry needs two working days: Monday 23, Tuesday 24
    const mtq = data(await api.request('GET', '/carrier', { plan: 1 }), z.array(carrier));
    expect(mtq.find((c) => c.code === 'livraison-plateau')).toMatchObject({ delay_days: 2, earliest_delivery: '2026-11-24' });
  });
});

describe('a made-to-order product: its making, then the carriage', () => {
  const CAGE = 'Cassettes de façade sur mesure – au m²';
  const madeToOrder = async (extra: { element_id: number; quantity: number }[] = []) =>
    data(await call('POST', '/cart/update', { elements: [{ element_id: productId('CAS-SUR-MESURE'), quantity: 10 }, ...extra] }), cartResponse);

  it('gives each carrier’s first day after the cart’s longest making time, and as before without one', async () => {
    const list = data(await api.request('GET', '/carrier?lead_time_days=15', { plan: 2 }), z.array(carrier));
    const of = (code: string) => list.find((c) => c.code === code)!;
    // 15 working days of making from Saturday 21 (Friday 11 December), then the lorry's 5 (Friday 18) or the crane's 6 (Monday 21)
    expect(of('livraison-plateau')).toMatchObject({ delay_days: 5, earliest_delivery: '2026-12-18' });
    expect(of('livraison-grue')).toMatchObject({ delay_days: 6, earliest_delivery: '2026-12-21' });
    expect(
      data(await api.request('GET', '/carrier?lead_time_days=0', { plan: 2 }), z.array(carrier)).find((c) => c.code === 'livraison-plateau'),
    ).toMatchObject({
      earliest_delivery: '2026-11-27',
    });
    expect(failure(await api.request('GET', '/carrier?lead_time_days=abc', { plan: 2 }), 400).message).toContain('lead_time_days');
  });

  it('refuses a day before the making and the carriage, naming the product and its making time, and takes the first day after', async () => {
    const before = count('order');
    const cart = await madeToOrder([{ element_id: productId('HA12-12'), quantity: 2 }]);
    const body = { ...(await orderBody({})), cart_token: cart.token };
    const early = failure(await call('POST', '/order', { ...body, requested_delivery_date: '2026-12-17' }), 422);
    expect(early.errors?.requested_delivery_date).toBe(
      `La livraison ne peut pas être demandée avant le 18/12/2026 : la fabrication sur commande de « ${CAGE} » prend 15 jours ouvrés, puis le délai de livraison est de 5 jours ouvrés en Guadeloupe.`,
    );
    // the carrier's own first day is no longer enough
    expect(failure(await call('POST', '/order', { ...body, requested_delivery_date: '2026-11-27' }), 422).errors?.requested_delivery_date).toContain(
      '18/12/2026',
    );
    expect(count('order')).toBe(before);
    const o = data(await call('POST', '/order', { ...body, requested_delivery_date: '2026-12-18' }), order, 201);
    expect(o.requested_delivery_date).toBe('2026-12-18');
  });
});

describe('POST /order with a job site, a purchase order and a day', () => {
  it('keeps the site as it was, takes the site’s purchase order, and writes all of it to the buyer and the sales office', async () => {
    const site = await newSite();
    const body = await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id, requested_delivery_date: '2026-12-01' });
    const o = data(await call('POST', '/order', body), order, 201);
    expect(o.job_site).toEqual({
      job_site_id: site.job_site_id,
      name: site.name,
      contact_name: 'Joël',
      contact_phone: site.contact_phone,
      truck_access_label: site.truck_access_label,
      crane_needed: false,
      opening_hours: '7 h – 15 h',
      access_notes: 'Portail vert après la station.',
    });
    expect(o.purchase_order).toBe('BC-SITE-7');
    expect(o.requested_delivery_date).toBe('2026-12-01');
    expect(o.delivery_address.street).toBe('Route de Moudong');

    // the site changes afterwards: the order keeps what the driver was told
    await call('PATCH', `/chantier/${site.job_site_id}`, { access_notes: 'Nouveau portail.' });
    expect(data(await call('GET', `/order/${o.id}`), order).job_site?.access_notes).toBe('Portail vert après la station.');

    const mails = api.db.prepare('SELECT recipient, subject, body FROM outbox WHERE subject LIKE ?').all(`%${o.number}%`) as {
      recipient: string;
      body: string;
    }[];
    const office = mails.find((m) => m.recipient === 'contact@trefima.example')!.body;
    expect(office).toContain(`Chantier : ${site.name}`);
    expect(office).toContain('Bon de commande : BC-SITE-7');
    expect(office).toContain('Livraison souhaitée : le 01/12/2026');
    // phones as the office dials them, grouped as on the PDFs
    expect(office).toContain(`Contact : Joël, ${formatPhone(site.contact_phone!)}`);
    expect(office).toMatch(/^Client : .*>, 0\d( \d\d){4}$/m);
    expect(office).toContain('Consignes : Portail vert après la station.');
    // the count with its unit as French writes it, not « 10 barre »
    expect(office).toMatch(/^- HA12-12 .* : 10 barres, /m);
    expect(mails.find((m) => m.recipient === PRO.email)!.body).toContain('Bon de commande : BC-SITE-7');
  });

  it('takes the buyer’s own number over the site’s, and an order without a site as before', async () => {
    const site = await newSite();
    const own = data(
      await call(
        'POST',
        '/order',
        await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id, purchase_order: ' BC-2026-0412 ' }),
      ),
      order,
      201,
    );
    expect(own.purchase_order).toBe('BC-2026-0412');
    const plain = data(await call('POST', '/order', await orderBody({})), order, 201);
    expect(plain).toMatchObject({ job_site: null, purchase_order: null, requested_delivery_date: null });
    expect(data(await call('GET', '/order'), orderList).items.find((x) => x.id === plain.id)?.job_site).toBeNull();
  });

  it('lets a pickup at the depot be for a site, wherever the site is', async () => {
    const site = await newSite();
    const o = data(await call('POST', '/order', await orderBody({ job_site_id: site.job_site_id }, 'retrait-jarry')), order, 201);
    expect(o.job_site?.name).toBe(site.name);
  });

  it.each([
    [
      'a day before the carrier’s delay',
      '2026-11-26',
      'La livraison ne peut pas être demandée avant le 27/11/2026 : le délai est de 5 jours ouvrés en Guadeloupe.',
    ],
    ['a Sunday', '2026-11-29', 'Le 29/11/2026 est un dimanche : choisissez un jour ouvré, du lundi au vendredi.'],
    ['Christmas', '2026-12-25', 'Le 25/12/2026 est férié en Guadeloupe (Noël) : choisissez un autre jour.'],
    ['a day that does not exist', '2026-02-30', 'La date demandée n’existe pas : choisissez un jour dans le calendrier.'],
    ['no date at all', '1er décembre', 'La date de livraison souhaitée est illisible : choisissez un jour dans le calendrier.'],
  ])('refuses %s in French, and writes nothing', async (_, day, message) => {
    const before = count('order');
    const body = await orderBody({ requested_delivery_date: day });
    expect(failure(await call('POST', '/order', body), 422).errors?.requested_delivery_date).toBe(message);
    expect(count('order')).toBe(before);
    expect(api.db.prepare('SELECT status FROM cart WHERE token = ?').pluck().get(body.cart_token)).toBe('open');
  });

  it('refuses another customer’s site, an archived site, a site delivery elsewhere than the site, and a crane site without the crane', async () => {
    const before = count('order');
    const theirs = data(
      await call(
        'POST',
        '/chantier',
        {
          name: 'Chez un autre',
          address: {
            civility: 'mme',
            first_name: 'Léa',
            last_name: 'Marie',
            street: '1 rue du Port',
            zipcode: '97200',
            city: 'Fort-de-France',
            phone: '0696 00 00 00',
          },
          truck_access: 'tout',
          crane_needed: false,
        },
        await api.login(PRIVATE.email, PRIVATE.password),
      ),
      jobSite,
      201,
    );
    const other = failure(await call('POST', '/order', await orderBody({ job_site_id: theirs.job_site_id })), 422);
    expect(other.errors?.job_site_id).toBe('Ce chantier est introuvable.');

    const closed = await newSite();
    await call('PATCH', `/chantier/${closed.job_site_id}`, { archived: true });
    const archived = failure(
      await call('POST', '/order', await orderBody({ job_site_id: closed.job_site_id, delivery_address_id: closed.address.address_id })),
      422,
    );
    expect(archived.errors?.job_site_id).toBe(`Le chantier « ${closed.name} » est archivé : rouvrez-le dans « Mes chantiers » ou choisissez-en un autre.`);

    const site = await newSite({ crane_needed: true });
    const elsewhere = failure(await call('POST', '/order', await orderBody({ job_site_id: site.job_site_id }, 'livraison-grue')), 422);
    expect(elsewhere.errors?.delivery_address_id).toBe(
      `Une livraison sur chantier va à l’adresse du chantier « ${site.name} » : choisissez-la comme adresse de livraison.`,
    );
    const noCrane = failure(
      await call('POST', '/order', await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id })),
      422,
    );
    expect(noCrane.errors?.carrier_id).toBe(
      `Le chantier « ${site.name} » demande la grue du camion pour décharger : choisissez la livraison sur chantier avec grue.`,
    );
    const withCrane = await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id }, 'livraison-grue');
    expect(data(await call('POST', '/order', withCrane), order, 201).carrier.name).toContain('grue');
    expect(count('order')).toBe(before + 1);
  });

  it('requires a purchase-order number when the account says so, and only then', async () => {
    const set = async (required: boolean) =>
      data(await admin(`/admin/customer/${pro.id}`, { purchase_order_required: required }), customer).purchase_order_required;
    expect(await set(true)).toBe(true);
    const before = count('order');
    const missing = failure(await call('POST', '/order', await orderBody({ purchase_order: '   ' })), 422);
    expect(missing.errors?.purchase_order).toBe('Votre compte demande un numéro de bon de commande sur chaque commande : saisissez-le.');
    expect(count('order')).toBe(before);
    expect(data(await call('POST', '/order', await orderBody({ purchase_order: 'BC-88' })), order, 201).purchase_order).toBe('BC-88');
    // a site's own number is enough
    const site = await newSite();
    expect(
      data(await call('POST', '/order', await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id })), order, 201)
        .purchase_order,
    ).toBe('BC-SITE-7');
    expect(await set(false)).toBe(false);
    expect(failure(await admin(`/admin/customer/${pro.id}`, { purchase_order_required: 'oui' }), 422).message).toContain('purchase_order_required');
  });

  it('refuses a purchase-order number too long, and a site id that is not one', async () => {
    const long = failure(await call('POST', '/order', await orderBody({ purchase_order: 'B'.repeat(41) })), 422);
    expect(long.errors?.purchase_order).toMatch(/Numéro de bon de commande/);
    const notId = failure(await call('POST', '/order', await orderBody({ job_site_id: 'abc' })), 422);
    expect(notId.errors?.job_site_id).toBe('Ce chantier est introuvable.');
  });
});

describe('a quotation for a job site', () => {
  it('names the site, and refuses a site that is not the customer’s', async () => {
    const site = await newSite();
    const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: await cartToken(), job_site_id: site.job_site_id }), quotation, 201);
    expect(q.job_site).toEqual({ job_site_id: site.job_site_id, name: site.name });
    const before = count('quotation');
    const refused = failure(await call('POST', '/cart/convert-to-quotation', { cart_token: await cartToken(), job_site_id: 999999 }), 422);
    expect(refused.errors?.job_site_id).toBe('Ce chantier est introuvable.');
    expect(count('quotation')).toBe(before);
  });
});

describe('documents of one job site', () => {
  it('lists the orders and quotations of a site only, and nothing of another customer’s site', async () => {
    const site = await newSite();
    const o = data(await call('POST', '/order', await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id })), order, 201);
    const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: await cartToken(), job_site_id: site.job_site_id }), quotation, 201);
    const orders = data(await api.request('GET', '/order', { query: { job_site: site.job_site_id }, token: pro.token, plan: 2 }), orderList);
    expect(orders.items.map((x) => x.id)).toEqual([o.id]);
    expect(orders.total).toBe(1);
    const quotations = data(await api.request('GET', '/quotations', { query: { job_site: site.job_site_id }, token: pro.token, plan: 2 }), quotationList);
    expect(quotations.items.map((x) => x.id)).toEqual([q.id]);
    expect(data(await api.request('GET', '/order', { token: pro.token, plan: 2 }), orderList).total).toBeGreaterThan(1);
    const stranger = await api.login(PRIVATE.email, PRIVATE.password);
    expect(data(await api.request('GET', '/order', { query: { job_site: site.job_site_id }, token: stranger }), orderList)).toEqual({ items: [], total: 0 });
    expect(failure(await api.request('GET', '/order', { query: { job_site: 'x' }, token: pro.token }), 400).message).toBe(
      'Le paramètre « job_site » n’est pas valide : ce chantier est introuvable.',
    );
  });

  it('lists the invoices of a site only, as it does its orders', async () => {
    const site = await newSite();
    const o = data(await call('POST', '/order', await orderBody({ job_site_id: site.job_site_id, delivery_address_id: site.address.address_id })), order, 201);
    const elsewhere = data(await call('POST', '/order', await orderBody({})), order, 201);
    for (const id of [o.id, elsewhere.id])
      for (const status of ['en_preparation', 'expediee'])
        expect((await api.request('POST', `/admin/order/${id}/status`, { body: { status }, token: 'test-admin-token' })).statusCode).toBe(200);
    const invoices = (query?: Record<string, string | number>) => api.request('GET', '/invoice', { query, token: pro.token, plan: 2 });
    const ofSite = data(await invoices({ job_site: site.job_site_id }), invoiceList);
    expect(ofSite.items.map((i) => i.order_number)).toEqual([o.number]);
    expect(ofSite.total).toBe(1);
    expect(data(await invoices(), invoiceList).items.map((i) => i.order_number)).toEqual(expect.arrayContaining([o.number, elsewhere.number]));
    const stranger = await api.login(PRIVATE.email, PRIVATE.password);
    expect(data(await api.request('GET', '/invoice', { query: { job_site: site.job_site_id }, token: stranger }), invoiceList)).toEqual({
      items: [],
      total: 0,
    });
  });
});
