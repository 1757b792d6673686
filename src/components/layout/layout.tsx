import { Slice } from 'gatsby';
import { Suspense, type ReactNode } from 'react';
import { useLayoutData } from '../../hooks/use-layout-data';
import { hasContext, unpackContext, type BaseContext, type PackedContext } from '../../lib/page-context';
import { planPendingScript } from '../../features/territory';
import { ClientBoot } from '../app/client-boot';
import { HydrateOnUse } from '../app/hydrate-on-use';
import { LoadingBar } from '../app/loading-bar';
import { Toast } from '../app/toast';
import { TerritoryGate } from '../territory/territory-gate';
import { Breadcrumb } from './breadcrumb';
import { GoToTop } from './go-to-top';
import { layoutSliceKey } from './layout-links';
import { LoadingOverlay } from './loading-overlay';
import { MAIN_ID, SkipLinks } from './skip-links';
import * as styles from './layout.module.css';

export interface LayoutProps {
  location: { pathname: string };
  pageContext: PackedContext;
  children: ReactNode;
}

/**
 * Every page's frame (mounted by wrapPageElement): skip links, header,
 * breadcrumb (not on the home page, nor on a page without crumbs), the
 * content in <main id="contenu">, go-to-top button, footer, loading overlay.
 * The header and footer are Gatsby Slices (src/slices/), rendered once for
 * all the pages that share them (see layoutSliceKey).
 *
 * Header, content and footer are each a Suspense boundary: React hydrates and
 * commits them one after the other, in short tasks, instead of committing the
 * whole page in one long task that holds up a tap (Total Blocking Time). The
 * server sends them complete, so nothing waits on a fallback.
 */
export function Layout({ location, pageContext, children }: LayoutProps) {
  const data = useLayoutData();
  const { pathname } = location;
  const isHome = pathname === '/';
  const current = layoutSliceKey(pathname, data);
  const crumbs = hasContext(pageContext) ? unpackContext<BaseContext>(pageContext).crumbs : [];
  return (
    <>
      {/* Runs before the content is painted: another territory's static prices stay hidden until the live ones come. */}
      <script dangerouslySetInnerHTML={{ __html: planPendingScript(data.plan.id) }} />
      <SkipLinks />
      <Suspense>
        <Slice alias="header" current={current} />
      </Suspense>
      <Suspense>
        {!isHome && crumbs.length > 0 && (
          <HydrateOnUse>
            <Breadcrumb crumbs={crumbs} path={pathname} />
          </HydrateOnUse>
        )}
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </Suspense>
      <GoToTop />
      <Suspense>
        <Slice alias="footer" current={current} />
      </Suspense>
      <LoadingOverlay />
      <LoadingBar />
      <Toast />
      <ClientBoot data={data} />
      <TerritoryGate plans={data.plans} pathname={pathname} />
    </>
  );
}
