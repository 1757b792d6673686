/**
 * Gatsby's `shared` split-chunks group moves the modules two lazy chunks share
 * into a chunk of their own, for the browser's cache across pages. For the
 * templates a visitor lands on from a search engine or a link, that is one
 * more request and a worse compression on the first load: the category
 * listing lost its budget that way when the search results (a lazy chunk of
 * the search page) came to share its grid, filters and pagination. Their
 * chunks are left out of that group: what they share stays in them (the
 * other user keeps its own copy), and bench/page-weight.mjs measures it.
 */
export const FIRST_LOAD_TEMPLATES = ['home', 'category', 'product', 'cms-page'].map((t) => `component---src-templates-${t}-tsx`);

interface ChunkLike {
  name?: string | null;
}
interface SplitChunks {
  cacheGroups?: Record<string, false | { chunks?: unknown } | undefined>;
}

export function keepFirstLoadChunksWhole(splitChunks: SplitChunks | false | undefined): void {
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined;
  // a Gatsby without this group needs nothing here; the test below says when it changed
  if (!shared) return;
  shared.chunks = (chunk: ChunkLike) => !FIRST_LOAD_TEMPLATES.includes(chunk.name ?? '');
}
