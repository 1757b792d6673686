import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { BLACK, GREY, MARGIN } from '../../pdf/pdf-writer';
import { drawTextRun } from '../../pdf/pdf-text-run';
import { embedDejaVu } from './fonts';
import { measure, printable } from './glyphs';

/**
 * The page writer of the sales documents: A4 portrait, DejaVu Sans, text
 * wrapped to its column, new pages as the text goes down, and a running
 * footer (the seller's legal line, the document's number, "page n / N").
 * Sizes stay at 9 pt or more: these PDFs are read on a phone as often as on paper.
 */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
/** the foot's height for a legal line of two lines; each more takes LEGAL_LEADING more */
const FOOTER_HEIGHT = 34;
const LEGAL_SIZE = 7.5;
const LEGAL_LEADING = 9;

export interface DocumentMeta {
  title: string;
  subject: string;
  author: string;
  /** the document's number, repeated at the foot of each page */
  number: string;
  /** the seller's legal line (name, form, capital, SIRET…), in full at the foot of each page, on the lines it takes */
  legal: string;
  printedAt: string;
}

export interface Style {
  size?: number;
  bold?: boolean;
  color?: typeof BLACK;
  align?: 'left' | 'right';
}

export class DocumentWriter {
  page!: PDFPage;
  /** the top of the next line, in PDF units from the page's bottom */
  y = 0;
  /** called on each page after the first, e.g. to repeat a table's head */
  onNewPage: (() => void) | null = null;
  private pages: PDFPage[] = [];
  /** the legal line as the foot prints it; set once the fonts are in */
  private legal: string[] = [];

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private meta: DocumentMeta,
  ) {}

  static async create(meta: DocumentMeta): Promise<DocumentWriter> {
    const doc = await PDFDocument.create();
    const { regular, bold } = await embedDejaVu(doc);
    const at = new Date(meta.printedAt);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    doc.setSubject(meta.subject);
    doc.setLanguage('fr-FR');
    doc.setCreator(meta.author);
    doc.setProducer(`${meta.author} (pdf-lib)`);
    if (!Number.isNaN(at.getTime())) {
      doc.setCreationDate(at);
      doc.setModificationDate(at);
    }
    const w = new DocumentWriter(doc, regular, bold, meta);
    w.legal = w.wrap(meta.legal, w.width, LEGAL_SIZE);
    w.newPage();
    return w;
  }

  get width() {
    return A4_PORTRAIT[0] - 2 * MARGIN;
  }

  newPage() {
    this.page = this.doc.addPage(A4_PORTRAIT);
    this.pages.push(this.page);
    this.y = A4_PORTRAIT[1] - MARGIN;
    if (this.pages.length > 1) this.onNewPage?.();
  }

  /** The foot's height: the legal line's lines over the page number. */
  private get footerHeight() {
    return FOOTER_HEIGHT + LEGAL_LEADING * Math.max(0, this.legal.length - 2);
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + this.footerHeight) return false;
    this.newPage();
    return true;
  }

  font(bold = false) {
    return bold ? this.bold : this.regular;
  }

  /** One line at (x, y); right-aligned texts end at x + width. */
  text(value: string, x: number, y: number, { size = 9, bold = false, color = BLACK, align = 'left' }: Style = {}, width?: number) {
    const font = this.font(bold);
    const s = printable(value, font);
    const dx = align === 'right' && width !== undefined ? width - measure(font, s, size) : 0;
    drawTextRun(this.page, s, { x: x + dx, y, size, font, color });
  }

  /** The lines `value` takes within `width`: its own line breaks kept, a word too long for the width cut where it must. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const font = this.font(bold);
    const fits = (s: string) => measure(font, s, size) <= width;
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = '';
      for (let word of printable(paragraph, font).split(' ')) {
        while (!fits(word)) {
          let cut = word.length - 1;
          while (cut > 1 && !fits(word.slice(0, cut))) cut--;
          if (line) lines.push(line);
          lines.push(word.slice(0, cut));
          line = '';
          word = word.slice(cut);
        }
        const next = line ? `${line} ${word}` : word;
        if (fits(next)) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A wrapped paragraph from the left margin (or x), moving y below it, onto a new page when it must. */
  paragraph(value: string, style: Style = {}, x = MARGIN, width = this.width - (x - MARGIN)) {
    const size = style.size ?? 9;
    for (const line of this.wrap(value, width, size, style.bold)) {
      this.ensure(size + 3);
      this.text(line, x, this.y - size, style, width);
      this.y -= size + 3;
    }
  }

  rule(y = this.y, thickness = 0.5, x = MARGIN, width = this.width) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color: GREY });
  }

  box(x: number, top: number, width: number, height: number) {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: GREY, borderWidth: 0.75 });
  }

  /** Footers go on last, once the number of pages is known. */
  async save(): Promise<Uint8Array> {
    this.pages.forEach((p, i) => {
      this.page = p;
      this.rule(MARGIN + this.footerHeight - 8, 0.5);
      // the last line where the second of two always was, the others above it: none is left out, it is the law's
      const top = MARGIN + 7 + LEGAL_LEADING * (Math.max(2, this.legal.length) - 1);
      this.legal.forEach((line, k) => this.text(line, MARGIN, top - LEGAL_LEADING * k, { size: LEGAL_SIZE, color: GREY }));
      this.text(this.footer(i + 1), MARGIN, MARGIN - 6, { size: 8, color: GREY, align: 'right' }, this.width);
    });
    return this.doc.save();
  }

  /**
   * « <number> — page n / N » on one line: a number too long for it (a statement names its company, up to 150
   * characters) is shortened with « … », never the page count, and the line never runs off the page's left edge.
   */
  private footer(page: number): string {
    const font = this.font();
    const pages = ` — page ${page} / ${this.pages.length}`;
    const fits = (s: string) => measure(font, printable(s, font), 8) <= this.width;
    let number = this.meta.number;
    if (fits(number + pages)) return number + pages;
    while (number.length > 1 && !fits(`${number}…${pages}`)) number = number.slice(0, -1);
    return `${number.trimEnd()}…${pages}`;
  }
}
