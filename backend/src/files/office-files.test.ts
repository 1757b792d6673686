import { unzipSync } from 'fflate';
import { samples, zipOf } from '../testing';
import { LimitPassed } from './limits';
import { DOCX, ODT, officeDocumentType } from './office-files';

/** Sets the declared uncompressed size of every entry, in the local headers and the central directory. */
function declaring(zip: Buffer, size: number) {
  const out = Buffer.from(zip);
  for (let i = 0; i < out.length - 4; i++) {
    const signature = out.readUInt32LE(i);
    if (signature === 0x04034b50) out.writeUInt32LE(size, i + 22);
    if (signature === 0x02014b50) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

describe('officeDocumentType', () => {
  it('knows a real DOCX and a real ODT', () => {
    expect(officeDocumentType(samples.docx())).toBe(DOCX);
    expect(officeDocumentType(samples.odt())).toBe(ODT);
    // the empty Basic library index LibreOffice writes is not a macro
    expect(
      officeDocumentType(samples.odt({ 'Basic/': '', 'Basic/script-lc.xml': '<library:libraries/>', 'Basic/Standard/script-lb.xml': '<library:library/>' })),
    ).toBe(ODT);
  });

  it.each(['exe', 'dll', 'com', 'bat', 'cmd', 'scr', 'js', 'jse', 'vbs', 'vbe', 'wsf', 'ps1', 'msi', 'jar', 'sh', 'EXE'])(
    'refuses a document carrying a .%s',
    (ext) => {
      expect(officeDocumentType(samples.docx({ [`word/media/image1.${ext}`]: 'x' }))).toBeNull();
      expect(officeDocumentType(samples.odt({ [`Pictures/image1.${ext}`]: 'x' }))).toBeNull();
    },
  );

  it('refuses macros: a VBA project, macro-enabled content types, StarBasic modules and ODF scripts', () => {
    expect(officeDocumentType(samples.docx({ 'word/vbaProject.bin': 'x' }))).toBeNull();
    expect(officeDocumentType(samples.docx({ 'word/vbaData.xml': '<wne:vbaSuppData/>' }))).toBeNull();
    const types = strOf(samples.docx(), '[Content_Types].xml');
    expect(officeDocumentType(samples.docx({ '[Content_Types].xml': types.replace('document.main+xml', 'document.macroEnabled.main+xml') }))).toBeNull();
    expect(
      officeDocumentType(
        samples.docx({
          '[Content_Types].xml': types.replace('</Types>', '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>'),
        }),
      ),
    ).toBeNull();
    expect(officeDocumentType(samples.odt({ 'Basic/Standard/Module1.xml': '<script:module/>' }))).toBeNull();
    expect(officeDocumentType(samples.odt({ 'Scripts/python/run.py': 'import os' }))).toBeNull();
  });

  it.each(['', '../evil.xml', 'word/../../evil.xml', '/etc/evil.xml', 'C:/evil.xml', 'word\\..\\evil.xml', 'word/evil\u0000.xml'])(
    'refuses an entry named %j',
    (name) => {
      expect(officeDocumentType(samples.docx({ [name]: 'x' }))).toBeNull();
    },
  );

  it('refuses a zip that is not one of the two documents', () => {
    expect(officeDocumentType(zipOf({ 'setup.exe': samples.exe() }))).toBeNull();
    expect(officeDocumentType(zipOf({ 'photo.jpg': 'x', 'notes.txt': 'word/document.xml' }))).toBeNull();
    expect(officeDocumentType(samples.docx({ 'word/document.xml': null }))).toBeNull();
    expect(officeDocumentType(samples.docx({ '[Content_Types].xml': null }))).toBeNull();
    expect(officeDocumentType(samples.odt({ 'content.xml': null }))).toBeNull();
    expect(officeDocumentType(samples.odt({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet' }))).toBeNull();
    const { mimetype, ...rest } = unzipSync(samples.odt());
    expect(officeDocumentType(zipOf({ ...rest, mimetype }, ['mimetype']))).toBeNull();
    expect(officeDocumentType(zipOf({}))).toBeNull();
    // an ODT refused for its macros does not pass as a DOCX by also holding Word's parts
    const both = { '[Content_Types].xml': strOf(samples.docx(), '[Content_Types].xml'), 'word/document.xml': '<w:document/>' };
    expect(officeDocumentType(samples.odt(both))).toBe(ODT);
    expect(officeDocumentType(samples.odt({ ...both, 'Basic/Standard/Module1.xml': '<script:module/>' }))).toBeNull();
  });

  it('refuses what is not a readable zip', () => {
    const docx = samples.docx();
    expect(officeDocumentType(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(officeDocumentType(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('word/document.xml'), Buffer.alloc(64)]))).toBeNull();
    expect(officeDocumentType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a zip bomb from its declared sizes, without inflating it, saying it inflates past the bound', () => {
    expect(() => officeDocumentType(declaring(samples.docx(), 0x7fffffff))).toThrow(LimitPassed);
    expect(() => officeDocumentType(declaring(samples.docx(), 0x7fffffff))).toThrow(/^Ce fichier se décompresse en plus de 100 Mo : /);
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`word/media/image${i}.png`, 'x']));
    expect(officeDocumentType(samples.docx(many))).toBeNull();
    // within the bounds, the declared size alone does not refuse a document
    expect(officeDocumentType(declaring(samples.docx(), 100 * 1024))).toBe(DOCX);
  });

  it('refuses two entries of one name, which readers resolve differently', () => {
    const docx = samples.docx({ 'word/document.xmL': 'x' });
    const twice = Buffer.from(docx.toString('latin1').replaceAll('word/document.xmL', 'word/document.xml'), 'latin1');
    expect(officeDocumentType(twice)).toBeNull();
  });
});

function strOf(zip: Buffer, name: string) {
  return Buffer.from(unzipSync(zip)[name]).toString('utf8');
}
