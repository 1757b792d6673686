import { Link, navigate } from 'gatsby';
import { useId } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { usePeopleChoices } from '../../company';
import { claimFocusAfterNavigation } from '../../../components/layout/route-focus';
import { listPath, type ListFilters } from '../../../lib/list-params';
import * as styles from './documents.module.css';

interface PersonFilterProps {
  customerId: number;
  /** the list's page, "/mes-commandes" */
  base: string;
  filters: ListFilters;
}

/**
 * The documents one of the company's people made. Shown only where there is
 * a choice and the role may read the company's people (the administrator's);
 * the choice is in the address (?personne=7, beside ?chantier=12), so that a
 * filtered list can be bookmarked. The API narrows the list for any of the
 * company's people: where an address names a person and no choice is offered
 * (a bookmark kept from another role, a link), that is said, with the way back.
 *
 * A change shows the list at once and the select keeps the focus (`listTo`):
 * a keyboard user goes from one person to the next with the arrows, each list
 * shown as he goes, rather than choosing and then pressing a button.
 */
export function PersonFilter({ customerId, base, filters }: PersonFilterProps) {
  const id = useId();
  const choices = usePeopleChoices(customerId);
  const chosen = filters.person;
  if (choices === null) return null;
  const { people, former } = choices;
  const none = !people.length && !former.length;
  if (none && chosen === null) return null;
  if (none)
    return (
      <p className={styles.filter}>
        {t('documents.personFilter.narrowed')} <Link to={listPath(base, { ...filters, person: null })}>{t('documents.personFilter.everyone')}</Link>
      </p>
    );
  return (
    <p className={styles.filter}>
      <label htmlFor={id}>{t('documents.personFilter.label')}</label>{' '}
      <select
        id={id}
        value={chosen === null ? '' : String(chosen)}
        onChange={(e) => listTo(base, listPath(base, { ...filters, person: Number(e.target.value) || null }))}
      >
        <option value="">{t('documents.personFilter.all')}</option>
        {people.map((p) => {
          const name = `${p.first_name} ${p.last_name}`;
          return (
            <option key={p.id} value={String(p.id)}>
              {p.id === customerId ? t('documents.personFilter.me', { name }) : name}
            </option>
          );
        })}
        {former.length > 0 && (
          <optgroup label={t('documents.personFilter.former')}>
            {former.map((p) => (
              <option key={p.id} value={String(p.id)}>{`${p.first_name} ${p.last_name}`}</option>
            ))}
          </optgroup>
        )}
        {/* an address naming nobody the company has or had: the select says the list is narrowed rather than « all » */}
        {chosen !== null && ![...people, ...former].some((p) => p.id === chosen) && (
          <option value={String(chosen)}>{t('documents.personFilter.unlisted')}</option>
        )}
      </select>
    </p>
  );
}

/**
 * Goes to a filter's new address, the select keeping the focus. A new query
 * is not another page: the same list renders it, the select stays mounted
 * and focused (@reach/router focuses its wrapper only when the path changes),
 * and only the route update would take the focus to the content, sending a
 * keyboard user who pressed an arrow to the top of the page; the claim for
 * the list's path keeps it there, as for the listings' sort
 * (route-focus.ts). Shared with the job site's filter.
 */
export function listTo(base: string, path: string) {
  claimFocusAfterNavigation(base);
  void navigate(path);
}
