import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { tn } from '@trefima/domain/i18n/t';
import { shapeDrawing } from '@trefima/domain/bar-schedules/drawing';
import type { Dimensions } from '@trefima/domain/bar-schedules/shapes';
import { BLACK, GREY, pdfText } from './pdf-writer';
import { drawTextRun } from './pdf-text-run';

export interface Box {
  x: number;
  /** the top of the box, PDF units from the page's bottom */
  y: number;
  width: number;
  height: number;
}

const LABEL_SIZE = 5.5;

/**
 * A bar's shape drawn into a box of the page, from the same geometry as the
 * site's drawings (domain/bar-schedules/drawing.ts): proportions from the real
 * dimensions, each leg's letter and value beside it.
 */
export function drawShape(page: PDFPage, font: PDFFont, row: { code: string; dims: Dimensions; diameterMm: number }, box: Box) {
  const drawing = shapeDrawing(row.code, row.dims, row.diameterMm);
  if (!drawing) return;
  const vb = drawing.viewBox;
  const scale = Math.min(box.width / vb.width, box.height / vb.height);
  // centred in the box; pdf-lib draws an SVG path from its origin with y downwards
  const ox = box.x + (box.width - vb.width * scale) / 2 - vb.x * scale;
  const oy = box.y - (box.height - vb.height * scale) / 2 + vb.y * scale;
  for (const p of drawing.paths) {
    // pdf-lib scales the line width with the path: divided back, it prints at 0.9 pt
    page.drawSvgPath(p.d, {
      x: ox,
      y: oy,
      scale,
      borderWidth: 0.9 / scale,
      borderColor: p.dashed ? GREY : BLACK,
      ...(p.dashed ? { borderDashArray: [2, 2] } : {}),
    });
  }
  for (const l of drawing.labels) {
    const value =
      l.valueMm === null ? '' : l.count ? tn('barSchedule.drawing.turns', l.valueMm, { letter: '' }).trim() : formatDecimal(l.valueMm, { decimals: 1 });
    const text = pdfText(`${l.letter} ${value}`.trim(), font);
    const width = font.widthOfTextAtSize(text, LABEL_SIZE);
    const x = ox + l.x * scale - (l.anchor === 'start' ? 0 : l.anchor === 'end' ? width : width / 2);
    drawTextRun(page, text, { x, y: oy - l.y * scale - LABEL_SIZE / 3, size: LABEL_SIZE, font, color: GREY });
  }
}
