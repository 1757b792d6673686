import { constants, createInflate, inflateSync } from 'node:zlib';
import { LimitPassed, objectsInflatedPast } from './limits';
import { dictionaryAt, filterNames, nameText, skipSpace } from './pdf-syntax';
import { InflateBudget } from './zip';

/**
 * What a PDF's streams inflate to, measured before anything decodes them:
 * each stream is found as pdf-lib finds it (its `/Length` when that ends on
 * `endstream`, else the same nested search), and its filters are run with
 * the output counted against the file's budget, stopping as soon as it is
 * passed. A bomb is refused having inflated no more than the budget, where
 * pdf-lib would have inflated it whole to read the objects inside.
 *
 * The streams pdf-lib decodes as it opens a file (object streams and
 * cross-reference streams) must also be measurable: a filter the count
 * cannot follow, or compressed data zlib finds broken (which pdf-lib's own
 * inflater might read on from), makes the file unclean. Other streams (pages,
 * images, fonts) are decoded only by whoever opens the file later: they are
 * counted too, for them, as far as their data reads.
 *
 * A stream pdf-lib decodes has a bound of its own, far below the file's: it
 * holds objects' text (a few hundred objects, seldom a megabyte), and
 * pdf-lib's inflater, in JavaScript, takes seconds where zlib takes a tenth.
 */

export type StreamsVerdict = 'measured' | 'unmeasurable';

const FLATE = new Set(['FlateDecode', 'Fl']);
const HEX = new Set(['ASCIIHexDecode', 'AHx']);
const A85 = new Set(['ASCII85Decode', 'A85']);
const OPENED_BY_PDF_LIB = new Set(['ObjStm', 'XRef']);
const MB = 1024 * 1024;
export const MAX_OBJECT_STREAM_BYTES = 16 * MB;

/** The file's budget, with a bound of its own for one stream. */
class StreamBudget extends InflateBudget {
  constructor(
    private file: InflateBudget,
    limit: number,
  ) {
    super(limit);
  }
  override spend(bytes: number): void {
    this.file.spend(bytes);
    this.used += bytes;
    if (this.used > this.limit) throw objectsInflatedPast(this.limit);
  }
  override get left(): number {
    return Math.min(this.file.left, Math.max(0, this.limit - this.used));
  }
}

