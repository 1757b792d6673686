import { Breadcrumb } from '../components/layout/breadcrumb';
import { Seo } from '../components/seo/seo';
import { MeshLayoutTool } from '../features/mesh-layout';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

const TITLE = t('meshLayout.page.title');

/** /calepinage-treillis: a slab's welded-mesh panels, drawn and priced. The text is built; the tool runs in the browser. */
export default function MeshLayoutPage() {
  return (
    <>
      <Seo title={t('meshLayout.page.seoTitle')} description={t('meshLayout.page.seoDescription')} path={paths.meshLayout} />
      <Breadcrumb crumbs={[{ label: TITLE }]} path={paths.meshLayout} />
      <div className="container">
        <h1>{TITLE}</h1>
        <p>{t('meshLayout.page.lead')}</p>
        <MeshLayoutTool />
      </div>
    </>
  );
}
