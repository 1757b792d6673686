import { Link } from 'gatsby';
import { useId, useRef, useState } from 'react';
import { RemoteState } from '../../../components/common/remote-state';
import * as actions from '../../../components/ui/action-row.module.css';
import { Panel, usePanelStatus } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import type { Customer } from '@trefima/domain/contract';
import { t, tn } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useJobSites } from '../../job-sites';
import { useSavedLists } from '../api';
import { filterBySite, parseSiteFilter, type SiteFilter } from '../lines';
import { chosenMaker, madeByPerson, makersOf } from '../../../lib/makers';
import { PersonChoice } from '../../../components/ui/person-choice';
import { NewList } from './new-list';
import { SavedListCard } from './saved-list-card';
import * as styles from './saved-lists.module.css';

/**
 * The account's saved lists (every user of the account sees the same),
 * filtered by job site and, in a company, by who made them, and a new one to
 * fill by reference. A rename or a deletion is said in a status region,
 * which takes the focus when the card that had it is gone or closed.
 */
export function SavedLists({ customer }: { customer: Customer }) {
  const remote = useSavedLists(customer.customer_id);
  // archived sites too: a list made for a site that is over still names it
  const sites = useJobSites(customer.customer_id, true).data?.items ?? [];
  const [filter, setFilter] = useState<SiteFilter>('all');
  const [person, setPerson] = useState<number | null>(null);
  const { message, say, statusRef } = usePanelStatus();
  const [creating, setCreating] = useState(false);
  const createRef = useRef<HTMLButtonElement>(null);
  const filterId = useId();
  return (
    <Panel id="saved-lists-title" title={t('savedLists.heading')} message={message} statusRef={statusRef}>
      <p className={panel.lead}>{t('savedLists.lead')}</p>
      <button type="button" ref={createRef} className={actions.button} aria-expanded={creating} onClick={() => setCreating(!creating)}>
        {t('savedLists.new.open')}
      </button>
      {creating && (
        <NewList
          sites={sites.filter((s) => !s.archived)}
          onDone={(text, from) => {
            setCreating(false);
            say({ text }, from);
          }}
          onCancel={() => {
            setCreating(false);
            requestAnimationFrame(() => createRef.current?.focus());
          }}
        />
      )}
      <RemoteState data={remote.data} error={remote.error} retry={() => remote.mutate()} title={t('savedLists.loadFailed')}>
        {(lists) => {
          if (lists.items.length === 0)
            return (
              <p className={panel.empty}>
                {t('savedLists.empty')} <Link to={paths.cart}>{t('savedLists.emptyCart')}</Link>
              </p>
            );
          const makers = makersOf(lists.items);
          const chosen = chosenMaker(makers, person);
          const shown = madeByPerson(filterBySite(lists.items, filter), chosen);
          return (
            <>
              <div className={styles.toolbar}>
                <label htmlFor={filterId}>{t('savedLists.filter.label')}</label>
                <select id={filterId} className={styles.select} value={String(filter)} onChange={(e) => setFilter(parseSiteFilter(e.target.value))}>
                  <option value="all">{t('savedLists.filter.all')}</option>
                  <option value="none">{t('savedLists.filter.none')}</option>
                  {sites.map((s) => (
                    <option key={s.job_site_id} value={s.job_site_id}>
                      {s.archived ? t('savedLists.filter.archivedSite', { name: s.name }) : s.name}
                    </option>
                  ))}
                </select>
                <PersonChoice makers={makers} chosen={chosen} onChange={setPerson} className={styles.select} />
                <span aria-live="polite">{tn('savedLists.filter.count', shown.length, { total: lists.items.length })}</span>
              </div>
              {shown.length === 0 ? (
                <p className={panel.empty}>{chosen === null ? t('savedLists.filter.empty') : t('savedLists.filter.emptyPerson')}</p>
              ) : (
                <ul className={styles.cards} aria-label={t('savedLists.list')}>
                  {shown.map((l) => (
                    <li key={l.list_id}>
                      <SavedListCard list={l} customerId={customer.customer_id} sites={sites} onSaid={say} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </RemoteState>
    </Panel>
  );
}
