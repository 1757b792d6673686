import type { BarSchedule, ComputedBarScheduleRow } from '@trefima/domain/bar-schedules/contract';
import { formatDecimal, formatKilograms, formatPrice, formatTonnes } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t, tn } from '@trefima/domain/i18n/t';
import { clashRefusal, machineRefusal, type Bf2dRefusal } from '@trefima/domain/bar-schedules/bvbs-machine';
import { machineMark, markClashes } from '@trefima/domain/bar-schedules/bvbs-text';
import { massesPerMetre } from '@trefima/domain/bar-schedules/mass-words';
import { CUT_LENGTH_ROUNDING } from '@trefima/domain/bar-schedules/cut-length';
import { LETTERS, shape } from '@trefima/domain/bar-schedules/shapes';
import { BLACK, GREY, MARGIN, PdfWriter, RED } from '../pdf/pdf-writer';
import { lineOf } from './bar-schedule-view';
import { diameterList, notes } from './bar-schedule-pdf-notes';
import { drawShape } from '../pdf/pdf-shape';
import { forEachInSlices } from '../shared/yielding';

/**
 * The schedule as the site and the workshop read it on paper: the header,
 * the BS 8666 columns in French with each bar drawn, the totals by diameter
 * and the price. Figures come from the answer the API worked out (never
 * from the client).
 */

export interface SchedulePdfInput {
  schedule: Pick<BarSchedule, 'number' | 'revision' | 'header' | 'rows' | 'totals' | 'price' | 'status'>;
  company: string;
  customer: string | null;
  territory: string;
}

const ROW_HEIGHT = 34;
const kg = (g: number) => formatKilograms(g, { symbol: null });
const mm = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatDecimal(v, { decimals: 1 }));

/** x and width of each column, left to right; the shape's column holds the drawing. */
const COLUMNS = (() => {
  // widths and gaps within the landscape page's 770 pt between margins
  const spec: [string, string, number, boolean][] = [
    ['member', 'Ouvrage', 96, false],
    ['mark', 'Repère', 76, false],
    ['grade', 'Nuance', 34, false],
    ['diameter', 'Ø', 20, true],
    ['members', 'Nb élém.', 32, true],
    ['each', 'Barres/élém.', 46, true],
    ['total', 'Total', 30, true],
    ['shape', 'Forme', 96, false],
    ['A', 'A', 34, true],
    ['B', 'B', 34, true],
    ['C', 'C', 34, true],
    ['D', 'D', 34, true],
    ['E', 'E / F / R', 50, true],
    ['length', 'Coupe (mm)', 48, true],
    ['mass', 'Masse (kg)', 50, true],
  ];
  let x = MARGIN;
  return spec.map(([key, label, width, right]) => {
    const c = { key, label, x, width, right };
    x += width + 4;
    return c;
  });
})();
const col = (key: string) => COLUMNS.find((c) => c.key === key)!;

