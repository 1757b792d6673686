import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { DEFAULT_INFLATED_BYTES, LimitPassed } from './limits';
import { measurePdfStreams } from './pdf-streams';
import { InflateBudget } from './zip';

/**
 * `%PDF` proves nothing: a PDF is taken when pdf-lib reads it as a document
 * with pages, and refused when it would run something as it is opened or
 * clicked (JavaScript, or a Launch action that starts a program). Its streams
 * are measured first, so that pdf-lib never inflates more than `inflatedBytes`.
 */

const RUNS = new Set(['JavaScript', 'JS', 'Launch']);
// Also in the raw bytes: an action pdf-lib skipped as unreadable still counts.
const RUNS_RAW = /\/(JavaScript|Launch)(?![A-Za-z0-9#])/;

/** The text of a name; pdf-lib decodes `#4A` but not `#4a`, which readers accept too. */
const nameOf = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Walks every object of the document (references are not followed: each referenced object is walked on its own). */
function runsSomething(objects: PDFObject[]): boolean {
  const stack = [...objects];
  while (stack.length) {
    const value = stack.pop()!;
    if (value instanceof PDFStream) stack.push(value.dict);
    else if (value instanceof PDFArray) stack.push(...value.asArray());
    else if (value instanceof PDFDict) {
      for (const [key, item] of value.entries()) {
        const name = nameOf(key);
        if (RUNS.has(name)) return true;
        if (name === 'S' && item instanceof PDFName && RUNS.has(nameOf(item))) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Whether `buffer` is a clean PDF; a LimitPassed when its streams inflate past `inflatedBytes`. */
export async function isCleanPdf(buffer: Buffer, inflatedBytes = DEFAULT_INFLATED_BYTES): Promise<boolean> {
  if (RUNS_RAW.test(buffer.toString('latin1'))) return false;
  try {
    if ((await measurePdfStreams(buffer, new InflateBudget(inflatedBytes))) === 'unmeasurable') return false;
  } catch (error) {
    if (error instanceof LimitPassed) throw error;
    return false; // what the measure cannot read is no PDF either
  }
  try {
    const doc = await PDFDocument.load(buffer, { ignoreEncryption: true, updateMetadata: false });
    if (doc.getPages().length < 1) return false;
    return !runsSomething(doc.context.enumerateIndirectObjects().map(([, object]) => object));
  } catch {
    // whatever pdf-lib cannot read is not taken for a PDF
    return false;
  }
}
