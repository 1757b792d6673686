import { DEFAULT_INFLATED_BYTES, inflatedPast } from './limits';
import { InflateBudget, readEntry, UnreadableZip, zipEntries, type ZipEntry } from './zip';

/**
 * A DOCX or an ODT is a zip, a DOC a compound file: their first bytes say
 * nothing of what they hold. Each is taken only when it has the parts of its
 * format and nothing that runs.
 */

export const DOC = 'application/msword';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ODT = 'application/vnd.oasis.opendocument.text';

// Past these, a zip is refused from its central directory alone, before anything is inflated.
const MAX_ENTRIES = 2000;
// The two small parts that must be read, and never more than this of them.
const READ = new Set(['[Content_Types].xml', 'mimetype']);
const MAX_READ_BYTES = 256 * 1024;

const RUNNABLE = /\.(exe|dll|com|bat|cmd|scr|js|jse|vbs|vbe|wsf|ps1|msi|jar|sh)$/i;
const MACROS = /(^|\/)(vbaProject\.bin|vbaData\.xml)$/i;
/** A StarBasic module or an ODF script; the empty library indexes LibreOffice may leave are harmless. */
const odfMacro = (name: string) => /^Scripts\//i.test(name) || (/^Basic\//i.test(name) && !name.endsWith('/') && !/(^|\/)script-l[bc]\.xml$/i.test(name));

/** A name that would escape the folder it is extracted to, or that tools read differently. */
const unsafeName = (name: string) => !name || /[\x00-\x1f\\]/.test(name) || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');

export interface Listing {
  entries: ZipEntry[];
  parts: Record<string, string>;
}

/**
 * The entries of a zip that is safe to open (no unsafe or doubled name,
 * nothing that runs, no macro) and its small `[Content_Types].xml` and
 * `mimetype`; `null` for any other. A zip whose entries declare more than the
 * budget is refused (LimitPassed) without inflating anything; what is read
 * is counted against the budget and never trusted to be what it declares.
 * The XLSX of the quick order is checked with it too.
 */
export function safeZipListing(buffer: Buffer, budget: InflateBudget): Listing | null {
  const entries = zipEntries(buffer, MAX_ENTRIES);
  if (!entries) return null;
  const names = entries.map((e) => e.name);
  if (new Set(names).size !== names.length) return null; // two entries of one name: readers disagree on which counts
  if (names.some((n) => unsafeName(n) || RUNNABLE.test(n) || MACROS.test(n))) return null;
  if (entries.reduce((n, e) => n + e.declaredSize, 0) > budget.limit) throw inflatedPast(budget.limit);
  const parts: Record<string, string> = {};
  try {
    for (const e of entries) {
      if (READ.has(e.name) && e.declaredSize <= MAX_READ_BYTES) parts[e.name] = readEntry(buffer, e, budget).toString('utf8');
    }
  } catch (error) {
    if (error instanceof UnreadableZip) return null;
    throw error;
  }
  return { entries, parts };
}

/** The name of the first entry as written in the file, which is what ODF readers check. */
function firstLocalName(buffer: Buffer): string {
  if (buffer.length < 30 || buffer.readUInt32LE(0) !== 0x04034b50) return '';
  return buffer.toString('latin1', 30, 30 + buffer.readUInt16LE(26));
}

function isDocx({ entries, parts }: Listing): boolean {
  const names = new Set(entries.map((e) => e.name));
  const types = parts['[Content_Types].xml'];
  return names.has('word/document.xml') && types !== undefined && !/macroEnabled|vbaProject|vbaData/i.test(types);
}

function isOdt({ entries, parts }: Listing, buffer: Buffer): boolean {
  return (
    firstLocalName(buffer) === 'mimetype' && parts.mimetype === ODT && entries.some((e) => e.name === 'content.xml') && !entries.some((e) => odfMacro(e.name))
  );
}

/**
 * The type of a zip that is a clean DOCX or ODT, `null` for any other zip: a
 * renamed archive, a macro-enabled or scripted document, unsafe entry names.
 * Every entry of a document taken is inflated, under what it declares and
 * within `inflatedBytes` in all, as the back office's word processor will
 * inflate it: a bomb is a LimitPassed.
 */
export function officeDocumentType(buffer: Buffer, inflatedBytes = DEFAULT_INFLATED_BYTES): string | null {
  const budget = new InflateBudget(inflatedBytes);
  const listing = safeZipListing(buffer, budget);
  if (!listing) return null;
  const type = isOdt(listing, buffer) ? ODT : firstLocalName(buffer) !== 'mimetype' && isDocx(listing) ? DOCX : null;
  if (!type) return null;
  try {
    for (const e of listing.entries) if (!(e.name in listing.parts)) readEntry(buffer, e, budget);
  } catch (error) {
    if (error instanceof UnreadableZip) return null;
    throw error;
  }
  return type;
}

// Directory entries of the compound file, whose names are UTF-16.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const VBA_STREAM = Buffer.from('_VBA_PROJECT', 'utf16le');

/**
 * A compound file (the format of .doc, but also of .xls and .msi installers)
 * is a DOC when it has Word's main stream, and is refused when it carries a VBA project.
 */
export function wordBinaryType(buffer: Buffer): string | null {
  return buffer.includes(WORD_STREAM) && !buffer.includes(VBA_STREAM) ? DOC : null;
}
