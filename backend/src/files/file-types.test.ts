import { samples, zipOf } from '../testing';
import { fileType } from './file-types';
import { sniff, UNKNOWN } from './magic-bytes';
import { DOC, DOCX, ODT } from './office-files';

/** A compound file header followed by directory names, as .doc, .xls and .msi have. */
const compound = (...streams: string[]) =>
  Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), ...streams.map((s) => Buffer.from(s, 'utf16le'))]);

describe('sniff', () => {
  it('answers for a file of any length, even shorter than any magic number', () => {
    for (let length = 0; length <= 8; length++) {
      for (const fill of [0x00, 0x25, 0x50, 0x89, 0xd0, 0xff]) expect(() => sniff(Buffer.alloc(length, fill))).not.toThrow();
    }
    expect(sniff(Buffer.alloc(0))).toBe(UNKNOWN);
    expect(sniff(Buffer.from('%PD'))).toBe(UNKNOWN);
    expect(sniff(Buffer.from('ffd8', 'hex'))).toBe(UNKNOWN);
  });

  it('reads the magic numbers', () => {
    expect(sniff(samples.pdf())).toBe('application/pdf');
    expect(sniff(samples.png())).toBe('image/png');
    expect(sniff(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniff(samples.exe())).toBe(UNKNOWN);
  });
});

describe('fileType', () => {
  it('gives the accepted types to real files', async () => {
    expect(await fileType(samples.pdf())).toBe('application/pdf');
    expect(await fileType(samples.docx())).toBe(DOCX);
    expect(await fileType(samples.odt())).toBe(ODT);
    expect(await fileType(samples.png())).toBe('image/png');
    expect(await fileType(compound('Root Entry', 'WordDocument', '1Table'))).toBe(DOC);
  });

  it('gives no accepted type to what only looks like one', async () => {
    expect(await fileType(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]))).toBe(UNKNOWN);
    expect(await fileType(zipOf({ 'setup.exe': samples.exe() }))).toBe(UNKNOWN);
    expect(await fileType(Buffer.from('504b0304', 'hex'))).toBe(UNKNOWN);
    // an installer is a compound file too, and a .doc with a VBA project runs code
    expect(await fileType(compound('Root Entry', 'SummaryInformation', 'Binary.setup'))).toBe(UNKNOWN);
    expect(await fileType(compound('Root Entry', 'WordDocument', 'Macros', 'VBA', '_VBA_PROJECT'))).toBe(UNKNOWN);
    for (let length = 0; length <= 3; length++) expect(await fileType(Buffer.alloc(length, 0x25))).toBe(UNKNOWN);
  });
});
