import { AuthPage, RewindForm } from '../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

/** Forgotten password: the reset link is sent by e-mail. */
export default function RewindPage() {
  return (
    <AuthPage title={t('auth.rewind.title')} crumb={t('auth.rewind.crumb')} path={paths.rewind}>
      <RewindForm />
    </AuthPage>
  );
}
