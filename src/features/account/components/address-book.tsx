import { useEffect, useRef, useState } from 'react';
import type { Address, Customer } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import { AddressCard } from './address-card';
import { hasKeptValues } from '../../../hooks/use-kept-values';
import { keptAddressKey } from './kept-address';
import type { AccountSession } from './require-session';
import { LoadingStatus } from '../../../components/common/loading-status';
import { ActionRow } from '../../../components/ui/action-row';
import { Panel, usePanelStatus } from '../../../components/ui/panel';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as panel from '../../../components/ui/panel.module.css';
import * as styles from '../../../styles/account.module.css';

// the form opens on a button: its fields and rules load once the book is drawn, out of the page's first load
const loadForm = () => import('./address-form');
const AddressForm = lazyPart(() => loadForm().then((m) => ({ default: m.AddressForm })));

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/**
 * The customer's addresses: the list with its default badges, or the form to
 * add or edit one. Each change refreshes the session's customer and is
 * confirmed in a status region, which keeps the focus once the form closes.
 */
export function AddressBook({ customer, refresh }: Pick<AccountSession, 'customer' | 'refresh'>) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { message, setMessage, say, statusRef } = usePanelStatus();
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => void loadForm().catch(() => {}), []);
  // a form left unsaved (the session ended meanwhile): opened again
  useEffect(() => {
    if (hasKeptValues(keptAddressKey(customer.customer_id))) return setMode({ kind: 'add' });
    const address = customer.addresses.find((a) => hasKeptValues(keptAddressKey(customer.customer_id, a)));
    if (address) setMode({ kind: 'edit', address });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const open = (next: Mode) => {
    setMessage(null);
    setMode(next);
  };
  const cancel = () => {
    const opener = mode.kind === 'edit' ? mode.address.address_id : null;
    setMode({ kind: 'list' });
    // the form's buttons are gone: the keyboard goes on from the button that opened it, drawn again with the list
    requestAnimationFrame(() => ((opener !== null && editButtons.current.get(opener)) || addButton.current)?.focus());
  };
  /** `from`: where the focus was as the call began; a buyer gone on to a link meanwhile keeps it */
  const done = async (updated: Customer, text: string, from: Element | null) => {
    await refresh(updated);
    setMode({ kind: 'list' });
    say({ text }, from);
  };
  const addresses = customer.addresses;
  return (
    <Panel id="addresses-title" title={t('account.addresses.heading')} message={message} statusRef={statusRef}>
      {mode.kind === 'list' ? (
        <>
          {addresses.length === 0 ? (
            <p className={panel.empty}>{t('account.addresses.empty')}</p>
          ) : (
            <ul className="card-grid" aria-label={t('account.addresses.list')}>
              {addresses.map((a) => (
                <li key={a.address_id}>
                  <AddressCard
                    address={a}
                    customerId={customer.customer_id}
                    onEdit={() => open({ kind: 'edit', address: a })}
                    editButton={(button) => {
                      if (button) editButtons.current.set(a.address_id, button);
                      else editButtons.current.delete(a.address_id);
                    }}
                    onDeleted={(c, from) => void done(c, t('account.addresses.deleted'), from)}
                  />
                </li>
              ))}
            </ul>
          )}
          <ActionRow as="p">
            {/* the account's main button, darker under the pointer */}
            <button ref={addButton} type="button" className={styles.button} onClick={() => open({ kind: 'add' })}>
              {t('account.addresses.add')}
            </button>
          </ActionRow>
        </>
      ) : (
        <PartBoundary fallback={<LoadingStatus />}>
          <AddressForm
            key={mode.kind === 'edit' ? mode.address.address_id : 'new'}
            customer={customer}
            address={mode.kind === 'edit' ? mode.address : undefined}
            onSaved={(c, text, from) => void done(c, text, from)}
            onCancel={cancel}
          />
        </PartBoundary>
      )}
    </Panel>
  );
}
