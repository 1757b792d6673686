import { Link } from 'gatsby';
import { useEffect } from 'react';
import { Seo } from '../seo/seo';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './not-found-content.module.css';

/**
 * The built 404 page carries its noindex; a listing URL resolved in the
 * browser was served its base page's head, which says nothing of the kind,
 * and may still name the base page as canonical (reached by a client-side
 * navigation: the inline script of the listing ran for the page's own URL).
 * Crawlers that run scripts read the head as left here; it goes with the content.
 */
function useNoindex() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }));
    const before = meta.content;
    meta.content = 'noindex';
    const canonical = document.head.querySelector('link[rel="canonical"]');
    canonical?.remove();
    return () => {
      if (existing) existing.content = before;
      else meta.remove();
      if (canonical) document.head.appendChild(canonical);
    };
  }, []);
}

/** The 404 page's body: also shown when a listing URL's segments mean nothing, or its page does not exist. */
export function NotFoundContent() {
  useNoindex();
  return (
    <div className={`container ${styles.page}`}>
      <Seo title={t('notFound.page.title')} noindex />
      <p className={styles.oups} aria-hidden="true">
        {t('notFound.page.oups')}
      </p>
      <h1>{t('notFound.page.title')}</h1>
      <p>{t('notFound.page.text')}</p>
      <nav aria-label={t('notFound.access.label')} className={styles.access}>
        <ul>
          {(
            [
              ['/nos-gammes', t('notFound.access.gammes')],
              ['/nos-armatures', t('notFound.access.products')],
              ['/services', t('notFound.access.services')],
              ['/actualites', t('notFound.access.news')],
              ['/plan-du-site', t('notFound.access.sitemap')],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {t('notFound.help.question')} <Link to="/contact">{t('notFound.help.contact')}</Link>, {t('notFound.help.answer')}
      </p>
      <Link to="/" className={styles.button}>
        {t('notFound.page.backHome')}
      </Link>
    </div>
  );
}
