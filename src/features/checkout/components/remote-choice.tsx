import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { ErrorRetry } from '../../../components/common/error-retry';
import { WaitingStatus } from '../../../components/common/waiting-status';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface RemoteChoiceProps<T> {
  /** what is loading, e.g. 'les modes de livraison' */
  what: string;
  remote: SWRResponse<T>;
  children: (data: T) => ReactNode;
}

/** A section of choices fetched from the API: waiting, failed with 'Réessayer', or the choices. */
export function RemoteChoice<T>({ what, remote, children }: RemoteChoiceProps<T>) {
  let body: ReactNode;
  if (remote.data !== undefined) body = children(remote.data);
  else if (remote.error) body = <ErrorRetry title={t('checkout.remoteChoice.failed', { what })} error={remote.error} retry={() => remote.mutate()} />;
  else body = <WaitingStatus minHeight="8rem">{t('checkout.remoteChoice.loading', { what })}</WaitingStatus>;
  return <section className={styles.section}>{body}</section>;
}
