/**
 * `npm run serve`: the built site on http://localhost:9000, as the CDN serves it.
 *
 * SITE_RELEASES_DIR (npm start uses ./.site) turns on releases: the build in
 * ./public is published as a release and served through `current`; with
 * REBUILD_WEBHOOK_SECRET, POST /__rebuild runs `gatsby build` (its cache kept)
 * and publishes the result atomically. Otherwise ./public (SITE_ROOT) is served as is.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAllowlist, trustProxyOf } from '../backend/src/http/allowlist';
import { buildHost } from './host/app';
import { Rebuilder } from './host/rebuilder';
import { Releases } from './host/releases';
import { buildSite } from './site-build.mjs';

async function gatsbyBuild(): Promise<void> {
  const code = await buildSite();
  if (code !== 0) throw new Error(`gatsby build a échoué (code ${code})`);
}

async function main() {
  const publicDir = resolve(process.env.SITE_ROOT ?? 'public');
  const releasesDir = process.env.SITE_RELEASES_DIR;
  let root = publicDir;
  let rebuild;
  if (releasesDir) {
    const releases = new Releases(releasesDir);
    if (!releases.live() || process.env.SITE_PUBLISH_ON_START === '1') {
      if (!existsSync(`${publicDir}/index.html`)) throw new Error(`Aucun site construit dans ${publicDir} : lancez npm run build`);
      releases.publish(publicDir);
    }
    root = releases.current;
    const secret = process.env.REBUILD_WEBHOOK_SECRET;
    if (secret) {
      const rebuilder = new Rebuilder(async () => {
        await gatsbyBuild();
        releases.publish(publicDir);
      });
      rebuild = { secret, rebuilder };
    }
  }
  const port = Number(process.env.SITE_PORT ?? 9000);
  const host = process.env.SITE_HOST ?? '127.0.0.1';
  const app = await buildHost({
    root,
    logger: process.env.LOG_LEVEL === 'info',
    allowlist: parseAllowlist(process.env.STAGING_ALLOWED_IPS),
    trustProxy: trustProxyOf(process.env.TRUST_PROXY),
    rebuild,
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port, host });
  console.log(`Site prêt : http://localhost:${port}${rebuild ? ' (reconstruction : POST /__rebuild)' : ''}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
