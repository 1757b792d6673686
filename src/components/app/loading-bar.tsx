import { useAtomValue } from 'jotai';
import { routeLoadingAtom } from '../../state/ui';
import * as styles from './loading-bar.module.css';

/** A thin bar at the top while a page change takes long (shown after 200 ms, its animation lasts about 5 s). */
export function LoadingBar() {
  const loading = useAtomValue(routeLoadingAtom);
  return <div className={styles.bar} data-active={loading || undefined} aria-hidden="true" />;
}
