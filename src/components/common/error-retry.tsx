import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './error-retry.module.css';
import { busyProps } from '../ui/busy';
import { focusInPlace, placeOf, type Place } from './focus-in-place';

export interface ErrorRetryProps {
  /** what could not be done ("Votre panier n’a pas pu être chargé."), above the API's message */
  title?: string;
  error: unknown;
  retry: () => Promise<unknown> | void;
}

/** « Réessayer » pressed with the focus on it: where its box was, and whether retry() has answered yet */
interface Pressed {
  place: Place;
  answered: boolean;
}

/**
 * A call that failed, wherever it shows (customer space, cart, checkout,
 * listings, search): the API's French message (or the network's, when it
 * gave none) and a button to try again, which says it is trying. Nothing is
 * lost meanwhile: what the buyer entered stays where it is.
 * The box goes, and its button with it, once the call has answered: pressed
 * from the keyboard, the focus is not left on the page, it goes to what came
 * in the box's place (read from there), unless the buyer went elsewhere
 * meanwhile. Here rather than in each user: a box that goes is one that
 * unmounts, whoever renders it.
 */
export function ErrorRetry({ title, error, retry }: ErrorRetryProps) {
  const [retrying, setRetrying] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef<Pressed | null>(null);
  // the box may go before retry() answers (SWR renders its data first) or long after (a retry that only asks
  // again, its answer coming later): the focus moves once both have happened, whichever comes last
  const handOff = () => {
    const p = pressed.current;
    if (!p?.answered || p.place.element.isConnected) return;
    pressed.current = null;
    focusInPlace(p.place);
  };
  // a passive effect's cleanup: by then what came in the box's place is in the page
  useEffect(() => handOff, []);

  const message = error instanceof Error && error.message ? error.message : t('error.network');
  const again = async (e: MouseEvent<HTMLButtonElement>) => {
    const place = document.activeElement === e.currentTarget && box.current ? placeOf(box.current) : null;
    pressed.current = place && { place, answered: false };
    setRetrying(true);
    try {
      await retry();
    } finally {
      setRetrying(false);
      if (pressed.current) pressed.current.answered = true;
      handOff();
    }
  };
  return (
    <div ref={box} role="alert" className={styles.problem}>
      {title && <p className={styles.title}>{title}</p>}
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={again} {...busyProps(retrying)}>
        {retrying ? t('error.retrying') : t('error.retry')}
      </button>
    </div>
  );
}
