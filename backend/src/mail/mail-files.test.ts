import { MAIL_FILES_MAX_BYTES, officeMailFiles } from './mail-files';
import type { KeptFile, StoredFile } from '../files/upload-store';

const MB = 1024 * 1024;
function file(field: string, name: string, bytes: number): [KeptFile, StoredFile] {
  const meta = { field, name, type: 'application/pdf', size: bytes };
  return [
    { ...meta, buffer: Buffer.alloc(bytes, 0x25) },
    { ...meta, path: `data/uploads/ETU-2026-000001/${field}-${name}` },
  ];
}

describe('the files of an office mail', () => {
  it('joins every file while the mail stays under its limit, and says where the others are', () => {
    const files = [file('plan', 'rdc.pdf', 6 * MB), file('plan2', 'etage.pdf', 7 * MB), file('photo', 'site.pdf', 4 * MB)];
    // 6 + 7 MB fit in the limit; 4 MB more would not
    expect(6 * MB + 7 * MB).toBeLessThanOrEqual(MAIL_FILES_MAX_BYTES);
    expect(6 * MB + 7 * MB + 4 * MB).toBeGreaterThan(MAIL_FILES_MAX_BYTES);
    const { attachments, lines } = officeMailFiles(
      files.map(([k]) => k),
      files.map(([, s]) => s),
    );
    expect(attachments.map((a) => [a.name, a.content.length])).toEqual([
      ['rdc.pdf', 6 * MB],
      ['etage.pdf', 7 * MB],
    ]);
    expect(lines).toEqual([
      '- rdc.pdf (application/pdf, 6 Mo) : data/uploads/ETU-2026-000001/plan-rdc.pdf, joint à ce message',
      '- etage.pdf (application/pdf, 7 Mo) : data/uploads/ETU-2026-000001/plan2-etage.pdf, joint à ce message',
      '- site.pdf (application/pdf, 4 Mo) : data/uploads/ETU-2026-000001/photo-site.pdf, non joint (le message serait trop lourd), à lire sur le serveur',
    ]);
  });

  it('has nothing to say of no file', () => {
    expect(officeMailFiles([], [])).toEqual({ attachments: [], lines: [] });
  });
});
