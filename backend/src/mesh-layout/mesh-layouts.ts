import type { MeshLayoutAnswer, MeshPanelOffer } from '@trefima/domain/mesh-layout/contract';
import type { MeshLayoutInput } from '@trefima/domain/mesh-layout/requests';
import { DEFAULT_CONCRETE, lapText, LAYERED_MAIN_LAPS, layOutMesh, MeshLayoutError, type LapRule, type Slab } from '@trefima/domain/mesh-layout';
import type { Db } from '../db';
import { linePrice } from '../cart/cart-lines';
import type { Customers } from '../customers/customers';
import { invalid } from '../shared/errors';
import type { SalesPlanRow } from '../site/site';

const ruleOf = (rule: LapRule, edge: 'end' | 'side') => ({
  wires: rule.role,
  diameter_mm: rule.diameterMm,
  min_mm: rule.minMm,
  text: lapText(rule, edge),
});

export interface MeshLayoutsDeps {
  db: Db;
  customers: Customers;
}

interface PanelRow {
  id: number;
  reference: string;
  name: string;
  slug: string;
  unit: string;
  width: number | null;
  length: number | null;
  weight: number | null;
  pitch_long_mm: number | null;
  pitch_trans_mm: number | null;
  wire_long_mm: number | null;
  wire_trans_mm: number | null;
  price_ht: number | null;
}

const mm = (m: number) => Math.round(m * 1000);

/** Where a MeshLayoutError's field lands in the request: the laps asked, the panel, a part of the slab. */
const REQUEST_FIELDS: Record<string, string> = {
  endLapMm: 'end_lap_mm',
  sideLapMm: 'side_lap_mm',
  'a.lengthMm': 'zones.0.length_m',
  'a.widthMm': 'zones.0.width_m',
  'b.lengthMm': 'zones.1.length_m',
  'b.widthMm': 'zones.1.width_m',
};

/** Beyond this, the drawing would weigh megabytes and the job is a design office's, not a web tool's. */
export const MAX_LAYOUT_PANELS = 5000;

/**
 * The welded-mesh layout tool: the panels sold in the territory and the
 * layout of a slab in one of them (domain/mesh-layout), its laps worked out
 * here from the catalogue's wires to EN 1992-1-1 whatever the client says of
 * them, priced as the cart would price that many panels (linePrice, less the
 * customer's discount).
 * Rolls have wires too (mesh_panel) but are unrolled and cut on site: the
 * tool lays whole panels only, and says so for a roll.
 */
export class MeshLayouts {
  private cols = `p.id, p.reference, p.name, p.slug, p.unit, p.width, p.length, p.weight,
      m.pitch_long_mm, m.pitch_trans_mm, m.wire_long_mm, m.wire_trans_mm, pp.price_ht
    FROM product p LEFT JOIN mesh_panel m ON m.product_id = p.id
    LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?`;
  private listed;
  private byId;
  private byReference;

  constructor(private d: MeshLayoutsDeps) {
    this.listed = d.db.prepare(
      `SELECT ${this.cols} WHERE m.product_id IS NOT NULL AND pp.price_ht IS NOT NULL AND p.unit = 'panneau'
        AND p.width IS NOT NULL AND p.length IS NOT NULL ORDER BY p.reference`,
    );
    this.byId = d.db.prepare(`SELECT ${this.cols} WHERE p.id = ?`);
    this.byReference = d.db.prepare(`SELECT ${this.cols} WHERE p.reference = ? COLLATE NOCASE`);
  }

  private discount = (customerId: number | null) => (customerId === null ? 0 : this.d.customers.discountRate(customerId));

  private offer(r: PanelRow, discount: number): MeshPanelOffer {
    return {
      element_id: r.id,
      reference: r.reference,
      name: r.name,
      slug: r.slug,
      width_mm: mm(r.width!),
      length_mm: mm(r.length!),
      pitch_long_mm: r.pitch_long_mm!,
      pitch_trans_mm: r.pitch_trans_mm!,
      wire_long_mm: r.wire_long_mm!,
      wire_trans_mm: r.wire_trans_mm!,
      mass_kg: r.weight ?? 0,
      unit_price_ht: linePrice(r.price_ht!, null, discount),
    };
  }

  /** The panels the tool offers in the territory, at the caller's price. */
  panels(plan: SalesPlanRow, customerId: number | null): { items: MeshPanelOffer[]; total: number } {
    const discount = this.discount(customerId);
    const items = (this.listed.all(plan.id) as PanelRow[]).map((r) => this.offer(r, discount));
    return { items, total: items.length };
  }