function hexDecode(data: Buffer): Buffer {
  const digits = data
    .toString('latin1')
    .split('>')[0]!
    .replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function a85Decode(data: Buffer): Buffer {
  const text = data.toString('latin1').split('~>')[0]!.replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (length: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((n, d) => n * 85 + d, 0) >>> 0;
    out.push((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
    out.length -= 4 - length;
    group = [];
  };
  for (const c of text) {
    if (c === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (c >= '!' && c <= 'u') {
      group.push(c.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

// Output a stream may have inflated at once, in one call; past it, the rest is counted as it streams out, and dropped.
const AT_ONCE = 1024 * 1024;
const broken = (error: unknown) => (error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE';

/** Counts what zlib inflates `data` to, keeping nothing; `false` when the data is broken before its end. */
async function countInflated(data: Buffer, budget: InflateBudget): Promise<boolean> {
  // a stream cut short still counts what it gave (pdf-lib reads such streams too)
  const options = { finishFlush: constants.Z_SYNC_FLUSH };
  try {
    budget.spend(inflateSync(data, { ...options, maxOutputLength: Math.min(budget.left + 1, AT_ONCE) }).length);
    return true;
  } catch (error) {
    if (error instanceof LimitPassed) throw error;
    if (broken(error)) return false;
  }
  return new Promise((resolve, reject) => {
    // large pieces: a few hundred round trips to zlib's thread for the whole budget, each dropped once counted
    const inflater = createInflate({ ...options, chunkSize: AT_ONCE });
    inflater.on('data', (piece: Buffer) => {
      try {
        budget.spend(piece.length);
      } catch (passed) {
        inflater.destroy();
        reject(passed as LimitPassed);
      }
    });
    inflater.on('error', () => resolve(false));
    inflater.on('end', () => resolve(true));
    inflater.end(data);
  });
}

/** Inflates `data` for a filter that follows, within the budget; `null` when broken. */
function inflateWithin(data: Buffer, budget: InflateBudget): Buffer | null {
  try {
    const out = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: budget.left + 1 });
    budget.spend(out.length);
    return out;
  } catch (error) {
    if (error instanceof LimitPassed) throw error;
    if (!broken(error)) budget.spend(budget.left + 1);
    return null;
  }
}

/** Runs a stream's filters over its data, counting; `false` when a filter could not be followed to the end. */
async function measureStream(data: Buffer, filters: string[], budget: InflateBudget): Promise<boolean> {
  let bytes = data;
  for (const [i, filter] of filters.entries()) {
    if (HEX.has(filter)) bytes = hexDecode(bytes);
    else if (A85.has(filter)) bytes = a85Decode(bytes);
    else if (FLATE.has(filter)) {
      if (i === filters.length - 1) return countInflated(bytes, budget);
      const out = inflateWithin(bytes, budget);
      if (!out) return false;
      bytes = out;
      continue;
    } else return false; // LZW, run-length, image codecs: not followed
    budget.spend(bytes.length);
  }
  return true;
}

/** Where the data of a stream starting at `start` ends, as pdf-lib's parser finds it. */
function streamEnd(t: string, start: number, length: string | undefined): number {
  if (length && /^\d+$/.test(length)) {
    const end = start + Number(length);
    if (end <= t.length && t.startsWith('endstream', skipSpace(t, end))) return end;
  }
  // no usable /Length: the `endstream` that closes it, a `stream` inside counting as nested (pdf-lib's fallback)
  const keywords = /endstream|stream/g;
  keywords.lastIndex = start;
  let depth = 1;
  for (let m = keywords.exec(t); m; m = keywords.exec(t)) {
    depth += m[0] === 'stream' ? 1 : -1;
    if (depth === 0) return m.index - (t[m.index - 1] === '\n' ? (t[m.index - 2] === '\r' ? 2 : 1) : t[m.index - 1] === '\r' ? 1 : 0);
  }
  return t.length;
}

/**
 * Measures every stream of `buffer` against `budget` (throwing its
 * `LimitPassed` once passed); `unmeasurable` when a stream pdf-lib would
 * decode cannot be followed.
 */
export async function measurePdfStreams(buffer: Buffer, budget: InflateBudget): Promise<StreamsVerdict> {
  const t = buffer.toString('latin1');
  // every object header, even inside another stream's data: more is measured, never less than pdf-lib reads
  const objects = /\d+\s+\d+\s+obj\b/g;
  for (let m = objects.exec(t); m; m = objects.exec(t)) {
    const open = skipSpace(t, m.index + m[0].length);
    if (!t.startsWith('<<', open)) continue;
    const { entries, end } = dictionaryAt(t, open);
    objects.lastIndex = end;
    const keyword = skipSpace(t, end);
    const eol = /^stream( \r\n|\r\n|\r|\n)?/.exec(t.slice(keyword, keyword + 10));
    if (!eol) continue;
    const start = keyword + eol[0].length;
    const data = buffer.subarray(start, streamEnd(t, start, entries.get('Length')));
    const type = entries.get('Type');
    const openedByPdfLib = type === undefined ? false : !/^\//.test(type.trim()) || OPENED_BY_PDF_LIB.has(nameText(type.trim()));
    const filters = filterNames(entries.get('Filter'));
    if (filters === null) {
      if (openedByPdfLib) return 'unmeasurable';
      continue;
    }
    const followed = await measureStream(data, filters, openedByPdfLib ? new StreamBudget(budget, MAX_OBJECT_STREAM_BYTES) : budget);
    if (!followed && openedByPdfLib) return 'unmeasurable';
  }
  return 'measured';
}
