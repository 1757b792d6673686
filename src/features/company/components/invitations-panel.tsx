import { t } from '@trefima/domain/i18n/t';
import { RemoteState } from '../../../components/common/remote-state';
import { usePanelStatus } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import { useInvitations } from '../api';
import { CompanySection } from './company-section';
import { InvitationForm } from './invitation-form';
import { InvitationList } from './invitation-list';

/** Inviting a colleague, then the invitations sent; both say their result in the section's status. */
export function InvitationsPanel({ customerId }: { customerId: number }) {
  const remote = useInvitations(customerId);
  const { message, say, statusRef } = usePanelStatus();
  return (
    <CompanySection id="company-invite" title={t('companyPages.invite.heading')} message={message} statusRef={statusRef}>
      <p className={panel.lead}>{t('companyPages.invite.lead')}</p>
      <InvitationForm customerId={customerId} say={say} />
      <h3>{t('companyPages.invitations.heading')}</h3>
      <RemoteState data={remote.data} error={remote.error} retry={() => remote.mutate()} title={t('companyPages.invitations.loadFailed')}>
        {(list) => <InvitationList invitations={list} customerId={customerId} say={say} />}
      </RemoteState>
    </CompanySection>
  );
}
