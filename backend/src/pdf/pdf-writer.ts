import { PDFArray, PDFContentStream, PDFDocument, PDFRawStream, PDFRef, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawTextRun } from './pdf-text-run';
import { forEachInSlices } from '../shared/yielding';

/**
 * A small page writer over pdf-lib for the API's documents: text in columns,
 * rules, new pages with a running footer. The standard Helvetica is in the
 * WinAnsi encoding, which has every French letter (é, à, ç, œ, «, ’, Ø) but
 * not the narrow no-break space the site's numbers use: `pdfText` maps what
 * the encoding lacks to what it has, so that nothing is lost on paper.
 */

export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
export const MARGIN = 36;
export const GREY = rgb(0.45, 0.45, 0.45);
export const RED = rgb(0.7, 0.05, 0.05);
export const BLACK = rgb(0, 0, 0);

const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2212': '-',
  '\u00d7': 'x',
};

// pdf-lib inflates a standard font's metrics the first time a process embeds it, in one long step of the event loop:
// done here, as the API starts (and each calculs' thread), no request pays it
void PDFDocument.create().then((doc) => Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]));

const charsets = new WeakMap<PDFFont, Set<number>>();

export function pdfText(text: string, font: PDFFont): string {
  let known = charsets.get(font);
  if (!known) charsets.set(font, (known = new Set(font.getCharacterSet())));
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    if (known.has(cp)) out += ch;
    else out += REPLACEMENTS[ch] ?? (ch.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || '?');
  }
  return out;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** right-aligned on x + width */
  align?: 'left' | 'right';
  width?: number;
  /** too wide for `width`: cut with an ellipsis (a name), or made smaller (a figure, a bar's mark: cut, it would be another) */
  fit?: 'cut' | 'shrink';
}

/** The smallest size a shrunk text is printed at: below it, a printed sheet is not read on a building site. */
const MIN_SIZE = 4.5;

export class PdfWriter {
  page!: PDFPage;
  /** the top of the next line, in PDF units from the page's bottom */
  y = 0;
  private pages: PDFPage[] = [];

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private footer: string,
  ) {}

  static async create(title: string, footer: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setLanguage('fr-FR');
    doc.setCreator('Trefima');
    doc.setProducer('Trefima (pdf-lib)');
    const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), footer);
    w.newPage();
    return w;
  }

  get width() {
    return A4_LANDSCAPE[0] - 2 * MARGIN;
  }

  newPage() {
    if (this.page) this.compact(this.page);
    this.page = this.doc.addPage(A4_LANDSCAPE);
    this.pages.push(this.page);
    this.y = A4_LANDSCAPE[1] - MARGIN;
  }

  /**
   * A page written: its drawing, held by pdf-lib as an object per operator
   * and per number until the document is saved (hundreds of megabytes for a
   * 10 000-row schedule, and as much for the collector to walk), is
   * compressed at once into the bytes it will be written as. What is drawn
   * on it later (the footer) goes into a new stream of its own.
   */
  private compact(page: PDFPage) {
    const { context } = this.doc;
    const contents = page.node.Contents();
    if (!(contents instanceof PDFArray)) return;
    for (let i = 0; i < contents.size(); i++) {
      const ref = contents.get(i);
      const stream = ref instanceof PDFRef ? context.lookup(ref) : undefined;
      if (!(ref instanceof PDFRef) || !(stream instanceof PDFContentStream)) continue;
      context.assign(ref, PDFRawStream.of(stream.dict, stream.getContents()));
    }
    // pdf-lib's one public way to start the page's next stream (its position is never moved here)
    page.resetPosition();
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + 14) return false;
    this.newPage();
    return true;
  }

  /** Text within its width, never spilling into the next column: cut with an ellipsis, or made smaller when it must stay whole. */
  text(value: string, x: number, y: number, { size = 8, bold = false, color = BLACK, align = 'left', width, fit = 'cut' }: TextStyle = {}) {
    const font = bold ? this.bold : this.regular;
    let s = pdfText(value, font);
    if (width !== undefined && fit === 'shrink') while (size > MIN_SIZE && font.widthOfTextAtSize(s, size) > width) size = Math.max(MIN_SIZE, size - 0.25);
    // past the smallest size still too wide: cut all the same, rather than print over the next column
    if (width !== undefined) while (s.length > 1 && font.widthOfTextAtSize(s, size) > width) s = s.slice(0, -2) + '…';
    const w = font.widthOfTextAtSize(s, size);
    drawTextRun(this.page, s, { x: align === 'right' && width !== undefined ? x + width - w : x, y, size, font, color });
  }

  /** A paragraph wrapped to the page's width; moves y below it. */
  paragraph(value: string, { size = 8, bold = false, color = BLACK }: TextStyle = {}) {
    const font = bold ? this.bold : this.regular;
    const words = pdfText(value, font).split(' ');
    let line = '';
    const flush = () => {
      this.ensure(size + 3);
      drawTextRun(this.page, line, { x: MARGIN, y: this.y - size, size, font, color });
      this.y -= size + 3;
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > this.width && line) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
  }

  rule(y = this.y, thickness = 0.5) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + this.width, y }, thickness, color: GREY });
  }

  /**
   * Footers go on last, once the number of pages is known, a few pages at a
   * time; pdf-lib's save gives the event loop a turn between objects.
   */
  async save(): Promise<Uint8Array> {
    await forEachInSlices(this.pages, (p, i) => {
      const label = pdfText(`${this.footer} — page ${i + 1} sur ${this.pages.length}`, this.regular);
      drawTextRun(p, label, { x: MARGIN, y: MARGIN - 14, size: 7, font: this.regular, color: GREY });
    });
    return this.doc.save();
  }
}
