import { DEFAULT_INFLATED_BYTES } from './limits';
import { officeDocumentType, wordBinaryType } from './office-files';
import { isCleanPdf } from './pdf-files';
import { COMPOUND, sniff, UNKNOWN, ZIP } from './magic-bytes';

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
