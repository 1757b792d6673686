/* The welded-mesh layout: pure arithmetic shared by the API (POST /treillis/calepinage) and its tests. */
export { layOutMesh, panelsAlong } from './layout';
export { MeshLayoutError, SLAB_SIDE_LIMITS_MM } from './errors';
export type { LapMeshes, LapZone, MeshLayout, MeshPanel, Placement, Rect, RectSize, Slab, ZoneLayout } from './types';
