import { useState } from 'react';
import { t, tn } from '@trefima/domain/i18n/t';
import { emptyRow, filled, type Row } from './rows';

interface Cleared {
  text: string;
  rows: Row[];
  /** the emptied table set by the clearing: once the rows are another, the undo has gone */
  emptied: Row[];
}

/**
 * « Tout effacer » and its undo: the table and the pasted text emptied at
 * once, given back by « Annuler l’effacement » as long as nothing was typed or
 * read since (the undo would then throw that away). Nothing is lost by a
 * click on the wrong button; a reload forgets what was cleared, as asked.
 */
export const CLEAR_ID = 'commande-rapide-tout-effacer';
export const UNDO_ID = 'commande-rapide-annuler-effacement';

/** `focus`: the tool's way to put the focus on an element by its id once rendered (the undo, then « Tout effacer » again). */
export function useUndoClear(text: string, rows: Row[], set: (text: string, rows: Row[]) => void, say: (message: string) => void, focus: (id: string) => void) {
  const [cleared, setCleared] = useState<Cleared | null>(null);
  const lines = filled(rows).length;
  const canUndo = cleared !== null && rows === cleared.emptied && text === '';

  const clear = () => {
    const emptied = [emptyRow()];
    setCleared({ text, rows, emptied });
    set('', emptied);
    say(lines && text ? tn('quickOrder.cleared.both', lines) : lines ? tn('quickOrder.cleared.rows', lines) : t('quickOrder.cleared.text'));
    focus(UNDO_ID);
  };
  const undo = () => {
    if (!cleared) return;
    const back = filled(cleared.rows).length;
    set(cleared.text, cleared.rows);
    setCleared(null);
    say(
      back && cleared.text
        ? tn('quickOrder.restoredAfterClear.both', back)
        : back
          ? tn('quickOrder.restoredAfterClear.rows', back)
          : t('quickOrder.restoredAfterClear.text'),
    );
    focus(CLEAR_ID);
  };
  return { clear, undo, canUndo, canClear: lines > 0 || text.trim() !== '' };
}
