import type { APIRequestContext } from '@playwright/test';

/** The paths sitemap.xml lists, as a crawler would find them. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => new URL(m[1], 'http://x').pathname);
}

/**
 * The time for a test that reads pages one after the other, as many as it reads: a quarter of a second each (an idle
 * machine takes a tenth of that; two browsers and other work on two cores, most of it), on top of a journey's 30 s.
 */
export const timeToRead = (pages: number) => 30_000 + pages * 250;
