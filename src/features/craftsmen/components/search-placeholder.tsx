import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import * as ui from '../../../styles/account.module.css';
import * as styles from './artisans.module.css';

export const HEADING = t('craftsmen.search.heading');

/** What the built HTML shows (and the page until it is interactive): the heading and the space the search will take. */
export function SearchPlaceholder() {
  return (
    <section aria-labelledby="recherche-artisans" className={styles.search}>
      <h2 id="recherche-artisans">{HEADING}</h2>
      <div className={ui.loading} aria-busy="true">
        {t('craftsmen.placeholder.loading')}
      </div>
      <noscript>
        <p>
          {t('craftsmen.placeholder.noscript')} <a href={paths.contact}>{t('craftsmen.placeholder.contact')}</a> {t('craftsmen.placeholder.after')}
        </p>
      </noscript>
    </section>
  );
}
