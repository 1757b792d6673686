import { navigate } from 'gatsby';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import type { Customer } from '../../contract';
import { resolveAddressId } from '../../lib/checkout';
import { checkoutIdsAtom, patchCheckoutAtom } from '../../state/checkout';
import { AddressChoice } from './address-choice';
import { NewAddressForm } from './new-address-form';
import * as styles from './checkout.module.css';

/**
 * /adresse: the delivery address among the customer's (the default one
 * preselected) or a new one, and the billing address — the same by default.
 * The ids go to the checkout atoms; 'Continuer' leads to /recapitulatif.
 */
export function AddressStep({ customer }: { customer: Customer }) {
  const ids = useAtomValue(checkoutIdsAtom);
  const patch = useSetAtom(patchCheckoutAtom);
  const addresses = customer.addresses;
  const [adding, setAdding] = useState(addresses.length === 0);
  const [added, setAdded] = useState('');
  const [errors, setErrors] = useState<{ delivery?: string; billing?: string }>({});
  const addButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  const delivery = resolveAddressId(ids.deliveryAddressId, addresses, 'delivery');
  const same = ids.billingSameAsDelivery;
  const billing = same ? delivery : resolveAddressId(ids.billingAddressId, addresses, 'billing');

  const onAdded = (next: Customer, id: number | null) => {
    const address = next.addresses.find((a) => a.address_id === id);
    if (id !== null) patch({ deliveryAddressId: id });
    setErrors({});
    setAdding(false);
    setAdded(address ? `L’adresse « ${address.label} » a été ajoutée et choisie pour la livraison.` : 'L’adresse a été ajoutée.');
    window.setTimeout(() => addButton.current?.focus(), 0);
  };

  const next = () => {
    const found = {
      delivery: delivery === null ? 'Merci de choisir ou d’ajouter une adresse de livraison.' : undefined,
      billing: billing === null ? 'Merci de choisir une adresse de facturation.' : undefined,
    };
    setErrors(found);
    if (found.delivery || found.billing) return summary.current?.focus();
    patch({ deliveryAddressId: delivery, billingAddressId: billing, billingSameAsDelivery: same });
    void navigate('/recapitulatif');
  };

  const problems = [errors.delivery, errors.billing].filter(Boolean);
  return (
    <>
      <div ref={summary} tabIndex={-1} role={problems.length ? 'alert' : undefined} className={problems.length ? styles.problem : undefined}>
        {problems.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <section className={styles.section}>
        {addresses.length === 0 && <p>Vous n’avez pas encore d’adresse enregistrée : ajoutez celle du chantier ou du dépôt à livrer.</p>}
        {addresses.length > 0 && (
          <AddressChoice legend="Adresse de livraison" name="livraison" kind="delivery" addresses={addresses} value={delivery} onChange={(id) => patch({ deliveryAddressId: id })} error={errors.delivery} />
        )}
        <p role="status" className={styles.muted}>
          {added}
        </p>
        {adding ? (
          <NewAddressForm customer={customer} onAdded={onAdded} onCancel={addresses.length ? () => (setAdding(false), window.setTimeout(() => addButton.current?.focus(), 0)) : undefined} />
        ) : (
          <button ref={addButton} type="button" className={styles.secondary} onClick={() => setAdding(true)}>
            Ajouter une adresse
          </button>
        )}
      </section>
      {addresses.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Adresse de facturation</h2>
          <div className={styles.check}>
            <input id="facturation-identique" type="checkbox" checked={same} onChange={(e) => patch({ billingSameAsDelivery: e.target.checked, billingAddressId: null })} />
            <label htmlFor="facturation-identique">Utiliser l’adresse de livraison pour la facturation</label>
          </div>
          {!same && (
            <AddressChoice legend="Choisir l’adresse de facturation" name="facturation" kind="billing" addresses={addresses} value={billing} onChange={(id) => patch({ billingAddressId: id })} error={errors.billing} />
          )}
        </section>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={next}>
          Continuer
        </button>
      </div>
    </>
  );
}
