import type { Db } from '../db';

/** `run(sql, ...params)`: an insert, answered with the new row's id. */
export const inserter =
  (db: Db) =>
  (sql: string, ...params: unknown[]) =>
    Number(db.prepare(sql).run(...params).lastInsertRowid);
