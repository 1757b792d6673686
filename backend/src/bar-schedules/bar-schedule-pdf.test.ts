import { formatDecimal } from '@trefima/domain/i18n/format';
import { readPdf, type PdfRead, type PdfTextItem } from '../test-support/pdf-text';
import { fontEntriesPerPage } from '../documents/pdfs/pdf-checks.test-support';
import { barSchedule } from '@trefima/domain/bar-schedules/contract';
import { defaultCalculs } from '../config';
import { MARGIN } from '../pdf/pdf-writer';
import { data, failure, testApi } from '../testing';
import { HEADER, LINK8, PLAN, scheduleKit, U12 } from '../testing-schedules';

/**
 * Where the schedule's PDF prints things: inside the page's margins, each
 * value in its column under its heading, and every figure whole. A figure cut
 * with an ellipsis on a factory's document is a wrong figure.
 */
const { call, created } = scheduleKit();

// the longest texts the contract takes, and the largest counts a schedule may hold
const LONG = {
  member: 'Poutre de rive du plancher haut du rez-de-chaussée, file A-B',
  mark: 'PH-RDC-A-B-0001-bis',
  diameter: 32,
  shape_code: '00',
  dimensions: { A: 12000 },
  members: 500,
  bars_per_member: 200,
};

const spaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const right = (i: PdfTextItem) => i.x + i.width;

async function printed(rows: unknown[]) {
  const s = await created(rows);
  const res = await call('GET', `/nomenclature/${s.id}/pdf`);
  expect(res.statusCode).toBe(200);
  return { s, pdf: await readPdf(res.rawPayload) };
}

/** The runs of text on the baseline of the first run that reads `text`. */
function lineOf(pdf: PdfRead, text: string) {
  const items = pdf.layout[0].items;
  const at = items.find((i) => spaces(i.str) === text);
  if (!at) throw new Error(`« ${text} » is not printed on its own: ${items.map((i) => i.str).join(' | ')}`);
  return items.filter((i) => Math.abs(i.y - at.y) < 0.5).sort((a, b) => a.x - b.x);
}

describe('GET /nomenclature/{id}/pdf, its layout', () => {
  it('leaves the form’s « Établi par » and « Vérifié par » to sign under its header (rebar-schedules.md, « Schedule columns »)', async () => {
    const { pdf } = await printed([LONG]);
    const line = lineOf(pdf, 'Établi par :').map((i) => spaces(i.str).trim());
    expect(line).toEqual(['Établi par :', '………………………………', 'Vérifié par :', '………………………………', 'le :', '……………']);
  });

  it('keeps every text inside the page’s margins', async () => {
    const { pdf } = await printed([LONG, U12, LINK8]);
    for (const page of pdf.layout) {
      for (const item of page.items) {
        expect(item.x).toBeGreaterThanOrEqual(MARGIN - 0.5);
        expect(right(item)).toBeLessThanOrEqual(page.width - MARGIN + 0.5);
      }
    }
  });

  it('prints the largest counts and masses whole, each under its heading, none over the next', async () => {
    const { s, pdf } = await printed([LONG, U12]);
    const row = s.rows[0];
    const total = spaces(formatDecimal(row.total_bars!, { decimals: 0 }));
    const mass = spaces(formatDecimal(row.mass_g! / 1000, { decimals: 3 }));
    expect(total).toBe('100 000');
    const line = lineOf(pdf, mass);
    const texts = line.map((i) => spaces(i.str));
    expect(texts).toContain(total);
    expect(texts).toContain(LONG.mark);
    expect(texts.filter((t) => /^[\d\s,]+$/.test(t) && t.includes('…'))).toEqual([]);
    // side by side, never overlapping
    for (let i = 1; i < line.length; i++) expect(line[i].x).toBeGreaterThan(right(line[i - 1]));
    // the figures end where their headings end (right-aligned columns; pdf.js reads « Total » and « Forme » as one run)
    const heads = lineOf(pdf, 'Masse (kg)');
    const under = (head: string, value: string) => {
      const h = heads.find((i) => i.str === head)!;
      // the last of equal values: the cut length (12 000) after the dimension A (12 000)
      const v = [...line].reverse().find((i) => spaces(i.str) === value)!;
      expect(Math.abs(right(v) - right(h))).toBeLessThan(1);
    };
    under('Masse (kg)', mass);
    under('Barres/élém.', '200');
    under('Coupe (mm)', spaces(formatDecimal(12000, { decimals: 1 })));
    // a text too long for its column is cut, with an ellipsis, inside it
    const member = line[0];
    expect(member.str.endsWith('…')).toBe(true);
    expect(LONG.member.startsWith(member.str.slice(0, -1))).toBe(true);
  });

  it('prints a sketch’s cut length as it is weighed and billed: the given length rounded up to 5 mm', async () => {
    const sketch = { mark: 'S1', diameter: 10, shape_code: '99', given_length_mm: 1232, members: 1, bars_per_member: 6 };
    const { s, pdf } = await printed([sketch]);
    // 6 bars × 1.235 m × 617 g/m = 4 572 g
    expect(s.rows[0]).toMatchObject({ given_length_mm: 1232, cut_length_mm: 1235, mass_g: 4572 });
    const texts = lineOf(pdf, '4,572').map((i) => spaces(i.str));
    expect(texts).toContain('1 235');
    expect(spaces(pdf.pages.join(' '))).not.toContain('1 232');
  });

  it('names each font once per page, however many texts it prints', async () => {
    const s = await created(Array.from({ length: 40 }, (_, i) => ({ ...[U12, LINK8][i % 2], mark: String(i + 1) })));
    const res = await call('GET', `/nomenclature/${s.id}/pdf`);
    const fonts = await fontEntriesPerPage(res.rawPayload);
    expect(fonts.length).toBeGreaterThan(2);
    // the regular and the bold Helvetica
    for (const n of fonts) expect(n).toBeLessThanOrEqual(2);
  });
});

describe('a schedule’s PDF, drawn in the calculs’ thread', () => {
  it('answers 503 in French, saying when to come back, when the drawing passes the thread’s time bound', async () => {
    const slow = await testApi({ calculs: { ...defaultCalculs, workers: 1, pdfTimeoutMs: 1 } });
    try {
      const token = await slow.login();
      const s = data(await slow.request('POST', '/nomenclature', { body: { header: HEADER, rows: [U12, LINK8] }, token, plan: PLAN }), barSchedule, 201);
      const res = await slow.request('GET', `/nomenclature/${s.id}/pdf`, { token, plan: PLAN });
      expect(failure(res, 503).message).toBe(
        'Le PDF de cette nomenclature a pris trop de temps : merci de le redemander dans quelques instants, ou de la partager en plusieurs.',
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
  });
});
