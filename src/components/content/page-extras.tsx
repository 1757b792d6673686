import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Interactive blocks shown under the body of some CMS pages, by page slug:
 * [component, height it reserves while its code loads]. Each one is its own
 * chunk, loaded only on its page: the cms-page template carries this map and
 * nothing more. Add a page here rather than a second mechanism.
 *
 * The block is rendered at build time too (React waits for the chunk), so the
 * built HTML already holds its static state: a block that depends on the
 * browser (the URL, cookies, storage) renders its placeholder until mounted.
 */
const extras: Record<string, [ComponentType, string]> = {
  'espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels': [lazy(() => import('../artisans/artisan-search')), '40rem'],
  metaliso: [lazy(() => import('../youtube/metaliso-video')), '15rem'],
};

export function PageExtras({ slug }: { slug: string }) {
  const extra = extras[slug];
  if (!extra) return null;
  const [Extra, minHeight] = extra;
  return (
    <Suspense fallback={<div style={{ minHeight }} />}>
      <Extra />
    </Suspense>
  );
}
