import type { z } from 'zod';
import type { orderForm } from '@trefima/domain/forms/checkout';
import type { CartRow } from '../cart/cart-ownership';
import type { Customers } from '../customers/customers';
import type { Db } from '../db';
import type { Documents, OrderRow } from '../documents/documents';
import { money } from '../documents/pdfs/format';
import { deadlineText } from '../payments/payment-mails';
import { DomainError } from '../shared/errors';
import type { SalesPlanRow } from '../site/site';
import { amountOf } from '@trefima/domain/money/money';
import type { Payments } from '../payments/payments';

/*
 * A cart is ordered once (cart_id is unique in "order"). Sent again with the same choices (a double click, an answer
 * lost), it gets its order; with others (back from the card page, another carrier or payment), it is refused with the
 * order they would have changed and what the buyer can do: never answered with an order that is not his choices'.
 */

/** Orders' own (orders.ts), named here rather than imported from there: orders.ts imports this file */
type OrderInput = z.output<typeof orderForm>;
interface Deps {
  db: Db;
  customers: Pick<Customers, 'row'>;
  documents: Pick<Documents, 'order'>;
  payments: Pick<Payments, 'cards'>;
}

/**
 * The order `cart` already has, when `input` makes the same choices (carrier, payment, addresses, site, purchase
 * order, day, text, territory, the recap's totals); none when it has none; 409 CART_ORDERED otherwise, and for any
 * submission of a cart whose order was cancelled (the buyer would read it as placed).
 */
export function orderOfCart(d: Deps, cart: CartRow, input: OrderInput, plan: SalesPlanRow): OrderRow | undefined {
  const row = d.db.prepare('SELECT * FROM "order" WHERE cart_id = ?').get(cart.id) as OrderRow | undefined;
  if (!row || (row.status !== 'annulee' && sameChoices(d, row, input, plan, cart))) return row;
  throw new DomainError('CART_ORDERED', alreadyOrdered(d, row));
}

function sameChoices(d: Deps, row: OrderRow, input: OrderInput, plan: SalesPlanRow, cart: CartRow): boolean {
  const addressId = (json: string) => (JSON.parse(json) as { address_id: number }).address_id;
  const siteId = row.job_site ? (JSON.parse(row.job_site) as { job_site_id: number }).job_site_id : null;
  const amount = amountOf(row.amount_ht + row.shipping_ht, row.vat_rate);
  const expected = input.expected_amount;
  return (
    row.sales_plan_id === plan.id &&
    row.carrier_id === input.carrier_id &&
    row.payment_id === input.payment_id &&
    addressId(row.delivery_address) === input.delivery_address_id &&
    addressId(row.billing_address) === input.billing_address_id &&
    siteId === (input.job_site_id ?? null) &&
    row.purchase_order === purchaseOrderOf(d, row.customer_id, input) &&
    row.requested_delivery_date === (input.requested_delivery_date ?? null) &&
    row.complementary_information === (input.complementary_information ?? cart.complementary_information) &&
    (!expected || (expected.ht === amount.ht && expected.ttc === amount.ttc))
  );
}

/** The purchase order these choices give (delivery-terms.ts): a professional's own number, else his site's; a private buyer's none. */
function purchaseOrderOf(d: Deps, customerId: number, input: OrderInput): string | null {
  if (d.customers.row(customerId)?.type !== 'professionnel') return input.purchase_order || null;
  if (input.purchase_order) return input.purchase_order;
  if (!input.job_site_id) return null;
  return (d.db.prepare('SELECT purchase_order FROM job_site WHERE id = ?').pluck().get(input.job_site_id) as string | null | undefined) ?? null;
}

/** What the buyer is told when he sends other choices for a cart already ordered: which order it is, and what he can do. */
function alreadyOrdered(d: Deps, row: OrderRow): string {
  const order = d.documents.order(row);
  const what = `${money(order.amount.ttc)} TTC, ${order.carrier.name}`;
  if (order.status === 'en_attente_paiement') {
    const card = d.payments.cards.latest('order_id', row.id);
    const until = card ? ` avant ${deadlineText(card.reserved_until, order.time_zone)}` : '';
    return (
      `La commande ${order.number} de ce panier (${what}) attend votre paiement par carte : vos nouveaux choix ne sont pas enregistrés. ` +
      `Pour la garder, payez-la${until} avec « Payer par carte » dans « Mes commandes ». ` +
      'Pour y renoncer tout de suite : « Renoncer à cette commande », sur sa page de paiement ; elle est annulée et ses articles libérés, ' +
      'et « Commander à nouveau », dans son détail, remet ses articles dans votre panier pour commander avec d’autres choix.'
    );
  }
  const cancelled = order.status === 'annulee';
  return (
    `Ce panier a déjà été commandé : commande ${order.number}, ${what}, règlement : ${order.payment.label} (statut « ${order.status_label} ») ; ` +
    'vos nouveaux choix ne sont pas enregistrés. ' +
    (cancelled
      ? '« Commander à nouveau », dans son détail dans « Mes commandes », remet ses articles dans votre panier.'
      : 'Retrouvez-la dans « Mes commandes » ; pour la modifier, contactez notre service commercial.')
  );
}
