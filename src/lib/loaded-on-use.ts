import { t } from '@trefima/domain/i18n/t';
import { isChunkLoadError } from './chunk-reload';

/**
 * Code loaded on the buyer's action: a chunk that did not come (a weak network) is said as the shop out of reach, in
 * French, webpack's « Loading chunk … failed » being for developers; asked again, it is fetched anew.
 */
export const loadedOnUse = <M>(load: () => Promise<M>): Promise<M> =>
  load().catch((e: unknown) => {
    throw isChunkLoadError(e) ? new Error(t('error.network'), { cause: e }) : e;
  });
