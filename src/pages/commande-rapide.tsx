import { Breadcrumb } from '../components/layout/breadcrumb';
import { Seo } from '../components/seo/seo';
import { QuickOrderTool } from '../features/quick-order';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

const TITLE = t('quickOrder.page.title');

/** /commande-rapide: a list of references and quantities to the cart in one go. The text is built; the tool runs in the browser. */
export default function QuickOrderPage() {
  return (
    <>
      <Seo title={t('quickOrder.page.seoTitle')} description={t('quickOrder.page.seoDescription')} path={paths.quickOrder} />
      <Breadcrumb crumbs={[{ label: TITLE }]} path={paths.quickOrder} />
      <div className="container">
        <h1>{TITLE}</h1>
        <p>{t('quickOrder.page.lead')}</p>
        <QuickOrderTool />
      </div>
    </>
  );
}
