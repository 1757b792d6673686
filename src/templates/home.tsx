import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { HomeContext } from '../build/contexts';
import { CardGrid, GammeCard, PageCard } from '../features/content';
import { Seo } from '../components/seo/seo';
import { Slider } from '../components/home/slider';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './home.module.css';
import { HydrateOnUse } from '../components/app/hydrate-on-use';

/** Slider, introduction, ranges and news; the company's figures are the footer's, on every page (spec). */
export default function HomeTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { slides, gammes, news, intro } = unpackContext<HomeContext>(pageContext);
  return (
    <>
      <Seo title={t('home.page.title')} description={t('home.page.description')} path="/" structured={{ organization: true }} />
      <h1 className="visually-hidden">{t('home.page.title')}</h1>
      <Slider slides={slides} />
      <HydrateOnUse className="container">
        <p className={styles.intro}>{intro}</p>
        <section aria-labelledby="gammes" className={styles.section}>
          <h2 id="gammes">{t('home.gammes.title')}</h2>
          <CardGrid>
            {gammes.map((g) => (
              <GammeCard key={g.id} gamme={g} />
            ))}
          </CardGrid>
          <Link to={paths.gammes}>{t('home.gammes.all')}</Link>
        </section>
        <section aria-labelledby="actualites" className={styles.section}>
          <h2 id="actualites">{t('home.news.title')}</h2>
          <CardGrid>
            {news.map((n) => (
              <PageCard key={n.id} page={n} />
            ))}
          </CardGrid>
          <p>
            <Link to={paths.news}>{t('home.news.all')}</Link>
          </p>
        </section>
      </HydrateOnUse>
    </>
  );
}
