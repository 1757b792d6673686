import type { FastifyBaseLogger } from 'fastify';
import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { localDay, TIME_ZONES, type TimeZone } from '@trefima/domain/calendar/time-zones';
import { can, COMPANY_ROLES } from '@trefima/domain/companies/roles';
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';
import type { SellerIdentity } from '../site/seller';
import { printers } from '../documents/pdfs/lazy-printers';
import type { StatementPdfInput } from '../documents/pdfs/statement-pdf';
import { longDate, money } from '../documents/pdfs/format';
import { nowIso } from '../shared/text';
import type { CompanyLedger } from './ledger';
import { statementFileName } from './statement-files';

export interface StatementMailsDeps {
  db: Db;
  ledger: CompanyLedger;
  mailer: Mailer;
  seller: SellerIdentity;
  siteUrl: string;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** the route's PDF by default; a test gives one that fails */
  pdf?: (input: StatementPdfInput) => Promise<Uint8Array>;
}

export interface StatementMailSent {
  companyId: number;
  /** the month the statement covers, YYYY-MM */
  month: string;
  recipients: string[];
}

interface Recipient {
  email: string;
  first_name: string;
}

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month before the one of `today` (YYYY-MM-DD): 'YYYY-MM', its first and its last day. */
export function monthBefore(today: string): { month: string; from: string; on: string } {
  const [year, month] = today.split('-').map(Number);
  // day 0 of this month is the last day of the one before, December of the year before included
  const on = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { month: on.slice(0, 7), from: `${on.slice(0, 7)}-01`, on };
}

/**
 * The day it is in the territory that reaches it last. A company can buy in several territories and each invoice is
 * dated in its own one's day (statement-entries.ts): a month is over, and can be mailed once for good, only when it has
 * ended in all of them, not on the company's clock alone (0 h in Cayenne is still 23 h the day before in the Antilles).
 */
function lastTerritoryDay(nowMs: number): string {
  const at = new Date(nowMs).toISOString();
  return Object.values(TIME_ZONES)
    .map((zone) => localDay(at, zone))
    .sort()[0]!;
}

/**
 * The monthly relevé de compte (issue 46), mailed once the 1st has begun in
 * every territory (`lastTerritoryDay`) to its administrators and accountants, with the
 * PDF the route serves. A month is claimed in company_statement_mail before
 * anything is sent: two API processes, or a tick while the last one still
 * makes its PDFs, send it once. A company with nothing that month and
 * nothing owed gets no mail.
 */
export class StatementMails {
  constructor(private d: StatementMailsDeps) {}

  /** Mails every statement due at `nowMs`; what it sent. Stops between two companies when `signal` says (the next run sends the rest). */
  async sendDue(nowMs = this.d.now(), signal?: AbortSignal): Promise<StatementMailSent[]> {
    const sent: StatementMailSent[] = [];
    const companies = this.d.db.prepare('SELECT id, siret FROM company ORDER BY id').all() as { id: number; siret: string | null }[];
    for (const company of companies) {
      if (signal?.aborted) break;
      try {
        const done = await this.sendOne(company, nowMs);
        if (done) sent.push(done);
      } catch (err) {
        // one company's bad data must not keep the others' statements from leaving
        this.d.log.error({ err, companyId: company.id }, 'relevé mensuel non envoyé');
      }
    }
    return sent;
  }

  private async sendOne({ id, siret }: { id: number; siret: string | null }, nowMs: number): Promise<StatementMailSent | null> {
    const { month, from, on } = monthBefore(lastTerritoryDay(nowMs));
    // the claim first, the one guard: whoever inserts it sends; it is given back when there is nothing to send or no PDF
    const claim = this.d.db.prepare('INSERT OR IGNORE INTO company_statement_mail (company_id, month, sent_at) VALUES (?, ?, ?)');
    if (claim.run(id, month, nowIso(nowMs)).changes === 0) return null;
    const release = () => this.d.db.prepare('DELETE FROM company_statement_mail WHERE company_id = ? AND month = ?').run(id, month);
    // whoever the role table lets read the statement receives it (domain/companies/roles.ts), no second list
    const readers = COMPANY_ROLES.filter((role) => can(role, 'statement.read'));
    const recipients = this.d.db
      .prepare(
        `SELECT email, first_name FROM customer WHERE company_id = ? AND company_role IN (${readers.map(() => '?').join(', ')}) AND removed_at IS NULL ORDER BY id`,
      )
      .all(id, ...readers) as Recipient[];
    let statement: StatementAnswer;
    let pdf: Uint8Array;
    try {
      statement = this.d.ledger.statement(id, { on, from });
      if (!recipients.length || (!statement.lines.length && statement.totals.closing_balance_cents === 0)) {
        release();
        return null;
      }
      pdf = await (this.d.pdf ?? printers().statementPdf)({ statement, seller: this.d.seller, siret, printedAt: nowIso(nowMs) });
    } catch (err) {
      release();
      this.d.log.error({ err, companyId: id, month }, 'relevé mensuel impossible à établir : nouvel essai au prochain passage');
      return null;
    }
    const attachment = { name: statementFileName(statement.company, on, 'pdf'), type: 'application/pdf', content: pdf };
    const named = monthName.format(Date.parse(`${from}T12:00:00Z`));
    const subject = `Votre relevé de compte de ${named} – ${statement.company}`;
    for (const r of recipients) this.d.mailer.send(r.email, subject, this.body(r, statement, named), [attachment]);
    return { companyId: id, month, recipients: recipients.map((r) => r.email) };
  }

  /** `month`: « novembre 2026 » */
  private body(r: Recipient, s: StatementAnswer, month: string): string {
    const day = longDate(s.on, s.time_zone as TimeZone);
    const closing = s.totals.closing_balance_cents;
    const overdue = s.due['1_30'] + s.due['31_60'] + s.due.plus_60;
    return [
      `Bonjour ${r.first_name},`,
      '',
      `Voici le relevé de compte de ${s.company} pour ${month}, joint en PDF.`,
      '',
      closing < 0 ? `Solde au ${day} : ${money(-closing)} TTC en votre faveur.` : `Solde au ${day} : ${money(closing)} TTC.`,
      overdue > 0 ? `Échu et non réglé : ${money(overdue)} TTC, à régler dès que possible.` : 'Aucune somme échue à cette date.',
      '',
      `Votre relevé à toute date, et en CSV : ${this.d.siteUrl}/mon-compte/releve`,
      '',
      'L’équipe Trefima',
    ].join('\n');
  }
}
