import { useAtomValue } from 'jotai';
import type { CartResponse, Customer } from '@trefima/domain/contract';
import { billingAddressId, keepChoice, longestMaking, orderTotals, resolveAddressId, shippingPrice } from '@trefima/domain/orders/checkout';
import { paymentUnavailableReason } from '@trefima/domain/orders/payment-terms';
import { CARD_ONLINE } from '@trefima/domain/payments/contract';
import { useDeliveryNote } from '../territory';
import { useCarriers, usePayments } from './api';
import { checkoutIdsAtom } from './state';
import { useCartQuotation } from './use-cart-quotation';

/**
 * What the recap shows and sends, from the choices kept since /adresse: the addresses, the carrier and the payment
 * method (each kept while it is still offered, else the first one that is), and the totals they come to.
 */
export function useRecapChoices(customer: Customer, cart: CartResponse) {
  const { note } = useDeliveryNote();
  // the API checks the order against the same lines: the recap's first day is the one it will take
  const leadTimeDays = longestMaking(cart.cart.list)?.days ?? 0;
  const carriers = useCarriers(leadTimeDays);
  const payments = usePayments();
  const ids = useAtomValue(checkoutIdsAtom);
  const addresses = customer.addresses;
  // the address chosen at /adresse, even when the territory has changed since (the notice below says so); else one of this territory
  const deliveryId = addresses.some((a) => a.address_id === ids.deliveryAddressId)
    ? ids.deliveryAddressId
    : resolveAddressId(null, addresses, 'delivery', (a) => note(a) === null);
  const billingId = billingAddressId(ids, addresses, deliveryId);
  const delivery = addresses.find((a) => a.address_id === deliveryId);
  const carrierId = keepChoice(ids.carrierId, carriers.data ?? []);
  const paymentId = keepChoice(ids.paymentId, payments.data ?? [], (p) => !paymentUnavailableReason(p, customer));
  const carrier = carriers.data?.find((c) => c.id === carrierId);
  const payment = payments.data?.find((p) => p.id === paymentId);
  const productsHt = cart.cart.amount.ht;
  // an accepted quotation's delivery is at the price it agreed, as the API charges it
  const fromQuotation = useCartQuotation(customer.customer_id, cart);
  const agreed = fromQuotation.quotation?.delivery_ht ?? null;
  const shipping = carrier ? shippingPrice(carrier, productsHt, agreed) : 0;
  return {
    carriers,
    payments,
    deliveryId,
    billingId,
    delivery,
    billing: addresses.find((a) => a.address_id === billingId),
    /** the delivery address is outside the territory whose prices are shown (DeliveryTerritoryNotice says so) */
    outOfTerritory: delivery ? note(delivery) !== null : false,
    carrierId,
    carrier,
    /** working days of making of the cart's longest made-to-order line, 0 when all are in stock: counted in the carrier's `earliest_delivery` */
    leadTimeDays,
    paymentId,
    paymentCode: payment?.code ?? null,
    byCard: payment?.code === CARD_ONLINE,
    productsHt,
    agreed,
    shipping,
    amount: orderTotals(productsHt, shipping, cart.cart.amount.vat_rate),
    quotationLoading: fromQuotation.loading,
  };
}
