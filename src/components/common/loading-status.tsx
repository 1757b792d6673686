import { t } from '@trefima/domain/i18n/t';
import * as styles from './remote-state.module.css';

/**
 * The status a call shows while it loads (RemoteState's), in a block that
 * keeps the content's place; also the fallback of content whose code loads
 * with the call, so that the same status stays until both are there.
 */
export function LoadingStatus() {
  return (
    <p role="status" className={styles.loading}>
      {t('loading')}
    </p>
  );
}
