import { paths } from '../../../lib/routes';
import * as ui from '../../account/components/account.module.css';
import * as styles from './artisans.module.css';

export const HEADING = 'Trouver un artisan partenaire';

/** What the built HTML shows (and the page until it is interactive): the heading and the space the search will take. */
export function SearchPlaceholder() {
  return (
    <section aria-labelledby="recherche-artisans" className={styles.search}>
      <h2 id="recherche-artisans">{HEADING}</h2>
      <div className={ui.loading} aria-busy="true">
        Chargement de la recherche d’artisans…
      </div>
      <noscript>
        <p>
          La recherche d’artisans nécessite JavaScript. Vous pouvez aussi <a href={paths.contact}>nous contacter</a> : nous vous orienterons vers un partenaire.
        </p>
      </noscript>
    </section>
  );
}
