/* The welded-mesh layout: pure arithmetic shared by the API (POST /treillis/calepinage) and its tests. */
export { layOutMesh, panelsAlong, type LayoutChoice } from './layout';
export { whereFourMeet } from './meet';
export { MeshLayoutError, SLAB_SIDE_LIMITS_MM } from './errors';
export { isSquare, mainLap, panelLaps, secondaryLap, type Bond, type LapChoice, type LapEdge, type LapRule } from './laps';
export { lapText, LAYERED_MAIN_LAPS } from './lap-text';
export { CONCRETE_CLASSES, DEFAULT_CONCRETE, type ConcreteClass } from './concrete';
export type { LapZone, MainWiresAlong, MeshLayout, MeshPanel, Placement, Rect, RectSize, Side, Slab, ZoneLayout } from './types';
