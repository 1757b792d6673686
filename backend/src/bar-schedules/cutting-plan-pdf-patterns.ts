import { rgb } from 'pdf-lib';
import type { CuttingPattern } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { BLACK, GREY, MARGIN, type PdfWriter, pdfText } from '../pdf/pdf-writer';

/*
 * The cutting plan's patterns on paper (cutting-plan-pdf.ts): each stock bar
 * drawn to the document's one scale, its cuts with their lengths written in
 * them where they fit and in the caption always, the offcut kept hatched and
 * the scrap greyed, « × n » for a pattern cut n times.
 */

export const whole = (n: number) => formatDecimal(n, { decimals: 0 });
export const metres = (mm: number) => formatDecimal(mm / 1000, { decimals: 2 });

const LABEL_WIDTH = 44;
export const BAR_X = MARGIN + LABEL_WIDTH + 6;
const BAR_HEIGHT = 14;
/** a pattern: its bar, the caption under it, and the space before the next */
export const PATTERN_HEIGHT = BAR_HEIGHT + 17;
/** the smallest size a cut's length is written at inside its piece; narrower pieces are read in the caption */
const MIN_LABEL_SIZE = 4.5;
const SCRAP = rgb(0.72, 0.72, 0.72);
const KEPT = rgb(0.93, 0.93, 0.93);
const WHITE = rgb(1, 1, 1);

/** « 3 × 2 450 + 1 200 »: equal lengths side by side counted once. */
function cutList(cuts: readonly number[]) {
  const groups: [number, number][] = [];
  for (const c of cuts) {
    const last = groups.at(-1);
    if (last && last[0] === c) last[1]++;
    else groups.push([c, 1]);
  }
  return groups.map(([length, n]) => (n > 1 ? `${whole(n)} × ${whole(length)}` : whole(length))).join(' + ');
}

export function pattern(w: PdfWriter, p: CuttingPattern, minOffcutMm: number, scale: number) {
  const top = w.y;
  const y = top - BAR_HEIGHT;
  w.text(t('cuttingPlan.pdf.pattern.repeat', { count: whole(p.repeat) }), MARGIN, y + 4, {
    size: 9,
    bold: true,
    width: LABEL_WIDTH,
    align: 'right',
    fit: 'shrink',
  });
  const kerf = Math.max(0, p.stock_length_mm - p.remainder_mm - p.cuts_mm.reduce((a, b) => a + b, 0)) / Math.max(1, p.cuts_mm.length);
  let at = 0;
  for (const cut of p.cuts_mm) {
    piece(w, BAR_X + at * scale, y, cut * scale, whole(cut));
    at += cut + kerf;
  }
  if (p.remainder_mm > 0) {
    const x = BAR_X + (p.stock_length_mm - p.remainder_mm) * scale;
    const width = p.remainder_mm * scale;
    const kept = p.remainder_mm >= minOffcutMm;
    w.page.drawRectangle({ x, y, width, height: BAR_HEIGHT, color: kept ? KEPT : SCRAP, borderColor: GREY, borderWidth: 0.5 });
    if (kept) hatch(w, x, y, width, BAR_HEIGHT);
    label(w, x, y, width, whole(p.remainder_mm), GREY, kept);
  }
  const caption = t('cuttingPlan.pdf.pattern.caption', { length: metres(p.stock_length_mm), cuts: cutList(p.cuts_mm) });
  const rest = { caption, length: whole(p.remainder_mm) };
  const text =
    p.remainder_mm <= 0 ? caption : p.remainder_mm >= minOffcutMm ? t('cuttingPlan.pdf.pattern.kept', rest) : t('cuttingPlan.pdf.pattern.scrap', rest);
  w.text(text, BAR_X, y - 9, { size: 7, color: GREY, width: w.width - (BAR_X - MARGIN) });
  w.y = top - PATTERN_HEIGHT;
}

function piece(w: PdfWriter, x: number, y: number, width: number, text: string) {
  w.page.drawRectangle({ x, y, width, height: BAR_HEIGHT, color: WHITE, borderColor: BLACK, borderWidth: 0.5 });
  label(w, x, y, width, text, BLACK);
}

/** A length written inside its piece, centred, as large as fits; none where even the smallest does not (the caption has it). */
function label(w: PdfWriter, x: number, y: number, width: number, text: string, color: typeof BLACK, onHatching = false) {
  const room = width - 2;
  const printed = pdfText(text, w.regular);
  let size = 7;
  while (size > MIN_LABEL_SIZE && w.regular.widthOfTextAtSize(printed, size) > room) size -= 0.5;
  const textWidth = w.regular.widthOfTextAtSize(printed, size);
  if (textWidth > room) return;
  // the hatching stops around the figure, for it to be read
  if (onHatching) w.page.drawRectangle({ x: x + (width - textWidth) / 2 - 1.5, y: y + 2, width: textWidth + 3, height: BAR_HEIGHT - 4, color: KEPT });
  w.text(printed, x + (width - textWidth) / 2, y + (BAR_HEIGHT - size) / 2 + 1, { size, color });
}

/** Diagonal hatching inside a rectangle: each line cut to its edges, as pdf-lib draws no clipped pattern. */
function hatch(w: PdfWriter, x: number, y: number, width: number, height: number) {
  const step = 4;
  // lines x' − y' = k, over every k that crosses the rectangle
  for (let k = -height + step; k < width; k += step) {
    const startX = Math.max(0, k);
    const endX = Math.min(width, k + height);
    if (endX <= startX) continue;
    w.page.drawLine({ start: { x: x + startX, y: y + startX - k }, end: { x: x + endX, y: y + endX - k }, thickness: 0.3, color: GREY });
  }
}
