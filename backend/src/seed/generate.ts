import type { SeedProduct } from './types';

/** Deterministic pseudo-random numbers (mulberry32), so a benchmark catalogue is the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A catalogue of exactly `count` products for benchmarks: the curated
 * products first, then numbered series of them with their own references,
 * slugs, stock and prices a few percent apart.
 */
export function scaleCatalogue(curated: SeedProduct[], count: number, seed = 42): SeedProduct[] {
  if (count <= curated.length) return curated.slice(0, count);
  const rand = prng(seed);
  const out = curated.slice();
  for (let i = curated.length; i < count; i++) {
    const base = curated[i % curated.length];
    const series = Math.floor(i / curated.length);
    const factor = 0.95 + rand() * 0.1;
    const price = (c: number) => Math.max(1, Math.round(c * factor));
    out.push({
      ...base,
      reference: `${base.reference}-S${series}`,
      slug: `${base.slug}-serie-${series}`,
      name: `${base.name} (série ${series})`,
      stock: Math.floor(rand() * 500),
      prices: { mtq: price(base.prices.mtq), gpe: price(base.prices.gpe), guf: price(base.prices.guf) },
      // one product prices a diameter range: copies sell, they do not price schedules
      barPricing: undefined,
    });
  }
  return out;
}
