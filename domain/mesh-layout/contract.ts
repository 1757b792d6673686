import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { cents } from '../contract/common';

/**
 * The welded-mesh layout tool (« calepinage de treillis soudé »): the panels
 * it offers and its answer. Lengths in millimetres, origin at the slab's
 * corner, x along the first rectangle's length (domain/mesh-layout).
 */

/** A mesh panel sold in the territory, at the caller's unit price (a professional's discount applied). */
export const meshPanelOffer = z.object({
  element_id: z.int(),
  reference: z.string(),
  name: z.string(),
  slug: z.string(),
  width_mm: z.int(),
  length_mm: z.int(),
  /** spacing of the longitudinal wires, across the width */
  pitch_long_mm: z.int(),
  /** spacing of the transverse wires, along the length */
  pitch_trans_mm: z.int(),
  wire_long_mm: z.number(),
  wire_trans_mm: z.number(),
  mass_kg: z.number(),
  unit_price_ht: cents,
});
export type MeshPanelOffer = z.infer<typeof meshPanelOffer>;

export const meshPanelList = z.object({ items: z.array(meshPanelOffer), total: z.int() });
export type MeshPanelList = z.infer<typeof meshPanelList>;

const rect = { x: z.int(), y: z.int(), w: z.int(), h: z.int() };
const lapRule = z.object({ wires: z.enum(['main', 'secondary']), diameter_mm: z.number(), min_mm: z.int(), text: z.string() });

export const meshLayoutAnswer = z.object({
  panel: meshPanelOffer,
  /** what the laps were worked out for: the buyer's, or the defaults (C25/30, good bond, a square panel's transverse wires main) */
  concrete_class: z.string(),
  bond: z.enum(['good', 'poor']),
  transverse_main: z.boolean(),
  /** the span the panels' length (their main wires) was laid along, as asked; null when nothing fixed it (none asked, or a panel carrying load both ways) */
  main_wires_along: z.nullable(z.enum(['length', 'width'])),
  /** the laps used: panels end to end (splicing the longitudinal wires), side by side (the transverse wires) */
  end_lap_mm: z.int(),
  side_lap_mm: z.int(),
  /** each lap's wires, its minimum to EN 1992-1-1 and the rule said in French, lap used included */
  lap_rules: z.object({ end: lapRule, side: lapRule }),
  /** what §8.7.5.1 asks of the laps of main wires in layered fabric (the end lap always splices main wires) */
  lap_advice: z.string(),
  count: z.int(),
  mass_kg: z.number(),
  /** count × the cart's unit price for this panel, territory and customer */
  total_ht: cents,
  covered_m2: z.number(),
  delivered_m2: z.number(),
  waste_m2: z.number(),
  bounds: z.object({ length_mm: z.int(), width_mm: z.int() }),
  outline: z.array(z.object(rect)),
  /** the outline's sides, counter-clockwise from the origin (four, six for an L): what the drawing dimensions */
  sides: z.array(z.object({ x1: z.int(), y1: z.int(), x2: z.int(), y2: z.int(), length_mm: z.int() })),
  /**
   * count is the panels bought; each placement says which of them it is cut from (from 1, in the placements'
   * order) and whether it is what an earlier placement left of that panel (a reused offcut)
   */
  placements: z.array(z.object({ ...rect, zone: z.int(), length_along_x: z.boolean(), cut: z.boolean(), from_panel: z.int(), offcut: z.boolean() })),
  laps: z.array(z.object({ ...rect, kind: z.enum(['end', 'side', 'junction']) })),
  /**
   * each part's grid: count its cells (each panel or piece laid), more than the panels bought where offcuts cover some;
   * stagger_mm how far every other strip's end laps are shifted (0: none needed, one strip or one panel a strip)
   */
  zones: z.array(z.object({ zone: z.int(), length_along_x: z.boolean(), columns: z.int(), rows: z.int(), count: z.int(), stagger_mm: z.int() })),
});
export type MeshLayoutAnswer = z.infer<typeof meshLayoutAnswer>;
