import { Link } from 'gatsby';
import { roleInSentence } from '@trefima/domain/companies/roles';
import { formatDate, formatHour } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { apiFailure } from '../../../hooks/api-failure';
import { paths } from '../../../lib/routes';
import * as styles from '../../../styles/account.module.css';
import { useInvitationPreview } from '../api';
import { InvitationAcceptForm } from './invitation-accept-form';

function Problem({ text }: { text: string }) {
  return (
    <div className={styles.problem} role="alert">
      <p>{text}</p>
      <Link to={paths.home}>{t('companyPages.invitation.home')}</Link>
    </div>
  );
}

/**
 * The invitation's link, /invitation?jeton=…: who invites whom to which
 * company and as what, then the colleague's signup. A link incomplete,
 * unknown, expired or spent gets the API's French message and the way home.
 */
export function InvitationSignup({ token }: { token: string }) {
  const { data, error } = useInvitationPreview(token);
  if (!token) return <Problem text={t('companyPages.invitation.incomplete')} />;
  if (error) return <Problem text={apiFailure(error).alert} />;
  if (!data)
    return (
      <p role="status" className={styles.loading}>
        {t('companyPages.invitation.loading')}
      </p>
    );
  const role = roleInSentence(data.role);
  return (
    <>
      <p aria-live="polite">
        <strong>{t('companyPages.invitation.invite', { inviter: data.invited_by, company: data.company, role })}</strong>
      </p>
      <p>{t('companyPages.invitation.expires', { date: formatDate(data.expires_at, data.time_zone), time: formatHour(data.expires_at, data.time_zone) })}</p>
      <InvitationAcceptForm token={token} preview={data} />
    </>
  );
}
