import type { z } from 'zod';
import type { orderForm } from '@trefima/domain/forms/checkout';
import { longestMaking, shippingPrice } from '@trefima/domain/orders/checkout';
import { paymentUnavailableReason } from '@trefima/domain/orders/payment-terms';
import { amountOf } from '@trefima/domain/money/money';
import type { Db } from '../db';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import type { Customers } from '../customers/customers';
import type { JobSites } from '../job-sites/job-sites';
import type { Payments } from '../payments/payments';
import type { SalesPlanRow, Site } from '../site/site';
import { money } from '../documents/pdfs/format';
import { DomainError, invalid } from '../shared/errors';
import { deliveryMismatch, shortages, type CheckoutOptions } from './checkout';
import { deliveryTerms } from './delivery-terms';
import { euros } from './order-mail';

/** Orders' own (orders.ts), named here rather than imported from there: orders.ts imports this file */
type OrderInput = z.output<typeof orderForm>;
interface Deps {
  db: Db;
  now: () => number;
  publicUrl: string;
  carts: Carts;
  customers: Customers;
  checkout: CheckoutOptions;
  site: Pick<Site, 'planLabel'>;
  payments: Pick<Payments, 'offered' | 'waitingRefusal' | 'amountRefusal'>;
  jobSites: JobSites;
}

/** The customer's own cart for a checkout call, or the closed one a retry refers to. */
export function checkoutCart(carts: Carts, token: string, customerId: number): CartRow {
  const cart = carts.resolve(token, customerId);
  if (!cart) throw new DomainError('CART_EXPIRED', 'Votre panier a expiré ou n’existe plus.');
  return cart;
}

/** Why a cart can no longer be ordered or submitted, by what became of it. */
const CLOSED: Record<Exclude<CartRow['status'], 'open'>, string> = {
  ordered: 'Ce panier a déjà été commandé.',
  quoted: 'Ce panier a déjà été transformé en devis.',
  merged: 'Ce panier a été réuni à votre panier en cours : validez celui-ci.',
};

/**
 * Everything an order is checked for before it is written, and its
 * figures, recomputed here whatever the client sent: the same checks
 * whether the order is placed now or held for a company's approval
 * (companies/approvals.ts), and again when an approver places it.
 */
export function prepareOrder(d: Deps, customerId: number, input: OrderInput, plan: SalesPlanRow) {
  const { carts, customers } = d;
  const cart = checkoutCart(carts, input.cart_token, customerId);
  if (cart.status !== 'open') throw new DomainError('CART_CLOSED', CLOSED[cart.status]);
  if (cart.held) throw new DomainError('CART_HELD', 'Cette commande attend déjà l’approbation de votre entreprise.');
  const lines = carts.lines(cart, plan, d.publicUrl);
  if (!lines.length) throw new DomainError('EMPTY_CART', 'Votre panier est vide.');
  if (cart.from_quotation_id) assertQuotationCart(d.db, cart, plan, lines.length);
  const errors: Record<string, string> = {};
  const carrier = d.checkout.carriers(plan).find((c) => c.id === input.carrier_id);
  if (!carrier) errors.carrier_id = 'Ce mode de livraison n’est pas proposé pour votre territoire.';
  const payment = d.checkout.payment(input.payment_id);
  const customer = customers.row(customerId)!;
  if (!payment) errors.payment_id = 'Ce moyen de paiement n’existe pas.';
  else if (payment.online && !d.payments.offered) errors.payment_id = 'Le paiement par carte en ligne n’est pas proposé pour le moment.';
  else {
    const refused =
      paymentUnavailableReason(
        { professional_only: payment.professional_only === 1 },
        { type: customer.type, professional_verified: customer.professional_verified === 1 },
      ) ?? (payment.online ? d.payments.waitingRefusal(customerId) : null);
    if (refused) errors.payment_id = refused;
  }
  const delivery = customers.address(customerId, input.delivery_address_id);
  if (!delivery) errors.delivery_address_id = 'Cette adresse de livraison est introuvable.';
  else {
    const mismatch = deliveryMismatch(delivery.zipcode, plan, d.site.planLabel);
    if (mismatch) errors.delivery_address_id = mismatch;
  }
  const billing = customers.address(customerId, input.billing_address_id);
  if (!billing) errors.billing_address_id = 'Cette adresse de facturation est introuvable.';
  if (errors.delivery_address_id && delivery && !Object.keys(errors).some((k) => k !== 'delivery_address_id')) {
    throw new DomainError('DELIVERY_TERRITORY', `L’adresse de livraison n’est pas dans le territoire choisi (${plan.label}). ${errors.delivery_address_id}`, {
      errors,
    });
  }
  // the cart's own lines, whatever day the recap showed: a product made to order is made before it is carried
  const making = longestMaking(lines);
  const terms = deliveryTerms(input, { customer, carrier, making, planTarget: plan.target, now: d.now(), jobSites: d.jobSites }, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  const short = shortages(lines);
  if (Object.keys(short).length) throw new DomainError('OUT_OF_STOCK', Object.values(short)[0], { errors: short });

  const ht = lines.reduce((s, l) => s + l.total_ht, 0);
  const shipping = shippingPrice(carrier!, ht, carts.agreedDelivery(cart));
  const amount = amountOf(ht + shipping, plan.vat_rate);
  if (input.expected_amount && (input.expected_amount.ht !== amount.ht || input.expected_amount.ttc !== amount.ttc)) {
    // prices, VAT or shipping moved since the recap (another territory, a price change): the buyer confirms the new totals first
    throw new DomainError(
      'TOTALS_CHANGED',
      `Les montants de votre commande ont changé depuis votre récapitulatif : ${euros(amount.ht)} (${money(amount.ttc)} TTC) au lieu de ${euros(input.expected_amount.ht)} (${money(input.expected_amount.ttc)} TTC). Vérifiez le récapitulatif mis à jour, puis validez à nouveau.`,
    );
  }
  // less than the card's provider takes for one payment: refused on the payment's choice, before anything is written
  const tooLittle = payment!.online ? d.payments.amountRefusal(amount.ttc) : null;
  if (tooLittle) throw invalid({ payment_id: tooLittle });
  return { cart, lines, carrier: carrier!, payment: payment!, delivery: delivery!, billing: billing!, terms, ht, shipping, amount };
}

/**
 * An accepted quotation is ordered in the territory it was priced for, with
 * every line it was accepted with (one withdrawn from sale since is not
 * dropped silently: the office is asked).
 */
function assertQuotationCart(db: Db, cart: CartRow, plan: SalesPlanRow, priced: number) {
  const q = db
    .prepare('SELECT q.number, q.order_id, p.id AS plan_id, p.label FROM quotation q JOIN sales_plan p ON p.id = q.sales_plan_id WHERE q.id = ?')
    .get(cart.from_quotation_id) as { number: string; order_id: number | null; plan_id: number; label: string };
  if (q.order_id) throw new DomainError('CART_CLOSED', `Le devis ${q.number} a déjà été commandé.`);
  if (q.plan_id !== plan.id) {
    throw new DomainError('QUOTATION_CART', `Le devis ${q.number} a été établi pour ${q.label} : choisissez ce territoire pour le commander.`);
  }
  const held = db.prepare('SELECT COUNT(*) FROM cart_line WHERE cart_id = ?').pluck().get(cart.id) as number;
  if (held !== priced) {
    throw new DomainError('QUOTATION_CART', `Un article du devis ${q.number} n’est plus vendu : contactez notre service commercial pour un devis à jour.`);
  }
}
