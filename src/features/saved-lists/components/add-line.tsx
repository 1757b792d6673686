import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import * as actions from '../../../components/ui/action-row.module.css';
import * as forms from '../../../components/forms/forms.module.css';
import { apiFailure } from '../../../hooks/api-failure';
import { focusUnlessMoved, useFocusRequest } from '../../../hooks/use-focus-request';
import { t } from '@trefima/domain/i18n/t';
import { findProduct } from '../api';
import { metresOf } from '../lines';
import * as styles from './saved-lists.module.css';

/** A line as the editor holds it before the API prices it. */
export interface NewLine {
  element_id: number;
  reference: string;
  name: string;
  unit: string;
  /** metres, for a sheet cut to length; null for any other product */
  length: number | null;
}

/** What the form says, and the field it is about when one is wrong (a failure of the call is no field's). */
interface Message {
  text: string;
  error: boolean;
  field?: 'reference' | 'quantity' | 'length';
}

/**
 * A product added to the list by its reference and a quantity, read against
 * the catalogue as the quick order reads it (case ignored; unknown,
 * ambiguous or not sold here: the API's French message). Inside the editor's form: Enter adds the line
 * rather than saving the list. A refusal is read with the field at fault. The ref is the reference field,
 * where a line is typed: the editor gives it the focus when it opens with no line. A sheet cut to length
 * asks its length, in metres, in a field of its own once the API says it needs one (as the quick order
 * asks it): the field takes the focus, described by the API's message, and the length goes with the line.
 */
export const AddLine = forwardRef<
  HTMLInputElement,
  { taken: readonly Pick<NewLine, 'element_id' | 'length'>[]; onAdd: (line: NewLine, quantity: number) => void }
>(function AddLine({ taken, onAdd }, ref) {
  const [reference, setReference] = useState('');
  const [quantity, setQuantity] = useState('');
  // null: no length asked (no field shown); '' once the API asked for one and nothing is typed yet
  const [length, setLength] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // the lookup under way, read at once (Enter pressed again before the re-render would start a second one)
  const running = useRef(false);
  const referenceRef = useRef<HTMLInputElement>(null);
  const lengthRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => referenceRef.current!, []);
  const focus = useFocusRequest();
  const refId = useId();
  const qtyId = useId();
  const lengthId = useId();
  const messageId = useId();

  const add = async () => {
    if (running.current) return;
    const ref = reference.trim();
    const qty = Number(quantity.trim().replace(',', '.'));
    const metres = metresOf(length);
    if (!ref) return setMessage({ text: t('savedLists.add.referenceRequired'), error: true, field: 'reference' });
    if (!quantity.trim() || !(qty > 0)) return setMessage({ text: t('savedLists.add.quantityRequired'), error: true, field: 'quantity' });
    running.current = true;
    // where the buyer was as he asked: gone on to another line while the catalogue answered, he stays there
    const from = document.activeElement;
    setBusy(true);
    setMessage(null);
    try {
      const line = await findProduct(ref, qty, metres);
      const product = line?.product;
      // only the reference and the length are read here: the quantity is checked with the list's lines when saved,
      // by the cart's rules without its stock (a list is a template), which this cart-bound reading would count
      if (!product || line.field === 'reference')
        return setMessage({ text: line?.message ?? t('savedLists.add.unknown', { reference: ref }), error: true, field: 'reference' });
      // a sheet cut to length without one, or outside its range: its field, which the message describes, takes the focus
      if (line.field === 'length') {
        setLength((typed) => typed ?? '');
        setMessage({ text: line.message ?? '', error: true, field: 'length' });
        return focus(() => lengthRef.current, from);
      }
      if (taken.some((l) => l.element_id === product.id && l.length === metres)) {
        return setMessage({ text: t('savedLists.add.already', { name: product.name }), error: true, field: 'reference' });
      }
      onAdd({ element_id: product.id, reference: product.reference, name: product.name, unit: product.unit, length: metres }, qty);
      setReference('');
      setQuantity('');
      setLength(null);
      setMessage({ text: t('savedLists.add.added', { name: product.name }), error: false });
      // the next line is typed there, whether « Ajouter » or Enter in a field added this one
      focusUnlessMoved(referenceRef.current, from);
    } catch (e) {
      const failure = apiFailure(e);
      setMessage({ text: Object.values(failure.fields)[0] ?? failure.alert, error: true });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  // a field at fault carries the message; the others (added, the call failed) describe the whole group
  const about = (field: Message['field']) =>
    message?.error && message.field === field ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <fieldset className={styles.addLine} aria-describedby={message && !message.field ? messageId : undefined}>
      <legend>{t('savedLists.add.legend')}</legend>
      <div className={styles.addFields}>
        <span>
          <label htmlFor={refId}>{t('savedLists.add.reference')}</label>
          <input
            ref={referenceRef}
            id={refId}
            type="text"
            className={forms.input}
            value={reference}
            autoComplete="off"
            {...about('reference')}
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
            {...about('quantity')}
            onChange={(e) => setQuantity(e.target.value)}
            onKeyDown={onEnter}
          />
        </span>
        {length !== null && (
          <span>
            <label htmlFor={lengthId}>{t('savedLists.add.length')}</label>
            <input
              ref={lengthRef}
              id={lengthId}
              type="text"
              inputMode="decimal"
              className={`${forms.input} ${styles.quantity}`}
              value={length}
              autoComplete="off"
              {...about('length')}
              onChange={(e) => setLength(e.target.value)}
              onKeyDown={onEnter}
            />
          </span>
        )}
        {/* not disabled during the lookup: a disabled button gives up the focus, to the page's body; `add` ignores a press while it runs */}
        <button type="button" className={actions.secondary} aria-disabled={busy || undefined} onClick={() => void add()}>
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
});
