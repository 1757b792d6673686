import { AccountLayout } from '../components/account/account-layout';
import { ChangePasswordForm } from '../components/account/change-password-form';
import { ProfileForm } from '../components/account/profile-form';
import { paths } from '../lib/routes';
import * as styles from '../components/account/account.module.css';

/** The customer's details and password. */
export default function AccountPage() {
  return (
    <AccountLayout title="Mon compte" pathname={paths.account}>
      {({ customer, refresh }) => (
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
        </>
      )}
    </AccountLayout>
  );
}
