import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';
import { nowIso } from './text';

/** A header value on one line: CR, LF and other control characters (a company name typed with a line break) cannot add headers. */
export const headerValue = (v: string) =>
  v
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * No mail leaves the reference API: every message goes to the `outbox` table
 * and, when a data folder exists, to `data/outbox/*.eml`, where a developer
 * (or a test, through `GET /admin/outbox`) reads it.
 */
export class Mailer {
  private insert;
  constructor(
    private db: Db,
    private dir: string | null,
    private now: () => number,
  ) {
    this.insert = db.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)');
  }

  send(to: string, title: string, body: string) {
    const [recipient, subject] = [headerValue(to), headerValue(title)];
    const at = nowIso(this.now());
    const id = Number(this.insert.run(recipient, subject, body, at).lastInsertRowid);
    if (this.dir) {
      mkdirSync(this.dir, { recursive: true });
      const eml = `To: ${recipient}\nSubject: ${subject}\nDate: ${at}\nContent-Type: text/plain; charset=utf-8\n\n${body}\n`;
      writeFileSync(join(this.dir, `${String(id).padStart(6, '0')}.eml`), eml);
    }
    return id;
  }
}
