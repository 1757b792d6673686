import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The text of a PDF as a reader finds it, page by page, read by Mozilla's
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
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : ' ')).join(''));
}
process.stdout.write(JSON.stringify({ pages, info: (await doc.getMetadata()).info }));
`;

export interface PdfRead {
  pages: string[];
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
