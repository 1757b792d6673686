import { ServerLocation } from '@reach/router';
import type { ComponentType, ReactNode } from 'react';
import { ELSEWHERE } from './layout-links';

// @types/reach__router predates children in props
const Server = ServerLocation as unknown as ComponentType<{ url: string; children: ReactNode }>;
// a path none of the layout's links lead to
const NOWHERE = '/_';

/**
 * A slice is rendered on the server apart from any page, with no router:
 * its links learn there the path they are rendered for, so that the current
 * one carries aria-current. In the browser the slice is part of the page,
 * under Gatsby's router, and nothing is added (a context provider leaves no
 * trace in the HTML, so hydration is unaffected).
 */
export function AtPath({ path, children }: { path: string; children: ReactNode }) {
  if (typeof window !== 'undefined') return <>{children}</>;
  return <Server url={path === ELSEWHERE ? NOWHERE : path}>{children}</Server>;
}
