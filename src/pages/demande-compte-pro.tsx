import { AskToCreateForm, AuthPage } from '../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

/** A professional asks the sales team to open his account. */
export default function ProRequestPage() {
  return (
    <AuthPage
      title={t('auth.proRequest.title')}
      crumb={t('auth.proRequest.crumb')}
      path={paths.proRequest}
      width="medium"
      description={t('auth.proRequest.description')}
    >
      <p>{t('auth.proRequest.intro')}</p>
      <AskToCreateForm />
    </AuthPage>
  );
}