  /** The panel a request names, or a 422 on `reference` (or `element_id`) saying why it cannot be laid out. */
  private panelOf(input: MeshLayoutInput, plan: SalesPlanRow): PanelRow {
    const field = input.element_id !== undefined ? 'element_id' : 'reference';
    const row = (input.element_id !== undefined ? this.byId.get(plan.id, input.element_id) : this.byReference.get(plan.id, input.reference!.trim())) as
      PanelRow | undefined;
    const refuse = (message: string) => invalid({ [field]: message });
    if (!row)
      throw refuse(input.reference !== undefined ? `La référence « ${input.reference.trim()} » n’existe pas : vérifiez-la.` : 'Ce produit est introuvable.');
    if (row.pitch_long_mm === null || row.width === null || row.length === null) {
      throw refuse(`${row.reference} n’est pas un treillis soudé : le calepinage se fait avec un panneau de treillis (ST ou PAF).`);
    }
    if (row.unit !== 'panneau')
      throw refuse(`${row.reference} est vendu en ${row.unit} : le calepinage se fait en panneaux, choisissez un panneau de treillis.`);
    if (row.price_ht === null) throw refuse(`La référence ${row.reference} n’est pas vendue en ${plan.label}.`);
    return row;
  }

  layout(input: MeshLayoutInput, plan: SalesPlanRow, customerId: number | null): MeshLayoutAnswer {
    const row = this.panelOf(input, plan);
    const panel = this.offer(row, this.discount(customerId));
    const [a, b] = input.zones.map((z) => ({ lengthMm: mm(z.length_m), widthMm: mm(z.width_m) }));
    const slab: Slab = b ? { kind: 'L', a, b } : { kind: 'rect', ...a };
    const choice = {
      concrete: input.concrete_class,
      bond: input.bond,
      transverseMain: input.transverse_main,
      endLapMm: input.end_lap_mm,
      sideLapMm: input.side_lap_mm,
      mainWiresAlong: input.main_wires_along,
    };
    const { width_mm, length_mm, pitch_long_mm, pitch_trans_mm, wire_long_mm, wire_trans_mm, mass_kg } = panel;
    let r;
    try {
      r = layOutMesh(
        slab,
        {
          widthMm: width_mm,
          lengthMm: length_mm,
          pitchLongMm: pitch_long_mm,
          pitchTransMm: pitch_trans_mm,
          wireLongMm: wire_long_mm,
          wireTransMm: wire_trans_mm,
          massKg: mass_kg,
        },
        choice,
      );
    } catch (e) {
      // the contract checked every size: what is left is a lap too short or too wide, or a panel the rules do not cover
      if (!(e instanceof MeshLayoutError)) throw e;
      const panelField = input.element_id !== undefined ? 'element_id' : 'reference';
      throw invalid({ [e.field.startsWith('panel') ? panelField : (REQUEST_FIELDS[e.field] ?? 'zones')]: e.message });
    }
    if (r.count > MAX_LAYOUT_PANELS) {
      const n = (v: number) => String(v).replace(/\B(?=(\d{3})+$)/g, '\u202f');
      throw invalid({
        zones: `Cette dalle demande ${n(r.count)} panneaux, plus que les ${n(MAX_LAYOUT_PANELS)} que l’outil dessine : demandez une étude à notre bureau d’études.`,
      });
    }
    return {
      panel,
      concrete_class: input.concrete_class ?? DEFAULT_CONCRETE,
      bond: input.bond ?? 'good',
      transverse_main: r.lapRules.side.role === 'main',
      main_wires_along: r.mainWiresAlong,
      end_lap_mm: r.endLapMm,
      side_lap_mm: r.sideLapMm,
      lap_rules: { end: ruleOf(r.lapRules.end, 'end'), side: ruleOf(r.lapRules.side, 'side') },
      lap_advice: LAYERED_MAIN_LAPS,
      count: r.count,
      mass_kg: r.massKg,
      total_ht: panel.unit_price_ht * r.count,
      covered_m2: r.coveredM2,
      delivered_m2: r.deliveredM2,
      waste_m2: r.wasteM2,
      bounds: { length_mm: r.bounds.lengthMm, width_mm: r.bounds.widthMm },
      outline: r.outline,
      sides: r.sides.map(({ lengthMm, ...s }) => ({ ...s, length_mm: lengthMm })),
      placements: r.placements.map(({ lengthAlongX, fromPanel, ...p }) => ({ ...p, length_along_x: lengthAlongX, from_panel: fromPanel })),
      laps: r.laps,
      zones: r.zones.map(({ lengthAlongX, staggerMm, ...z }) => ({ ...z, length_along_x: lengthAlongX, stagger_mm: staggerMm })),
    };
  }
}
