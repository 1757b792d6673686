import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

/**
 * The text of a PDF as a reader finds it, page by page, and where it sits, read by Mozilla's
 * pdf.js (pdfjs-dist). pdf.js ships as ES modules only, which jest's CommonJS
 * runtime cannot load: it runs in a Node process of its own, one for each jest worker, which reads the PDFs
 * sent to it one after the other (loading pdf.js took most of a reading when each had its process). Used by
 * the tests that read the API's documents back.
 *
 * What goes to it: each PDF's length on 4 bytes (big-endian), then its bytes. What comes back: one line of JSON
 * for each, its reading or its error, in the order they were sent.
 */
const SCRIPT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
async function read(data) {
  const doc = await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  const layout = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : ' ')).join(''));
    const [, , width, height] = page.view;
    const items = content.items.filter((item) => item.str.trim()).map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, size: Math.hypot(item.transform[2], item.transform[3]) }));
    layout.push({ width, height, items });
  }
  const info = (await doc.getMetadata()).info;
  await doc.destroy();
  return { pages, layout, info };
}
let buffered = Buffer.alloc(0);
let queue = Promise.resolve();
process.stdin.on('data', (chunk) => {
  buffered = Buffer.concat([buffered, chunk]);
  while (buffered.length >= 4 && buffered.length >= 4 + buffered.readUInt32BE(0)) {
    const size = buffered.readUInt32BE(0);
    const data = new Uint8Array(buffered.subarray(4, 4 + size));
    buffered = buffered.subarray(4 + size);
    queue = queue.then(() => read(data).then((ok) => ({ ok }), (e) => ({ error: String(e && e.message || e) }))).then((answer) => process.stdout.write(JSON.stringify(answer) + '\\n'));
  }
});
`;

/** A run of text where pdf.js found it: x and y of its baseline's start, in PDF units from the page's bottom left. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** the font size it is drawn at */
  size: number;
}

export interface PdfRead {
  pages: string[];
  /** each page's size and the runs of text on it, for tests of where things are printed */
  layout: { width: number; height: number; items: PdfTextItem[] }[];
  info: { Title?: string; Language?: string; [key: string]: unknown };
}

/** What waits for the reader's next line: the caller's own function, so that each test file parses its answer itself. */
type Waiting = (line: string | Error) => void;
interface Reader {
  child: ChildProcessWithoutNullStreams;
  waiting: Waiting[];
}

/**
 * One reader for the jest worker, kept on `process`, which its test files share (each has its own modules): started
 * at the first PDF, ended with the worker (nothing holds the worker for it).
 */
const READER = Symbol.for('trefima.test-support.pdf-reader');
const shared = process as unknown as { [READER]?: Reader };

function theReader(): Reader {
  const running = shared[READER];
  if (running) return running;
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: join(__dirname, '../..') });
  const reader: Reader = { child, waiting: [] };
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    for (let end = out.indexOf('\n'); end >= 0; end = out.indexOf('\n')) {
      const line = out.slice(0, end);
      out = out.slice(end + 1);
      reader.waiting.shift()!(line);
    }
  });
  child.stderr.on('data', (chunk) => (err += chunk));
  child.on('exit', (code) => {
    if (shared[READER] === reader) delete shared[READER];
    for (const next of reader.waiting.splice(0)) next(new Error(`pdf.js : le lecteur s’est arrêté (code ${code}) ${err}`));
  });
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  shared[READER] = reader;
  return reader;
}

export function readPdf(pdf: Uint8Array): Promise<PdfRead> {
  const { child, waiting } = theReader();
  return new Promise((resolve, reject) => {
    waiting.push((line) => {
      if (typeof line !== 'string') return reject(line);
      const answer = JSON.parse(line) as { ok: PdfRead } | { error: string };
      if ('ok' in answer) resolve(answer.ok);
      else reject(new Error(`pdf.js: ${answer.error}`));
    });
    const size = Buffer.alloc(4);
    size.writeUInt32BE(pdf.byteLength);
    child.stdin.write(Buffer.concat([size, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)]));
  });
}

/** A PDF's text on one line, as a test looks for a phrase in it: its pages one after the other, every run of spaces (the narrow and no-break ones of French figures too) one space. */
export async function pdfLine(pdf: Uint8Array): Promise<string> {
  return (await readPdf(pdf)).pages.join('\n').replace(/[\s\u00a0\u202f]+/g, ' ');
}
