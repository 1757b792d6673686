import { Link } from 'gatsby';
import { AuthPage } from '../../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';
import * as panel from '../../components/ui/panel.module.css';
import * as styles from '../../styles/account.module.css';

/** After a new password was chosen. */
export default function NewPasswordConfirmationPage() {
  return (
    <AuthPage title={t('auth.newPasswordDone.title')} crumb={t('auth.newPasswordDone.crumb')} path={`${paths.newPassword}/confirmation`}>
      <p className={panel.notice}>{t('auth.newPasswordDone.text')}</p>
      <p>
        <Link to={paths.login} className={styles.button}>
          {t('auth.newPasswordDone.login')}
        </Link>
      </p>
    </AuthPage>
  );
}
