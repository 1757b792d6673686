import { sitePageNode, storedPages } from './private';

interface TouchNode {
  (node: ReturnType<typeof sitePageNode>): void;
}

/**
 * Gatsby keeps a node for every page (SitePage). No plugin touches those while
 * sourcing, so every build deletes them all as stale and createPages writes
 * them all again: at 10 000 products, about 1.5 s of each rebuild. Touching the
 * last build's pages keeps their nodes: createPage then rewrites only those of
 * pages that changed, and a page that is no longer created still goes, node and
 * files, when Gatsby deletes the pages createPages left untouched.
 */
export function keepPageNodes(store: Parameters<typeof storedPages>[0], touchNode: TouchNode): void {
  for (const path of storedPages(store).keys()) touchNode(sitePageNode(path));
}
