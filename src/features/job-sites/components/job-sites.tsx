import { useEffect, useId, useRef, useState } from 'react';
import { LoadingStatus } from '../../../components/common/loading-status';
import { RemoteState } from '../../../components/common/remote-state';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as actions from '../../../components/ui/action-row.module.css';
import { Panel, usePanelStatus, type PanelMessage } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import type { Customer } from '@trefima/domain/contract';
import { refusal } from '@trefima/domain/companies/roles';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '@trefima/domain/i18n/t';
import { archiveJobSite, restoreJobSite, useJobSites } from '../api';
import { hasKeptValues } from '../../../hooks/use-kept-values';
import { keptFormKey } from './kept-site';
import { JobSiteList } from './job-site-list';
import { chosenMaker, madeByPerson, makersOf } from '../../../lib/makers';
import { companyRoleOf } from '../../approvals';
import { PersonChoice } from '../../../components/ui/person-choice';
import * as styles from './job-sites.module.css';

// the form opens on a button: its fields and rules load once the list is drawn, out of the page's first load
const loadForm = () => import('./job-site-form');
const JobSiteForm = lazyPart(() => loadForm().then((m) => ({ default: m.JobSiteForm })));

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; site: JobSite };

/**
 * The customer's job sites: the list (the archived ones on request), or the
 * form to create or edit one. Each result is said in a status region, which
 * takes the focus once the form closes, so that the keyboard is not lost. In
 * a company, a role that may not manage its sites (the accountant) reads them
 * with no button to change them, and the page says why once, in the role's
 * refusal (domain/companies/roles.ts, as the API checks it).
 */
export function JobSites({ customer }: { customer: Customer }) {
  const [withArchived, setWithArchived] = useState(false);
  const [person, setPerson] = useState<number | null>(null);
  const remote = useJobSites(customer.customer_id, withArchived);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { message, setMessage, say: tell, statusRef } = usePanelStatus();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const editRefs = useRef(new Map<number, HTMLButtonElement>());
  const toggleId = useId();
  const role = companyRoleOf(customer);
  const refused = role ? refusal(role, 'job_sites.manage') : null;
  useEffect(() => void loadForm().catch(() => {}), []);
  // a form left unsaved (the session ended meanwhile): opened again, once the sites are known
  const reopened = useRef(false);
  useEffect(() => {
    if (reopened.current || !remote.data) return;
    reopened.current = true;
    if (refused) return;
    if (hasKeptValues(keptFormKey(customer.customer_id))) return setMode({ kind: 'add' });
    const site = remote.data.items.find((s) => hasKeptValues(keptFormKey(customer.customer_id, s)));
    if (site) setMode({ kind: 'edit', site });
  }, [remote.data, customer.customer_id, refused]);
  const open = (next: Mode) => {
    setMessage(null);
    setMode(next);
  };
  /** `from`: where the focus was as the call began; a buyer who went on to a field or a link meanwhile keeps it */
  const say = (next: PanelMessage, from: Element | null) => {
    setMode({ kind: 'list' });
    tell(next, from);
  };
  const act = async (s: JobSite, work: (id: number) => Promise<JobSite>, done: string) => {
    const from = document.activeElement;
    setPendingId(s.job_site_id);
    try {
      await work(s.job_site_id);
      say({ text: done }, from);
    } catch (e) {
      say({ text: apiFailure(e).alert, error: true }, from);
    } finally {
      setPendingId(null);
    }
  };
  return (
    <Panel id="job-sites-title" title={t('jobSites.heading')} message={message} statusRef={statusRef}>
      {mode.kind === 'list' ? (
        <>
          <p className={panel.lead}>{t('jobSites.lead')}</p>
          {refused && <p className={styles.refused}>{refused}</p>}
          <div className={styles.toolbar}>
            {!refused && (
              <button type="button" ref={addRef} className={actions.button} onClick={() => open({ kind: 'add' })}>
                {t('jobSites.add')}
              </button>
            )}
            <span>
              <input id={toggleId} type="checkbox" checked={withArchived} onChange={(e) => setWithArchived(e.target.checked)} />{' '}
              <label htmlFor={toggleId}>{t('jobSites.showArchived')}</label>
            </span>
          </div>
          <RemoteState data={remote.data} error={remote.error} retry={() => remote.mutate()} title={t('jobSites.loadFailed')}>
            {(list) => {
              // in a company, the sites one of its people created, where more than one created some
              const makers = makersOf(list.items);
              const chosen = chosenMaker(makers, person);
              return (
                <>
                  {makers.length > 1 && (
                    <p className={styles.toolbar}>
                      <span>
                        <PersonChoice makers={makers} chosen={chosen} onChange={setPerson} />
                      </span>
                    </p>
                  )}
                  <JobSiteList
                    sites={madeByPerson(list.items, chosen)}
                    withArchived={withArchived}
                    pendingId={pendingId}
                    readOnly={refused !== null}
                    onEdit={(site) => open({ kind: 'edit', site })}
                    editButton={(site, button) => {
                      if (button) editRefs.current.set(site.job_site_id, button);
                      else editRefs.current.delete(site.job_site_id);
                    }}
                    onArchive={(site) => void act(site, archiveJobSite, t('jobSites.archived', { name: site.name }))}
                    onRestore={(site) => void act(site, restoreJobSite, t('jobSites.restored', { name: site.name }))}
                  />
                </>
              );
            }}
          </RemoteState>
        </>
      ) : (
        <PartBoundary fallback={<LoadingStatus />}>
          <JobSiteForm
            key={mode.kind === 'edit' ? mode.site.job_site_id : 'new'}
            customer={customer}
            site={mode.kind === 'edit' ? mode.site : undefined}
            onSaved={(_, text, from) => say({ text }, from)}
            onCancel={() => {
              const opener = mode.kind === 'edit' ? mode.site.job_site_id : null;
              setMode({ kind: 'list' });
              // the form's buttons are gone: the keyboard goes on from the button that opened it, drawn again with the list
              requestAnimationFrame(() => ((opener !== null && editRefs.current.get(opener)) || addRef.current)?.focus());
            }}
          />
        </PartBoundary>
      )}
    </Panel>
  );
}
