import { renderToStaticMarkup } from 'react-dom/server';
import { fieldOf } from '../form';
import { MeshLayoutTool } from './mesh-layout-tool';
import { panelLabel, SlabForm } from './slab-form';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** The form as the build writes it: labelled controls for every field the API may refuse, and the result's live region. */
const panel = {
  element_id: 12,
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
};
const html = renderToStaticMarkup(<SlabForm panels={[panel]} onResult={() => undefined} />);
const names = new Set([...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1]));
const labelled = (id: string) => html.includes(`<label for="${id}"`);

describe('SlabForm', () => {
  it('has a control for each field of a rectangle the API may refuse, part B only for an L', () => {
    const fields = ['zones.0.length_m', 'zones.0.width_m', 'element_id', 'concrete_class', 'bond', 'end_lap_mm', 'side_lap_mm'];
    expect(fields.map((f) => [f, names.has(fieldOf(f)!)])).toEqual(fields.map((f) => [f, true]));
    expect(names.has('b_length')).toBe(false);
  });

  it('labels every text field and the select, and groups the radios under their question', () => {
    const ids = [...html.matchAll(/<(?:input|select)[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.map((id) => [id, labelled(id)])).toEqual(ids.map((id) => [id, true]));
    expect(html.match(/role="radiogroup"/g)).toHaveLength(1);
    expect(html).toContain('Forme de la dalle');
    expect(html).toMatch(/<fieldset[^>]*><legend>Recouvrements entre panneaux<\/legend>/);
    // a phone shows its number pad with the comma for metres, without it for millimetres
    expect(html.match(/inputmode="decimal"/gi)).toHaveLength(2);
    expect(html.match(/inputmode="numeric"/gi)).toHaveLength(2);
    // the classes EN 1992-1-1 Table 3.1 gives the tool (C25/30 chosen once the form runs: mesh-layout-tool.test.tsx)
    expect([...html.matchAll(/<option value="(C\d\d\/\d\d)">/g)].map((m) => m[1])).toEqual(['C20/25', 'C25/30', 'C30/37', 'C35/45', 'C40/50']);
  });

  it('names each panel with its size, mesh and mass', () => {
    expect(panelLabel(panel)).toBe('ST25C-240 – 2,4 × 6 m, maille 150 × 150 mm, 58 kg');
    expect(html).toContain(`<option value="12">${panelLabel(panel)}</option>`);
  });
});

describe('MeshLayoutTool, as built', () => {
  it('renders the form and an empty live region for the result, nothing fetched', () => {
    const page = renderToStaticMarkup(<MeshLayoutTool />);
    expect(page).toContain('aria-labelledby="calepinage-form-title"');
    expect(page).toMatch(/<section aria-labelledby="calepinage-result-title">.*<p aria-live="polite"[^>]*><\/p>/);
    expect(page).toContain('Chargement des panneaux…');
  });
});
