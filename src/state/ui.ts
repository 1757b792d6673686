import { atom } from 'jotai';

/** A short success or error message shown at the top of the page, hidden after `ms`. */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
  ms: number;
}

export const toastAtom = atom<Toast | null>(null);

let next = 1;
export const makeToast = (kind: Toast['kind'], text: string, ms = 3000): Toast => ({ id: next++, kind, text, ms });

/** Page changes (route transitions) that take long enough to deserve the loading bar. */
export const routeLoadingAtom = atom(false);

/** The territory dialog: 'choose' on a first visit (a choice is required), 'change' from the header. */
export const territoryDialogAtom = atom<'choose' | 'change' | null>(null);

/** The header's territory button: the focus goes back to it when the dialog it opened closes. */
export const TERRITORY_BUTTON_ID = 'territoire-bouton';
