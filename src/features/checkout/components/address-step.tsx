import { navigate } from 'gatsby';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { CartResponse, Customer } from '@trefima/domain/contract';
import { useDeliveryNote } from '../../territory';
import { useSiteChoices } from '../../job-sites';
import { chosenAddressIds, quotationSitePreset } from '../../../lib/checkout-addresses';
import { checkoutIdsAtom, patchCheckoutAtom } from '../state';
import { useCartQuotation } from '../use-cart-quotation';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import { territoryDialogAtom } from '../../../state/ui';
import { AddressChoice } from './address-choice';
import { JobSiteChoice } from './job-site-choice';
import { NewAddressForm } from './new-address-form';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

/**
 * /adresse: the delivery address among the customer's (the default one
 * preselected, or an accepted quotation's job site) or a new one, and the
 * billing address — his default billing address (a company's own, never a
 * site's) unless he says to bill the delivery address or chooses another.
 * The ids go to the checkout atoms; 'Continuer' leads to /recapitulatif.
 */
export function AddressStep({ customer, cart }: { customer: Customer; cart: CartResponse | null }) {
  const ids = useAtomValue(checkoutIdsAtom);
  const patch = useSetAtom(patchCheckoutAtom);
  const openTerritory = useSetAtom(territoryDialogAtom);
  const addresses = customer.addresses;
  const { note, plan } = useDeliveryNote();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [added, setAdded] = useState('');
  const [errors, setErrors] = useState<{ delivery?: string; billing?: string }>({});
  const addButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  // only the addresses of the order's territory can be chosen for delivery
  const { delivery, billing } = chosenAddressIds(ids, addresses, (a) => note(a) === null);
  const noneHere = addresses.length > 0 && addresses.every((a) => note(a) !== null);
  const same = ids.billingSameAsDelivery;

  // an accepted quotation's checkout opens on the site it was asked for
  const { quotation } = useCartQuotation(customer.customer_id, cart);
  const { sites } = useSiteChoices(customer.customer_id, false);
  const preset = quotation ? quotationSitePreset(ids, quotation, sites) : null;
  // once written, the preset is no more (quotationSitePreset): the effect does nothing again
  useEffect(() => {
    if (preset) patch(preset);
  }, [preset, patch]);

  const onAdded = (next: Customer, id: number | null, from: Element | null) => {
    const address = next.addresses.find((a) => a.address_id === id);
    const reason = address ? note(address) : null;
    if (id !== null && !reason) patch({ deliveryAddressId: id });
    setErrors({});
    setAdding(false);
    setAdded(
      !address
        ? t('checkout.address.added')
        : reason
          ? t('checkout.address.addedElsewhere', { label: address.label, reason })
          : t('checkout.address.addedChosen', { label: address.label }),
    );
    // the button is drawn again in place of the form: it takes the keyboard unless the buyer went elsewhere meanwhile
    window.setTimeout(() => focusUnlessMoved(addButton.current, from), 0);
  };

  const next = () => {
    const found = {
      delivery:
        delivery === null
          ? noneHere
            ? t('checkout.address.noneHereError', { where: plan ? t('checkout.address.inPlan', { label: plan.label }) : t('checkout.address.inTerritory') })
            : t('checkout.address.deliveryMissing')
          : undefined,
      billing: billing === null ? t('checkout.address.billingMissing') : undefined,
    };
    setErrors(found);
    // the summary takes the focus once it says what is missing: focused before, it was read empty
    if (found.delivery || found.billing) return void window.setTimeout(() => summary.current?.focus(), 0);
    patch({ deliveryAddressId: delivery, billingAddressId: billing, billingSameAsDelivery: same });
    void navigate('/recapitulatif');
  };

  const problems = [errors.delivery, errors.billing].filter(Boolean);
  return (
    <>
      <div ref={summary} tabIndex={-1} role="alert" className={problems.length ? styles.problem : undefined}>
        {problems.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <JobSiteChoice
        customer={customer}
        value={ids.jobSiteId}
        onChange={(site) => patch(site ? { jobSiteId: site.id, deliveryAddressId: site.addressId } : { jobSiteId: null })}
      />
      <section className={styles.section}>
        {addresses.length === 0 && <p>{t('checkout.address.noAddress')}</p>}
        {noneHere && (
          <p>
            {t('checkout.address.noneHere', { where: plan ? t('checkout.address.inPlan', { label: plan.label }) : t('checkout.address.inTerritory') })}{' '}
            <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => openTerritory('change')}>
              {t('checkout.address.changeTerritory')}
            </button>
            .
          </p>
        )}
        {addresses.length > 0 && (
          <AddressChoice
            kind="delivery"
            addresses={addresses}
            value={delivery}
            onChange={(id) => patch({ deliveryAddressId: id })}
            error={errors.delivery}
            unavailable={note}
          />
        )}
        <p role="status" className={styles.muted}>
          {added}
        </p>
        {adding ? (
          <NewAddressForm
            customer={customer}
            onAdded={onAdded}
            // a first address's form is the page's own, read in its order; any other replaces « Ajouter une adresse »
            takeFocus={addresses.length > 0}
            onCancel={addresses.length ? () => (setAdding(false), window.setTimeout(() => addButton.current?.focus(), 0)) : undefined}
          />
        ) : (
          <button ref={addButton} type="button" className={styles.secondary} onClick={() => setAdding(true)}>
            {t('checkout.address.add')}
          </button>
        )}
      </section>
      {addresses.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('checkout.address.billingTitle')}</h2>
          <div className={styles.check}>
            <input
              id="facturation-identique"
              type="checkbox"
              checked={same}
              onChange={(e) => patch({ billingSameAsDelivery: e.target.checked, billingAddressId: null })}
            />
            <label htmlFor="facturation-identique">{t('checkout.address.billingSame')}</label>
          </div>
          {!same && (
            <AddressChoice kind="billing" addresses={addresses} value={billing} onChange={(id) => patch({ billingAddressId: id })} error={errors.billing} />
          )}
        </section>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={next}>
          {t('checkout.address.next')}
        </button>
      </div>
    </>
  );
}
