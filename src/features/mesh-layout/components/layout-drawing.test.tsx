import { renderToStaticMarkup } from 'react-dom/server';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { lapText, LAYERED_MAIN_LAPS, layOutMesh, type LapRule, type Slab } from '@trefima/domain/mesh-layout';
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
const rule = (r: LapRule, edge: 'end' | 'side') => ({ wires: r.role, diameter_mm: r.diameterMm, min_mm: r.minMm, text: lapText(r, edge) });
// the API's answer is the pure module's, renamed: the drawing is tested on real placements and laps
function answer(slab: Slab): MeshLayoutAnswer {
  const r = layOutMesh(slab, { widthMm: 2400, lengthMm: 6000, pitchLongMm: 150, pitchTransMm: 150, wireLongMm: 7, wireTransMm: 7, massKg: 58 });
  return {
    panel,
    concrete_class: 'C25/30',
    bond: 'good',
    transverse_main: true,
    main_wires_along: null,
    lap_rules: { end: rule(r.lapRules.end, 'end'), side: rule(r.lapRules.side, 'side') },
    lap_advice: LAYERED_MAIN_LAPS,
    sides: r.sides.map(({ lengthMm, ...s }) => ({ ...s, length_mm: lengthMm })),
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
    placements: r.placements.map(({ lengthAlongX, fromPanel, ...p }) => ({ ...p, length_along_x: lengthAlongX, from_panel: fromPanel })),
    laps: r.laps,
    zones: r.zones.map(({ lengthAlongX, staggerMm, ...z }) => ({ ...z, length_along_x: lengthAlongX, stagger_mm: staggerMm })),
  };
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('LayoutDrawing', () => {
  it('draws every panel, lap and the outline in millimetres, the origin at the bottom left, with room for the dimensions', () => {
    const html = renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />);
    // text 315 mm high (3,5 % of 9 m); 5 of them each side of the length, 3 above and below
    expect(html).toMatch(/<svg[^>]*viewBox="-1575 -945 12150 7890"[^>]*role="img"/);
    expect(html.match(/<rect /g)).toHaveLength(5 + 4 + 1);
    expect(html.match(/data-kind="side"/g)).toHaveLength(4);
    // the last column, cut to 1 092 mm, at x = 7 908 (laps of 423 mm)
    expect(html).toMatch(/<rect x="7908" y="0" width="1092" height="6000"/);
  });

  it('dimensions each side of a rectangle outside it', () => {
    const html = renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />);
    const dims = [...html.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]+)<\/text>/g)].map(([, x, y, label]) => [Number(x), Number(y), label]);
    // below the bottom side, right of the right one, above the top one, left of the left one (y turned up)
    expect(dims).toEqual([
      [4500, 6441, '9 m'],
      [9441, 3000, '6 m'],
      [4500, -441, '9 m'],
      [-441, 3000, '6 m'],
    ]);
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
    expect(text(html)).not.toContain('Fils porteurs');
  });

  it('says the main wires follow the span when the buyer gave one', () => {
    const html = renderToStaticMarkup(<LayoutDrawing layout={{ ...answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 }), main_wires_along: 'width' }} />);
    expect(text(html)).toContain('Fils porteurs dans le sens de la portée : la longueur des panneaux suit la largeur de la dalle.');
  });

  it('says the rows are staggered, and by how much, where they are; nothing where one row needs none', () => {
    const staggered = text(renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 12500, widthMm: 7300 })} />));
    expect(staggered).toContain(
      'Une file de panneaux sur deux est décalée de 923 mm : les recouvrements en bout de panneau d’une file ne font jamais face à ceux de la file voisine, et jamais quatre panneaux ne se rencontrent en un même angle.',
    );
    expect(text(renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />))).not.toContain('décalée');
  });

  it('says the laps used and the rules they follow, in French', () => {
    const said = text(renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />));
    expect(said).toContain(
      'En bout de panneau (panneaux bout à bout), recouvrement des fils porteurs Ø7 : 423 mm (EN 1992-1-1 §8.7.5.1, §8.7.3 et §8.4 : l0 = 1,5 × lb,rqd ≥ max(15 Ø ; 200 mm), lb,rqd = 282 mm pour σsd = 435 MPa, béton C25/30, bonne adhérence).',
    );
    expect(said).toContain('Sur les côtés (panneaux côte à côte), recouvrement des fils porteurs Ø7 : 423 mm (');
    expect(said).toContain('Recouvrement (423 mm en bout, 423 mm sur les côtés)');
  });

  it('names an L by its shape and real sides, dimensions its six sides, and says both parts and the junction lap', () => {
    const l = answer({ kind: 'L', a: { lengthMm: 9000, widthMm: 6000 }, b: { lengthMm: 4000, widthMm: 3000 } });
    const html = renderToStaticMarkup(<LayoutDrawing layout={l} />);
    expect(text(html)).toContain(
      'Dalle en L de 9 × 6 m et 4 × 3 m (côtés de 9 m, 6 m, 5 m, 3 m, 4 m et 9 m) couverte par 7 panneaux ST25C-240, en partant de l’angle en bas à gauche.',
    );
    expect(text(html)).not.toContain('9 × 9 m');
    expect([...html.matchAll(/<text [^>]*>([^<]+)<\/text>/g)].map((m) => m[1])).toEqual(['9 m', '6 m', '5 m', '3 m', '4 m', '9 m']);
    expect(html.match(/data-kind="junction"/g)).toHaveLength(1);
    // b's panels lie along x (standing, their side laps lay on a's and four panels met at the junction): one column of
    // two rows, 4 000 × 2 400 mm each
    expect(html).toMatch(/<rect x="0" y="1023" width="4000" height="2400"/);
    expect(text(html)).toContain('Partie A : 5 colonnes × 1 rangée (5 panneaux)');
    expect(text(html)).toContain('Partie B, recouvrant la partie A le long du bord commun : 1 colonne × 2 rangées (2 panneaux)');
    expect(text(html)).toContain('3 panneaux sont coupés à la rive.');
  });

  it('hatches an offcut reused and numbers it as the panel it is cut from, in the picture and in words', () => {
    // a strip of 20 × 0,8 m: cells at 0, 5 577, 11 154 (6 000 long) cut from panel 1, the last (16 731, 3 269 long) panel 2
    const html = renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 20000, widthMm: 800 })} />);
    const [, hatch] = /<pattern id="([^"]+)"/.exec(html)!;
    const offcuts = [...html.matchAll(/<rect x="(\d+)"[^>]*class="offcut"[^>]*fill="url\(#([^)]+)\)"[^>]*><title>([^<]+)<\/title><\/rect>/g)];
    expect(offcuts.map(([, x, fill, title]) => [Number(x), fill, title])).toEqual([
      [5577, hatch, 'Chute du panneau 1'],
      [11154, hatch, 'Chute du panneau 1'],
    ]);
    // the pieces of panel 1 carry its number at their centre; panel 2, whole in its one cell, none
    const labels = [...html.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*class="pieceLabel"[^>]*>([^<]+)<\/text>/g)];
    expect(labels.map(([, x, y, n]) => [Number(x), Number(y), n])).toEqual([
      [3000, 400, '1'],
      [8577, 400, '1'],
      [14154, 400, '1'],
    ]);
    // placements, laps and outline: the hatch is drawn with a path, not one more rectangle
    expect(html.match(/<rect /g)).toHaveLength(4 + 3 + 1);
    expect(text(html)).toContain('Dalle de 20 × 0,8 m couverte par 2 panneaux ST25C-240, en partant de l’angle en bas à gauche.');
    // the grid's four cells are pieces, not panels bought
    expect(text(html)).toContain('Dalle : 4 colonnes × 1 rangée (4 pièces), longueur des panneaux dans le sens de la longueur de la dalle.');
    expect(text(html)).toContain('2 panneaux sont coupés à la rive.');
    expect(text(html)).toContain('Chutes réutilisées, hachurées sur le plan et numérotées comme le panneau dont elles viennent : 2 pièces du panneau 1.');
    expect(text(html)).toContain('Chute réutilisée (n° de son panneau)');
  });

  it('draws no hatch, number or legend of offcuts where none is reused', () => {
    const html = renderToStaticMarkup(<LayoutDrawing layout={answer({ kind: 'rect', lengthMm: 9000, widthMm: 6000 })} />);
    expect(html).not.toContain('<pattern');
    expect(html).not.toContain('pieceLabel');
    expect(text(html)).not.toMatch(/[Cc]hute/);
  });
});
