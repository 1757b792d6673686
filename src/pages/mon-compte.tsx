import { AccountLayout } from '../components/account/account-layout';
import { ChangePasswordForm } from '../components/account/change-password-form';
import { LogoutEverywhere } from '../components/account/logout-everywhere';
import { ProfileForm } from '../components/account/profile-form';
import { paths } from '../lib/routes';
import * as styles from '../components/account/account.module.css';

/** The customer's details and password, and the way to end every session of the account. */
export default function AccountPage() {
  return (
    <AccountLayout title="Mon compte" pathname={paths.account}>
      {({ customer, refresh, signOut }) => (
        <>
          <p>
            Bonjour {customer.first_name} {customer.last_name}
            {customer.type === 'professionnel' && customer.company ? ` (${customer.company})` : ''}.
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
