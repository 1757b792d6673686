import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { GammesContext } from '../build/contexts';
import { Seo } from '../components/seo/seo';
import { paths } from '../lib/routes';
import * as styles from './home.module.css';

/** /nos-gammes: every product range with its categories. */
export default function GammesTemplate({ pageContext: { gammes } }: PageProps<object, GammesContext>) {
  return (
    <div className="container">
      <Seo title="Nos gammes" description="Armatures certifiées, treillis soudés, barres, couverture et bardage Metaliso : toutes les gammes Trefima." path={paths.gammes} />
      <h1>Nos gammes</h1>
      <ul className={styles.gammes}>
        {gammes.map((g) => (
          <li key={g.id} className={styles.gamme}>
            <img src={g.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
            <h2>
              <Link to={paths.content(g.slug)} className={styles.gammeLink}>
                {g.title}
              </Link>
            </h2>
            <p>{g.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
