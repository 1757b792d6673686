import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CartResponse, Customer, Order } from '@trefima/domain/contract';
import type { Approval } from '@trefima/domain/companies/contract';
import { apiFailure } from '../../hooks/api-failure';
import { focusUnlessMoved } from '../../hooks/use-focus-request';
import { submitOrderForApproval } from '../approvals';
import { currentCartToken, refreshCart } from '../cart';
import { placeOrder, type OrderRequest } from './api';
import { missingChoices, missingMessage, type RecapField as Field } from './recap-checks';
import type { useDeliveryTerms } from './use-delivery-terms';
import type { useRecapChoices } from './use-recap-choices';

/** Why the order was not placed: the message, the API's code, per-field messages, and the territory it was refused in. */
type Problem = { message: string; code: string | null; fields: Partial<Record<Field, string>>; planId: number | null };

interface OrderSending {
  customer: Customer;
  cart: CartResponse;
  choice: ReturnType<typeof useRecapChoices>;
  terms: ReturnType<typeof useDeliveryTerms>;
  accepted: boolean;
  text: string;
  planId: number | null;
  /** a company's foreman never places an order: he submits it (domain/companies/roles.ts) */
  submitsOnly: boolean;
  /** the totals on screen are not yet the chosen territory's: nothing is sent until they are */
  stale: boolean;
  /** the notice of a delivery out of the territory, whose first control takes the focus instead of sending */
  noticeRef: RefObject<HTMLDivElement>;
  /** the order the API answered: its payment, carrier and amounts are its own (a retry gets the cart's first order) */
  onPlaced: (order: Order) => void;
  onSubmitted: (approval: Approval) => void;
}

/**
 * The recap sent: its choices checked first (recap-checks.ts), then POST /order, or POST /order/approval for whoever
 * only submits; once at a time, so a double click sends once. A refusal is kept with the territory it was made in and
 * its message focused (`alertRef`); `shown` is the refusal still worth showing.
 */
export function useOrderSending({ customer, cart, choice, terms, accepted, text, planId, submitsOnly, stale, noticeRef, onPlaced, onSubmitted }: OrderSending) {
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  /** `from`: where the focus was as the send began; a buyer gone on to a field while the API answered keeps it */
  const fail = (message: string, fields: Partial<Record<Field, string>>, code: string | null = null, from = document.activeElement) => {
    // a cart the API cannot find is an expired one, whatever the code
    setProblem({ message, fields, code: fields.cart_token ? 'CART_EXPIRED' : code, planId });
    window.setTimeout(() => focusUnlessMoved(alertRef.current, from), 0);
  };

  /** `forApproval`: the same body to POST /order/approval, from the button of the APPROVAL_REQUIRED notice or for whoever only submits. */
  const submit = async (e?: FormEvent, forApproval = submitsOnly) => {
    e?.preventDefault();
    const from = document.activeElement;
    if (sending.current || stale) return;
    if (choice.outOfTerritory) return noticeRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const token = currentCartToken() ?? cart.token;
    const found = missingChoices({
      deliveryId: choice.deliveryId,
      billingId: choice.billingId,
      carrier: choice.carrier,
      paymentId: choice.paymentId,
      purchaseOrderRequired: Boolean(customer.purchase_order_required),
      purchaseOrder: terms.purchaseOrder,
      requestedDate: terms.requestedDate,
      leadTimeDays: choice.leadTimeDays,
      accept: accepted,
    });
    if (Object.keys(found).length) return fail(missingMessage(found), found);
    if (!choice.deliveryId || !choice.billingId || !choice.carrierId || !choice.paymentId) return; // said above; narrows the types
    sending.current = true;
    setPending(true);
    // the refusal goes as a new send begins, unless it was sent from the refusal's own button (APPROVAL_REQUIRED's):
    // the box, and the button with it, would drop the keyboard's focus to the page until the answer
    if (!alertRef.current?.contains(from)) setProblem(null);
    try {
      const body: OrderRequest = {
        cart_token: token,
        carrier_id: choice.carrierId,
        payment_id: choice.paymentId,
        delivery_address_id: choice.deliveryId,
        billing_address_id: choice.billingId,
        accept_cgv: true,
        complementary_information: text,
        job_site_id: terms.site?.job_site_id ?? null,
        purchase_order: (customer.type === 'professionnel' && terms.purchaseOrder) || null,
        requested_delivery_date: terms.requestedDate || null,
        expected_amount: { ht: choice.amount.ht, ttc: choice.amount.ttc },
      };
      if (forApproval) return onSubmitted(await submitOrderForApproval(body));
      const order = await placeOrder(body);
      onPlaced(order);
    } catch (err) {
      sending.current = false;
      setPending(false);
      const failure = apiFailure(err);
      if (failure.code === 'TOTALS_CHANGED') void Promise.all([refreshCart(true), choice.carriers.mutate()]);
      fail(failure.alert, failure.fields as Partial<Record<Field, string>>, failure.code, from);
    }
  };

  // a refusal of the delivery territory names the old one once another is chosen (prices and VAT have changed too)
  const shown = problem && !(problem.code === 'DELIVERY_TERRITORY' && problem.planId !== planId) ? problem : null;
  return { submit, pending, shown, alertRef };
}
