import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Helmet } from 'react-helmet';

/*
 * Seo writes the head only when the bundle is Gatsby's build of the HTML (BUILD_STAGE, read once when seo.tsx is
 * loaded): a test file imports this before Seo or a template that uses it. jest gives each test file its own
 * process.env, so no other file is built this way.
 */
process.env.BUILD_STAGE = 'build-html';

export interface BuiltHead {
  title: string;
  /** each `<meta>` by its property or name: `og:type`, `description`… */
  meta: Record<string, string>;
}

/** The head the build writes for an element (a page, or Seo itself), read as a crawler reads it. */
export function builtHead(element: ReactElement): BuiltHead {
  renderToStaticMarkup(element);
  const head = Helmet.renderStatic();
  const [title] = head.title.toComponent() as unknown as ReactElement<{ children: string }>[];
  const metas = head.meta.toComponent() as unknown as ReactElement<{ property?: string; name?: string; content: string }>[];
  return {
    title: title?.props.children ?? '',
    meta: Object.fromEntries(metas.map(({ props }) => [props.property ?? props.name, props.content])),
  };
}
