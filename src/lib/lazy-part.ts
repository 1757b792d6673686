import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** The parts whose code did not come, each with what gives it a fresh try. */
const failed = new Set<() => void>();

/**
 * A part of a page whose code comes on first use (React.lazy) and can be asked again after it did not come: React
 * keeps a lazy component's failure for good, so « Réessayer » (PartBoundary) gives each failed part a fresh one
 * (webpack forgets a chunk that failed, and fetches it again). Not on its own: React renders a failed part again at
 * once, which would ask for its code again and again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const fresh = () =>
    lazy(() =>
      load().catch((e: unknown) => {
        failed.add(renew);
        throw e;
      }),
    );
  let current = fresh();
  const renew = () => {
    current = fresh();
  };
  return function LazyPart(props: ComponentProps<T>) {
    return createElement(current, props);
  };
}

/** Every part whose code did not come asks for it again at its next render. */
export function retryFailedParts() {
  for (const renew of failed) renew();
  failed.clear();
}
