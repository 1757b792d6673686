import { PartBoundary } from '../../../components/common/part-boundary';
import { lazyPart } from '../../../lib/lazy-part';
import type { ShapeDrawingProps } from './shape-drawing';

/** The drawings' code (the geometry of every BS 8666 shape): fetched once the editor shows (schedule-editor.tsx), not with the page. */
export const loadShapeDrawings = () => import('./shape-drawing');

const Drawing = lazyPart(() => loadShapeDrawings().then((m) => ({ default: m.ShapeDrawing })));

/**
 * A shape drawn to its row (shape-drawing.tsx), its code out of the editor's first load: the grid opens with empty
 * rows, and by the time a shape is typed the code has come. Its box is the cell's or the button's, whatever comes;
 * a drawing whose code did not come leaves it empty (the row's code and figures say the shape), and is asked again
 * with the next part that is.
 */
export function LazyShapeDrawing(props: ShapeDrawingProps) {
  return (
    <PartBoundary silent fallback={null}>
      <Drawing {...props} />
    </PartBoundary>
  );
}
