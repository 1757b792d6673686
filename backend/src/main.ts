/**
 * `npm run backend [-- --reset]`: the reference shop API on http://127.0.0.1:4000/api/v1.
 * The database is created, migrated and seeded on first start; --reset reseeds it.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { isSeeded, seed } from './seed';
import { printers } from './documents/pdfs/lazy-printers';

async function main() {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  mkdirSync(dirname(config.dbFile), { recursive: true });
  if (reset) {
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(config.dbFile + suffix)) rmSync(config.dbFile + suffix);
  }
  const db = openDb(config.dbFile);
  if (!isSeeded(db)) {
    const started = Date.now();
    await seed(db, { products: config.seedProducts, demoCustomers: config.seedDemoAccounts });
    const count = db.prepare('SELECT COUNT(*) FROM product').pluck().get();
    console.log(`Base de données créée et remplie (${count} produits) en ${Date.now() - started} ms : ${config.dbFile}`);
  }
  // the document printers loaded before the API listens, not by the first PDF asked for: loading them (pdf-lib, its
  // fonts) holds the event loop a good while; the tests, which build the app without this file, load them when they print
  printers();
  const app = await buildApp({ db, config, logger: config.logLevel !== 'silent' });
  const close = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(`API de référence prête : http://${config.host}:${config.port}/api/v1`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
