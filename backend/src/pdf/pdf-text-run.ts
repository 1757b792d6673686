import { degrees, drawLinesOfText, type Color, type PDFFont, type PDFName, type PDFPage } from 'pdf-lib';

/**
 * One line of text on a page, in a font named once in the page's resources.
 * pdf-lib's own `page.drawText(text, { font })` names the font again at
 * every call, and again the font it restores after: two entries per text,
 * so that a 10 000-row bar schedule's PDF carried hundreds of thousands of
 * them, megabytes, and took its API half a minute to write
 * (fontEntriesPerPage in document-pdfs/pdf-checks.test-support.ts).
 * The operators are pdf-lib's own (`drawLinesOfText`), as drawText writes them.
 */
const names = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

export function drawTextRun(page: PDFPage, text: string, { x, y, size, font, color }: { x: number; y: number; size: number; font: PDFFont; color: Color }) {
  let fonts = names.get(page);
  if (!fonts) names.set(page, (fonts = new Map()));
  let name = fonts.get(font);
  if (!name) fonts.set(font, (name = page.node.newFontDictionary(font.name, font.ref)));
  const zero = degrees(0);
  page.pushOperators(...drawLinesOfText([font.encodeText(text)], { x, y, size, lineHeight: size, font: name, color, rotate: zero, xSkew: zero, ySkew: zero }));
}
