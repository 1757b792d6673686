import { AccountLayout } from '../features/account';
import { JobSites } from '../features/job-sites';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

/** A professional's job sites: where his steel goes and what the driver must know. */
export default function JobSitesPage() {
  return (
    <AccountLayout title={t('jobSites.title')} pathname={paths.jobSites} crumbs={[{ label: t('jobSites.crumb') }]}>
      {({ customer }) => <JobSites customer={customer} />}
    </AccountLayout>
  );
}
