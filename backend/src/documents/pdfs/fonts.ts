import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans, embedded: the standard Helvetica's WinAnsi lacks the narrow
 * no-break space of French figures, and a customer's name may hold any
 * letter. Read from disk once per process (about 1 MB the two); each
 * document embeds only the glyphs it prints (subset).
 */
let bytes: { regular: Buffer; bold: Buffer } | undefined;

function fontBytes() {
  bytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return bytes;
}

/**
 * pdf-lib draws each glyph at its own advance, never at the positions shaping
 * gives (kerning, marks), and French needs no ligature: shaping with
 * DejaVu's full feature list only costs time, three times the rest.
 * A fresh object each time: fontkit adds to the one it is given.
 */
const features = () => ({ liga: false, clig: false, calt: false, rlig: false, kern: false, mark: false, mkmk: false, ccmp: false, locl: false });

export async function embedDejaVu(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  return {
    regular: await doc.embedFont(regular, { subset: true, features: features() }),
    bold: await doc.embedFont(bold, { subset: true, features: features() }),
  };
}
