import { Link } from 'gatsby';
import { RoofConfigurator } from '../features/configurator';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Seo } from '../components/seo/seo';
import { paths } from '../lib/routes';
import * as styles from '../styles/pages/configurator.module.css';
import { t } from '@trefima/domain/i18n/t';

const TITLE = t('configurator.page.title');

/**
 * /configurateur: the buyer describes his roof and gets the bill of
 * materials at his territory's prices, then puts it in the cart or asks for
 * a quotation. Public and indexed: the text around the tool is in the built
 * page; the tool itself loads its data in the browser (features/configurator/roof.ts for
 * the arithmetic).
 */
export default function ConfiguratorPage() {
  return (
    <>
      <Seo title={t('configurator.page.seoTitle')} description={t('configurator.page.seoDescription')} path={paths.configurator} />
      <Breadcrumb crumbs={[{ label: TITLE }]} path={paths.configurator} />
      <div className={`container ${styles.page}`}>
        <h1>{TITLE}</h1>
        <p className={styles.lead}>{t('configurator.page.lead')}</p>
        <RoofConfigurator />

        <section className={styles.assumptions} aria-labelledby="configurateur-hypotheses">
          <h2 id="configurateur-hypotheses">{t('configurator.page.howTitle')}</h2>
          <ul>
            <li>
              {t('configurator.page.dimensionsStart')} <strong>{t('configurator.page.dimensionsLength')}</strong> {t('configurator.page.dimensionsMiddle')}{' '}
              <strong>{t('configurator.page.dimensionsWidth')}</strong> {t('configurator.page.dimensionsEnd')}
            </li>
            <li>
              {t('configurator.page.rampantStart')}
              <strong> {t('configurator.page.rampantOverhang')}</strong> {t('configurator.page.rampantEnd')}
            </li>
            <li>
              {t('configurator.page.sheetsStart')} <strong>{t('configurator.page.sheetsWidth')}</strong> {t('configurator.page.sheetsEnd')}
            </li>
            <li>
              {t('configurator.page.lapStart')} <strong>{t('configurator.page.lapWord')}</strong> {t('configurator.page.lapEnd')}
            </li>
            <li>{t('configurator.page.hips')}</li>
            <li>{t('configurator.page.accessories')}</li>
            <li>
              <strong>{t('configurator.page.screwsWord')}</strong> {t('configurator.page.screwsEnd')}
            </li>
          </ul>
          <p>
            {t('configurator.page.estimateStart')} <Link to={paths.contact}>{t('configurator.page.estimateLink')}</Link> {t('configurator.page.estimateEnd')}
          </p>
        </section>
      </div>
    </>
  );
}
