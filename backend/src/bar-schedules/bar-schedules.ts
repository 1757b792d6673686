import type { BarPriceClass, BarSchedule, BarScheduleHeader, BarScheduleRow, BarScheduleSummary } from '@trefima/domain/bar-schedules/contract';
import type { Db } from '../db';
import type { QuotationRow } from '../documents/documents';
import { DomainError, invalid } from '../shared/errors';
import {
  figures,
  figuresYielding,
  refuseTamperedFigures,
  refuseTamperedFiguresYielding,
  storedRow,
  storedRowsYielding,
  type ScheduleFigures,
} from './bar-schedule-view';
import { documentNumber, nowIso } from '../shared/text';
import { localDate } from '@trefima/domain/calendar/working-days';
import { territoryOf } from '../orders/checkout';
import { turn } from '../shared/yielding';
import { SHARED } from '../companies/scope';
import { barPricing } from './bar-pricing';
import { listSchedules } from './schedule-list';
import {
  copyTitle,
  FACTS,
  headerOf,
  insertRevision,
  nextLetter,
  notFound,
  revisionNotFound,
  viewOf,
  writeRevision,
  type RevisionFacts,
  type ScheduleInput,
  type ScheduleRow,
  type Stored,
} from './schedule-revisions';
import { byIdOrNumber } from '../shared/id-or-number';

/**
 * The customer's bar schedules and their revisions. A revision is edited in
 * place while it is a draft; once sent to a cart or a quotation it is frozen
 * and the next change opens the next letter; once ordered, the schedule is
 * read-only (it is duplicated to be changed).
 */
export class BarSchedules {
  constructor(
    private db: Db,
    private now: () => number,
  ) {}

  /** The products that price bars in a territory at the customer's prices (a visitor's: no discount), and his discount. */
  pricing(planId: number, customerId: number | null): { classes: BarPriceClass[]; discountRate: number } {
    return barPricing(this.db, planId, customerId);
  }

  private schedule(customerId: number, idOrNumber: string): ScheduleRow {
    const row = this.db
      .prepare(`SELECT * FROM bar_schedule WHERE (id = ? OR number = ?) AND customer_id IN ${SHARED}`)
      .get(...byIdOrNumber(idOrNumber), customerId) as ScheduleRow | undefined;
    if (!row) throw notFound();
    return row;
  }

  // without their rows: a schedule revised twice at 10 000 rows would otherwise be read three times over for one
  private revisions(scheduleId: number): RevisionFacts[] {
    return this.db.prepare(`SELECT ${FACTS} FROM bar_schedule_revision WHERE schedule_id = ? ORDER BY id`).all(scheduleId) as RevisionFacts[];
  }

  /** The rows of a revision, as stored. */
  private storedRows(revisionId: number): BarScheduleRow[] {
    return JSON.parse(this.db.prepare('SELECT rows FROM bar_schedule_revision WHERE id = ?').pluck().get(revisionId) as string) as BarScheduleRow[];
  }

  /** A schedule and one of its revisions (the latest when none is named). */
  find(customerId: number, idOrNumber: string, letter?: string): { schedule: ScheduleRow; revision: RevisionFacts; all: RevisionFacts[] } {
    const schedule = this.schedule(customerId, idOrNumber);
    const all = this.revisions(schedule.id);
    const revision = letter ? all.find((r) => r.letter === letter) : all.at(-1);
    if (!revision) throw revisionNotFound(letter);
    return { schedule, revision, all };
  }

  /** The rows of a revision (the latest when none is named), as counted when it was written, its rows not read: what working it out will cost. */
  rowCount(customerId: number, idOrNumber: string, letter?: string): number {
    const schedule = this.schedule(customerId, idOrNumber);
    const count = this.db
      .prepare('SELECT row_count FROM bar_schedule_revision WHERE schedule_id = ? AND (? IS NULL OR letter = ?) ORDER BY id DESC LIMIT 1')
      .pluck()
      .get(schedule.id, letter ?? null, letter ?? null) as number | undefined;
    if (count === undefined) throw revisionNotFound(letter);
    return count;
  }

  /** A schedule's revision (the latest when none is named), worked out a chunk at a time (figuresYielding): its view, PDF and BVBS file. */
  async viewYielding(customerId: number, idOrNumber: string, planId: number, letter?: string): Promise<BarSchedule> {
    const { schedule, revision, all } = this.find(customerId, idOrNumber, letter);
    const rows = this.storedRows(revision.id);
    return viewOf(schedule, revision, all, await figuresYielding(rows, this.pricing(planId, customerId).classes));
  }

  toView(schedule: ScheduleRow, revision: RevisionFacts, all: RevisionFacts[], classes: BarPriceClass[]): BarSchedule {
    return viewOf(schedule, revision, all, figures(this.storedRows(revision.id), classes));
  }

