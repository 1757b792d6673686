import { Link } from 'gatsby';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CartResponse, Customer, Order } from '@trefima/domain/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { placeOrder, useCarriers, usePayments, type OrderRequest } from '../api';
import { useDeliveryNote, useTerritory } from '../../territory';
import { CartMass, CartTotals, currentCartToken, refreshCart } from '../../cart';
import { billingAddressId, keepChoice, orderTotals, resolveAddressId, shippingPrice } from '@trefima/domain/orders/checkout';
import { paymentUnavailableReason } from '@trefima/domain/orders/payment-terms';
import { CARD_ONLINE } from '@trefima/domain/payments/contract';
import { availableText } from '@trefima/domain/companies/credit';
import { can } from '@trefima/domain/companies/roles';
import type { Approval } from '@trefima/domain/companies/contract';
import { companyRoleOf, submitOrderForApproval } from '../../approvals';
import { useCompanyCredit } from '../../statement';
import { acceptCgvAtom, checkoutIdsAtom, complementaryInformationAtom, patchCheckoutAtom } from '../state';
import { territoryDialogAtom } from '../../../state/ui';
import { CarrierChoice } from './carrier-choice';
import { DeliveryTerms } from './delivery-terms';
import { useDeliveryTerms } from '../use-delivery-terms';
import { useCartQuotation } from '../use-cart-quotation';
import { missingChoices, missingMessage, shippingLabel, type RecapField as Field } from '../recap-checks';
import { ChosenAddresses } from './chosen-addresses';
import { DeliveryTerritoryNotice } from './delivery-territory-notice';
import { OrderProblem } from './order-problem';
import { PaymentChoice } from './payment-choice';
import { RecapLines } from './recap-lines';
import { RemoteChoice } from './remote-choice';
import { SalesConditions } from './sales-conditions';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface RecapStepProps {
  customer: Customer;
  cart: CartResponse;
  /** the cart of a territory just chosen is on its way: the one on screen is the previous territory's */
  updating: boolean;
  /** the order is placed: the page goes to /confirmation-commande */
  onPlaced: (order: Order, paymentCode: string | null) => void;
  /** the order waits for the company's approval: the page says so */
  onSubmitted: (approval: Approval) => void;
}

/** Why the order was not placed: the message, the API's code, per-field messages, and the territory it was refused in. */
type Problem = { message: string; code: string | null; fields: Partial<Record<Field, string>>; planId: number | null };

/**
 * /recapitulatif: carrier, payment method, lines and totals (shipping added
 * to HT, VAT on the whole), the chosen addresses, the sales conditions and
 * 'Valider la commande' — disabled while sending, so a double click sends once.
 */
