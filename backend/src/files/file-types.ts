import { DEFAULT_INFLATED_BYTES } from './limits';
import { officeDocumentType, wordBinaryType } from './office-files';
import { isCleanPdf } from './pdf-files';

/** What a file that is none of the accepted types gets: the schema then names the field. */
export const UNKNOWN = 'application/octet-stream';
const ZIP = 'application/zip';
const COMPOUND = 'application/x-cfb';

/**
 * The type a file's first bytes announce, not what the browser claims: a
 * renamed executable is not a PDF. Any length, even 0, is an answer.
 */
export function sniff(buffer: Buffer): string {
  const starts = (hex: string) => buffer.subarray(0, hex.length / 2).equals(Buffer.from(hex, 'hex'));
  if (starts('25504446')) return 'application/pdf'; // %PDF
  if (starts('89504e470d0a1a0a')) return 'image/png';
  if (starts('ffd8ff')) return 'image/jpeg';
  if (starts('d0cf11e0a1b11ae1')) return COMPOUND;
  if (starts('504b0304')) return ZIP;
  return UNKNOWN;
}

/**
 * The type of an uploaded file, from its content: magic bytes first, then,
 * for the formats that can hide something, what the file holds. A file that
 * inflates past `inflatedBytes` is a LimitPassed, not a type.
 */
export async function fileType(buffer: Buffer, inflatedBytes = DEFAULT_INFLATED_BYTES): Promise<string> {
  const announced = sniff(buffer);
  if (announced === ZIP) return officeDocumentType(buffer, inflatedBytes) ?? UNKNOWN;
  if (announced === COMPOUND) return wordBinaryType(buffer) ?? UNKNOWN;
  if (announced === 'application/pdf') return (await isCleanPdf(buffer, inflatedBytes)) ? announced : UNKNOWN;
  return announced;
}
