import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfLine, readPdf } from './pdf-text';

/** A one-page PDF that says `text`. */
async function saying(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return doc.save();
}

/*
 * The tests' PDF reader is one process for the worker, sent one PDF after another: each answer must reach the read
 * that asked it, and a file it cannot read must fail that read alone.
 */
it('answers reads sent together each with its own PDF, in the order asked', async () => {
  const texts = Array.from({ length: 6 }, (_, i) => `Facture FA-2026-00${i + 1}`);
  const pdfs = await Promise.all(texts.map(saying));
  expect((await Promise.all(pdfs.map(pdfLine))).map((line) => line.trim())).toEqual(texts);
});

it('refuses a file that is no PDF, naming pdf.js, and reads the next one', async () => {
  const broken = readPdf(new TextEncoder().encode('<h1>Maintenance</h1>'));
  const next = pdfLine(await saying('Avoir AV-2026-0001'));
  await expect(broken).rejects.toThrow(/^pdf\.js: /);
  expect((await next).trim()).toBe('Avoir AV-2026-0001');
});
