#!/usr/bin/env node
/**
 * A bounded load run against a running static host on loopback (default
 * http://127.0.0.1:9000): 20 connections for 10 s per page. Prints requests
 * per second, latency and errors; exits non-zero on any error or non-2xx/3xx.
 *   node bench/host-load.mjs [origin] [seconds]
 */
import autocannon from 'autocannon';

const origin = process.argv[2] ?? 'http://127.0.0.1:9000';
const duration = Number(process.argv[3] ?? 10);
const paths = ['/', '/produit/barre-ha-o12-12-m', '/categorie/treillis-soudes', '/fr/produits/treillis-soudes.html'];
let failed = false;
for (const path of paths) {
  const r = await autocannon({ url: origin + path, connections: 20, duration, headers: { 'accept-encoding': 'br, gzip' } });
  const bad = r.errors + r.timeouts + r.non2xx - (path.endsWith('.html') ? (r['3xx'] ?? 0) : 0);
  if (bad > 0) failed = true;
  console.log(
    `${path}: ${Math.round(r.requests.average)} req/s, latence p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.total} requêtes, ${bad} erreur(s)`,
  );
}
process.exit(failed ? 1 : 0);
