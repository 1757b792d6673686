/**
 * What a file's first bytes announce, apart from what it holds: the upload reads them on the API's thread for every
 * file, while file-types.ts, which looks inside (and so loads pdf-lib), runs in the file readers' threads.
 */

/** What a file that is none of the accepted types gets: the schema then names the field. */
export const UNKNOWN = 'application/octet-stream';
export const ZIP = 'application/zip';
export const COMPOUND = 'application/x-cfb';

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
