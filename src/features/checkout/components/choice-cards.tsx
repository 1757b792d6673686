import { useId, type ReactNode } from 'react';
import * as styles from './checkout.module.css';

export interface ChoiceCard {
  id: number;
  /** shown, disabled, with its reason in `body`: the buyer sees what exists and why not */
  disabled?: boolean;
  body: ReactNode;
}

export interface ChoiceCardsProps {
  legend: string;
  /** the radios' name (arrow keys move within it) */
  name: string;
  cards: ChoiceCard[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}

/**
 * One choice of the checkout (an address, a carrier, a payment method) as a
 * radio group of cards: a fieldset, its legend, the cards and the French
 * error tied to the group.
 */
export function ChoiceCards({ legend, name, cards, value, onChange, error }: ChoiceCardsProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.choices}>
        {cards.map((c) => (
          <li key={c.id}>
            <label className={styles.choice}>
              <input type="radio" name={name} value={c.id} checked={!c.disabled && value === c.id} disabled={c.disabled} onChange={() => onChange(c.id)} />
              <span className={styles.choiceBody}>{c.body}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
