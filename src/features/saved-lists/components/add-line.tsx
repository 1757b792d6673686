import { useId, useState, type KeyboardEvent } from 'react';
import * as actions from '../../../components/ui/action-row.module.css';
import * as forms from '../../../components/forms/forms.module.css';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '@trefima/domain/i18n/t';
import { findProduct } from '../api';
import * as styles from './saved-lists.module.css';

/** A line as the editor holds it before the API prices it. */
export interface NewLine {
  element_id: number;
  reference: string;
  name: string;
  unit: string;
  length: number | null;
}

/**
 * A product added to the list by its reference and a quantity, read against
 * the catalogue as the quick order reads it (case ignored; unknown,
 * ambiguous or not sold here: the API's French message). Inside the editor's form: Enter adds the line
 * rather than saving the list.
 */
export function AddLine({ taken, onAdd }: { taken: readonly NewLine[]; onAdd: (line: NewLine, quantity: number) => void }) {
  const [reference, setReference] = useState('');
  const [quantity, setQuantity] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const refId = useId();
  const qtyId = useId();
  const messageId = useId();

  const add = async () => {
    const ref = reference.trim();
    const qty = Number(quantity.trim().replace(',', '.'));
    if (!ref) return setMessage({ text: t('savedLists.add.referenceRequired'), error: true });
    if (!quantity.trim() || !(qty > 0)) return setMessage({ text: t('savedLists.add.quantityRequired'), error: true });
    setBusy(true);
    setMessage(null);
    try {
      const line = await findProduct(ref, qty);
      const product = line?.product;
      // only the reference is read here: the quantity is checked with the list's lines when saved, by the
      // cart's rules without its stock (a list is a template), which this cart-bound reading would count
      if (!product || line.field === 'reference') return setMessage({ text: line?.message ?? t('savedLists.add.unknown', { reference: ref }), error: true });
      if (taken.some((l) => l.element_id === product.id && l.length === null)) {
        return setMessage({ text: t('savedLists.add.already', { name: product.name }), error: true });
      }
      onAdd({ element_id: product.id, reference: product.reference, name: product.name, unit: product.unit, length: null }, qty);
      setReference('');
      setQuantity('');
      setMessage({ text: t('savedLists.add.added', { name: product.name }), error: false });
    } catch (e) {
      const failure = apiFailure(e);
      setMessage({ text: Object.values(failure.fields)[0] ?? failure.alert, error: true });
    } finally {
      setBusy(false);
    }
  };
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <fieldset className={styles.addLine} aria-describedby={message ? messageId : undefined}>
      <legend>{t('savedLists.add.legend')}</legend>
      <div className={styles.addFields}>
        <span>
          <label htmlFor={refId}>{t('savedLists.add.reference')}</label>
          <input
            id={refId}
            type="text"
            className={forms.input}
            value={reference}
            autoComplete="off"
            aria-invalid={message?.error ? true : undefined}
            onChange={(e) => setReference(e.target.value)}
            onKeyDown={onEnter}
          />
        </span>
        <span>
          <label htmlFor={qtyId}>{t('savedLists.add.quantity')}</label>
          <input
            id={qtyId}
            type="text"
            inputMode="numeric"
            className={`${forms.input} ${styles.quantity}`}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            onKeyDown={onEnter}
          />
        </span>
        <button type="button" className={actions.secondary} disabled={busy} onClick={() => void add()}>
          {busy ? t('savedLists.add.searching') : t('savedLists.add.button')}
        </button>
      </div>
      <div aria-live="polite">
        {message && (
          <p id={messageId} className={message.error ? forms.error : styles.hint}>
            {message.text}
          </p>
        )}
      </div>
    </fieldset>
  );
}