  /** A draft not saved (a visitor's), worked out as a saved one would be, a slice of rows at a time: for its PDF. */
  async draft(input: ScheduleInput, planId: number, customerId: number | null) {
    await refuseTamperedFiguresYielding(input.rows);
    const { classes } = this.pricing(planId, customerId);
    const worked = await figuresYielding(input.rows.map(storedRow), classes);
    return { number: 'Brouillon', revision: '-', status: 'draft' as const, header: input.header, ...worked };
  }

  /** `jobSiteId`: the schedules whose latest revision is for that site; `personId`: those one of the company's people made. */
  list(customerId: number, limit: number, offset: number, jobSiteId?: number, personId?: number): { items: BarScheduleSummary[]; total: number } {
    return listSchedules(this.db, customerId, limit, offset, jobSiteId, personId);
  }

  /** A new schedule at revision A, worked out in one go: for the seed's few rows. */
  create(customerId: number, input: ScheduleInput, planId: number): BarSchedule {
    refuseTamperedFigures(input.rows);
    const rows = input.rows.map(storedRow);
    return this.inserted(
      customerId,
      input.header,
      { rows, text: JSON.stringify(rows), worked: figures(rows, this.pricing(planId, customerId).classes) },
      planId,
    );
  }

  /**
   * The same, its rows checked and worked out a slice at a time before the
   * write, and answered with those figures: a 10 000-row schedule is saved
   * while the API answers others.
   */
  async createYielding(customerId: number, input: ScheduleInput, planId: number, requestKey?: string): Promise<BarSchedule> {
    const view = this.inserted(customerId, input.header, await this.workedOut(customerId, input, planId), planId, requestKey);
    // the answer's serialisation in a turn of its own, not in the write's
    await turn();
    return view;
  }

  /**
   * A draft's first save under its request key (forms/request-key.ts): saved again, its answer lost on the way, the
   * schedule made the first time takes the rows as a change on its latest revision (`created` false), as if the
   * editor had known it; no second schedule is made.
   */
  async saveFirstYielding(customerId: number, input: ScheduleInput, planId: number, requestKey?: string): Promise<{ schedule: BarSchedule; created: boolean }> {
    const made = requestKey ? this.madeUnder(customerId, requestKey) : undefined;
    if (made === undefined) {
      try {
        return { schedule: await this.createYielding(customerId, input, planId, requestKey), created: true };
      } catch (e) {
        // made meanwhile by the same save sent twice at once: a change on it, as below
        if (!(e instanceof MadeMeanwhile)) throw e;
      }
    }
    const id = String(this.madeUnder(customerId, requestKey!));
    const revision = this.find(customerId, id).revision.letter;
    return { schedule: await this.updateYielding(customerId, id, { ...input, revision }, planId), created: false };
  }

  private madeUnder(customerId: number, requestKey: string): number | undefined {
    return this.db.prepare('SELECT id FROM bar_schedule WHERE customer_id = ? AND request_key = ?').pluck().get(customerId, requestKey) as number | undefined;
  }

  private inserted(customerId: number, header: BarScheduleHeader, stored: Stored, planId: number, requestKey?: string): BarSchedule {
    this.checkSite(customerId, header);
    const now = this.now();
    const at = nowIso(now);
    // the year of the territory's own day, as an order's or a quotation's: a schedule of New Year's Eve in the evening is of that year
    const target = this.db.prepare('SELECT target FROM sales_plan WHERE id = ?').pluck().get(planId) as string;
    const year = Number(localDate(now, territoryOf(target)).slice(0, 4));
    const id = this.db.transaction(() => {
      if (requestKey && this.madeUnder(customerId, requestKey) !== undefined) throw new MadeMeanwhile();
      const id = Number(
        this.db
          .prepare("INSERT INTO bar_schedule (number, customer_id, created_at, updated_at, request_key) VALUES ('pending', ?, ?, ?, ?)")
          .run(customerId, at, at, requestKey ?? null).lastInsertRowid,
      );
      this.db.prepare('UPDATE bar_schedule SET number = ? WHERE id = ?').run(documentNumber('NOM', year, id), id);
      insertRevision(this.db, id, 'A', header, stored, at);
      return id;
    })();
    return this.written(customerId, String(id), stored.worked);
  }

  /**
   * Saves a change made on revision `basedOn`: in place on a draft, as the
   * next letter after a sent one. A change made on an older letter would
   * overwrite another tab's or another user's: it is refused, the client
   * keeps its rows. The rows are worked out a slice at a time first, then
   * the revision is read and written in one transaction.
   */
  async updateYielding(customerId: number, idOrNumber: string, input: ScheduleInput & { revision: string }, planId: number): Promise<BarSchedule> {
    const stored = await this.workedOut(customerId, input, planId);
    this.checkSite(customerId, input.header);
    this.db.transaction(() => {
      const { schedule, revision, all } = this.find(customerId, idOrNumber);
      if (all.some((r) => r.status === 'ordered'))
        throw new DomainError('SCHEDULE_LOCKED', `La nomenclature ${schedule.number} est commandée : dupliquez-la pour la modifier.`);
      if (revision.letter !== input.revision)
        throw new DomainError(
          'SCHEDULE_CHANGED',
          `La nomenclature ${schedule.number} est passée en révision ${revision.letter} depuis que vous l’avez ouverte : rechargez-la. Vos lignes restent dans votre brouillon.`,
        );
      const at = nowIso(this.now());
      if (revision.status === 'draft') writeRevision(this.db, revision.id, input.header, stored, at);
      else insertRevision(this.db, schedule.id, nextLetter(revision.letter), input.header, stored, at);
      this.db.prepare('UPDATE bar_schedule SET updated_at = ? WHERE id = ?').run(at, schedule.id);
    })();
    const view = this.written(customerId, idOrNumber, stored.worked);
    await turn();
    return view;
  }

