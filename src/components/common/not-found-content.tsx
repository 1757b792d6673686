import { Link } from 'gatsby';
import { useEffect } from 'react';
import { Seo } from '../seo/seo';
import * as styles from './not-found-content.module.css';

/**
 * The built 404 page carries its noindex; a listing URL resolved in the
 * browser was served its base page's head, which says nothing of the kind.
 * Crawlers that run scripts read the tag added here; it goes with the content.
 */
function useNoindex() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }));
    const before = meta.content;
    meta.content = 'noindex';
    return () => {
      if (existing) existing.content = before;
      else meta.remove();
    };
  }, []);
}

/** The 404 page's body: also shown when a listing URL's segments mean nothing, or its page does not exist. */
export function NotFoundContent() {
  useNoindex();
  return (
    <div className={`container ${styles.page}`}>
      <Seo title="Page non trouvée" noindex />
      <p className={styles.oups} aria-hidden="true">
        Oups !
      </p>
      <h1>Page non trouvée</h1>
      <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <nav aria-label="Accès rapides" className={styles.access}>
        <ul>
          <li>
            <Link to="/nos-gammes">Nos gammes</Link>
          </li>
          <li>
            <Link to="/nos-armatures">Tous nos produits</Link>
          </li>
          <li>
            <Link to="/services">Nos services</Link>
          </li>
          <li>
            <Link to="/actualites">Actualités</Link>
          </li>
          <li>
            <Link to="/plan-du-site">Plan du site</Link>
          </li>
        </ul>
      </nav>
      <p>
        Besoin d’aide ? <Link to="/contact">Contactez-nous</Link>, nous vous répondons sous 48 heures ouvrées.
      </p>
      <Link to="/" className={styles.button}>
        Retour à l’accueil
      </Link>
    </div>
  );
}
