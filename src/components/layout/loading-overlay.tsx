import { useAtomValue } from 'jotai';
import { t } from '@trefima/domain/i18n/t';
import { loadingAtom } from '../../state/loading';
import * as styles from './loading-overlay.module.css';

/**
 * Full-page overlay, a spinner and "Chargement…", while `loadingAtom` is true.
 * The live region stays in the page (empty when idle) so that screen readers
 * announce the message when it appears. No jotai Provider needed: the default
 * store serves.
 */
export function LoadingOverlay() {
  const loading = useAtomValue(loadingAtom);
  return (
    <div role="status" aria-live="polite" className={loading ? styles.overlay : undefined}>
      {loading && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.text}>{t('loading')}</span>
        </>
      )}
    </div>
  );
}
