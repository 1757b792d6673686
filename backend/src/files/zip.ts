import { Inflate } from 'fflate';
import { inflateRawSync } from 'node:zlib';
import { inflatedPast, inflatedPastDeclared, LimitPassed } from './limits';

/**
 * A zip (DOCX, ODT, XLSX) read from its central directory, each entry
 * inflated under a cap: never more than it declares, never more than the
 * file's budget. A header is a claim, checked as the bytes come out.
 */

export interface ZipEntry {
  name: string;
  /** as written in the central directory, which readers follow */
  flags: number;
  /** 0 stored, 8 deflated: the only two office files use */
  method: number;
  compressedSize: number;
  /** what the central directory says it inflates to */
  declaredSize: number;
  /** where its compressed bytes start, after its local header */
  dataStart: number;
}

/** The bytes a file may still inflate to, counted across its entries (or its streams, for a PDF). */
export class InflateBudget {
  used = 0;
  constructor(readonly limit: number) {}
  /** Counts `bytes` more, refusing the file once past the limit. */
  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw inflatedPast(this.limit);
  }
  get left(): number {
    return Math.max(0, this.limit - this.used);
  }
}

/** A zip that cannot be read as one: broken, encrypted, spanned, ZIP64 or of another method. */
export class UnreadableZip extends Error {}

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// A ZIP64 field says "see the extra field"; no office file a client sends needs it.
const WIDE = 0xffffffff;

function endOfDirectory(buffer: Buffer): number {
  // the comment that may follow the end record is at most 65 535 bytes
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--) {
    if (buffer.readUInt32LE(at) === END) return at;
  }
  return -1;
}

/** The entries of a zip, from its central directory; `null` for what is not a zip this reads, or holds more than `maxEntries`. */
export function zipEntries(buffer: Buffer, maxEntries: number): ZipEntry[] | null {
  const end = endOfDirectory(buffer);
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const start = buffer.readUInt32LE(end + 16);
  if (buffer.readUInt16LE(end + 4) !== 0 || buffer.readUInt16LE(end + 8) !== count || count === 0xffff || start === WIDE) return null;
  if (count > maxEntries || start + size > end) return null;
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > start + size || buffer.readUInt32LE(at) !== CENTRAL) return null;
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const declaredSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const local = buffer.readUInt32LE(at + 42);
    if (flags & 1 || (method !== 0 && method !== 8) || [compressedSize, declaredSize, local].includes(WIDE)) return null;
    if (at + 46 + nameLength > start + size) return null;
    const name = buffer.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL) return null;
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    if (dataStart + compressedSize > buffer.length) return null;
    entries.push({ name, flags, method, compressedSize, declaredSize, dataStart });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

const dataOf = (buffer: Buffer, entry: ZipEntry) => buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);

/** The refusal for an entry that came out `produced` bytes long: past what it declares, or past the file's budget. */
function checkSize(produced: number, entry: ZipEntry, budget: InflateBudget, counted: number): void {
  if (produced > entry.declaredSize) throw inflatedPastDeclared();
  budget.spend(produced - counted);
}

/**
 * An entry's bytes, inflated by zlib (native, fast) with its output capped
 * just past what the entry declares or the budget leaves: the inflation
 * stops there, whatever the compressed bytes would give.
 */
export function readEntry(buffer: Buffer, entry: ZipEntry, budget: InflateBudget): Buffer {
  const data = dataOf(buffer, entry);
  if (entry.method === 0) {
    checkSize(data.length, entry, budget, 0);
    return data;
  }
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.min(entry.declaredSize, budget.left) + 1 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') throw new UnreadableZip(`${entry.name}: ${(error as Error).message}`);
    if (entry.declaredSize < budget.left) throw inflatedPastDeclared();
    throw inflatedPast(budget.limit);
  }
  checkSize(out.length, entry, budget, 0);
  return out;
}

// Input fed to the streaming inflater at a time: deflate inflates at most about a thousandfold, so no step outputs more than a few megabytes.
const STEP = 4096;
const SLICE = 64 * 1024;

/**
 * An entry inflated a piece at a time, for a part read as a stream (a
 * spreadsheet's sheet): `onData` gets each piece and returns `false` once it
 * has read enough, which abandons the rest uninflated.
 */
export function streamEntry(buffer: Buffer, entry: ZipEntry, budget: InflateBudget, onData: (piece: Uint8Array) => boolean): void {
  const data = dataOf(buffer, entry);
  let produced = 0;
  let reading = true;
  // what the reader takes is counted a slice at a time: a step that inflated a thousandfold is not all spent if the reader stops early
  const take = (piece: Uint8Array) => {
    for (let at = 0; reading && at < piece.length; at += SLICE) {
      const slice = piece.subarray(at, at + SLICE);
      checkSize(produced + slice.length, entry, budget, produced);
      produced += slice.length;
      reading = onData(slice);
    }
  };
  if (entry.method === 0) {
    for (let at = 0; reading && at < data.length; at += STEP) take(data.subarray(at, at + STEP));
    return;
  }
  const inflater = new Inflate(take);
  try {
    for (let at = 0; reading && at < data.length; at += STEP) inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  } catch (error) {
    if (error instanceof LimitPassed) throw error;
    throw new UnreadableZip(`${entry.name}: ${(error as Error).message}`);
  }
}
