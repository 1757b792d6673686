import type { ReactNode } from 'react';
import { ErrorRetry } from './error-retry';
import { LoadingStatus } from './loading-status';

export interface RemoteStateProps<T> {
  data: T | undefined;
  error: unknown;
  retry: () => Promise<unknown> | void;
  /** what could not be done, above the API's message */
  title?: string;
  children: (data: T) => ReactNode;
}

/**
 * What a call gives, in one place: a status in a block that keeps the
 * content's place while it loads, the API's message and 'Réessayer' when it
 * failed, then the content (kept on screen if a later refresh fails).
 * The box goes once the call has answered; where the focus goes then is
 * ErrorRetry's, as for its other users.
 */
export function RemoteState<T>({ data, error, retry, title, children }: RemoteStateProps<T>) {
  const problem = error ? <ErrorRetry title={title} error={error} retry={retry} /> : null;
  if (data !== undefined)
    return (
      <>
        {problem}
        {children(data)}
      </>
    );
  return problem ?? <LoadingStatus />;
}
