import { Link } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { t } from '@trefima/domain/i18n/t';

/** Shown when access is refused (staging allowlist, a page that needs another account). */
export default function NotAuthorisedPage() {
  return (
    <div className="container">
      <Seo title={t('auth.notAuthorised.title')} noindex />
      <h1>{t('auth.notAuthorised.title')}</h1>
      <p>{t('auth.notAuthorised.text')}</p>
      <p>
        <Link to="/">{t('auth.notAuthorised.home')}</Link>
      </p>
    </div>
  );
}
