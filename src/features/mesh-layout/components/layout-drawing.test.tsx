import { renderToStaticMarkup } from 'react-dom/server';
import type { MeshLayoutAnswer } from '../../../contract/mesh-layout';
import { layOutMesh, type Slab } from '../../../lib/mesh-layout';
import { LayoutDrawing } from './layout-drawing';

/** The layout drawn to scale, and said in words beside the picture. */
const panel = {
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
};
// the API's answer is the pure module's, renamed: the drawing is tested on real placements
function answer(slab: Slab): MeshLayoutAnswer {
  const r = layOutMesh(slab, { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, massKg: 58 }, 2);
  return {
    panel,
    lap_meshes: 2,
    end_lap_mm: r.endLapMm,
    side_lap_mm: r.sideLapMm,
    count: r.count,
    mass_kg: r.massKg,
    total_ht: r.count * panel.unit_price_ht,
    covered_m2: r.coveredM2,
    delivered_m2: r.deliveredM2,
    waste_m2: r.wasteM2,
    bounds: { length_mm: r.bounds.lengthMm, width_mm: r.bounds.widthMm },
    outline: r.outline,
    placements: r.placements.map(({ lengthAlongX, ...p }) => ({ ...p, length_along_x: lengthAlongX })),
    laps: r.laps,
    zones: r.zones.map(({ lengthAlongX, ...z }) => ({ ...z, length_along_x: lengthAlongX })),
  };
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('LayoutDrawing', () => {
  it('draws every panel, lap and the outline in millimetres, the origin at the bottom left', () => {
    const html = renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />);
    expect(html).toMatch(/<svg[^>]*viewBox="-180 -180 9360 6360"[^>]*role="img"/);
    expect(html.match(/<rect /g)).toHaveLength(5 + 4 + 1);
    expect(html.match(/data-kind="side"/g)).toHaveLength(4);
    // the last column, cut to 600 mm, at x = 8 400
    expect(html).toMatch(/<rect x="8400" y="0" width="600" height="6000"/);
  });

  it('names the picture and describes it in words the picture refers to', () => {
    const html = renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />);
    const [, titleId] = /aria-labelledby="([^"]+)"/.exec(html)!;
    const [, summaryId] = /aria-describedby="([^"]+)"/.exec(html)!;
    expect(html).toContain(`<title id="${titleId}">Plan de pose</title>`);
    expect(html).toContain(`<figcaption id="${summaryId}">`);
    expect(text(html)).toContain('Dalle de 9 × 6 m couverte par 5 panneaux ST25C-240, en partant de l’angle en bas à gauche.');
    expect(text(html)).toContain('Dalle : 5 colonnes × 1 rangée (5 panneaux), longueur des panneaux dans le sens de la largeur de la dalle.');
    expect(text(html)).toContain('1 panneau est coupé à la rive.');
  });

  it('says both parts of an L and the junction lap', () => {
    const l = answer({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } });
    const html = renderToStaticMarkup(<LayoutDrawing layout={l} />);
    expect(html.match(/data-kind="junction"/g)).toHaveLength(1);
    // y turned up: b's panels start 300 mm inside a, i.e. at 9 000 − 5 700 − 3 300 = 0 from the top
    expect(html).toMatch(/<rect x="0" y="0" width="2400" height="3300"/);
    expect(text(html)).toContain('Partie A : 5 colonnes × 1 rangée (5 panneaux)');
    expect(text(html)).toContain('Partie B, recouvrant la partie A le long du bord commun : 2 colonnes × 1 rangée (2 panneaux)');
    expect(text(html)).toContain('3 panneaux sont coupés à la rive.');
  });
});
