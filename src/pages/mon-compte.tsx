import { AccountLayout } from '../features/account/components/account-layout';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { LogoutEverywhere } from '../features/account/components/logout-everywhere';
import { ProfileForm } from '../features/account/components/profile-form';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';
import * as styles from '../features/account/components/account.module.css';

/** The customer's details and password, and the way to end every session of the account. */
export default function AccountPage() {
  return (
    <AccountLayout title={t('account.home.title')} pathname={paths.account}>
      {({ customer, refresh, signOut }) => (
        <>
          <p>
            {customer.type === 'professionnel' && customer.company
              ? t('account.home.greetingPro', { firstName: customer.first_name, lastName: customer.last_name, company: customer.company })
              : t('account.home.greeting', { firstName: customer.first_name, lastName: customer.last_name })}
          </p>
          <section className={styles.section}>
            <ProfileForm key={customer.customer_id} customer={customer} refresh={refresh} />
          </section>
          <section className={styles.section}>
            <ChangePasswordForm />
          </section>
          <LogoutEverywhere signOut={signOut} />
        </>
      )}
    </AccountLayout>
  );
}
