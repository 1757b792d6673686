import { Link } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { t } from '@trefima/domain/i18n/t';

/** Any other error. */
export default function ErrorPage() {
  return (
    <div className="container">
      <Seo title={t('serverError.page.title')} noindex />
      <h1>{t('serverError.page.title')}</h1>
      <p>{t('serverError.page.text')}</p>
      <p>
        <Link to="/">{t('serverError.page.backHome')}</Link>
      </p>
    </div>
  );
}
