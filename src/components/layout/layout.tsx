import type { ReactNode } from 'react';
import type { Crumb } from '../../build/page-context';

export interface LayoutProps {
  location: { pathname: string };
  pageContext: Record<string, unknown>;
  children: ReactNode;
}

/** Placeholder: the layout issue fills this in. */
export function Layout({ location, pageContext, children }: LayoutProps) {
  const crumbs = (pageContext.crumbs as Crumb[] | undefined) ?? [];
  return (
    <>
      <main id="contenu" data-path={location.pathname} data-crumbs={crumbs.length}>
        {children}
      </main>
    </>
  );
}
