import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';
import { nowIso } from '../shared/text';

/** A header value on one line: CR, LF and the other control characters, C1 (NEL) included, and Unicode's line and paragraph separators (a company name typed with a line break) cannot add headers. */
export const headerValue = (v: string) =>
  v
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** A file a mail carries. */
export interface MailAttachment {
  name: string;
  type: string;
  content: Uint8Array;
}

/**
 * The Date header as RFC 5322 § 3.3 writes it, « Thu, 26 Nov 2026 12:00:00 +0000 »: mail readers do not read an ISO
 * string. toUTCString gives the same fields in this order (ECMAScript fixes its form), with GMT and a padded day.
 */
function mailDate(ms: number): string {
  const [weekday, day, month, year, time] = new Date(ms).toUTCString().split(' ');
  return `${weekday} ${Number(day)} ${month} ${year} ${time} +0000`;
}

const base64Lines = (content: Uint8Array | string) => Buffer.from(content).toString('base64').replace(/.{76}/g, '$&\n');

/**
 * The mail as a .eml file: plain text alone, or multipart/mixed with its text
 * and attachments in base64 (RFC 2045, 2046, 2231). A form's free text goes
 * into the mail: the boundary is random, and the text in base64, whose
 * alphabet has no hyphen, so that no line of it can close a part and open one.
 */
function eml(recipient: string, subject: string, date: string, body: string, attachments: MailAttachment[]): string {
  const head = `To: ${recipient}\nSubject: ${subject}\nDate: ${date}\nMIME-Version: 1.0\n`;
  if (!attachments.length) return `${head}Content-Type: text/plain; charset=utf-8\n\n${body}\n`;
  const boundary = `trefima-${randomBytes(18).toString('hex')}`;
  const parts = [`--${boundary}\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n${base64Lines(body)}\n`];
  for (const a of attachments) {
    const name = headerValue(a.name).replace(/"/g, '');
    const b64 = base64Lines(a.content);
    parts.push(
      `--${boundary}\nContent-Type: ${a.type}; name="${name}"\nContent-Disposition: attachment; filename="${name}"\nContent-Transfer-Encoding: base64\n\n${b64}\n`,
    );
  }
  return `${head}Content-Type: multipart/mixed; boundary="${boundary}"\n\n${parts.join('')}--${boundary}--\n`;
}

/**
 * No mail leaves the reference API: every message goes to the `outbox` table
 * and, when a data folder exists, to `data/outbox/*.eml`, where a developer
 * (or a test, through `GET /admin/outbox`) reads it.
 */
export class Mailer {
  private insert;
  private attach;
  private kept;
  constructor(
    private db: Db,
    private dir: string | null,
    private now: () => number,
  ) {
    this.insert = db.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)');
    this.attach = db.prepare('INSERT INTO outbox_attachment (outbox_id, name, type, content) VALUES (?, ?, ?, ?)');
    this.kept = db.prepare('SELECT 1 FROM outbox WHERE id = ? AND recipient = ? AND subject = ? AND body = ? AND created_at = ?');
  }

  send(to: string, title: string, body: string, attachments: MailAttachment[] = []) {
    const [recipient, subject] = [headerValue(to), headerValue(title)];
    const ms = this.now();
    // the outbox row keeps its ISO time (sorted, compared); only the .eml's header takes the mail's own form
    const at = nowIso(ms);
    const id = this.db.transaction(() => {
      const id = Number(this.insert.run(recipient, subject, body, at).lastInsertRowid);
      for (const a of attachments) this.attach.run(id, a.name, a.type, Buffer.from(a.content));
      return id;
    })();
    if (this.dir) {
      const dir = this.dir;
      const write = () => {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${String(id).padStart(6, '0')}.eml`), eml(recipient, subject, mailDate(ms), body, attachments));
      };
      // sent inside a caller's transaction, the mail exists only if it commits: its file is written after, if its row
      // is still there (better-sqlite3's transactions are synchronous; a microtask runs once the outermost one ends)
      if (!this.db.inTransaction) write();
      else
        queueMicrotask(() => {
          try {
            if (this.kept.get(id, recipient, subject, body, at)) write();
          } catch (error) {
            // the row is the mail (GET /admin/outbox); its file is a developer's copy, never worth the process
            process.emitWarning(`outbox file ${id}: ${(error as Error).message}`);
          }
        });
    }
    return id;
  }
}
