import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db';
import { Mailer } from './mailer';

describe('the outbox', () => {
  it('keeps a mail’s attachments with it, and writes them into the .eml as base64 parts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const db = openDb(':memory:');
    try {
      const pdf = new Uint8Array(Buffer.from('%PDF-1.7 facture accentuée'));
      const id = new Mailer(db, dir, () => Date.parse('2026-11-26T12:00:00Z')).send('client@trefima.example', 'Facture\nBcc: x', 'Bonjour,', [
        { name: 'facture-FAC-2026-000001.pdf', type: 'application/pdf', content: pdf },
      ]);
      const stored = db.prepare('SELECT name, type, content FROM outbox_attachment WHERE outbox_id = ?').all(id) as { content: Buffer }[];
      expect(stored).toEqual([{ name: 'facture-FAC-2026-000001.pdf', type: 'application/pdf', content: Buffer.from(pdf) }]);
      const eml = readFileSync(join(dir, readdirSync(dir)[0]), 'utf8');
      expect(eml).toContain('Subject: Facture Bcc: x\n');
      expect(eml).toMatch(/Content-Type: multipart\/mixed; boundary="([^"]+)"/);
      expect(eml).toContain('Content-Disposition: attachment; filename="facture-FAC-2026-000001.pdf"');
      expect(eml).toContain(Buffer.from(pdf).toString('base64'));
      const boundary = /boundary="([^"]+)"/.exec(eml)![1];
      expect(eml.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a mail without attachment as plain text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const db = openDb(':memory:');
    try {
      new Mailer(db, dir, () => 0).send('client@trefima.example', 'Bonjour', 'Texte.');
      expect(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8')).toContain('Content-Type: text/plain; charset=utf-8\n\nTexte.\n');
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
