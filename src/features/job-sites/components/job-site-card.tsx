import type { ReactNode } from 'react';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { t } from '@trefima/domain/i18n/t';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import { Card, Facts } from '../../../components/ui/card';
import { addressLine, contactLine } from './site-lines';
import * as styles from './job-sites.module.css';
import { busyProps } from '../../../components/ui/busy';

export interface JobSiteCardProps {
  site: JobSite;
  /** an action of this site is under way: its buttons wait */
  pending?: boolean;
  onEdit: (site: JobSite) => void;
  /** the site's « Modifier » button as it mounts (null as it goes), to give it the focus back */
  editButton?: (site: JobSite, button: HTMLButtonElement | null) => void;
  onArchive: (site: JobSite) => void;
  onRestore: (site: JobSite) => void;
  /** the signed-in person's role may not change the company's sites: no button (the page says why) */
  readOnly?: boolean;
}

/** The card's buttons, none for a role that may not use them. */
const SiteActions = ({ shown, children }: { shown: boolean; children: ReactNode }) => (shown ? <ActionRow>{children}</ActionRow> : null);

/**
 * One site as the driver's brief reads it: where, whom to call, which truck,
 * crane or not, when, and the purchase order. Each button names the site
 * (several « Modifier » in a row would not say which).
 */
export function JobSiteCard({ site: s, pending = false, onEdit, editButton, onArchive, onRestore, readOnly = false }: JobSiteCardProps) {
  const titleId = `job-site-${s.job_site_id}`;
  const none = t('jobSites.card.none');
  const title = (
    <>
      {s.name}
      {s.archived && <span className={styles.badge}>{t('jobSites.card.archivedBadge')}</span>}
    </>
  );
  return (
    <Card id={titleId} title={title} className={s.archived ? styles.archived : undefined}>
      <Facts
        layout="stacked"
        rows={[
          [t('jobSites.card.address'), addressLine(s.address)],
          [t('jobSites.card.contact'), contactLine(s) ?? none],
          [t('jobSites.card.truck'), s.truck_access_label],
          [t('jobSites.card.crane'), s.crane_needed ? t('jobSites.card.craneYes') : t('jobSites.card.craneNo')],
          [t('jobSites.card.hours'), s.opening_hours ?? none],
          !!s.access_notes && [t('jobSites.card.notes'), s.access_notes],
          [t('jobSites.card.purchaseOrder'), s.purchase_order ?? none],
          !!s.made_by && [t('jobSites.card.madeBy'), s.made_by.name],
        ]}
      />
      <SiteActions shown={!readOnly}>
        {s.archived ? (
          <ActionButton
            {...busyProps(pending)}
            onClick={() => onRestore(s)}
            // the name begins with what the button shows (WCAG 2.5.3); while it waits, its text alone (« Un instant… »)
            aria-label={pending ? undefined : t('jobSites.card.restoreLabel', { name: s.name })}
          >
            {pending ? t('jobSites.card.pending') : t('jobSites.card.restore')}
          </ActionButton>
        ) : (
          <>
            <ActionButton
              ref={(button) => editButton?.(s, button)}
              {...busyProps(pending)}
              onClick={() => onEdit(s)}
              aria-label={t('jobSites.card.editLabel', { name: s.name })}
            >
              {t('jobSites.card.edit')}
            </ActionButton>
            <ActionButton
              {...busyProps(pending)}
              onClick={() => onArchive(s)}
              aria-label={pending ? undefined : t('jobSites.card.archiveLabel', { name: s.name })}
            >
              {pending ? t('jobSites.card.pending') : t('jobSites.card.archive')}
            </ActionButton>
          </>
        )}
      </SiteActions>
    </Card>
  );
}
