/**
 * Browser code chunks with shorter file names.
 *
 * Gatsby names them `[name]-[contenthash].js`, and the webpack runtime, the
 * first script of every page, carries the map from each chunk's id to its
 * file name and to its 20-digit hash; it grows with each page the shop gains
 * (bench/notes.md has what it cost). Two things in it serve nothing:
 * - the names of the shared chunks Gatsby's split makes, 40 hex digits each
 *   (a hash of their modules): those chunks are named by webpack's id instead;
 * - 20 hex digits of content hash where 16 tell the versions of a file apart
 *   as surely (64 bits).
 * Page components and slices keep their names: Gatsby finds a page's own
 * chunk by a file name that starts with it (its `chunk-map.json`, with which
 * a link prefetches the page's code). The host's caching rule wants 16 hex
 * digits or more after a `-` (scripts/host/app.ts).
 */
const HASH = '[contenthash:16]';

export function chunkFileName({ chunk }: { chunk?: { name?: string | null } }): string {
  const named = chunk?.name && /^(component|slice)---/.test(chunk.name);
  return named ? `[name]-${HASH}.js` : `[id]-${HASH}.js`;
}

export function shortChunkFileNames(output: { chunkFilename?: unknown }): void {
  output.chunkFilename = chunkFileName;
}
