import { zipOf } from '../test-files';
import { LimitPassed } from './limits';
import { isDateFormat, readXlsxTable } from './xlsx';
import { InflateBudget, zipEntries } from './zip';

/**
 * The streaming XLSX reader against sheets as Excel, LibreOffice and export
 * libraries write them, and against sheets too long to read whole: a bound
 * on what may be inflated, set below what the whole file inflates to, shows
 * that the reader stopped where it says.
 */

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function workbook({ sheet, strings, styles, date1904 = false }: { sheet: string; strings?: string; styles?: string; date1904?: boolean }) {
  return zipOf({
    'xl/workbook.xml': `<?xml version="1.0"?><x:workbook xmlns:x="${NS}" xmlns:r="${REL}">${date1904 ? '<x:workbookPr date1904="1"/>' : ''}<x:sheets><x:sheet name="Commande" sheetId="3" r:id="rId7"/></x:sheets></x:workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/feuille.xml"/><Relationship Id="rId8" Type="${REL}/sharedStrings" Target="textes.xml"/><Relationship Id="rId9" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/worksheets/feuille.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${sheet}</sheetData></worksheet>`,
    ...(strings !== undefined ? { 'xl/textes.xml': `<sst xmlns="${NS}">${strings}</sst>` } : {}),
    ...(styles !== undefined ? { 'xl/styles.xml': `<styleSheet xmlns="${NS}">${styles}</styleSheet>` } : {}),
  });
}

function read(xlsx: Buffer, { rows = 100, budget = 100 * 1024 * 1024 } = {}) {
  return readXlsxTable(xlsx, zipEntries(xlsx, 100)!, new InflateBudget(budget), rows);
}

describe('readXlsxTable', () => {
  it('reads the first sheet its workbook names, through its relations, with its shared strings', () => {
    const xlsx = workbook({
      sheet:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>2</v></c><c r="C3"><v>12.5</v></c></row>' +
        '<row r="4"><c r="B4" t="inlineStr"><is><r><t>HA</t></r><r><t xml:space="preserve">12-12 </t></r></is></c><c r="C4" t="b"><v>1</v></c><c r="D4" t="e"><v>#DIV/0!</v></c></row>',
      strings:
        '<si><t>Référence</t></si><si><t>Qté &amp; unité</t></si>' +
        // rich text in runs, and a phonetic reading (rPh) that is not part of the text
        '<si><r><rPr><b/></rPr><t>ST25C</t></r><r><t>-240</t></r><rPh sb="0" eb="1"><t>ignorée</t></rPh></si><si><t>jamais lue</t></si>',
    });
    expect(read(xlsx)).toEqual({
      rows: [
        { row: 1, cells: ['Référence', 'Qté & unité'] },
        { row: 3, cells: ['ST25C-240', null, 12.5] },
        { row: 4, cells: [null, 'HA12-12', true] },
      ],
      more: false,
    });
  });

  it('gives dates where the cell’s number format shows one (built-in or custom, 1900 or 1904), numbers elsewhere', () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="#,##0.00\\ &quot;kg&quot;"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const sheet = '<row><c r="A1"><v>45991</v></c><c r="B1" s="1"><v>45991</v></c><c r="C1" s="2"><v>45991.5</v></c><c r="D1" s="3"><v>1250</v></c></row>';
    expect(read(workbook({ sheet, styles })).rows[0]!.cells).toEqual([45991, new Date('2025-11-30T00:00:00Z'), new Date('2025-11-30T12:00:00Z'), 1250]);
    expect(read(workbook({ sheet, styles, date1904: true })).rows[0]!.cells[1]).toEqual(new Date('2029-12-01T00:00:00Z'));
    expect(['dd/mm/yyyy', 'h:mm', '[$-40C]d mmmm yyyy', 'mm:ss'].map(isDateFormat)).toEqual([true, true, true, true]);
    expect(['0.00', '#,##0 "kg"', '[Red]#,##0', 'General', '0.00E+00'].map(isDateFormat)).toEqual([false, false, false, false, false]);
  });

  it('numbers rows and cells written without their references, as some writers leave them out', () => {
    const sheet = '<row><c><v>1</v></c><c t="inlineStr"><is><t>a</t></is></c></row><row><c r="C5"><v>2</v></c></row><row><c><v>3</v></c></row>';
    expect(read(workbook({ sheet })).rows).toEqual([
      { row: 1, cells: [1, 'a'] },
      { row: 5, cells: [null, null, 2] },
      { row: 6, cells: [3] },
    ]);
  });

  it('stops at the row bound, having inflated a small part of a sheet of 200 000 rows', () => {
    const rows = Array.from(
      { length: 200_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i % 3}</v></c><c r="B${i + 1}"><v>${i}</v></c></row>`,
    );
    const strings = '<si><t>HA12-12</t></si><si><t>HA10-6</t></si><si><t>ST25C-240</t></si>';
    const xlsx = workbook({ sheet: rows.join(''), strings });
    // the sheet inflates to some 12 MB: read with a budget of 1 MB, it must stop well before
    const table = read(xlsx, { rows: 511, budget: 1024 * 1024 });
    expect(table.more).toBe(true);
    expect(table.rows).toHaveLength(511);
    expect(table.rows[510]).toEqual({ row: 511, cells: ['HA12-12', 510] });
    expect(() => readXlsxTable(xlsx, zipEntries(xlsx, 100)!, new InflateBudget(1024 * 1024), 1_000_000)).toThrow(LimitPassed);
  });

  it('reads the shared strings only as far as the rows taken use them', () => {
    // a string table far longer than the budget: the two first strings are all the rows use
    const strings = '<si><t>HA12-12</t></si><si><t>HA10-6</t></si>' + '<si><t>remplissage</t></si>'.repeat(400_000);
    const xlsx = workbook({ sheet: '<row><c t="s"><v>1</v></c><c><v>4</v></c></row>', strings });
    expect(read(xlsx, { budget: 512 * 1024 }).rows).toEqual([{ row: 1, cells: ['HA10-6', 4] }]);
  });

  it('holds no more than 256 columns of a row, whatever the references say', () => {
    const sheet = `<row><c r="A1"><v>1</v></c><c r="IV1"><v>2</v></c><c r="IW1"><v>3</v></c><c r="XFD1"><v>4</v></c></row>`;
    const [row] = read(workbook({ sheet })).rows;
    expect(row!.cells).toHaveLength(256);
    expect([row!.cells[0], row!.cells[255]]).toEqual([1, 2]);
  });

  it('never expands a DTD’s entities (a billion laughs reads as text, unexpanded)', () => {
    const xlsx = zipOf({
      'xl/workbook.xml': `<workbook xmlns="${NS}"><sheets><sheet name="a"/></sheets></workbook>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><worksheet xmlns="${NS}"><sheetData><row><c t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`,
    });
    expect(read(xlsx).rows).toEqual([{ row: 1, cells: ['&lol2;'] }]);
  });
});
