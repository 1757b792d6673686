/**
 * `npm run serve`: the built site (./public) on http://localhost:9000, as the CDN serves it.
 */
import { resolve } from 'node:path';
import { buildHost } from './host/app';

async function main() {
  const root = resolve(process.env.SITE_ROOT ?? 'public');
  const port = Number(process.env.SITE_PORT ?? 9000);
  const host = process.env.SITE_HOST ?? '127.0.0.1';
  const app = await buildHost({ root, logger: process.env.LOG_LEVEL === 'info' });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port, host });
  console.log(`Site prêt : http://localhost:${port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
