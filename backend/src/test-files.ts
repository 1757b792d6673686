/**
 * Real files of each type the forms take (a one-page PDF, a DOCX, an ODT),
 * and their hostile variants: for the API's tests and the e2e journeys alike,
 * so this module loads nothing of the app.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * A blank one-page PDF of exactly `size` bytes when it can be (the padding is
 * whitespace inside the page's content stream, so that readers still find the
 * cross-reference table at the end). Built by hand because pdf-lib only saves
 * asynchronously and the form tests need a value.
 */
function realPdf(size: number): Buffer {
  const fixed = (n: number) => String(n).padStart(10, '0');
  const build = (pad: number) => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      `<< /Length ${fixed(pad)} >>\nstream\n${' '.repeat(pad)}\nendstream`,
    ];
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = objects.map((body, i) => {
      const at = out.length;
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return at;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${fixed(o)} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${fixed(xref)}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  };
  return build(Math.max(0, size - build(0).length));
}

type Entries = Record<string, string | Uint8Array | null>;

/** A zip of the given entries, in their order; `null` leaves a default entry out. */
export function zipOf(entries: Entries, stored: string[] = []): Buffer {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    if (content === null) continue;
    const bytes = typeof content === 'string' ? strToU8(content) : content;
    files[name] = [bytes, { level: stored.includes(name) ? 0 : 6 }];
  }
  return Buffer.from(zipSync(files));
}

const docxParts: Entries = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Josiane Céleste, cheffe de chantier</w:t></w:r></w:p></w:body></w:document>',
};

const odtParts: Entries = {
  mimetype: 'application/vnd.oasis.opendocument.text',
  'content.xml':
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:text>' +
    '<text:p>Madame, Monsieur,</text:p></office:text></office:body></office:document-content>',
  'META-INF/manifest.xml':
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
};

/**
 * Small real files of each type. `docx` and `odt` take entries to add, replace
 * or (with `null`) leave out, to build the hostile variants of a document.
 */
export const samples = {
  pdf: (size = 2048) => realPdf(size),
  docx: (change: Entries = {}) => zipOf({ ...docxParts, ...change }),
  // ODF wants `mimetype` first and stored uncompressed, so that it can be read at a fixed offset.
  odt: (change: Entries = {}) => zipOf({ ...odtParts, ...change }, ['mimetype']),
  png: () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  exe: () => Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
};
