import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydration as a transition: React then renders the page in slices of a few
 * milliseconds and yields to the browser between them, instead of one task of
 * the whole page that blocks input (Lighthouse's Total Blocking Time). A tap
 * or key press before it ends makes React finish hydrating at once, so no
 * interaction is lost. Pages Gatsby leaves empty (client-only) are rendered,
 * as Gatsby's own renderer does (`gatsby-focus-wrapper` is its markup).
 */
export const hydrateInTransition = () => (element: ReactElement, container: Element | DocumentFragment) => {
  if (!document.getElementById('gatsby-focus-wrapper')?.children.length) {
    createRoot(container as Element).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container as Element, element);
  });
};
