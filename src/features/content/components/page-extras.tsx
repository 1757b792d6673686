import type { ComponentType } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';

/**
 * Interactive blocks shown under the body of some CMS pages, by page slug.
 * Each one is its own chunk, loaded only on its page: the cms-page template
 * carries this map and nothing more (every byte here is on every CMS page's
 * first load). Add a page here rather than a second mechanism.
 *
 * The block is rendered at build time too (React waits for the chunk), so the
 * built HTML already holds its static state; a block that depends on the
 * browser (URL, cookies, storage) renders a placeholder until mounted. The
 * fallback would only show on a client-side navigation, while the chunk
 * loads: none, it would cost bytes on every CMS page for a blink.
 */
const extras: Record<string, ComponentType> = {
  contact: lazyPart(() => import('../../lead-forms/components/contact-section')),
  'espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels': lazyPart(() => import('../../craftsmen/components/artisan-search')),
  metaliso: lazyPart(() => import('../../../components/youtube/metaliso-video')),
};

export function PageExtras({ slug }: { slug: string }) {
  const Extra = extras[slug];
  return Extra ? (
    <PartBoundary fallback={null}>
      <Extra />
    </PartBoundary>
  ) : null;
}
