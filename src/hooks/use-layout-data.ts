import { graphql, useStaticQuery } from 'gatsby';
import type { LayoutData } from '../build/layout-data';

/** Header, menus and footer data: one static query, shared by every page. */
export function useLayoutData(): LayoutData {
  const data = useStaticQuery<{ shopLayout: { json: string } }>(graphql`
    query LayoutData {
      shopLayout {
        json
      }
    }
  `);
  return parsed(data.shopLayout.json);
}

// Every component of every page asks for it, and the build renders thousands of pages in one process: parse it once.
let last: { json: string; value: LayoutData } | null = null;
function parsed(json: string): LayoutData {
  if (last?.json !== json) last = { json, value: JSON.parse(json) as LayoutData };
  return last.value;
}
