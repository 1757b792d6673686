import { useEffect, useRef, useState } from 'react';
import type { Address, Customer } from '@trefima/domain/contract';
import { PostalAddress } from '../../../components/common/postal-address';
import { undeliverableReason } from '@trefima/domain/territory/delivery-territory';
import { t } from '@trefima/domain/i18n/t';
import { removeAddress } from '../api';
import { apiFailure } from '../../../hooks/api-failure';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import { Card } from '../../../components/ui/card';
import * as card from '../../../components/ui/card.module.css';
import * as styles from './address-card.module.css';
import { busyProps } from '../../../components/ui/busy';

export interface AddressCardProps {
  address: Address;
  customerId: number;
  onEdit: () => void;
  /** the card's « Modifier » button as it mounts (null as it goes), to give it the focus back; none on a locked address */
  editButton?: (button: HTMLButtonElement | null) => void;
  /** `from`: where the focus was as the deletion began (see hooks/use-focus-request) */
  onDeleted: (customer: Customer, from: Element | null) => void;
}

/**
 * One address, its default badges, and its actions (none for an address the
 * person may not change: the API says why). Deleting asks first, in the page
 * (not window.confirm): the question takes the focus, 'Annuler' or Escape gives it back.
 */
export function AddressCard({ address: a, customerId, onEdit, editButton, onDeleted }: AddressCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const remove = async () => {
    const from = document.activeElement;
    setPending(true);
    setProblem(null);
    try {
      onDeleted(await removeAddress(customerId, a.address_id), from);
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
    <Card id={titleId} title={a.label}>
      {(a.is_default_delivery || a.is_default_billing) && (
        <p className={styles.badges}>
          {a.is_default_delivery && <span className={card.badge}>{t('account.addressCard.defaultDelivery')}</span>}
          {a.is_default_billing && <span className={card.badge}>{t('account.addressCard.defaultBilling')}</span>}
        </p>
      )}
      {undeliverableReason(a.zipcode) && <p className={styles.note}>{t('account.addressCard.billingOnly')}</p>}
      <PostalAddress address={a} className={styles.address} showCountry />
      {/* a colleague's or a job site's: whose it is and where it changes, rather than buttons the API would refuse */}
      {a.locked ? (
        <p className={styles.locked}>{a.locked}</p>
      ) : confirming ? (
        // Escape gives up as « Annuler » does, unless the deletion is under way
        <div className={styles.confirm} onKeyDown={(e) => e.key === 'Escape' && !pending && cancel()}>
          <p ref={question} tabIndex={-1}>
            {t('account.addressCard.question', { label: a.label })}
          </p>
          {problem && (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          )}
          <ActionRow>
            <ActionButton look="danger" className={styles.danger} onClick={() => void remove()} {...busyProps(pending)}>
              {pending ? t('account.addressCard.deleting') : t('account.addressCard.confirm')}
            </ActionButton>
            <ActionButton onClick={cancel} {...busyProps(pending)}>
              {t('account.cancel')}
            </ActionButton>
          </ActionRow>
        </div>
      ) : (
        <ActionRow>
          <ActionButton ref={editButton} onClick={onEdit} aria-label={t('account.addressCard.editLabel', { label: a.label })}>
            {t('account.addressCard.edit')}
          </ActionButton>
          <ActionButton
            ref={deleteButton}
            look="danger"
            className={styles.danger}
            onClick={() => setConfirming(true)}
            aria-label={t('account.addressCard.deleteLabel', { label: a.label })}
          >
            {t('account.addressCard.delete')}
          </ActionButton>
        </ActionRow>
      )}
    </Card>
  );
}
