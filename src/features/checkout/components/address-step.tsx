import { navigate } from 'gatsby';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import type { Customer } from '../../../contract';
import { useDeliveryNote } from '../../territory/use-delivery-note';
import { resolveAddressId } from '../../../lib/checkout';
import { checkoutIdsAtom, patchCheckoutAtom } from '../state';
import { territoryDialogAtom } from '../../../state/ui';
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
  const openTerritory = useSetAtom(territoryDialogAtom);
  const addresses = customer.addresses;
  const { note, plan } = useDeliveryNote();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [added, setAdded] = useState('');
  const [errors, setErrors] = useState<{ delivery?: string; billing?: string }>({});
  const addButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  // only the addresses of the order's territory can be chosen for delivery
  const delivery = resolveAddressId(ids.deliveryAddressId, addresses, 'delivery', (a) => note(a) === null);
  const noneHere = addresses.length > 0 && addresses.every((a) => note(a) !== null);
  const same = ids.billingSameAsDelivery;
  const billing = same ? delivery : resolveAddressId(ids.billingAddressId, addresses, 'billing');

  const onAdded = (next: Customer, id: number | null) => {
    const address = next.addresses.find((a) => a.address_id === id);
    const reason = address ? note(address) : null;
    if (id !== null && !reason) patch({ deliveryAddressId: id });
    setErrors({});
    setAdding(false);
    setAdded(
      !address
        ? 'L’adresse a été ajoutée.'
        : reason
          ? `L’adresse « ${address.label} » a été ajoutée. ${reason}`
          : `L’adresse « ${address.label} » a été ajoutée et choisie pour la livraison.`,
    );
    window.setTimeout(() => addButton.current?.focus(), 0);
  };

  const next = () => {
    const found = {
      delivery:
        delivery === null
          ? noneHere
            ? `Aucune de vos adresses n’est ${plan ? `en ${plan.label}` : 'dans ce territoire'} : ajoutez l’adresse à livrer, ou changez de territoire.`
            : 'Merci de choisir ou d’ajouter une adresse de livraison.'
          : undefined,
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
        {noneHere && (
          <p>
            Aucune de vos adresses n’est {plan ? `en ${plan.label}` : 'dans ce territoire'}, dont les prix sont affichés : ajoutez l’adresse à livrer, ou{' '}
            <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => openTerritory('change')}>
              changez de territoire
            </button>
            .
          </p>
        )}
        {addresses.length > 0 && (
          <AddressChoice
            legend="Adresse de livraison"
            name="livraison"
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
            onCancel={addresses.length ? () => (setAdding(false), window.setTimeout(() => addButton.current?.focus(), 0)) : undefined}
          />
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
            <input
              id="facturation-identique"
              type="checkbox"
              checked={same}
              onChange={(e) => patch({ billingSameAsDelivery: e.target.checked, billingAddressId: null })}
            />
            <label htmlFor="facturation-identique">Utiliser l’adresse de livraison pour la facturation</label>
          </div>
          {!same && (
            <AddressChoice
              legend="Choisir l’adresse de facturation"
              name="facturation"
              kind="billing"
              addresses={addresses}
              value={billing}
              onChange={(id) => patch({ billingAddressId: id })}
              error={errors.billing}
            />
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
