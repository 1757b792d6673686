import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db';
import { Mailer } from './mailer';

/** Guards the .eml's Date header: RFC 5322's date-time, which mail readers parse, while the outbox row keeps its ISO time. */
describe('the .eml of a mail', () => {
  it('has an RFC 5322 Date header, not an ISO string', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-date-'));
    const db = openDb(':memory:');
    try {
      new Mailer(db, dir, () => Date.parse('2026-11-26T12:00:00Z')).send('client@trefima.example', 'Bonjour', 'Texte.');
      const eml = readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8');
      expect(/^Date: (.*)$/m.exec(eml)?.[1]).toBe('Thu, 26 Nov 2026 12:00:00 +0000');
      expect(db.prepare('SELECT created_at FROM outbox').pluck().get()).toBe('2026-11-26T12:00:00.000Z');
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a day of the month below 10 without a leading zero', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-date-'));
    const db = openDb(':memory:');
    try {
      new Mailer(db, dir, () => Date.parse('2027-01-03T08:05:09.250Z')).send('client@trefima.example', 'Bonjour', 'Texte.');
      const eml = readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8');
      expect(/^Date: (.*)$/m.exec(eml)?.[1]).toBe('Sun, 3 Jan 2027 08:05:09 +0000');
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
