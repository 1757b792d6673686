import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { samples } from '../testing';
import { pdfBomb } from '../testing-hostile-files';
import { isCleanPdf } from './pdf-files';

/** Adds keys to the catalog of the sample (pdf-lib reads objects, not the offsets). */
const withCatalog = (keys: string) => Buffer.from(samples.pdf().toString('latin1').replace('/Type /Catalog', `/Type /Catalog ${keys}`), 'latin1');

/** A PDF saved by pdf-lib, with its objects compressed in object streams, where raw bytes show nothing. */
async function saved(change: (doc: PDFDocument) => void = () => {}, pages = 1) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage();
  change(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true, addDefaultPage: false }));
}
const action = (doc: PDFDocument, dict: Record<string, unknown>) => doc.context.register(doc.context.obj(dict as never));

describe('isCleanPdf', () => {
  it('takes the samples, of any size, and a PDF saved by pdf-lib', async () => {
    expect(await isCleanPdf(samples.pdf())).toBe(true);
    const big = samples.pdf(5 * 1024 * 1024);
    expect(big.length).toBe(5 * 1024 * 1024);
    expect(await isCleanPdf(big)).toBe(true);
    expect(await isCleanPdf(await saved())).toBe(true);
  });

  it('refuses what only starts like a PDF, a truncated one, and one without pages', async () => {
    expect(await isCleanPdf(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20)]))).toBe(false);
    expect(await isCleanPdf(Buffer.from('%PDF'))).toBe(false);
    expect(await isCleanPdf(samples.pdf().subarray(0, 300))).toBe(false);
    expect(await isCleanPdf(await saved(() => {}, 0))).toBe(false);
  });

  it('refuses JavaScript and Launch actions written in the clear', async () => {
    expect(await isCleanPdf(withCatalog('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'))).toBe(false);
    expect(await isCleanPdf(withCatalog('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe(false);
    expect(await isCleanPdf(withCatalog('/Names << /JavaScript 9 0 R >>'))).toBe(false);
  });

  it('refuses them behind name escapes, which readers decode', async () => {
    expect(await isCleanPdf(withCatalog('/OpenAction << /S /Java#53cript /J#53 (x) >>'))).toBe(false);
    expect(await isCleanPdf(withCatalog('/OpenAction << /S /#4caunch /F (cmd.exe) >>'))).toBe(false);
    expect(await isCleanPdf(withCatalog('/OpenAction << /S /L#61unch /F (cmd.exe) >>'))).toBe(false);
    // even in the dictionary of a stream (here the page's content)
    const inStream = samples.pdf().toString('latin1').replace('<< /Length', '<< /AA << /O << /S /Java#53cript /J#53 (x) >> >> /Length');
    expect(await isCleanPdf(Buffer.from(inStream, 'latin1'))).toBe(false);
  });

  it('refuses them inside compressed object streams, in pages and annotations', async () => {
    const js = await saved((doc) => doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') })));
    expect(js.includes('JavaScript')).toBe(false);
    expect(await isCleanPdf(js)).toBe(false);
    const launch = await saved((doc) => {
      const annot = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'Launch', F: PDFString.of('calc.exe') } });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
    });
    expect(await isCleanPdf(launch)).toBe(false);
    const inline = await saved((doc) => {
      const annot = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'JavaScript', JS: PDFString.of('x') } });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([annot]));
    });
    expect(await isCleanPdf(inline)).toBe(false);
    const pageAction = await saved((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'JavaScript', JS: PDFString.of('x') } })));
    expect(await isCleanPdf(pageAction)).toBe(false);
  });

  it('refuses an action in an object too broken for pdf-lib to read', async () => {
    const broken = samples.pdf().toString('latin1').replace('xref', '5 0 obj\n<< /S /JavaScript /JS (x) ]] >>\nendobj\nxref');
    expect(await isCleanPdf(Buffer.from(broken, 'latin1'))).toBe(false);
  });

  it('takes a PDF whose text merely mentions JS or a launch', async () => {
    expect(await isCleanPdf(withCatalog('/Lang (fr-FR) /PieceInfo << /JSFont << /Launched (JS) >> >>'))).toBe(true);
  });

  it('reads on, without failing, past a stream whose dictionary nests deeper than a stack goes (pdf-lib skips that object)', async () => {
    const deep = `9 0 obj\n<< /A ${'['.repeat(200_000)} >>\nstream\nx\nendstream\nendobj\n`;
    const plain = samples.pdf().toString('latin1');
    const at = plain.indexOf('xref');
    expect(await isCleanPdf(Buffer.from(plain.slice(0, at) + deep + plain.slice(at), 'latin1'))).toBe(true);
  });

  it('refuses a bomb in its object streams before pdf-lib opens it, saying it inflates past the bound', async () => {
    await expect(isCleanPdf(pdfBomb())).rejects.toThrow(/^Ce fichier contient des objets compressés qui se décompressent en plus de 16 Mo/);
  });
});
