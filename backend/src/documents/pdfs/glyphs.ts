import type { PDFFont } from 'pdf-lib';

/*
 * Text as an embedded font prints it: what it can print, and how wide.
 */

const known = new WeakMap<PDFFont, Set<number>>();
const advances = new WeakMap<PDFFont, Map<string, number>>();

/**
 * A text's width from its characters' advances, each measured once: pdf-lib
 * measures an embedded font by laying the whole text out with fontkit, a
 * fraction of a millisecond each time, and wrapping measures every word.
 * pdf-lib draws without kerning, so the sum is what is printed.
 */
export function measure(font: PDFFont, text: string, size: number): number {
  let widths = advances.get(font);
  if (!widths) advances.set(font, (widths = new Map()));
  let total = 0;
  for (const ch of text) {
    let w = widths.get(ch);
    if (w === undefined) widths.set(ch, (w = font.widthOfTextAtSize(ch, 1000)));
    total += w;
  }
  return (total * size) / 1000;
}

/** Letters composed (an accent typed apart would print beside its letter: no shaping); whitespace controls become a space; what DejaVu lacks loses its accent or becomes "?", rather than an empty box. */
export function printable(text: string, font: PDFFont): string {
  let set = known.get(font);
  if (!set) known.set(font, (set = new Set(font.getCharacterSet())));
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    if (set.has(ch.codePointAt(0)!)) out += ch;
    else out += ch.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || '?';
  }
  return out;
}
