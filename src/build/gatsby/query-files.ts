import { readFile } from 'node:fs/promises';
import type { GatsbyFileParser } from './private';

/**
 * Gatsby's query extraction reads every script under `src/` and parses with
 * Babel each one whose text holds `graphql`, `gatsby-plugin-image`,
 * `getServerData`, `config`, `Slice` or `Head` (query/file-parser.js). Of what it
 * looks for, queries, images and slices count in any file, but the `config`,
 * `Head` and `getServerData` exports only in a page or slice component: its
 * store keeps them for components and drops them for any other file. So every
 * `Header`, configurator and `*.config` module was parsed for nothing, on every
 * build and rebuild (bench/notes.md has the cost). A file that is not a
 * component and holds none of the words that count anywhere is now skipped.
 */
const COUNT_IN_ANY_FILE = ['graphql', 'gatsby-plugin-image', 'Slice'];

const worthParsing = (text: string) => COUNT_IN_ANY_FILE.some((word) => text.includes(word));

/** Narrows Gatsby's parser; gives back a function that restores it. */
export function parseOnlyWhatGatsbyReads(parser: GatsbyFileParser, isComponent: (file: string) => boolean): () => void {
  const parseFile = parser.prototype.parseFile;
  parser.prototype.parseFile = async function (file, addError) {
    if (!isComponent(file)) {
      // a file that cannot be read goes to Gatsby, which reports it
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text !== null && !worthParsing(text)) return null;
    }
    return parseFile.call(this, file, addError);
  };
  return () => {
    parser.prototype.parseFile = parseFile;
  };
}
