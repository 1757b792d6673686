import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileMeta } from '@trefima/domain/forms/files';
import type { Config } from '../config';

/** A file kept with a submission: what was checked of it, and its bytes. */
export interface KeptFile extends FileMeta {
  field: string;
  buffer: Buffer;
}

/** A kept file once stored: where its bytes are. */
export interface StoredFile extends FileMeta {
  field: string;
  path: string;
}

/**
 * Uploaded files, under `data/uploads/<reference>/`: the lead forms' and the
 * quotation requests'. An in-memory database keeps nothing on disk (its data
 * goes with the process), but the paths are still given.
 */
export class UploadStore {
  constructor(private config: Pick<Config, 'dataDir' | 'dbFile'>) {}

  /** Writes the files of one submission; `undo` removes them, for a write that fails after. */
  put(reference: string, files: KeptFile[]): { stored: StoredFile[]; undo: () => void } {
    const dir = join(this.config.dataDir, 'uploads', reference);
    const onDisk = this.config.dbFile !== ':memory:';
    let written = false;
    const undo = () => {
      if (written) rmSync(dir, { recursive: true, force: true });
    };
    try {
      const stored = files.map((f) => {
        const path = join(dir, `${f.field}-${f.name.replace(/[^\w.-]+/g, '_').slice(-80)}`);
        if (onDisk) {
          mkdirSync(dir, { recursive: true });
          written = true;
          writeFileSync(path, f.buffer);
        }
        return { field: f.field, name: f.name, type: f.type, size: f.size, path };
      });
      return { stored, undo };
    } catch (error) {
      undo(); // a disk full on the second file: the first goes too
      throw error;
    }
  }
}
