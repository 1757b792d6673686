import { Link } from 'gatsby';
import { Seo } from '../components/seo/seo';

/** Any other error. */
export default function ErrorPage() {
  return (
    <div className="container">
      <Seo title="Une erreur a eu lieu" noindex />
      <h1>Une erreur a eu lieu</h1>
      <p>Nous n’avons pas pu afficher cette page. Merci de réessayer dans quelques instants.</p>
      <p>
        <Link to="/">Retour à l’accueil</Link>
      </p>
    </div>
  );
}
