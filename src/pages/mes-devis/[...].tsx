import type { PageProps } from 'gatsby';
import { DocumentsPage, QuotationDetail, QuotationList } from '../../features/documents';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';

/** /mes-devis, the list, and /mes-devis/<id>, one quotation. */
export default function QuotationsPage({ location }: PageProps) {
  return (
    <DocumentsPage
      base={paths.quotations}
      title={t('documents.quotations.title')}
      detailLabel={t('documents.quotations.detail')}
      location={location}
      list={(customerId, page, filters) => <QuotationList customerId={customerId} page={page} {...filters} />}
      detail={(customerId, id) => <QuotationDetail customerId={customerId} id={id} />}
    />
  );
}
