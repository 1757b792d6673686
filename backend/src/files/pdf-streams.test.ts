import { PDFDocument } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { samples } from '../test-files';
import { pdfBomb } from '../testing-hostile-files';
import { LimitPassed } from './limits';
import { measurePdfStreams, MAX_OBJECT_STREAM_BYTES } from './pdf-streams';
import { InflateBudget } from './zip';

/**
 * A PDF's streams measured before pdf-lib opens it: found as pdf-lib finds
 * them, run through their filters with the output counted, never inflated
 * past the bound.
 */

const MB = 1024 * 1024;

/** The sample PDF with objects added before its cross-reference table (pdf-lib finds objects by scanning). */
function withObjects(...objects: (string | Buffer)[]): Buffer {
  const plain = samples.pdf().toString('latin1');
  const at = plain.indexOf('xref');
  return Buffer.concat([
    Buffer.from(plain.slice(0, at), 'latin1'),
    ...objects.map((o) => (typeof o === 'string' ? Buffer.from(o, 'latin1') : o)),
    Buffer.from(plain.slice(at), 'latin1'),
  ]);
}
const stream = (n: number, dict: string, data: Buffer, length: number | string = data.length) =>
  Buffer.concat([Buffer.from(`${n} 0 obj\n<< ${dict} /Length ${length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);

async function measure(pdf: Buffer, budget = 100 * MB) {
  const b = new InflateBudget(budget);
  try {
    return { verdict: await measurePdfStreams(pdf, b), used: b.used };
  } catch (error) {
    if (!(error instanceof LimitPassed)) throw error;
    return { refused: error.message, used: b.used };
  }
}

describe('measurePdfStreams', () => {
  it('measures what a PDF saved with object streams inflates to, and lets it through', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Josiane Céleste');
    const pdf = Buffer.from(await doc.save({ useObjectStreams: true }));
    const { verdict, used } = await measure(pdf);
    expect(verdict).toBe('measured');
    expect(used).toBeGreaterThan(0);
  });

  it('stops an object stream that inflates to a gigabyte at its own bound', async () => {
    const { refused, used } = await measure(pdfBomb());
    expect(refused).toBe(
      'Ce fichier contient des objets compressés qui se décompressent en plus de 16 Mo : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel.',
    );
    expect(used).toBeLessThanOrEqual(MAX_OBJECT_STREAM_BYTES + 2 * MB);
  });

  it('stops the streams of pages and images at the file’s budget, counted across them', async () => {
    const page = deflateSync(Buffer.alloc(3 * MB, 0x20));
    const pdf = withObjects(stream(20, '/Filter /FlateDecode', page), stream(21, '/Filter [/FlateDecode]', page));
    expect((await measure(pdf, 4 * MB)).refused).toMatch(/^Ce fichier se décompresse en plus de 4 Mo : il n’est pas accepté\./);
    expect((await measure(pdf, 8 * MB)).verdict).toBe('measured');
  });

  it('follows a chain of filters, each stage counted: ASCII85 then Flate, Flate twice', async () => {
    const inner = deflateSync(Buffer.alloc(2 * MB, 0x41));
    const twice = deflateSync(inner);
    const a85 = Buffer.from(`${toAscii85(inner)}~>`, 'latin1');
    const pdf = withObjects(stream(20, '/Filter [/ASCII85Decode /FlateDecode]', a85), stream(21, '/Filter [/FlateDecode /FlateDecode]', twice));
    const { verdict, used } = await measure(pdf);
    expect(verdict).toBe('measured');
    expect(used).toBeGreaterThanOrEqual(4 * MB + inner.length * 2);
    expect((await measure(pdf, 3 * MB)).refused).toMatch(/plus de 3 Mo/);
  });

  it('finds a stream’s end as pdf-lib does when its /Length is no number: past an `endstream` that a `stream` in its data opened', async () => {
    // a stored deflate block carrying the bytes « stream endstream », then the deflate blocks of a bomb
    const words = Buffer.from(' stream endstream ', 'latin1');
    const head = Buffer.from([0x78, 0x01, 0x00, words.length, 0x00, ~words.length & 0xff, 0xff, ...words]);
    const bomb = pdfBomb(64 * MB);
    const start = bomb.indexOf('stream\n', bomb.indexOf('ObjStm')) + 'stream\n'.length + 2;
    const data = Buffer.concat([head, bomb.subarray(start, bomb.indexOf('\nendstream', start))]);
    const hidden = withObjects(stream(20, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data, '99 0 R'));
    expect((await measure(hidden)).refused).toMatch(/^Ce fichier contient des objets compressés/);
  });

  it('calls unmeasurable an object stream whose filter it cannot follow or cannot see', async () => {
    const objects = deflateSync(Buffer.from('1 0 << /A 1 >>'));
    expect((await measure(withObjects(stream(20, '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', objects)))).verdict).toBe('unmeasurable');
    expect((await measure(withObjects(stream(20, '/Type /ObjStm /N 1 /First 4 /Filter 7 0 R', objects)))).verdict).toBe('unmeasurable');
    expect((await measure(withObjects(stream(20, '/Type 8 0 R /Filter /FlateDecode', Buffer.from('pas du zlib'))))).verdict).toBe('unmeasurable');
    // the same on an image is for its reader to decode: measured as far as it goes
    expect((await measure(withObjects(stream(20, '/Subtype /Image /Filter /LZWDecode', objects)))).verdict).toBe('measured');
  });

  it('reads nested dictionaries, strings and names written with escapes in a stream’s dictionary', async () => {
    const data = deflateSync(Buffer.alloc(2 * MB));
    const dict = '/DecodeParms << /Filter /Rien /Columns 4 >> /Note (une \\) parenthèse >> et /Filter /Faux) /F#69lter /Fl#61teDecode';
    expect((await measure(withObjects(stream(20, dict, data)), MB)).refused).toMatch(/plus de 1 Mo/);
  });
});

function toAscii85(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = Buffer.alloc(4);
    bytes.copy(chunk, 0, i, i + 4);
    const n = bytes.length - i < 4 ? bytes.length - i : 4;
    let value = chunk.readUInt32BE(0);
    if (value === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return out;
}
