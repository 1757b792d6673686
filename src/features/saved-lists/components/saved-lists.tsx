import { Link } from 'gatsby';
import { useId, useRef, useState } from 'react';
import { RemoteState } from '../../../components/common/remote-state';
import * as actions from '../../../components/ui/action-row.module.css';
import { Panel, usePanelStatus } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import type { Customer } from '@trefima/domain/contract';
import { refusal } from '@trefima/domain/companies/roles';
import { t, tn } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { companyRoleOf } from '../../approvals';
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
 * which takes the focus when the card that had it is gone or closed. In a
 * company, what the person's role may not do (change the lists, put one in
 * the cart: the accountant) is not offered, and the page says why once, in
 * the role's refusal (domain/companies/roles.ts); the lists are read all the same.
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
  // the calls the API checks (backend/src/companies/guarded-calls.ts): a list made, changed or deleted, and put in the cart
  const role = companyRoleOf(customer);
  const refused = role ? [refusal(role, 'lists.manage'), refusal(role, 'carts.prepare')] : [null, null];
  const may = { manage: refused[0] === null, prepareCart: refused[1] === null };
  return (
    <Panel id="saved-lists-title" title={t('savedLists.heading')} message={message} statusRef={statusRef}>
      <p className={panel.lead}>{t('savedLists.lead')}</p>
      {refused.map(
        (why) =>
          why && (
            <p key={why} className={styles.refused}>
              {why}
            </p>
          ),
      )}
      {may.manage && (
        <button type="button" ref={createRef} className={actions.button} aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {t('savedLists.new.open')}
        </button>
      )}
      {may.manage && creating && (
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
            return may.manage ? (
              <p className={panel.empty}>
                {t('savedLists.empty')} <Link to={paths.cart}>{t('savedLists.emptyCart')}</Link>
              </p>
            ) : (
              <p className={panel.empty}>{t('savedLists.emptyReadOnly')}</p>
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
                      <SavedListCard list={l} customerId={customer.customer_id} sites={sites} onSaid={say} may={may} />
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
