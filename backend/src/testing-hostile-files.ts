/**
 * The files an attacker sends to make the API read for ever: a spreadsheet
 * far past the quick order's lines, a PDF and a DOCX that inflate to a
 * gigabyte. Built in memory in a second (the bombs are made of one deflated
 * megabyte repeated, never of the gigabyte itself), for the API's tests and
 * the benchmark alike, so this module loads nothing of the app.
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { samples } from './test-files';

const MiB = 1024 * 1024;

/** A zip entry written as given: its compressed bytes and the sizes it declares, true or not. */
export interface RawEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  crc: number;
  declaredSize: number;
}

export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Raw deflate of `size` bytes of `fill`: one mebibyte deflated with a full
 * flush (byte-aligned, referring to nothing before it) and repeated, then an
 * empty final block. A gigabyte of spaces in about a megabyte.
 */
function deflatedRun(size: number, fill: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MiB, fill), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.ceil(size / MiB);
  // 0x03 0x00: a final block of fixed codes holding only its end code
  return Buffer.concat([...Array.from({ length: count }, () => segment), Buffer.from([0x03, 0x00])]);
}

/** The same run in the zlib format a PDF's FlateDecode expects, its Adler-32 worked out rather than computed over the gigabyte. */
function zlibRun(size: number, fill: number): Buffer {
  const n = BigInt(Math.ceil(size / MiB) * MiB);
  const c = BigInt(fill);
  const a = (1n + n * c) % 65521n;
  const b = (n + (c * n * (n + 1n)) / 2n) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflatedRun(size, fill), adler]);
}

/**
 * A one-page PDF whose object stream (which readers, pdf-lib included,
 * inflate as they open the file) holds `size` bytes, spaces after one object.
 * The objects are found by scanning, so it is added before the cross-reference table.
 */
export function pdfBomb(size = 1024 * MiB): Buffer {
  const plain = samples.pdf().toString('latin1');
  const data = zlibRun(size, 0x20);
  const head = `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`;
  const at = plain.indexOf('xref');
  return Buffer.concat([
    Buffer.from(plain.slice(0, at), 'latin1'),
    Buffer.from(head, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n' + plain.slice(at), 'latin1'),
  ]);
}

/**
 * A valid PDF of `count` small objects more, each a dictionary pdf-lib builds
 * as it opens the file: a file within the upload limit that takes its reader
 * seconds and tens of megabytes, for the bounds of time and memory.
 */
export function pdfOfObjects(count: number): Buffer {
  const plain = samples.pdf().toString('latin1');
  const at = plain.indexOf('xref');
  const objects = Array.from({ length: count }, (_, i) => `${10 + i} 0 obj\n<< /K [${i} 0 R /N ${i}] >>\nendobj\n`);
  return Buffer.from(plain.slice(0, at) + objects.join('') + plain.slice(at), 'latin1');
}

/**
 * A DOCX with an image that inflates to `size` bytes while its headers say
 * it holds one kilobyte: a reader that trusts them opens a gigabyte.
 */
export function docxBomb(size = 1024 * MiB): Buffer {
  const entries: RawEntry[] = [];
  // the sample's own entries, deflated again with their true sizes
  for (const [name, content] of Object.entries(entriesOf(samples.docx()))) {
    entries.push({ name, data: deflateRawSync(content), method: 8, crc: crc32(content), declaredSize: content.length });
  }
  entries.push({ name: 'word/media/image1.png', data: deflatedRun(size, 0), method: 8, crc: 0, declaredSize: 1024 });
  return rawZip(entries);
}

/** The entries of a zip built by fflate (stored or deflated), by name. */
function entriesOf(zip: Buffer): Record<string, Buffer> {
  const parts: Record<string, Buffer> = {};
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    parts[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/**
 * An XLSX of `rows` order lines (a header, then a reference and a quantity
 * each), written as Excel writes it (text in the shared strings) and
 * deflated: 110 000 of them make about 600 KB, within the quick order's
 * upload limit. The rows go without their optional number (`r`): the cells'
 * references give it.
 */
export function xlsxRows(rows: number): Buffer {
  const strings = ['Référence', 'Quantité', 'HA12-12', 'HA10-6', 'ST25C-240', 'HA8-6', 'HA14-12', 'HA16-12'];
  const text = (ref: string, i: number) => `<c r="${ref}" t="s"><v>${i}</v></c>`;
  const lines = [`<row>${text('A1', 0)}${text('B1', 1)}</row>`];
  for (let i = 2; i <= rows + 1; i++) lines.push(`<row>${text(`A${i}`, 2 + (i % 6))}<c r="B${i}"><v>${1 + (i % 4) * 5}</v></c></row>`);
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006';
  const type = (part: string, kind: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  const relation = (id: string, kind: string, target: string) => `<Relationship Id="${id}" Type="${rel}/${kind}" Target="${target}"/>`;
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${type('/xl/workbook.xml', 'sheet.main')}${type('/xl/worksheets/sheet1.xml', 'worksheet')}${type('/xl/sharedStrings.xml', 'sharedStrings')}</Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}/relationships">${relation('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Commande" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}/relationships">${relation('rId1', 'worksheet', 'worksheets/sheet1.xml')}${relation('rId2', 'sharedStrings', 'sharedStrings.xml')}</Relationships>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><dimension ref="A1:B${rows + 1}"/><sheetData>${lines.join('')}</sheetData></worksheet>`,
  };
  return rawZip(
    Object.entries(parts).map(([name, text]) => {
      const content = Buffer.from(text, 'utf8');
      return { name, data: deflateRawSync(content, { level: 9 }), method: 8, crc: crc32(content), declaredSize: content.length };
    }),
  );
}