  /**
   * The rows sent, their figures checked against the API's, as stored, and
   * worked out at the customer's prices, a slice at a time; a turn given
   * between their totals and their text, each a stretch of the loop's time.
   */
  private async workedOut(customerId: number, input: ScheduleInput, planId: number): Promise<Stored> {
    await refuseTamperedFiguresYielding(input.rows);
    const rows = await storedRowsYielding(input.rows);
    const worked = await figuresYielding(rows, this.pricing(planId, customerId).classes);
    await turn();
    return { rows, text: JSON.stringify(rows), worked };
  }

  /** The latest revision just written, answered with the figures it was written from rather than worked out again. */
  private written(customerId: number, idOrNumber: string, worked: ScheduleFigures): BarSchedule {
    const { schedule, revision, all } = this.find(customerId, idOrNumber);
    return viewOf(schedule, revision, all, worked);
  }

  /** A header's site is one of the customer's open sites; named after it when the header names none. */
  private checkSite(customerId: number, header: BarScheduleHeader) {
    if (!header.job_site_id) return;
    const site = this.db.prepare(`SELECT name, archived FROM job_site WHERE id = ? AND customer_id IN ${SHARED}`).get(header.job_site_id, customerId) as
      { name: string; archived: number } | undefined;
    if (!site) throw invalid({ 'header.job_site_id': 'Ce chantier est introuvable.' });
    if (site.archived) {
      throw invalid({ 'header.job_site_id': `Le chantier « ${site.name} » est archivé : rouvrez-le dans « Mes chantiers » ou choisissez-en un autre.` });
    }
    if (!header.job_site.trim()) header.job_site = site.name.slice(0, 120);
  }

  /**
   * A new schedule from one revision of another, as a draft at revision A. Under a `requestKey` the customer used
   * already (« Dupliquer » pressed again, its answer lost on the way), the copy made then (`created` false): a schedule
   * is never deleted, a second copy would stay.
   */
  async duplicateYielding(
    customerId: number,
    idOrNumber: string,
    planId: number,
    { letter, requestKey }: { letter?: string; requestKey?: string } = {},
  ): Promise<{ schedule: BarSchedule; created: boolean }> {
    const made = () => this.viewYielding(customerId, String(this.madeUnder(customerId, requestKey!)), planId);
    if (requestKey && this.madeUnder(customerId, requestKey) !== undefined) return { schedule: await made(), created: false };
    const { revision } = this.find(customerId, idOrNumber, letter);
    const header = headerOf(revision);
    const rows = this.storedRows(revision.id);
    try {
      return {
        schedule: await this.createYielding(customerId, { header: { ...header, title: copyTitle(header.title) }, rows }, planId, requestKey),
        created: true,
      };
    } catch (e) {
      // the same press sent twice at once: the copy the other made
      if (!(e instanceof MadeMeanwhile)) throw e;
      return { schedule: await made(), created: false };
    }
  }

  /** Frozen once in a cart or a quotation (a later change opens the next letter). */
  markSent(revisionId: number) {
    this.db.prepare("UPDATE bar_schedule_revision SET status = 'sent' WHERE id = ? AND status = 'draft'").run(revisionId);
  }

  /**
   * The quotation already asked for a revision (a double click, a retry gets it), if any: its own, or a cart's that
   * holds it. One refused is done with: asking again is a new request.
   */
  quotationOf(revisionId: number): QuotationRow | undefined {
    return this.db
      .prepare(
        `SELECT q.* FROM quotation q WHERE q.status <> 'refusee'
          AND (q.schedule_revision_id = ? OR q.cart_id IN (SELECT cart_id FROM cart_line WHERE schedule_revision_id = ?)) ORDER BY q.id DESC LIMIT 1`,
      )
      .get(revisionId, revisionId) as QuotationRow | undefined;
  }

  /** Every revision carried by the lines of an ordered cart: read-only for good. */
  markOrdered(cartId: number) {
    this.db
      .prepare(
        "UPDATE bar_schedule_revision SET status = 'ordered' WHERE id IN (SELECT schedule_revision_id FROM cart_line WHERE cart_id = ? AND schedule_revision_id IS NOT NULL)",
      )
      .run(cartId);
  }
}

/** A first save's schedule made, under its key, while this one was worked out (the same save sent twice at once). */
class MadeMeanwhile extends Error {}
