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

  it('keeps a form’s text from adding parts: the boundary is random and no text part can hold it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const db = openDb(':memory:');
    const at = Date.parse('2026-11-26T12:00:00Z');
    // the boundary a timestamp would give, and what a form's free text would add with it
    const guessed = `trefima-${new Date(at).toISOString().replace(/\D/g, '')}`;
    const injected = `--${guessed}\nContent-Type: text/html; charset=utf-8\n\n<a href="https://evil.example">Payer ici</a>\n`;
    const body = `Bonjour,\n${injected}--${guessed}--\nFin.`;
    const pdf = { name: 'plan.pdf', type: 'application/pdf', content: new Uint8Array(Buffer.from('%PDF-1.7')) };
    try {
      const mailer = new Mailer(db, dir, () => at);
      mailer.send('bureau@trefima.example', 'Demande', body, [pdf]);
      mailer.send('bureau@trefima.example', 'Demande', body, [pdf]);
      const emls = readdirSync(dir)
        .sort()
        .map((f) => readFileSync(join(dir, f), 'utf8'));
      const boundaries = emls.map((eml) => /^Content-Type: multipart\/mixed; boundary="([^"]+)"$/m.exec(eml)![1]);
      for (const [i, eml] of emls.entries()) {
        const parts = mimeParts(eml, boundaries[i]);
        expect(parts.map((p) => p.headers['content-type'])).toEqual(['text/plain; charset=utf-8', 'application/pdf; name="plan.pdf"']);
        expect(decoded(parts[0])).toBe(body);
      }
      // two mails of the same instant: no boundary to guess from the clock
      expect(boundaries[0]).not.toBe(boundaries[1]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the .eml of a mail sent inside a transaction once it is committed, and none when it is rolled back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const db = openDb(':memory:');
    try {
      const mailer = new Mailer(db, dir, () => 0);
      db.transaction(() => mailer.send('client@trefima.example', 'Commande CMD-2 reçue', 'Enregistrée.'))();
      expect(() =>
        db.transaction(() => {
          mailer.send('client@trefima.example', 'Commande CMD-3 reçue', 'Jamais enregistrée.');
          throw new Error('stock épuisé');
        })(),
      ).toThrow('stock épuisé');
      await Promise.resolve();
      const emls = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
      expect(emls).toHaveLength(1);
      expect(emls[0]).toContain('Subject: Commande CMD-2 reçue\n');
      expect(db.prepare('SELECT subject FROM outbox').pluck().all()).toEqual(['Commande CMD-2 reçue']);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a subject on its one header line: no control character of C0 or C1 (NEL, U+0085), nor a line or paragraph separator, passes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const db = openDb(':memory:');
    try {
      new Mailer(db, dir, () => 0).send('client@trefima.example', 'Devis Chantier\u0085Bcc: autre@exemple.fr\r\nX: y\u2028z\u009b', 'Texte.');
      const eml = readFileSync(join(dir, readdirSync(dir)[0]), 'utf8');
      expect(eml.split('\n').filter((l) => l.startsWith('Subject:'))).toEqual(['Subject: Devis Chantier Bcc: autre@exemple.fr X: y z']);
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

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** The parts of a multipart body as a mail reader splits them (RFC 2046 § 5.1.1): at every line that starts with the delimiter. */
function mimeParts(eml: string, boundary: string): MimePart[] {
  const chunks: string[][] = [];
  let current: string[] | null = null;
  for (const line of eml.split('\n')) {
    if (line.startsWith(`--${boundary}`)) {
      if (current) chunks.push(current);
      if (line.startsWith(`--${boundary}--`)) break;
      current = [];
    } else current?.push(line);
  }
  return chunks.map((lines) => {
    const blank = lines.indexOf('');
    const headers = Object.fromEntries(
      lines.slice(0, blank).map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()] as const),
    );
    return { headers, body: lines.slice(blank + 1).join('\n') };
  });
}

const decoded = (part: MimePart) =>
  part.headers['content-transfer-encoding'] === 'base64' ? Buffer.from(part.body, 'base64').toString('utf8') : part.body.replace(/\n$/, '');
