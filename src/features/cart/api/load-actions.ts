import { getDefaultStore } from 'jotai';
import { t } from '@trefima/domain/i18n/t';
import { isChunkLoadError } from '../../../lib/chunk-reload';
import { cartMessageAtom } from '../state';

/**
 * The cart's actions, whose code a page loads on the first « Ajouter au panier » rather than with itself (the product
 * page, a listing's cards, the buyer's unit). On a weak connection that chunk may not come: webpack's « Loading chunk
 * 9268 failed. (error: http://…) » is for developers, so the buyer is told in French, by the form that asked and by the
 * header's live region (where the cart's own failures are said), and may press again. A retry loads the chunk again:
 * webpack 5 forgets a chunk that failed (its runtime sets installedChunks[id] back to undefined) and import() then adds
 * a new script for it; the import() here is called anew each time, no failed promise is kept.
 */
export async function loadCartActions(): Promise<typeof import('./actions')> {
  try {
    return await import('./actions');
  } catch (e) {
    if (!isChunkLoadError(e)) throw e;
    const text = t('error.network');
    getDefaultStore().set(cartMessageAtom, text);
    throw new Error(text, { cause: e });
  }
}
