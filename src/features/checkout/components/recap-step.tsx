import { Link } from 'gatsby';
import { useAtom, useSetAtom } from 'jotai';
import { useId, useRef } from 'react';
import type { CartResponse, Customer, Order } from '@trefima/domain/contract';
import { useTerritory } from '../../territory';
import { CartMass, CartTotals } from '../../cart';
import { onAccountNote as onAccountNoteOf } from '@trefima/domain/companies/credit';
import { can } from '@trefima/domain/companies/roles';
import type { Approval } from '@trefima/domain/companies/contract';
import { companyRoleOf } from '../../approvals';
import { useCompanyCredit } from '../../statement';
import { acceptCgvAtom, complementaryInformationAtom, patchCheckoutAtom } from '../state';
import { territoryDialogAtom } from '../../../state/ui';
import { CarrierChoice } from './carrier-choice';
import { DeliveryTerms } from './delivery-terms';
import { useDeliveryTerms } from '../use-delivery-terms';
import { useRecapChoices } from '../use-recap-choices';
import { useOrderSending } from '../use-order-sending';
import { shippingLabel } from '../recap-checks';
import { ChosenAddresses } from './chosen-addresses';
import { DeliveryTerritoryNotice } from './delivery-territory-notice';
import { OrderProblem } from './order-problem';
import { PaymentChoice } from './payment-choice';
import { RecapLines } from './recap-lines';
import { RemoteChoice } from './remote-choice';
import { RecapSubmit } from './recap-submit';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface RecapStepProps {
  customer: Customer;
  cart: CartResponse;
  /** the cart of a territory just chosen is on its way: the one on screen is the previous territory's */
  updating: boolean;
  /** the order is placed: the page goes to /confirmation-commande */
  onPlaced: (order: Order) => void;
  /** the order waits for the company's approval: the page says so */
  onSubmitted: (approval: Approval) => void;
}

/**
 * /recapitulatif: carrier, payment method, lines and totals (shipping added
 * to HT, VAT on the whole), the chosen addresses, the sales conditions and
 * 'Valider la commande' — busy while sending (components/ui/busy.ts), so a double click sends once.
 */
export function RecapStep({ customer, cart, updating, onPlaced, onSubmitted }: RecapStepProps) {
  const uid = useId();
  const { planId, plan } = useTerritory();
  const firstPlanId = useRef(planId);
  const patch = useSetAtom(patchCheckoutAtom);
  const [accept, setAccept] = useAtom(acceptCgvAtom);
  const [info, setInfo] = useAtom(complementaryInformationAtom);
  const terms = useDeliveryTerms(customer);
  const openTerritory = useSetAtom(territoryDialogAtom);
  const choice = useRecapChoices(customer, cart);
  const text = info ?? cart.cart.complementary_information;
  // a company's foreman never places an order: he submits it (domain/companies/roles.ts)
  const role = companyRoleOf(customer);
  const submitsOnly = role !== null && !can(role, 'orders.place');
  const credit = useCompanyCredit(customer.customer_id, role !== null);
  const onAccountNote = credit ? onAccountNoteOf(credit) : undefined;

  const noticeRef = useRef<HTMLDivElement>(null);
  // the totals on screen are not yet the chosen territory's: nothing is sent until they are
  const stale = updating || (choice.carriers.isLoading && Boolean(choice.carriers.data)) || choice.quotationLoading;
  const changed = plan && planId !== firstPlanId.current && !stale ? t('checkout.recap.territoryChanged', { plan: plan.label }) : '';

  const { submit, pending, shown, alertRef } = useOrderSending({
    customer,
    cart,
    choice,
    terms,
    accepted: accept,
    text,
    planId,
    submitsOnly,
    stale,
    noticeRef,
    onPlaced,
    onSubmitted,
  });
  const errors = shown?.fields ?? {};

  if (!choice.delivery || !choice.billing) {
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
        <DeliveryTerritoryNotice delivery={choice.delivery} />
      </div>
      <div ref={alertRef} tabIndex={-1} role="alert" className={shown ? styles.problem : undefined}>
        {shown && (
          <OrderProblem
            message={shown.message}
            code={shown.code}
            deliveryZipcode={choice.delivery.zipcode}
            onChangeTerritory={() => openTerritory('change')}
            onSubmitForApproval={() => void submit(undefined, true)}
            sending={pending}
          />
        )}
      </div>
      <section className={styles.section} aria-labelledby={`${uid}-adr`}>
        <h2 id={`${uid}-adr`} className={styles.sectionTitle}>
          {t('checkout.recap.addresses')}
        </h2>
        <ChosenAddresses delivery={choice.delivery} billing={choice.billing} />
        {(errors.delivery_address_id || errors.billing_address_id) && <p className={styles.error}>{errors.delivery_address_id ?? errors.billing_address_id}</p>}
      </section>
      <RemoteChoice what={t('checkout.recap.carriers')} remote={choice.carriers}>
        {(list) => (
          <CarrierChoice
            carriers={list}
            value={choice.carrierId}
            onChange={(id) => patch({ carrierId: id })}
            cartHt={choice.productsHt}
            territory={plan?.label ?? ''}
            agreedDeliveryHt={choice.agreed}
            error={errors.carrier_id}
          />
        )}
      </RemoteChoice>
      <DeliveryTerms
        customer={customer}
        site={terms.site}
        purchaseOrder={terms.purchaseOrder}
        requestedDate={terms.requestedDate}
        carrier={choice.carrier}
        leadTimeDays={choice.leadTimeDays}
        errors={errors}
      />
      <RemoteChoice what={t('checkout.recap.payments')} remote={choice.payments}>
        {(list) => (
          <PaymentChoice
            payments={list}
            customer={customer}
            value={choice.paymentId}
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
            amount={choice.amount}
            productsHt={choice.productsHt}
            shipping={shippingLabel(choice.carrier, choice.productsHt, choice.shipping, choice.agreed)}
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
      <RecapSubmit
        accepted={accept}
        onAccept={setAccept}
        error={errors.accept_cgv}
        pending={pending}
        blocked={stale || choice.outOfTerritory}
        submitsOnly={submitsOnly}
        byCard={choice.byCard}
      />
    </form>
  );
}
