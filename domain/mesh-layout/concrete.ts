/**
 * The concrete classes the layout offers and their f_ctk,0,05 in MPa
 * (EN 1992-1-1 Table 3.1, as ../shared/reference/welded-mesh.md gives them):
 * the bond strength of a main-wire lap follows from it (laps.ts).
 */
export const FCTK_005_MPA = { 'C20/25': 1.5, 'C25/30': 1.8, 'C30/37': 2.0, 'C35/45': 2.2, 'C40/50': 2.5 } as const;
export type ConcreteClass = keyof typeof FCTK_005_MPA;
export const CONCRETE_CLASSES = Object.keys(FCTK_005_MPA) as ConcreteClass[];
/** the reference file's default, when the buyer says nothing */
export const DEFAULT_CONCRETE: ConcreteClass = 'C25/30';
