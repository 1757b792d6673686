import type { PageProps } from 'gatsby';
import { AccountLayout } from '../features/account';
import { ScheduleList } from '../features/bar-schedules';
import { t } from '@trefima/domain/i18n/t';
import { pageOf, personOf, siteOf } from '../lib/list-params';
import { paths } from '../lib/routes';

/** The customer's bar schedules, all or one job site's (`?chantier=12`), in a company one person's (`?personne=7`). */
export default function BarSchedulesPage({ location }: PageProps) {
  return (
    <AccountLayout title={t('barSchedule.list.title')} pathname={paths.barSchedules} crumbs={[{ label: t('barSchedule.list.crumb') }]}>
      {({ customer }) => (
        <ScheduleList customerId={customer.customer_id} page={pageOf(location.search)} jobSite={siteOf(location.search)} person={personOf(location.search)} />
      )}
    </AccountLayout>
  );
}
