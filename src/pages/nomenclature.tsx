import type { PageProps } from 'gatsby';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Seo } from '../components/seo/seo';
import { ScheduleEditor } from '../features/bar-schedules';
import * as styles from '../styles/pages/bar-schedule.module.css';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

const TITLE = t('barSchedule.page.title');

/**
 * /nomenclature: the bar-schedule editor (façonnage sur plan). Public: a
 * visitor works out his schedule's tonnage and price before he signs in; the
 * text around the tool is in the built page, the tool runs in the browser.
 * `?id=12` opens a saved schedule of the customer's.
 */
export default function BarSchedulePage({ location }: PageProps) {
  const openId = new URLSearchParams(location.search).get('id');
  return (
    <>
      <Seo title={t('barSchedule.page.seoTitle')} description={t('barSchedule.page.seoDescription')} path={paths.barSchedule} />
      <Breadcrumb crumbs={[{ label: TITLE }]} />
      <div className={`container ${styles.page}`}>
        <h1>{TITLE}</h1>
        <p className={styles.lead}>{t('barSchedule.page.lead')}</p>
        <ScheduleEditor openId={openId && /^\d{1,9}$/.test(openId) ? openId : null} />
        <section aria-labelledby="nomenclature-aide">
          <h2 id="nomenclature-aide">{t('barSchedule.page.howTitle')}</h2>
          <ul>
            <li>{t('barSchedule.page.howColumns')}</li>
            <li>{t('barSchedule.page.howPaste')}</li>
            <li>{t('barSchedule.page.howBvbs')}</li>
            <li>{t('barSchedule.page.howChecks')}</li>
            <li>{t('barSchedule.page.howMass')}</li>
            <li>{t('barSchedule.page.howSend')}</li>
          </ul>
        </section>
      </div>
    </>
  );
}
