import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The text of a PDF as a reader finds it, page by page, and where it sits, read by Mozilla's
 * pdf.js (pdfjs-dist). pdf.js ships as ES modules only, which jest's CommonJS
 * runtime cannot load: it runs in a Node process of its own. Used by the
 * tests that read the API's documents back.
 */
const SCRIPT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
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
process.stdout.write(JSON.stringify({ pages, layout, info: (await doc.getMetadata()).info }));
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

export function readPdf(pdf: Uint8Array): Promise<PdfRead> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: join(__dirname, '../..'), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`pdf.js: ${stderr || error.message}`)) : resolve(JSON.parse(stdout) as PdfRead)),
    );
    child.stdin!.end(Buffer.from(pdf));
  });
}
