import { useEffect, useRef, useState } from 'react';
import type { Address, Customer } from '../../../contract';
import { PostalAddress } from '../../../components/common/postal-address';
import { undeliverableReason } from '../../../lib/delivery-territory';
import { removeAddress } from '../api';
import { apiFailure } from '../../../hooks/api-failure';
import * as styles from './address-card.module.css';

export interface AddressCardProps {
  address: Address;
  customerId: number;
  onEdit: () => void;
  onDeleted: (customer: Customer) => void;
}

/**
 * One address, its default badges, and its actions. Deleting asks first, in
 * the page (not window.confirm): the question takes the focus, 'Annuler'
 * gives it back.
 */
export function AddressCard({ address: a, customerId, onEdit, onDeleted }: AddressCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const remove = async () => {
    setPending(true);
    setProblem(null);
    try {
      onDeleted(await removeAddress(customerId, a.address_id));
    } catch (e) {
      setProblem(apiFailure(e).alert);
      setPending(false);
    }
  };
  const cancel = () => {
    setConfirming(false);
    setProblem(null);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };
  const titleId = `address-${a.address_id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {a.label}
      </h3>
      {(a.is_default_delivery || a.is_default_billing) && (
        <p className={styles.badges}>
          {a.is_default_delivery && <span className={styles.badge}>Livraison par défaut</span>}
          {a.is_default_billing && <span className={styles.badge}>Facturation par défaut</span>}
        </p>
      )}
      {undeliverableReason(a.zipcode) && <p className={styles.note}>Facturation seulement : nous ne livrons pas à cette adresse.</p>}
      <PostalAddress address={a} className={styles.address} showCountry />
      {confirming ? (
        <div className={styles.confirm}>
          <p ref={question} tabIndex={-1}>
            Supprimer l’adresse « {a.label} » ? Cette action est définitive.
          </p>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => void remove()} disabled={pending}>
              {pending ? 'Suppression…' : 'Oui, supprimer'}
            </button>
            <button type="button" className={styles.secondary} onClick={cancel} disabled={pending}>
              Annuler
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onEdit} aria-label={`Modifier l’adresse « ${a.label} »`}>
            Modifier
          </button>
          <button
            type="button"
            ref={deleteButton}
            className={styles.danger}
            onClick={() => setConfirming(true)}
            aria-label={`Supprimer l’adresse « ${a.label} »`}
          >
            Supprimer
          </button>
        </div>
      )}
    </article>
  );
}
