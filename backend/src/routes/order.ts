import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartLine, Order } from '../../../src/contract';
import { orderForm, quotationRequestForm } from '../../../src/forms/checkout';
import type { AppDeps } from '../app';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { paging } from '../http/context';
import { ApiError, notFound, parseInput } from '../http/errors';
import { deliveryPlace, undeliverableReason } from '../../../src/lib/delivery-territory';
import { paymentUnavailableReason } from '../../../src/lib/payment-terms';
import { wantedByProduct } from '../../../src/lib/stock';
import { beyondStock, Carts, vat, type CartRow } from '../services/carts';
import { Customers, toAddress } from '../services/customers';
import { groupedIban } from '../services/bank';
import { Documents, type OrderRow, type QuotationRow } from '../services/documents';
import { addDays, documentNumber, nowIso } from '../services/text';

const required = authRequired;

const snapshot = (lines: CartLine[]) =>
  lines.map((l) => ({
    element_id: l.element_id, reference: l.reference, name: l.name, unit: l.unit, quantity: l.quantity,
    length: l.length, unit_price_ht: l.unit_price_ht, total_ht: l.total_ht,
  }));

const eurosTtc = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
const euros = (cents: number) => `${eurosTtc(cents)} HT`;

/**
 * Whether a delivery address fits the order's territory; the message to show
 * when it does not. VAT and prices follow the place of delivery.
 */
function deliveryMismatch(zipcode: string, plan: { target: string }, planLabel: (target: string) => string): string | null {
  const place = deliveryPlace(zipcode);
  if (place.kind !== 'territory') return undeliverableReason(zipcode);
  if (place.target === plan.target) return null;
  const there = planLabel(place.target);
  return `Cette adresse de livraison est en ${there} : choisissez le territoire ${there} pour voir ses prix et sa TVA avant de commander.`;
}

/** The order confirmation mail: the amounts, and for a bank transfer everything needed to pay it. */
function orderMail(firstName: string, order: Order): string {
  const lines = [
    `Bonjour ${firstName},`,
    '',
    `Nous avons bien reçu votre commande ${order.number} d’un montant de ${euros(order.amount.ht)}, soit ${eurosTtc(order.amount.ttc)} TTC.`,
  ];
  const pay = order.payment_instructions;
  if (pay) {
    lines.push(
      '',
      `Pour la régler par virement bancaire, virez ${eurosTtc(pay.amount_ttc)} TTC sur le compte :`,
      `Titulaire : ${pay.holder}`,
      `IBAN : ${groupedIban(pay.iban)}`,
      `BIC : ${pay.bic}`,
      `Référence à indiquer : ${pay.reference}`,
      '',
      'Votre commande est préparée dès réception du virement.',
    );
  }
  lines.push('', 'L’équipe Trefima');
  return lines.join('\n');
}

