import type { Db } from '../db';
import { localDate } from '@trefima/domain/calendar/working-days';
import type { Territory } from '@trefima/domain/calendar/holidays';
import { documentNumber, nowIso } from '../shared/text';
import type { KeptFile, StoredFile, UploadStore } from '../files/upload-store';

export interface ChosenArtisan {
  name: string;
  trade: string;
  zipcode: string;
  city: string;
}

/** The lead forms' submissions: stored with their files, looked up again to answer a duplicate. */
export class LeadForms {
  private careerExists;
  private insert;
  private sameRecently_;
  private artisanById;

  constructor(
    private db: Db,
    private uploads: UploadStore,
  ) {
    this.careerExists = db.prepare('SELECT title FROM career WHERE slug = ? OR slug = ? OR CAST(id AS TEXT) = ?').pluck();
    this.insert = db.prepare('INSERT INTO form_submission (form, reference, payload, files, created_at, fingerprint) VALUES (?, ?, ?, ?, ?, ?)');
    this.sameRecently_ = db.prepare('SELECT id, reference FROM form_submission WHERE fingerprint = ? AND created_at >= ? ORDER BY id LIMIT 1');
    this.artisanById = db.prepare('SELECT name, trade, zipcode, city FROM artisan WHERE id = ?');
  }

  /** The title of a published offer, by slug (with or without its list) or id. */
  careerTitle = (offer: string) => this.careerExists.get(offer, `carrieres/${offer}`, offer) as string | undefined;
  artisan = (id: number) => this.artisanById.get(id) as ChosenArtisan | undefined;

  /** The submission of the same fingerprint since `since` (ms), if any. */
  sameSince = (fingerprint: string, since: number) => this.sameRecently_.get(fingerprint, nowIso(since)) as { id: number; reference: string } | undefined;

  /**
   * Stores a submission and its files (on disk, but for an in-memory database),
   * then tells `saved` of it; should anything fail, even that, the files written are removed again.
   */
  save(
    form: string,
    prefix: string,
    input: Record<string, unknown>,
    files: KeptFile[],
    fingerprint: string,
    at: number,
    /** whose day gives the reference its year: a message of New Year's Eve in the evening is of that year there */
    territory: Territory,
    onSaved: (row: { id: number; reference: string; stored: StoredFile[] }) => void,
  ): { id: number; reference: string } {
    const { db } = this;
    const undo: (() => void)[] = [];
    try {
      const row = db.transaction(() => {
        const id = Number(
          this.insert.run(form, `${prefix}-pending-${at}-${Math.random()}`, JSON.stringify(input), '[]', nowIso(at), fingerprint).lastInsertRowid,
        );
        const reference = documentNumber(prefix, Number(localDate(at, territory).slice(0, 4)), id);
        const written = this.uploads.put(reference, files);
        undo.push(written.undo);
        db.prepare('UPDATE form_submission SET reference = ?, files = ? WHERE id = ?').run(reference, JSON.stringify(written.stored), id);
        return { id, reference, stored: written.stored };
      })();
      onSaved(row);
      return { id: row.id, reference: row.reference };
    } catch (error) {
      for (const u of undo) u();
      throw error;
    }
  }
}
