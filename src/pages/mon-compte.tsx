import { AccountLayout, ChangePasswordForm, LogoutEverywhere, ProfileForm } from '../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';
import * as styles from '../styles/account.module.css';

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
