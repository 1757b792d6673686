import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';

/**
 * A DOCX or an ODT is a zip, a DOC a compound file: their first bytes say
 * nothing of what they hold. Each is taken only when it has the parts of its
 * format and nothing that runs.
 */

export const DOC = 'application/msword';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ODT = 'application/vnd.oasis.opendocument.text';

// Only the entry list is read; these bounds refuse a zip whose declared
// content would sink whoever opens it later (a zip bomb), without inflating it.
const MAX_ENTRIES = 2000;
const MAX_EXPANDED_BYTES = 100 * 1024 * 1024;
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
  entries: UnzipFileInfo[];
  parts: Record<string, string>;
}

function list(buffer: Buffer): Listing | null {
  const entries: UnzipFileInfo[] = [];
  let expanded = 0;
  try {
    const read = unzipSync(buffer, {
      filter(entry) {
        entries.push(entry);
        expanded += entry.originalSize;
        if (entries.length > MAX_ENTRIES || expanded > MAX_EXPANDED_BYTES) throw new Error('zip bomb');
        return READ.has(entry.name) && entry.originalSize <= MAX_READ_BYTES;
      },
    });
    const parts = Object.fromEntries(Object.entries(read).map(([name, bytes]) => [name, strFromU8(bytes)]));
    return { entries, parts };
  } catch {
    return null;
  }
}

/**
 * The entries of a zip that is safe to open (no bomb, no unsafe or doubled
 * name, nothing that runs, no macro) and its small `[Content_Types].xml`;
 * `null` for any other. The XLSX of the quick order is checked with it too.
 */
export function safeZipListing(buffer: Buffer): Listing | null {
  const listing = list(buffer);
  if (!listing) return null;
  const names = listing.entries.map((e) => e.name);
  if (new Set(names).size !== names.length) return null; // two entries of one name: readers disagree on which counts
  if (names.some((n) => unsafeName(n) || RUNNABLE.test(n) || MACROS.test(n))) return null;
  return listing;
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
 */
export function officeDocumentType(buffer: Buffer): string | null {
  const listing = safeZipListing(buffer);
  if (!listing) return null;
  if (isOdt(listing, buffer)) return ODT;
  if (firstLocalName(buffer) !== 'mimetype' && isDocx(listing)) return DOCX;
  return null;
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
