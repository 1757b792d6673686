import { renderToStaticMarkup } from 'react-dom/server';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { quotationNote } from './layout-actions';
import { announcement } from '../announce';
import LayoutResult from './layout-result';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** The figures a buyer orders from, the words the live region says, and the quotation's note. */
const layout: MeshLayoutAnswer = {
  panel: {
    element_id: 1,
    reference: 'ST25C-240',
    name: 'Treillis soudé ST25C – 2,40 × 6,00 m',
    slug: 'st25c',
    width_mm: 2400,
    length_mm: 6000,
    pitch_long_mm: 150,
    pitch_trans_mm: 150,
    wire_long_mm: 7,
    wire_trans_mm: 7,
    mass_kg: 58,
    unit_price_ht: 4834,
  },
  concrete_class: 'C25/30',
  bond: 'good',
  transverse_main: true,
  main_wires_along: null,
  end_lap_mm: 423,
  side_lap_mm: 423,
  lap_rules: {
    end: { wires: 'main', diameter_mm: 7, min_mm: 423, text: 'En bout de panneau (panneaux bout à bout), recouvrement des fils porteurs Ø7 : 423 mm (…).' },
    side: { wires: 'main', diameter_mm: 7, min_mm: 423, text: 'Sur les côtés (panneaux côte à côte), recouvrement des fils porteurs Ø7 : 423 mm (…).' },
  },
  lap_advice: 'Panneaux superposés : …',
  count: 5,
  mass_kg: 290,
  total_ht: 24170,
  covered_m2: 54,
  delivered_m2: 72,
  waste_m2: 18,
  bounds: { length_mm: 9000, width_mm: 6000 },
  outline: [{ x: 0, y: 0, w: 9000, h: 6000 }],
  sides: [
    { x1: 0, y1: 0, x2: 9000, y2: 0, length_mm: 9000 },
    { x1: 9000, y1: 0, x2: 9000, y2: 6000, length_mm: 6000 },
    { x1: 9000, y1: 6000, x2: 0, y2: 6000, length_mm: 9000 },
    { x1: 0, y1: 6000, x2: 0, y2: 0, length_mm: 6000 },
  ],
  placements: [{ x: 0, y: 0, w: 2400, h: 6000, zone: 0, length_along_x: false, cut: false, from_panel: 1, offcut: false }],
  laps: [],
  zones: [{ zone: 0, length_along_x: false, columns: 5, rows: 1, count: 5, stagger_mm: 0 }],
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('LayoutResult', () => {
  it('gives the count, the price HT (and each panel’s), the mass, the areas and the laps with their rules', () => {
    const said = text(renderToStaticMarkup(<LayoutResult layout={layout} />));
    expect(said).toContain('5 panneaux ST25C-240');
    expect(said).toContain('Prix HT 241,70 € (48,34 € HT le panneau)'); // text() makes the no-break spaces plain
    expect(said).toContain('Masse 290 kg');
    expect(said).toContain('Surface de la dalle 54 m² Treillis livré 72 m² Recouvrements et chutes 18 m²');
    expect(said).toContain('En bout de panneau (panneaux bout à bout), recouvrement des fils porteurs Ø7 : 423 mm (…).');
    expect(said).toContain('Sur les côtés (panneaux côte à côte), recouvrement des fils porteurs Ø7 : 423 mm (…).');
  });

  it('offers the cart and a quotation as buttons a keyboard reaches', () => {
    const html = renderToStaticMarkup(<LayoutResult layout={layout} />);
    expect(html).toMatch(/<button type="button"[^>]*>Ajouter au panier<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Demander un devis<\/button>/);
  });

  it('announces the three figures, and notes the slab, the concrete and the laps with their rules in a quotation', () => {
    expect(announcement(layout)).toBe('Calepinage calculé : 5 panneaux ST25C-240, 290 kg, 241,70\u00a0€ HT.');
    expect(quotationNote(layout)).toBe(
      'Calepinage d’une dalle de 9 × 6 m, béton C25/30 : 5 panneaux ST25C-240. En bout de panneau (panneaux bout à bout), recouvrement des fils porteurs Ø7 : 423 mm (…). Sur les côtés (panneaux côte à côte), recouvrement des fils porteurs Ø7 : 423 mm (…).',
    );
  });
});
