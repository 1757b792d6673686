import type { BarPriceClass, BarSchedule, BarScheduleHeader, BarScheduleRow, BarScheduleSummary } from '@trefima/domain/bar-schedules/contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import { discountedCents } from '@trefima/domain/money/money';
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
import { madeByOf } from '../companies/made-by';

export interface RevisionRow {
  id: number;
  schedule_id: number;
  letter: string;
  status: 'draft' | 'sent' | 'ordered';
  job_site: string;
  job_site_id: number | null;
  drawing: string;
  title: string;
  schedule_date: string;
  rows: string;
  row_count: number;
  mass_g: number;
  created_at: string;
  updated_at: string;
}

/** A revision without its rows: what a schedule's list of revisions and its answer's header need. */
export type RevisionFacts = Omit<RevisionRow, 'rows'>;
const FACTS = 'id, schedule_id, letter, status, job_site, job_site_id, drawing, title, schedule_date, row_count, mass_g, created_at, updated_at';

interface ScheduleRow {
  id: number;
  number: string;
  customer_id: number;
  created_at: string;
  updated_at: string;
}

/** Rows as they are written: their values, their JSON, and their figures, which the answer gives. */
interface Stored {
  rows: BarScheduleRow[];
  text: string;
  worked: ScheduleFigures;
}

export interface ScheduleInput {
  header: BarScheduleHeader;
  rows: BarScheduleRowInput[];
}

const notFound = () => new DomainError('NOT_FOUND', 'Cette nomenclature est introuvable.');
const revisionNotFound = (letter?: string) => new DomainError('NOT_FOUND', `La révision ${letter} de cette nomenclature est introuvable.`);

