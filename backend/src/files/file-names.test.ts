import { safeFileName } from './file-names';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

describe('safeFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['lettre.PDF', 'lettre.PDF'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\system.ini', 'system.ini'],
    ['CV\r\nBcc: x@y.z.pdf', 'CV-Bcc-x-y.z.pdf'],
    ['CV%0D%0ABcc: x@y.z.pdf', 'CV-Bcc-x-y.z.pdf'],
    ['Lettre de motivation – Hélène.pdf', 'Lettre-de-motivation-Helene.pdf'],
    ['Cœur d’Œuvre Ærø Straße.pdf', 'Coeur-d-OEuvre-AEro-Strasse.pdf'],
    ['ｃｖ．ｐｄｆ', 'cv.pdf'],
    ['cv\u0000.exe.pdf', 'cv.exe.pdf'],
    ['cv\u202Efdp.exe', 'cv-fdp.exe'],
    ['  photo toiture (1).PDF  ', 'photo-toiture-1.PDF'],
    ['plan__final--v2 .pdf', 'plan_final-v2.pdf'],
    ['.bashrc', 'fichier.bashrc'],
    ['-rf.pdf', 'rf.pdf'],
    ['CV', 'CV'],
  ])('%j becomes %j', (sent, safe) => {
    expect(safeFileName(sent, PDF)).toBe(safe);
  });

  it.each(['', '.', '...', '..\\..', '/', '\u202E\u0000', '简历', '.pdf'])('names %j after the type read in the file', (sent) => {
    expect(safeFileName(sent, PDF)).toBe('fichier.pdf');
    expect(safeFileName(sent, 'image/png')).toBe('fichier.png');
    expect(safeFileName(sent, 'application/octet-stream')).toBe(sent === '.pdf' ? 'fichier.pdf' : 'fichier.bin');
  });

  it('keeps a long name under 80 characters with its extension', () => {
    const safe = safeFileName(`${'Curriculum vitae détaillé '.repeat(12)}.docx`, DOCX);
    expect(safe.length).toBeLessThanOrEqual(80);
    expect(safe).toMatch(/^Curriculum-vitae-detaille-.*[A-Za-z0-9]\.docx$/);
    expect(safeFileName('x'.repeat(300), PDF)).toBe('x'.repeat(80));
    expect(safeFileName(`${'é'.repeat(300)}.pdf`, PDF)).toBe(`${'e'.repeat(76)}.pdf`);
  });

  // a mail reader opens an attachment by its name: a PDF sent as « cv.docx » would open in Word, and fail
  it.each([
    ['cv.docx', PDF, 'cv.pdf'],
    ['CV Hélène.doc', PDF, 'CV-Helene.pdf'],
    ['lettre.pdf', DOCX, 'lettre.docx'],
    ['lettre.odt', 'application/msword', 'lettre.doc'],
    ['lettre.docx', 'application/vnd.oasis.opendocument.text', 'lettre.odt'],
    ['toiture.png', 'image/jpeg', 'toiture.jpg'],
    ['toiture.jpeg', 'image/jpeg', 'toiture.jpeg'],
    ['toiture.JPG', 'image/jpeg', 'toiture.JPG'],
    ['plan.jpg', 'image/png', 'plan.png'],
  ])('%j read as %s is named %j: its extension agrees with its content', (sent, type, safe) => {
    expect(safeFileName(sent, type)).toBe(safe);
  });

  // the forms' rules refuse these names: renamed, a PDF sent as « cv.exe » would pass them
  it.each([
    ['cv.exe', PDF],
    ['CV', PDF],
    ['cv.pdf.exe', PDF],
    ['commande.xlsx', 'application/zip'],
    ['commande.xls', 'application/x-cfb'],
    ['commande.csv', 'application/octet-stream'],
  ])('keeps %j as sent when its extension is no known type’s, or its bytes name no type (%s)', (sent, type) => {
    expect(safeFileName(sent, type)).toBe(sent);
  });

  it('only ever answers the safe set, whatever it is given', () => {
    const chars = ['a', 'É', '.', '-', '_', ' ', '/', '\\', '\u0000', '\r', '\n', '\u202E', '\u200B', '–', '%', ':', '"', '<', '简', '😀'];
    for (let i = 0; i < 2000; i++) {
      const sent = Array.from({ length: (i % 40) + 1 }, (_, j) => chars[(i * 7 + j * 13 + ((i * j) % 5)) % chars.length]).join('');
      const safe = safeFileName(sent, PDF);
      expect({ sent, ok: SAFE.test(safe) && safe.length <= 80 && !safe.includes('..') }).toEqual({ sent, ok: true });
    }
  });
});