export async function schedulePdf({ schedule, company, customer, territory }: SchedulePdfInput): Promise<Uint8Array> {
  // a draft not saved yet has no number nor revision (« Brouillon », « - »): its header says it is a draft, and no revision
  const unsaved = !schedule.revision || schedule.revision === '-';
  const title = unsaved ? 'Nomenclature d’armatures – brouillon' : `Nomenclature d’armatures ${schedule.number} – révision ${schedule.revision}`;
  const w = await PdfWriter.create(title, unsaved ? `${company} — brouillon` : `${company} — ${schedule.number} rév. ${schedule.revision}`);
  w.text(title, MARGIN, w.y - 14, { size: 14, bold: true });
  w.y -= 22;
  const h = schedule.header;
  const facts = [
    ['Chantier', h.job_site],
    ['Plan', h.drawing],
    ['Objet', h.title],
    ['Date', formatDate(h.date)],
    ['Client', customer ?? ''],
    ['Territoire', territory],
  ].filter(([, v]) => v);
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 3) * 250;
    if (i % 3 === 0) w.y -= 12;
    w.text(`${label} : `, x, w.y, { size: 9, bold: true });
    w.text(value, x + w.bold.widthOfTextAtSize(`${label} : `, 9), w.y, { size: 9, width: 240 - w.bold.widthOfTextAtSize(`${label} : `, 9) });
  });
  // the schedule form's sign-off (rebar-schedules.md, « Schedule columns »: prepared by, checked by), signed by hand:
  // the shop knows who printed it, not who drew up the schedule nor who checked it against the drawing
  w.y -= 16;
  let x = MARGIN;
  for (const [label, blank] of [
    ['Établi par : ', '………………………………'],
    ['Vérifié par : ', '………………………………'],
    ['le : ', '……………'],
  ]) {
    w.text(label, x, w.y, { size: 9, bold: true });
    x += w.bold.widthOfTextAtSize(label, 9);
    w.text(blank, x, w.y, { size: 9, color: GREY });
    x += w.regular.widthOfTextAtSize(blank, 9) + 24;
  }
  w.y -= 10;
  if (schedule.status === 'draft') w.paragraph('Brouillon : cette révision n’est pas encore envoyée à l’usine.', { color: GREY });
  tableHead(w);
  // what the BVBS export leaves out (bvbs-machine.ts), worked out once for the table and the notes
  const refusals = schedule.rows.map(() => null as Bf2dRefusal | null);
  const clashes = markClashes(schedule.rows.map((r) => r.mark));
  await forEachInSlices(schedule.rows, (row, i) => {
    // a row in error is marked « à corriger », its errors said below
    refusals[i] = row.problems.every((p) => p.warning) ? (machineRefusal(lineOf(row)) ?? clashRefusal(clashes[i] ?? null)) : null;
    if (w.ensure(ROW_HEIGHT)) tableHead(w);
    tableRow(w, row, refusals[i] !== null);
    if (i < schedule.rows.length - 1) w.rule(w.y, 0.25);
  });
  w.rule(w.y, 0.75);
  w.y -= 8;
  await notes(w, schedule.rows, refusals);
  totals(w, schedule);
  return w.save();
}

function tableHead(w: PdfWriter) {
  w.y -= 12;
  for (const c of COLUMNS) w.text(c.label, c.x, w.y, { size: 7.5, bold: true, width: c.width, align: c.right ? 'right' : 'left' });
  w.y -= 4;
  w.rule(w.y, 0.75);
}

function tableRow(w: PdfWriter, r: ComputedBarScheduleRow, paperOnly: boolean) {
  const top = w.y;
  const base = top - ROW_HEIGHT / 2 - 3;
  const cell = (key: string, value: string, color = BLACK) => {
    const c = col(key);
    // figures and marks stay whole (made smaller if need be); names are cut
    w.text(value, c.x, base, { size: 8, width: c.width, align: c.right ? 'right' : 'left', color, fit: c.right || key === 'mark' ? 'shrink' : 'cut' });
  };
  const wrong = r.problems.some((p) => !p.warning);
  cell('member', r.member);
  // the mark the bundle's tag carries (the BVBS file's): the paper and the tag agree
  cell('mark', machineMark(r.mark));
  if (paperOnly) w.text('hors cintreuse', col('mark').x, base - 9, { size: 6, width: col('mark').width, color: GREY });
  cell('grade', r.grade);
  cell('diameter', mm(r.diameter));
  cell('members', mm(r.members));
  cell('each', mm(r.bars_per_member));
  cell('total', r.total_bars === null ? '' : formatDecimal(r.total_bars, { decimals: 0 }));
  const s = col('shape');
  w.text(`${r.shape_code} ${shape(r.shape_code)?.nameFr ?? ''}`, s.x, top - 9, { size: 6.5, width: s.width, color: GREY });
  drawShape(
    w.page,
    w.regular,
    { code: r.shape_code, dims: r.dimensions, diameterMm: r.diameter },
    { x: s.x, y: top - 12, width: s.width, height: ROW_HEIGHT - 15 },
  );
  for (const l of ['A', 'B', 'C', 'D'] as const) cell(l, mm(r.dimensions[l]));
  const rest = LETTERS.filter((l) => !'ABCD'.includes(l) && r.dimensions[l] !== undefined).map((l) => `${l} ${mm(r.dimensions[l])}`);
  cell('E', rest.join(' '));
  // code 99's too: its given length rounded up to the step, the length weighed and billed (cut-length.ts)
  cell('length', mm(r.cut_length_mm));
  cell('mass', wrong ? 'à corriger' : r.mass_g === null ? '' : kg(r.mass_g), wrong ? RED : BLACK);
  w.y = top - ROW_HEIGHT;
}

