import { Link } from 'gatsby';
import type { Gamme } from '@trefima/domain/contract';
import { paths } from '../../../lib/routes';
import * as styles from './gamme-card.module.css';

/** A product range in a grid (home, /nos-gammes). */
export function GammeCard({ gamme, headingLevel = 3 }: { gamme: Gamme; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.gamme}>
      <img src={gamme.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
      <Heading>
        <Link to={paths.content(gamme.slug)} className={styles.link}>
          {gamme.title}
        </Link>
      </Heading>
      <p>{gamme.summary}</p>
    </article>
  );
}
