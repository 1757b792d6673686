import { colorToComponents, PDFOperator, type PDFContentStream, PDFOperatorNames as Op, type Color, type PDFFont, type PDFName, type PDFPage } from 'pdf-lib';

/**
 * One line of text on a page, in a font named once in the page's resources.
 * pdf-lib's own `page.drawText(text, { font })` names the font again at
 * every call, and again the font it restores after: two entries per text,
 * so that a 10 000-row bar schedule's PDF carried hundreds of thousands of
 * them, megabytes, and took its API half a minute to write
 * (fontEntriesPerPage in document-pdfs/pdf-checks.test-support.ts).
 *
 * The operators are those drawText writes for one line (q BT rg Tf Tm Tj ET Q), their figures written here: pdf-lib
 * makes an object of every figure and writes it through a general conversion, which was most of the time such a
 * schedule's PDF took to write (a CPU profile of bar-schedule-busy.test.ts's). pdf-lib writes an operand given as a
 * string as it is (PDFOperator.copyBytesInto).
 */
const names = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

/** A figure as a PDF content stream takes it: no exponent, at most three decimals (a thousandth of a point). */
export function pdfFigure(v: number): string {
  // |v| under 10²¹ and rounded to 0.001 or 0: String() writes no exponent; -0 is written 0
  return String(Math.round(v * 1000) / 1000 || 0);
}

/**
 * The page's content stream, as `page.pushOperators` reaches it (a new one after `resetPosition`), without the type
 * check pushOperators makes of every operator: the operators are made here, and the check cost more than writing them.
 * pdf-lib declares the method private; the package has had no release since 1.17.1, the version this is written for.
 */
const contentOf = (page: PDFPage) => (page as unknown as { getContentStream(): PDFContentStream }).getContentStream();

const COLOR_OPERATOR: Record<number, Op> = { 1: Op.NonStrokingColorGray, 3: Op.NonStrokingColorRgb, 4: Op.NonStrokingColorCmyk };

export function drawTextRun(page: PDFPage, text: string, { x, y, size, font, color }: { x: number; y: number; size: number; font: PDFFont; color: Color }) {
  let fonts = names.get(page);
  if (!fonts) names.set(page, (fonts = new Map()));
  let name = fonts.get(font);
  if (!name) fonts.set(font, (name = page.node.newFontDictionary(font.name, font.ref)));
  const components = colorToComponents(color);
  contentOf(page).push(
    PDFOperator.of(Op.PushGraphicsState),
    PDFOperator.of(Op.BeginText),
    PDFOperator.of(COLOR_OPERATOR[components.length], components.map(pdfFigure)),
    PDFOperator.of(Op.SetFontAndSize, [name, pdfFigure(size)]),
    PDFOperator.of(Op.SetTextMatrix, ['1', '0', '0', '1', pdfFigure(x), pdfFigure(y)]),
    PDFOperator.of(Op.ShowText, [font.encodeText(text)]),
    PDFOperator.of(Op.EndText),
    PDFOperator.of(Op.PopGraphicsState),
  );
}
