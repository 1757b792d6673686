import type { PageProps } from 'gatsby';
import type { BarScheduleContext } from '../build/contexts';
import { Seo } from '../components/seo/seo';
import { ScheduleEditor } from '../features/bar-schedules';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import * as styles from '../styles/pages/bar-schedule.module.css';

/**
 * /nomenclature: the bar-schedule editor (façonnage sur plan). Public: a
 * visitor works out his schedule's tonnage and price before he signs in; the
 * text around the tool is in the built page and its page data (gatsby-node's
 * onCreatePage), not in the page's code, which is the editor's.
 * `?id=12` opens a saved schedule of the customer's.
 */
export default function BarSchedulePage({ location, pageContext }: PageProps<object, PackedContext>) {
  const { prose } = unpackContext<BarScheduleContext>(pageContext);
  const openId = new URLSearchParams(location.search).get('id');
  return (
    <div className={`container ${styles.page}`}>
      <Seo title={prose.seoTitle} description={prose.seoDescription} path={paths.barSchedule} />
      <h1>{prose.title}</h1>
      <p className={styles.lead}>{prose.lead}</p>
      <ScheduleEditor openId={openId && /^\d{1,9}$/.test(openId) ? openId : null} />
      <section aria-labelledby="nomenclature-aide">
        <h2 id="nomenclature-aide">{prose.howTitle}</h2>
        <ul>
          {prose.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
