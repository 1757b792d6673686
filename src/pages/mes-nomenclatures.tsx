import type { PageProps } from 'gatsby';
import { AccountLayout } from '../features/account/components/account-layout';
import { ScheduleList } from '../features/bar-schedules/components/schedule-list';
import { t } from '../i18n/t';
import { paths } from '../lib/routes';

const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);
/** `?chantier=12`: one job site's schedules. */
const siteOf = (search: string) => Number(new URLSearchParams(search).get('chantier')) || null;

/** The customer's bar schedules. */
export default function BarSchedulesPage({ location }: PageProps) {
  return (
    <AccountLayout title={t('barSchedule.list.title')} pathname={paths.barSchedules} crumbs={[{ label: t('barSchedule.list.crumb') }]}>
      {({ customer }) => <ScheduleList customerId={customer.customer_id} page={pageOf(location.search)} jobSite={siteOf(location.search)} />}
    </AccountLayout>
  );
}
