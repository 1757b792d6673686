import { Link } from 'gatsby';
import { Seo } from '../components/seo/seo';

/** Shown when access is refused (staging allowlist, a page that needs another account). */
export default function NotAuthorisedPage() {
  return (
    <div className="container">
      <Seo title="Accès non autorisé" noindex />
      <h1>Accès non autorisé</h1>
      <p>Vous n’êtes pas autorisé à consulter cette page.</p>
      <p>
        <Link to="/">Retour à l’accueil</Link>
      </p>
    </div>
  );
}
