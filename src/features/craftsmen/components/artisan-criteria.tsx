import { t } from '@trefima/domain/i18n/t';
import { ALL_DEPARTMENTS, DEPARTMENTS, isDepartment, type ArtisanFilter, type ArtisanSearchState } from '@trefima/domain/craftsmen/artisan-query';
import type { useArtisanFilterLists } from '../api';
import { ErrorRetry } from '../../../components/common/error-retry';
import * as forms from '../../../components/forms/forms.module.css';
import { asOptions, FilterSelect } from './filter-select';
import * as styles from './artisans.module.css';

interface ArtisanCriteriaProps {
  state: ArtisanSearchState;
  /** the department searched: the one chosen, else the visitor's territory's, else all */
  department: string;
  /** the API's lists of clients, work types and surfaces */
  lists: ReturnType<typeof useArtisanFilterLists>;
  onChange: (next: Partial<ArtisanSearchState>) => void;
}

/** The craftsman search's criteria: client type, work type and surface, from the API's lists, and the department. */
export function ArtisanCriteria({ state, department, lists, onChange }: ArtisanCriteriaProps) {
  const filterOf = (key: ArtisanFilter) => (value: string) => onChange({ [key]: value || null });
  return (
    <form role="search" aria-label={t('craftsmen.search.criteria')} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.filters}>
        {(
          [
            ['client', lists.clients.data, t('craftsmen.search.client'), t('craftsmen.search.allClients')],
            ['type', lists.types.data, t('craftsmen.search.type'), t('craftsmen.search.allTypes')],
            ['superficie', lists.superficies.data, t('craftsmen.search.surface'), t('craftsmen.search.allSurfaces')],
          ] as const
        ).map(([key, tags, label, all]) => (
          <FilterSelect key={key} label={label} all={all} value={state[key] ?? ''} options={asOptions(tags)} busy={!tags} onChange={filterOf(key)} />
        ))}
        <div className={forms.field}>
          <label htmlFor="artisans-departement" className={forms.label}>
            {t('craftsmen.search.department')}
          </label>
          <select
            id="artisans-departement"
            className={forms.input}
            value={department}
            onChange={(e) => onChange({ department: isDepartment(e.target.value) ? e.target.value : ALL_DEPARTMENTS })}
          >
            {Object.entries(DEPARTMENTS).map(([code, name]) => (
              <option key={code} value={code}>
                {code} – {name}
              </option>
            ))}
            <option value={ALL_DEPARTMENTS}>{t('craftsmen.search.allDepartments')}</option>
          </select>
        </div>
      </div>
      {(lists.clients.error || lists.types.error || lists.superficies.error) && (
        <ErrorRetry
          title={t('craftsmen.search.listsFailed')}
          error={lists.clients.error ?? lists.types.error ?? lists.superficies.error}
          retry={() => Promise.all([lists.clients.mutate(), lists.types.mutate(), lists.superficies.mutate()])}
        />
      )}
    </form>
  );
}