export function orderRoutes(app: FastifyInstance, { db, config, now, mailer, throttles }: AppDeps) {
  const carts = new Carts(db, config, now);
  const customers = new Customers(db, now);
  const planLabel = (target: string) => (db.prepare('SELECT label FROM sales_plan WHERE target = ?').pluck().get(target) as string | undefined) ?? target;
  const writes = route(authRequired, throttles.writes);
  // metres of coil are taken whole (a cut leaves its offcut): stock stays an integer
  const takeStock = db.prepare('UPDATE product SET stock = stock - ? WHERE id = ? AND lead_time_days IS NULL AND stock >= ?');

  /** Stocked products a cart asks more of than is left (its lines carry the stock they were read with), with the message naming each. */
  function shortages(lines: CartLine[]): Record<string, string> {
    const wanted = wantedByProduct(lines);
    const errors: Record<string, string> = {};
    for (const l of lines) {
      const quantity = wanted.get(l.element_id)!;
      if (l.lead_time_days === null && quantity > l.stock) errors[`lines.${l.element_id}`] = beyondStock(l, quantity);
    }
    return errors;
  }
  const docs = new Documents(db, config.bank);

  const carrierRows = (planId: number) =>
    db.prepare(`SELECT c.id, c.code, c.name, c.description, c.delay, cp.price_ht, cp.free_threshold AS free_shipping_threshold
      FROM carrier c JOIN carrier_price cp ON cp.carrier_id = c.id AND cp.sales_plan_id = ? ORDER BY c.position, c.id`).all(planId) as {
      id: number; code: string; name: string; description: string; delay: string; price_ht: number; free_shipping_threshold: number | null;
    }[];

  app.get('/carrier', async (request) => ({ data: carrierRows(request.ctx.plan.id) }));

  app.get('/payment', async () => {
    const rows = db.prepare('SELECT * FROM payment ORDER BY position, id').all() as { id: number; code: string; label: string; description: string; professional_only: number }[];
    return { data: rows.map((r) => ({ ...r, professional_only: r.professional_only === 1 })) };
  });

  /** The customer's own open cart for a checkout call, or the closed one a retry refers to. */
  function checkoutCart(request: FastifyRequest, token: string): CartRow {
    const cart = carts.resolve(token, customerIdOf(request));
    if (!cart) throw new ApiError(404, 'CART_EXPIRED', 'Votre panier a expiré ou n’existe plus.');
    return cart;
  }

  app.post('/order', writes, async (request, reply) => {
    const input = parseInput(orderForm, request.body);
    const customerId = customerIdOf(request);
    const cart = checkoutCart(request, input.cart_token);
    const existing = db.prepare('SELECT * FROM "order" WHERE cart_id = ?').get(cart.id) as OrderRow | undefined;
    if (existing) return { data: docs.order(existing) }; // the same order submitted again
    if (cart.status !== 'open') throw new ApiError(409, 'CART_CLOSED', 'Ce panier a déjà été transformé en devis.');
    const plan = request.ctx.plan;
    const lines = carts.lines(cart, plan, config.publicUrl);
    if (!lines.length) throw new ApiError(422, 'EMPTY_CART', 'Votre panier est vide.');
    const errors: Record<string, string> = {};
    const carrier = carrierRows(plan.id).find((c) => c.id === input.carrier_id);
    if (!carrier) errors.carrier_id = 'Ce mode de livraison n’est pas proposé pour votre territoire.';
    const payment = db.prepare('SELECT * FROM payment WHERE id = ?').get(input.payment_id) as { professional_only: number } | undefined;
    const customer = customers.row(customerId)!;
    if (!payment) errors.payment_id = 'Ce moyen de paiement n’existe pas.';
    else {
      const refused = paymentUnavailableReason({ professional_only: payment.professional_only === 1 }, { type: customer.type, professional_verified: customer.professional_verified === 1 });
      if (refused) errors.payment_id = refused;
    }
    const delivery = customers.address(customerId, input.delivery_address_id);
    if (!delivery) errors.delivery_address_id = 'Cette adresse de livraison est introuvable.';
    else {
      const mismatch = deliveryMismatch(delivery.zipcode, plan, planLabel);
      if (mismatch) errors.delivery_address_id = mismatch;
    }
    const billing = customers.address(customerId, input.billing_address_id);
    if (!billing) errors.billing_address_id = 'Cette adresse de facturation est introuvable.';
    if (errors.delivery_address_id && delivery && !Object.keys(errors).some((k) => k !== 'delivery_address_id')) {
      throw new ApiError(422, 'DELIVERY_TERRITORY', `L’adresse de livraison n’est pas dans le territoire choisi (${plan.label}). ${errors.delivery_address_id}`, { errors });
    }
    if (Object.keys(errors).length) throw new ApiError(422, 'VALIDATION_ERROR', Object.values(errors)[0], { errors });
    const short = shortages(lines);
    if (Object.keys(short).length) throw new ApiError(422, 'OUT_OF_STOCK', Object.values(short)[0], { errors: short });

    const ht = lines.reduce((s, l) => s + l.total_ht, 0);
    const shipping = carrier!.free_shipping_threshold !== null && ht >= carrier!.free_shipping_threshold ? 0 : carrier!.price_ht;
    const amount = vat(ht + shipping, plan.vat_rate);
    if (input.expected_amount && (input.expected_amount.ht !== amount.ht || input.expected_amount.ttc !== amount.ttc)) {
      // prices, VAT or shipping moved since the recap (another territory, a price change): the buyer confirms the new totals first
      throw new ApiError(409, 'TOTALS_CHANGED',
        `Les montants de votre commande ont changé depuis votre récapitulatif : ${euros(amount.ht)} (${eurosTtc(amount.ttc)} TTC) au lieu de ${euros(input.expected_amount.ht)} (${eurosTtc(input.expected_amount.ttc)} TTC). Vérifiez le récapitulatif mis à jour, puis validez à nouveau.`);
    }
    const at = now();
    const row = db.transaction(() => {
      // No await between the lookup above and this insert, and cart_id is unique in "order": a second submission finds the first order.
      // Stock is taken in the same transaction, on condition: should another order have taken it meanwhile, nothing is written.
      const stocked = new Set(lines.filter((l) => l.lead_time_days === null).map((l) => l.element_id));
      for (const [id, wanted] of wantedByProduct(lines)) {
        const taken = Math.ceil(wanted);
        if (stocked.has(id) && takeStock.run(taken, id, taken).changes === 0) {
          throw new ApiError(422, 'OUT_OF_STOCK', 'Le stock d’un article a changé pendant votre commande : merci de vérifier votre panier.');
        }
      }
      const id = Number(
        db.prepare(`INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address,
            lines, amount_ht, shipping_ht, vat_rate, complementary_information, created_at)
            VALUES ('pending', ?, ?, ?, 'confirmee', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .run(customerId, cart.id, plan.id, input.carrier_id, input.payment_id, JSON.stringify(toAddress(delivery!)), JSON.stringify(toAddress(billing!)),
            JSON.stringify(snapshot(lines)), ht, shipping, plan.vat_rate, input.complementary_information ?? cart.complementary_information, nowIso(at)).lastInsertRowid,
      );
      db.prepare('UPDATE "order" SET number = ? WHERE id = ?').run(documentNumber('CMD', new Date(at).getUTCFullYear(), id), id);
      db.prepare("UPDATE cart SET status = 'ordered', order_id = ?, updated_at = ? WHERE id = ?").run(id, nowIso(at), cart.id);
      return db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as OrderRow;
    })();
    const order = docs.order(row);
    mailer.send(customer.email, `Confirmation de votre commande ${order.number}`, orderMail(customer.first_name, order));
    reply.status(201);
    return { data: order };
  });

  app.get('/order', required, async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    const id = customerIdOf(request);
    const rows = db.prepare('SELECT * FROM "order" WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(id, perPage, offset) as OrderRow[];
    const total = db.prepare('SELECT COUNT(*) FROM "order" WHERE customer_id = ?').pluck().get(id) as number;
    return { data: { items: rows.map((r) => docs.order(r)), total } };
  });

  app.get<{ Params: { id: string } }>('/order/:id', required, async (request) => {
    const row = db.prepare('SELECT * FROM "order" WHERE (id = ? OR number = ?) AND customer_id = ?').get(request.params.id, request.params.id, customerIdOf(request)) as OrderRow | undefined;
    if (!row) throw notFound('Cette commande');
    return { data: docs.order(row) };
  });

  app.post('/cart/convert-to-quotation', writes, async (request, reply) => {
    const input = parseInput(quotationRequestForm, request.body);
    const customerId = customerIdOf(request);
    const plan = request.ctx.plan;
    const at = now();
    const { row, fresh } = db.transaction(() => {
      // given lines (the roof configurator's bill) are quoted through a cart of their own, priced by the API: the customer's cart is not touched
      let cart: CartRow;
      if (input.elements) {
        cart = carts.create(customerId);
        carts.update(cart, input.elements);
      } else {
        cart = checkoutCart(request, input.cart_token!);
        const existing = db.prepare('SELECT * FROM quotation WHERE cart_id = ?').get(cart.id) as QuotationRow | undefined;
        if (existing) return { row: existing, fresh: false }; // the same cart asked again: its first quotation
        if (cart.status !== 'open') throw new ApiError(409, 'CART_CLOSED', 'Ce panier a déjà été commandé.');
      }
      const lines = carts.lines(cart, plan, config.publicUrl);
      if (!lines.length) throw new ApiError(422, 'EMPTY_CART', 'Votre panier est vide.');
      const id = Number(
        db.prepare(`INSERT INTO quotation (number, customer_id, cart_id, sales_plan_id, status, lines, amount_ht, vat_rate, complementary_information, created_at, valid_until)
            VALUES ('pending', ?, ?, ?, 'demandee', ?, ?, ?, ?, ?, ?)`)
          .run(customerId, cart.id, plan.id, JSON.stringify(snapshot(lines)), lines.reduce((s, l) => s + l.total_ht, 0), plan.vat_rate,
            input.complementary_information ?? cart.complementary_information, nowIso(at), nowIso(addDays(at, 30))).lastInsertRowid,
      );
      db.prepare('UPDATE quotation SET number = ? WHERE id = ?').run(documentNumber('DEV', new Date(at).getUTCFullYear(), id), id);
      db.prepare("UPDATE cart SET status = 'quoted', quotation_id = ?, updated_at = ? WHERE id = ?").run(id, nowIso(at), cart.id);
      return { row: db.prepare('SELECT * FROM quotation WHERE id = ?').get(id) as QuotationRow, fresh: true };
    })();
    const quotation = docs.quotation(row);
    if (!fresh) return { data: quotation };
    const customer = customers.row(customerId)!;
    mailer.send(customer.email, `Votre demande de devis ${quotation.number}`,
      `Bonjour ${customer.first_name},\n\nNous avons bien reçu votre demande de devis ${quotation.number}. Un technico-commercial vous répond sous 48 heures.`);
    reply.status(201);
    return { data: quotation };
  });

  app.get('/quotations', required, async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    const id = customerIdOf(request);
    const rows = db.prepare('SELECT * FROM quotation WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(id, perPage, offset) as QuotationRow[];
    const total = db.prepare('SELECT COUNT(*) FROM quotation WHERE customer_id = ?').pluck().get(id) as number;
    return { data: { items: rows.map((r) => docs.quotation(r)), total } };
  });

  app.get<{ Params: { id: string } }>('/quotations/:id', required, async (request) => {
    const row = db.prepare('SELECT * FROM quotation WHERE (id = ? OR number = ?) AND customer_id = ?').get(request.params.id, request.params.id, customerIdOf(request)) as QuotationRow | undefined;
    if (!row) throw notFound('Ce devis');
    return { data: docs.quotation(row) };
  });

  app.get('/invoice', required, async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    const id = customerIdOf(request);
    const rows = db.prepare(`SELECT i.*, o.number AS order_number, o.amount_ht, o.shipping_ht, o.vat_rate FROM invoice i JOIN "order" o ON o.id = i.order_id
        WHERE i.customer_id = ? ORDER BY i.issued_at DESC, i.id DESC LIMIT ? OFFSET ?`).all(id, perPage, offset) as {
      id: number; number: string; order_number: string; issued_at: string; due_at: string; paid: number; amount_ht: number; shipping_ht: number; vat_rate: number;
    }[];
    const total = db.prepare('SELECT COUNT(*) FROM invoice WHERE customer_id = ?').pluck().get(id) as number;
    return {
      data: {
        items: rows.map((r) => ({ id: r.id, number: r.number, order_number: r.order_number, issued_at: r.issued_at, due_at: r.due_at,
          amount: vat(r.amount_ht + r.shipping_ht, r.vat_rate), paid: r.paid === 1 })),
        total,
      },
    };
  });
}