/** A, B… Z, then AA, AB…: the letters of the revisions of a schedule. */
export const nextLetter = (letter: string): string => {
  if (letter === 'Z') return 'AA';
  const last = letter.at(-1)!;
  return last === 'Z' ? nextLetter(letter.slice(0, -1)) + 'A' : letter.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
};

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
    const discountRate = this.discountOf(customerId);
    return { classes: this.priceClasses(planId, discountRate), discountRate };
  }

  private priceClasses(planId: number, discountRate: number): BarPriceClass[] {
    const rows = this.db
      .prepare(
        `SELECT c.product_id, p.reference, p.name, c.service, c.min_diameter_mm, c.max_diameter_mm, pp.price_ht, p.lead_time_days
        FROM bar_price_class c JOIN product p ON p.id = c.product_id
        JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?
        ORDER BY c.service DESC, c.min_diameter_mm`,
      )
      .all(planId) as (Omit<BarPriceClass, 'price_per_tonne_ht'> & { price_ht: number })[];
    return rows.map(({ price_ht, ...c }) => ({ ...c, price_per_tonne_ht: discountedCents(price_ht, discountRate) }));
  }

  private discountOf(customerId: number | null): number {
    if (!customerId) return 0;
    return (this.db.prepare('SELECT discount_rate FROM customer WHERE id = ?').pluck().get(customerId) as number | undefined) ?? 0;
  }

  private schedule(customerId: number, idOrNumber: string): ScheduleRow {
    const row = this.db
      .prepare(`SELECT * FROM bar_schedule WHERE (id = ? OR number = ?) AND customer_id IN ${SHARED}`)
      .get(idOrNumber, idOrNumber, customerId) as ScheduleRow | undefined;
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
    const site = jobSiteId ?? null;
    const person = personId ?? null;
    const rows = this.db
      .prepare(
        `SELECT s.id, s.number, s.customer_id, s.updated_at, r.letter, r.status, r.job_site, r.job_site_id, r.drawing, r.title, r.schedule_date, r.row_count, r.mass_g
        FROM bar_schedule s JOIN bar_schedule_revision r ON r.id = (SELECT MAX(id) FROM bar_schedule_revision WHERE schedule_id = s.id)
        WHERE s.customer_id IN ${SHARED} AND (? IS NULL OR r.job_site_id = ?) AND (? IS NULL OR s.customer_id = ?)
        ORDER BY s.updated_at DESC, s.id DESC LIMIT ? OFFSET ?`,
      )
      .all(customerId, site, site, person, person, limit, offset) as (RevisionRow & { number: string; customer_id: number })[];
    const total = this.db
      .prepare(
        `SELECT COUNT(*) FROM bar_schedule s JOIN bar_schedule_revision r ON r.id = (SELECT MAX(id) FROM bar_schedule_revision WHERE schedule_id = s.id)
        WHERE s.customer_id IN ${SHARED} AND (? IS NULL OR r.job_site_id = ?) AND (? IS NULL OR s.customer_id = ?)`,
      )
      .pluck()
      .get(customerId, site, site, person, person) as number;
    const made = madeByOf(this.db);
    return {
      items: rows.map((r) => ({
        id: r.id,
        number: r.number,
        revision: r.letter,
        status: r.status,
        header: headerOf(r),
        row_count: r.row_count,
        mass_g: r.mass_g,
        updated_at: r.updated_at,
        ...made(r.customer_id),
      })),
      total,
    };
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
  async createYielding(customerId: number, input: ScheduleInput, planId: number): Promise<BarSchedule> {
    const view = this.inserted(customerId, input.header, await this.workedOut(customerId, input, planId), planId);
    // the answer's serialisation in a turn of its own, not in the write's
    await turn();
    return view;
  }

  private inserted(customerId: number, header: BarScheduleHeader, stored: Stored, planId: number): BarSchedule {
    this.checkSite(customerId, header);
    const now = this.now();
    const at = nowIso(now);
    // the year of the territory's own day, as an order's or a quotation's: a schedule of New Year's Eve in the evening is of that year
    const target = this.db.prepare('SELECT target FROM sales_plan WHERE id = ?').pluck().get(planId) as string;
    const year = Number(localDate(now, territoryOf(target)).slice(0, 4));
    const id = this.db.transaction(() => {
      const id = Number(
        this.db.prepare("INSERT INTO bar_schedule (number, customer_id, created_at, updated_at) VALUES ('pending', ?, ?, ?)").run(customerId, at, at)
          .lastInsertRowid,
      );
      this.db.prepare('UPDATE bar_schedule SET number = ? WHERE id = ?').run(documentNumber('NOM', year, id), id);
      this.insertRevision(id, 'A', header, stored, at);
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
      if (revision.status === 'draft') this.writeRevision(revision.id, input.header, stored, at);
      else this.insertRevision(schedule.id, nextLetter(revision.letter), input.header, stored, at);
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

  /** A new schedule from one revision of another, as a draft at revision A. */
  duplicate(customerId: number, idOrNumber: string, planId: number, letter?: string): Promise<BarSchedule> {
    const { revision } = this.find(customerId, idOrNumber, letter);
    const header = headerOf(revision);
    const rows = this.storedRows(revision.id);
    return this.createYielding(customerId, { header: { ...header, title: copyTitle(header.title) }, rows }, planId);
  }

  /** Frozen once in a cart or a quotation (a later change opens the next letter). */
  markSent(revisionId: number) {
    this.db.prepare("UPDATE bar_schedule_revision SET status = 'sent' WHERE id = ? AND status = 'draft'").run(revisionId);
  }

  /** The quotation already asked for a revision, if any. */
  quotationOf(revisionId: number): QuotationRow | undefined {
    return this.db
      .prepare('SELECT q.* FROM quotation q WHERE q.cart_id IN (SELECT cart_id FROM cart_line WHERE schedule_revision_id = ?) ORDER BY q.id LIMIT 1')
      .get(revisionId) as QuotationRow | undefined;
  }

  /** Every revision carried by the lines of an ordered cart: read-only for good. */
  markOrdered(cartId: number) {
    this.db
      .prepare(
        "UPDATE bar_schedule_revision SET status = 'ordered' WHERE id IN (SELECT schedule_revision_id FROM cart_line WHERE cart_id = ? AND schedule_revision_id IS NOT NULL)",
      )
      .run(cartId);
  }

  private insertRevision(scheduleId: number, letter: string, header: BarScheduleHeader, { rows, text, worked }: Stored, at: string) {
    this.db
      .prepare(
        `INSERT INTO bar_schedule_revision (schedule_id, letter, job_site, job_site_id, drawing, title, schedule_date, rows, row_count, mass_g, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(scheduleId, letter, ...headerValues(header), text, rows.length, worked.totals.mass_g, at, at);
  }

  private writeRevision(revisionId: number, header: BarScheduleHeader, { rows, text, worked }: Stored, at: string) {
    this.db
      .prepare(
        'UPDATE bar_schedule_revision SET job_site = ?, job_site_id = ?, drawing = ?, title = ?, schedule_date = ?, rows = ?, row_count = ?, mass_g = ?, updated_at = ? WHERE id = ?',
      )
      .run(...headerValues(header), text, rows.length, worked.totals.mass_g, at, revisionId);
  }
}

const viewOf = (schedule: ScheduleRow, revision: RevisionFacts, all: RevisionFacts[], worked: ScheduleFigures): BarSchedule => ({
  id: schedule.id,
  number: schedule.number,
  revision: revision.letter,
  status: revision.status,
  editable: !all.some((r) => r.status === 'ordered'),
  header: headerOf(revision),
  ...worked,
  revisions: all.map((r) => ({ letter: r.letter, status: r.status, created_at: r.created_at, mass_g: r.mass_g })),
  created_at: schedule.created_at,
  updated_at: schedule.updated_at,
});

const headerValues = (h: BarScheduleHeader) => [h.job_site.trim(), h.job_site_id ?? null, h.drawing.trim(), h.title.trim(), h.date] as const;

export const headerOf = (r: Pick<RevisionRow, 'job_site' | 'job_site_id' | 'drawing' | 'title' | 'schedule_date'>): BarScheduleHeader => ({
  job_site: r.job_site,
  job_site_id: r.job_site_id,
  drawing: r.drawing,
  title: r.title,
  date: r.schedule_date,
});

const copyTitle = (title: string) => (title ? `${title} (copie)`.slice(0, 120) : 'Copie');
