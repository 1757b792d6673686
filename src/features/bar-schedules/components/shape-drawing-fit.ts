import type { DrawingLabel, ViewBox } from '@trefima/domain/bar-schedules/drawing';

/** Average advance of a character, in ems: digits and capitals of a sans-serif font. */
const CHAR_EM = 0.6;
/** Half the height of a line of text centred on its anchor, in ems. */
const HALF_LINE_EM = 0.6;

export interface Fitted {
  viewBox: ViewBox;
  /** Millimetres of the bar per screen pixel. */
  mmPerPx: number;
}

/**
 * The geometry's viewBox, widened so that each label's text, a fixed size
 * on screen, fits in it: the text's size in millimetres depends on the
 * scale, which depends on the viewBox, so a few rounds settle both. The
 * widths are estimates; the svg lets a few pixels overflow.
 */
export function fitLabels(
  viewBox: ViewBox,
  labels: readonly Pick<DrawingLabel, 'x' | 'y' | 'anchor'>[],
  texts: readonly string[],
  box: { width: number; height: number; fontPx: number },
): Fitted {
  let fitted = viewBox;
  let mmPerPx = Math.max(viewBox.width / box.width, viewBox.height / box.height);
  for (let round = 0; round < 4; round++) {
    const em = box.fontPx * mmPerPx;
    let [minX, minY, maxX, maxY] = [viewBox.x, viewBox.y, viewBox.x + viewBox.width, viewBox.y + viewBox.height];
    labels.forEach((l, i) => {
      const width = (texts[i] ?? '').length * CHAR_EM * em;
      const left = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - width : l.x - width / 2;
      minX = Math.min(minX, left);
      maxX = Math.max(maxX, left + width);
      minY = Math.min(minY, l.y - HALF_LINE_EM * em);
      maxY = Math.max(maxY, l.y + HALF_LINE_EM * em);
    });
    fitted = { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
    mmPerPx = Math.max(fitted.width / box.width, fitted.height / box.height);
  }
  return { viewBox: fitted, mmPerPx };
}