export function RecapStep({ customer, cart, updating, onPlaced, onSubmitted }: RecapStepProps) {
  const uid = useId();
  const { planId, plan } = useTerritory();
  const { note } = useDeliveryNote();
  const firstPlanId = useRef(planId);
  const carriers = useCarriers();
  const payments = usePayments();
  const ids = useAtomValue(checkoutIdsAtom);
  const patch = useSetAtom(patchCheckoutAtom);
  const [accept, setAccept] = useAtom(acceptCgvAtom);
  const [info, setInfo] = useAtom(complementaryInformationAtom);
  const terms = useDeliveryTerms(customer);
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const openTerritory = useSetAtom(territoryDialogAtom);
  // a refusal of the delivery territory names the old one once another is chosen (prices and VAT have changed too)
  const shown = problem && !(problem.code === 'DELIVERY_TERRITORY' && problem.planId !== planId) ? problem : null;
  const errors = shown?.fields ?? {};

  const addresses = customer.addresses;
  // the address chosen at /adresse, even when the territory has changed since (the notice below says so); else one of this territory
  const deliveryId = addresses.some((a) => a.address_id === ids.deliveryAddressId)
    ? ids.deliveryAddressId
    : resolveAddressId(null, addresses, 'delivery', (a) => note(a) === null);
  const billingId = billingAddressId(ids, addresses, deliveryId);
  const delivery = addresses.find((a) => a.address_id === deliveryId);
  const billing = addresses.find((a) => a.address_id === billingId);
  const carrierId = keepChoice(ids.carrierId, carriers.data ?? []);
  const paymentId = keepChoice(ids.paymentId, payments.data ?? [], (p) => !paymentUnavailableReason(p, customer));
  const carrier = carriers.data?.find((c) => c.id === carrierId);
  const byCard = payments.data?.find((p) => p.id === paymentId)?.code === CARD_ONLINE;
  const productsHt = cart.cart.amount.ht;
  // an accepted quotation's delivery is at the price it agreed, as the API charges it
  const fromQuotation = useCartQuotation(customer.customer_id, cart);
  const agreed = fromQuotation.quotation?.delivery_ht ?? null;
  const shipping = carrier ? shippingPrice(carrier, productsHt, agreed) : 0;
  const amount = orderTotals(productsHt, shipping, cart.cart.amount.vat_rate);
  const text = info ?? cart.cart.complementary_information;
  // a company's foreman never places an order: he submits it (domain/companies/roles.ts)
  const role = companyRoleOf(customer);
  const submitsOnly = role !== null && !can(role, 'orders.place');
  const credit = useCompanyCredit(customer.customer_id, role !== null);
  const onAccountNote =
    credit && credit.available_cents !== null && credit.limit_cents !== null ? availableText(credit.limit_cents, credit.outstanding_cents) : undefined;

  const fail = (message: string, fields: Partial<Record<Field, string>>, code: string | null = null) => {
    // a cart the API cannot find is an expired one, whatever the code
    setProblem({ message, fields, code: fields.cart_token ? 'CART_EXPIRED' : code, planId });
    window.setTimeout(() => alertRef.current?.focus(), 0);
  };

  const noticeRef = useRef<HTMLDivElement>(null);
  const outOfTerritory = delivery ? note(delivery) !== null : false;
  // the totals on screen are not yet the chosen territory's: nothing is sent until they are
  const stale = updating || (carriers.isLoading && Boolean(carriers.data)) || fromQuotation.loading;
  const changed = plan && planId !== firstPlanId.current && !stale ? t('checkout.recap.territoryChanged', { plan: plan.label }) : '';

  /** `forApproval`: the same body to POST /order/approval, from the button of the APPROVAL_REQUIRED notice or for whoever only submits. */
  const submit = async (e?: FormEvent, forApproval = submitsOnly) => {
    e?.preventDefault();
    if (sending.current || stale) return;
    if (outOfTerritory) return noticeRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const token = currentCartToken() ?? cart.token;
    const found = missingChoices({
      deliveryId,
      billingId,
      carrier,
      paymentId,
      purchaseOrderRequired: Boolean(customer.purchase_order_required),
      purchaseOrder: terms.purchaseOrder,
      requestedDate: terms.requestedDate,
      accept,
    });
    if (Object.keys(found).length) return fail(missingMessage(found), found);
    if (!deliveryId || !billingId || !carrierId || !paymentId) return; // said above; narrows the types
    sending.current = true;
    setPending(true);
    setProblem(null);
    try {
      const body: OrderRequest = {
        cart_token: token,
        carrier_id: carrierId,
        payment_id: paymentId,
        delivery_address_id: deliveryId,
        billing_address_id: billingId,
        accept_cgv: true,
        complementary_information: text,
        job_site_id: terms.site?.job_site_id ?? null,
        purchase_order: (customer.type === 'professionnel' && terms.purchaseOrder) || null,
        requested_delivery_date: terms.requestedDate || null,
        expected_amount: { ht: amount.ht, ttc: amount.ttc },
      };
      if (forApproval) return onSubmitted(await submitOrderForApproval(body));
      const order = await placeOrder(body);
      onPlaced(order, payments.data?.find((p) => p.id === paymentId)?.code ?? null);
    } catch (err) {
      sending.current = false;
      setPending(false);
      const failure = apiFailure(err);
      if (failure.code === 'TOTALS_CHANGED') void Promise.all([refreshCart(true), carriers.mutate()]);
      fail(failure.alert, failure.fields as Partial<Record<Field, string>>, failure.code);
    }
  };

  if (!delivery || !billing) {
    return (
      <p className={styles.problem}>
        {t('checkout.recap.addressesFirst')} <Link to="/adresse">{t('checkout.recap.chooseAddresses')}</Link>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <p role="status" className={styles.muted}>
        {stale ? t('checkout.recap.updating') : changed}
      </p>
      <div ref={noticeRef}>
        <DeliveryTerritoryNotice delivery={delivery} />
      </div>
      <div ref={alertRef} tabIndex={-1} role="alert" className={shown ? styles.problem : undefined}>
        {shown && (
          <OrderProblem
            message={shown.message}
            code={shown.code}
            deliveryZipcode={delivery.zipcode}
            onChangeTerritory={() => openTerritory('change')}
            onSubmitForApproval={pending ? undefined : () => void submit(undefined, true)}
          />
        )}
      </div>
      <section className={styles.section} aria-labelledby={`${uid}-adr`}>
        <h2 id={`${uid}-adr`} className={styles.sectionTitle}>
          {t('checkout.recap.addresses')}
        </h2>
        <ChosenAddresses delivery={delivery} billing={billing} />
        {(errors.delivery_address_id || errors.billing_address_id) && <p className={styles.error}>{errors.delivery_address_id ?? errors.billing_address_id}</p>}
      </section>
      <RemoteChoice what={t('checkout.recap.carriers')} remote={carriers}>
        {(list) => (
          <CarrierChoice
            carriers={list}
            value={carrierId}
            onChange={(id) => patch({ carrierId: id })}
            cartHt={productsHt}
            territory={plan?.label ?? ''}
            agreedDeliveryHt={agreed}
            error={errors.carrier_id}
          />
        )}
      </RemoteChoice>
      <DeliveryTerms
        customer={customer}
        site={terms.site}
        purchaseOrder={terms.purchaseOrder}
        requestedDate={terms.requestedDate}
        carrier={carrier}
        errors={errors}
      />
      <RemoteChoice what={t('checkout.recap.payments')} remote={payments}>
        {(list) => (
          <PaymentChoice
            payments={list}
            customer={customer}
            value={paymentId}
            onChange={(id) => patch({ paymentId: id })}
            error={errors.payment_id}
            onAccountNote={onAccountNote}
          />
        )}
      </RemoteChoice>
      <section className={styles.section} aria-labelledby={`${uid}-cmd`}>
        <h2 id={`${uid}-cmd`} className={styles.sectionTitle}>
          {t('checkout.recap.order')}
        </h2>
        <RecapLines lines={cart.cart.list} />
        <CartMass list={cart.cart.list} />
        <div className={styles.aside}>
          <CartTotals
            amount={amount}
            productsHt={productsHt}
            shipping={shippingLabel(carrier, productsHt, shipping, agreed)}
            label={t('checkout.amounts.label')}
          />
        </div>
      </section>
      <section className={styles.section}>
        <label htmlFor={`${uid}-info`} className={styles.choiceTitle}>
          {t('checkout.recap.information')}
        </label>
        <textarea id={`${uid}-info`} className={styles.textarea} rows={3} maxLength={2000} value={text} onChange={(e) => setInfo(e.target.value)} />
      </section>
      <section className={styles.section}>
        <SalesConditions checked={accept} onChange={setAccept} error={errors.accept_cgv} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={pending} aria-disabled={pending || stale || outOfTerritory}>
            {pending
              ? t('checkout.recap.submitting')
              : submitsOnly
                ? t('approvalPages.checkout.submit')
                : byCard
                  ? t('checkout.recap.submitCard')
                  : t('checkout.recap.submit')}
          </button>
        </div>
      </section>
    </form>
  );
}
