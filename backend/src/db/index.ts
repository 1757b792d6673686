import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

const MIGRATIONS_DIR = join(__dirname, 'migrations');

/** Opens (or creates) the database: WAL, foreign keys, then every pending migration. */
export function openDb(file: string): Db {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  // the planner's statistics for tables filled or grown since their last ANALYZE (SQLite's advice for each new connection);
  // without them it reads a category's listing through every price of the territory
  db.pragma('optimize = 0x10002');
  return db;
}

/** Applies the numbered SQL files not applied yet, each in its own transaction. */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migration (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT name FROM schema_migration').pluck().all() as string[]);
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}-.+\.sql$/.test(f))
    .sort()
    .filter((f) => !done.has(f));
  for (const name of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migration (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString());
    })();
  }
  return pending;
}