function totals(w: PdfWriter, s: SchedulePdfInput['schedule']) {
  w.ensure(40 + 12 * s.totals.by_diameter.length);
  w.y -= 6;
  w.text('Récapitulatif par diamètre', MARGIN, w.y - 10, { size: 10, bold: true });
  w.y -= 24;
  const cols = [MARGIN, MARGIN + 60, MARGIN + 140, MARGIN + 240];
  ['Diamètre', 'Barres', 'Longueur (m)', 'Masse (kg)'].forEach((label, i) =>
    w.text(label, cols[i], w.y, { size: 8, bold: true, width: 80, align: i ? 'right' : 'left' }),
  );
  for (const d of s.totals.by_diameter) {
    w.y -= 12;
    w.text(`Ø${d.diameter_mm}`, cols[0], w.y, { size: 8 });
    w.text(formatDecimal(d.bars, { decimals: 0 }), cols[1], w.y, { size: 8, width: 80, align: 'right' });
    w.text(formatDecimal(d.length_mm / 1000, { decimals: 2 }), cols[2], w.y, { size: 8, width: 80, align: 'right' });
    w.text(kg(d.mass_g), cols[3], w.y, { size: 8, width: 80, align: 'right' });
  }
  w.y -= 14;
  w.text(`Total : ${formatKilograms(s.totals.mass_g)}, soit ${formatTonnes(s.totals.mass_g)}`, cols[0], w.y, { size: 9, bold: true });
  if (s.totals.skipped_rows) w.text(tn('barSchedule.totals.wrong', s.totals.skipped_rows), cols[0] + 220, w.y, { size: 8, color: RED });
  w.y -= 8;
  const masses = massesPerMetre(s.totals.by_diameter.map((d) => d.diameter_mm));
  w.paragraph(`${CUT_LENGTH_ROUNDING.labelFr} ${t('barSchedule.totals.theoretical', { masses })}`, { color: GREY });
  // a diameter no product prices online is left out of the price: said on the total's line, never silently
  const unpriced = diameterList(s.price.unpriced_diameters);
  if (!s.price.lines.length) {
    if (unpriced) w.paragraph(`Prix HT : sur devis (${unpriced} sans prix de façonnage en ligne).`, { bold: true });
    return;
  }
  w.y -= 6;
  w.paragraph('Prix HT', { bold: true, size: 10 });
  for (const l of s.price.lines) {
    w.paragraph(`${l.name} (${l.reference}) : ${formatKilograms(l.mass_g)} à ${formatPrice(l.price_per_tonne_ht)} HT la tonne = ${formatPrice(l.total_ht)} HT`);
  }
  w.paragraph(`Total : ${formatPrice(s.price.total_ht)} HT${unpriced ? ` hors ${unpriced} : sur devis` : ''}, TVA en sus selon le territoire.`, { bold: true });
  if (s.price.lead_time_days) w.paragraph(`Délai de façonnage : ${s.price.lead_time_days} jours ouvrés après validation de la nomenclature.`);
}
