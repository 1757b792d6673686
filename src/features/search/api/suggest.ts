import { shop } from '../../../shop-client/browser';
import { suggest } from '@trefima/domain/content/search-endpoints';

/**
 * The header's live suggestions for a term. A plain call, not SWR: the
 * combobox keeps its own small cache and aborts an older request itself
 * (the latest term wins), and its chunk stays light.
 */
export const fetchSuggestions = (text: string, signal: AbortSignal) => shop(suggest, { query: { type: 'Suggest', text }, signal });
