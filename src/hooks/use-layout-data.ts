import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
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
  return useMemo(() => JSON.parse(data.shopLayout.json) as LayoutData, [data.shopLayout.json]);
}
