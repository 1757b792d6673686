import { useState } from 'react';
import type { Invitation } from '@trefima/domain/companies/contract';
import { COMPANY_ROLE_LABELS } from '@trefima/domain/companies/roles';
import { formatDate, formatHour } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { ActionButton } from '../../../components/ui/action-row';
import type { PanelMessage } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import { apiFailure } from '../../../hooks/api-failure';
import { revokeInvite } from '../api';
import * as styles from './company.module.css';
import { busyProps } from '../../../components/ui/busy';

const STATUS: Record<Invitation['status'], string> = {
  en_attente: t('companyPages.invitations.status.en_attente'),
  acceptee: t('companyPages.invitations.status.acceptee'),
  expiree: t('companyPages.invitations.status.expiree'),
  annulee: t('companyPages.invitations.status.annulee'),
};

export interface InvitationListProps {
  invitations: Invitation[];
  customerId: number;
  /** `from`: where the focus was as the call began; the message takes it only if the buyer has not gone on since */
  say: (message: PanelMessage, from: Element | null) => void;
}

/** The invitations sent, newest first, with their state; a pending one can be cancelled, its link then dead. */
export function InvitationList({ invitations, customerId, say }: InvitationListProps) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  if (invitations.length === 0) return <p className={panel.empty}>{t('companyPages.invitations.empty')}</p>;
  const revoke = async (inv: Invitation) => {
    const from = document.activeElement;
    setPendingId(inv.id);
    try {
      await revokeInvite(customerId, inv.id);
      say({ text: t('companyPages.invitations.revoked', { email: inv.email }) }, from);
    } catch (e) {
      say({ text: apiFailure(e).alert, error: true }, from);
    } finally {
      setPendingId(null);
    }
  };
  return (
    <ul className={styles.list}>
      {invitations.map((inv) => (
        <li key={inv.id}>
          <strong>{inv.email}</strong>
          <span className={styles.badge}>{STATUS[inv.status]}</span>
          <br />
          <span className={styles.muted}>
            {t('companyPages.invitations.line', { role: COMPANY_ROLE_LABELS[inv.role], by: inv.invited_by, date: formatDate(inv.created_at, inv.time_zone) })}
            {inv.status === 'en_attente' && (
              <>
                {' '}
                · {t('companyPages.invitations.expires', { date: formatDate(inv.expires_at, inv.time_zone), time: formatHour(inv.expires_at, inv.time_zone) })}
              </>
            )}
          </span>
          {inv.status === 'en_attente' && (
            <>
              {' '}
              <ActionButton
                {...busyProps(pendingId === inv.id)}
                onClick={() => void revoke(inv)}
                // the name begins with what the button shows (WCAG 2.5.3); while it cancels, its text alone (« Annulation… »)
                aria-label={pendingId === inv.id ? undefined : t('companyPages.invitations.revokeLabel', { email: inv.email })}
              >
                {pendingId === inv.id ? t('companyPages.invitations.revoking') : t('companyPages.invitations.revoke')}
              </ActionButton>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
