import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { ApiProblem } from './api-problem';
import { WaitingStatus } from './waiting-status';
import * as styles from './checkout.module.css';

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
  else if (remote.error) body = <ApiProblem title={`Impossible de charger ${what}.`} error={remote.error} onRetry={() => remote.mutate()} />;
  else body = <WaitingStatus minHeight="8rem">Chargement de {what}…</WaitingStatus>;
  return <section className={styles.section}>{body}</section>;
}
