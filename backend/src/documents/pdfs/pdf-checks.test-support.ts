import type { PdfRead } from '../../test-support/pdf-text';
import { MARGIN } from '../../pdf/pdf-writer';

/*
 * What the PDF tests check of every document: its fonts embedded, its text inside the margins and large enough.
 */

/** The fonts a PDF names, and whether each font file is in it: a standard 14 font (Helvetica…) has none. */
export async function embeddedFonts(bytes: Uint8Array) {
  const { PDFDict, PDFDocument, PDFName } = await import('pdf-lib');
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  let files = 0;
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict)) continue;
    if (obj.get(PDFName.of('Type')) === PDFName.of('Font')) names.push(String(obj.get(PDFName.of('BaseFont'))));
    if (obj.get(PDFName.of('Type')) === PDFName.of('FontDescriptor') && obj.has(PDFName.of('FontFile2'))) files++;
  }
  return { names, files };
}

/**
 * How many font entries each page's resources hold. A page names each font it
 * uses once; pdf-lib adds two entries each time a text is drawn with its own
 * `font` option, which made a 10 000-row schedule's PDF megabytes larger and
 * its making tens of seconds longer.
 */
export async function fontEntriesPerPage(bytes: Uint8Array): Promise<number[]> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => page.node.normalizedEntries().Font.keys().length);
}

/** pdf.js reads no-break and narrow no-break spaces as spaces. */
export const spaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** What is printed outside the margins, or below 9 pt outside the footer (the legal line and page number, under MARGIN + 34). */
export function layoutProblems(pdf: PdfRead): string[] {
  const problems: string[] = [];
  pdf.layout.forEach((page, p) => {
    expectPortrait(page, p, problems);
    for (const i of page.items) {
      const where = `page ${p + 1}, « ${i.str} »`;
      if (i.x < MARGIN - 0.5 || i.x + i.width > page.width - MARGIN + 0.5) problems.push(`${where} sort des marges`);
      if (i.y > MARGIN + 34 && i.size < 8.9) problems.push(`${where} en ${i.size} pt`);
    }
  });
  return problems;
}

function expectPortrait(page: PdfRead['layout'][number], p: number, problems: string[]) {
  if (Math.abs(page.width - 595.28) > 0.5 || Math.abs(page.height - 841.89) > 0.5) problems.push(`page ${p + 1} n’est pas en A4 portrait`);
}
