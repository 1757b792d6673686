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
  cacheGroups?: Record<string, false | { chunks?: unknown; name?: unknown } | undefined>;
}

export function keepFirstLoadChunksWhole(splitChunks: SplitChunks | false | undefined): void {
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined;
  // a Gatsby without this group needs nothing here; the test below says when it changed
  if (!shared) return;
  shared.chunks = (chunk: ChunkLike) => !FIRST_LOAD_TEMPLATES.includes(chunk.name ?? '');
}

/**
 * Gatsby's `shared` group names the chunk it makes by the names of the chunks
 * that share a module, so that the modules the same chunks share go together.
 * A lazy part (a component or code loaded by `import()`) has no name: every
 * module shared by two nameless parts, whichever two, went into one chunk, and
 * every part that needed one of them loaded all of them. A first visit's
 * territory question, a listing's price filter and its sort each loaded the
 * sign-in's and the addresses' checks (18 KB gzip) for a class map or a
 * focus helper. Without a name, webpack groups the modules by the very chunks
 * that share them, as it does by default; a group under its minimum size
 * stays in each of its chunks.
 */
export function shareByChunks(splitChunks: SplitChunks | false | undefined): void {
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined;
  if (!shared) return;
  shared.name = false;
}
