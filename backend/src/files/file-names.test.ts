import { safeFileName } from './file-names';

const PDF = 'application/pdf';
const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

describe('safeFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['lettre.PDF', 'lettre.PDF'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\system.ini', 'system.ini'],
    ['CV\r\nBcc: x@y.z.pdf', 'CV-Bcc-x-y.z.pdf'],
    ['CV%0D%0ABcc: x@y.z.pdf', 'CV-Bcc-x-y.z.pdf'],
    ['Lettre de motivation – Hélène.docx', 'Lettre-de-motivation-Helene.docx'],
    ['Cœur d’Œuvre Ærø Straße.odt', 'Coeur-d-OEuvre-AEro-Strasse.odt'],
    ['ｃｖ．ｐｄｆ', 'cv.pdf'],
    ['cv\u0000.exe.pdf', 'cv.exe.pdf'],
    ['cv\u202Efdp.exe', 'cv-fdp.exe'],
    ['  photo toiture (1).JPG  ', 'photo-toiture-1.JPG'],
    ['plan__final--v2 .png', 'plan_final-v2.png'],
    ['.bashrc', 'fichier.bashrc'],
    ['-rf.pdf', 'rf.pdf'],
    ['CV', 'CV'],
  ])('%j becomes %j', (sent, safe) => {
    expect(safeFileName(sent, PDF)).toBe(safe);
  });

  it.each(['', '.', '...', '..\\..', '/', '\u202E\u0000', '简历', '.pdf'])('names %j after the type read in the file', (sent) => {
    expect(safeFileName(sent, PDF)).toBe('fichier.pdf');
    expect(safeFileName(sent, 'image/png')).toBe(sent === '.pdf' ? 'fichier.pdf' : 'fichier.png');
    expect(safeFileName(sent, 'application/octet-stream')).toBe(sent === '.pdf' ? 'fichier.pdf' : 'fichier.bin');
  });

  it('keeps a long name under 80 characters with its extension', () => {
    const safe = safeFileName(`${'Curriculum vitae détaillé '.repeat(12)}.docx`, PDF);
    expect(safe.length).toBeLessThanOrEqual(80);
    expect(safe).toMatch(/^Curriculum-vitae-detaille-.*[A-Za-z0-9]\.docx$/);
    expect(safeFileName('x'.repeat(300), PDF)).toBe('x'.repeat(80));
    expect(safeFileName(`${'é'.repeat(300)}.pdf`, PDF)).toBe(`${'e'.repeat(76)}.pdf`);
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
