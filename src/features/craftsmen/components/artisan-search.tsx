import { t } from '@trefima/domain/i18n/t';
import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import type { Artisan, Tag } from '@trefima/domain/contract';
import { useArtisanFilterLists, useArtisanResults } from '../api';
import { useHydrated } from '../../../hooks/use-hydrated';
import {
  ALL_DEPARTMENTS,
  artisanApiQuery,
  artisanCountLabel,
  artisanSearchQuery,
  ARTISANS_PER_PAGE,
  MAX_SELECTED_ARTISANS,
  parseArtisanParams,
  searchedDepartment,
  type ArtisanFilter,
  type ArtisanSearchState,
} from '@trefima/domain/craftsmen/artisan-query';
import { paths } from '../../../lib/routes';
import { useTerritory } from '../../territory';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as actions from '../../../components/ui/action-row.module.css';
import * as panel from '../../../components/ui/panel.module.css';
import * as ui from '../../../styles/account.module.css';
import { ErrorRetry } from '../../../components/common/error-retry';
import { ArtisanCard } from './artisan-card';
import { ArtisanPager } from './artisan-pager';
import { ArtisanCriteria } from './artisan-criteria';
import { ArtisanSelection } from './artisan-selection';
import { HEADING, SearchPlaceholder } from './search-placeholder';
import * as styles from './artisans.module.css';

// The request form (react-hook-form, zod and the shared schema) loads only when it is about to be opened.
const loadRequestDialog = () => import('./artisan-request-dialog');
const ArtisanRequestDialog = lazyPart(loadRequestDialog);
const preloadRequestDialog = () => void loadRequestDialog().catch(() => {});

/**
 * The craftsman search under the page "Mise en relation avec des
 * professionnels": filters (client type, work type, surface, department,
 * preselected from the visitor's territory), 20 craftsmen a page, and a
 * request to be put in touch with one of them or up to three. The search is
 * kept in the query string. Loaded on demand by content/page-extras.
 */
export default function ArtisanSearch() {
  const hydrated = useHydrated();
  return hydrated ? <Search /> : <SearchPlaceholder />;
}

interface Request {
  artisans: Artisan[];
  /** focus goes back there when the form is closed */
  opener: HTMLElement | null;
}

function Search() {
  const [state, setState] = useState<ArtisanSearchState>(() => parseArtisanParams(window.location.search));
  // no territory chosen yet: every department
  const { chosenId: plan } = useTerritory();
  const lists = useArtisanFilterLists();
  const results = useArtisanResults(artisanApiQuery(state, plan));
  const [selected, setSelected] = useState<Artisan[]>([]);
  const [request, setRequest] = useState<Request | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  /** A new search: the state, then the address (replaced, so that neither the history nor the scroll jumps). */
  const update = (next: Partial<ArtisanSearchState>) => {
    const s = { ...state, page: 1, ...next };
    setState(s);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${artisanSearchQuery(s)}${hash}`);
  };

  // a shared link may name a filter value that no longer exists: it is dropped rather than shown as "Tous"
  useEffect(() => {
    const unknown: Partial<ArtisanSearchState> = {};
    const check = (key: ArtisanFilter, list: Tag[] | undefined) => {
      if (list && state[key] && !list.some((tag) => tag.slug === state[key])) unknown[key] = null;
    };
    check('client', lists.clients.data);
    check('type', lists.types.data);
    check('superficie', lists.superficies.data);
    if (Object.keys(unknown).length) update(unknown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a list arrives, against the state of that moment
  }, [lists.clients.data, lists.types.data, lists.superficies.data]);

  const changePage = (page: number) => {
    update({ page });
    countRef.current?.focus();
  };

  const toggle = (artisan: Artisan, on: boolean) => {
    setSelected((prev) =>
      on
        ? prev.length < MAX_SELECTED_ARTISANS && !prev.some((a) => a.id === artisan.id)
          ? [...prev, artisan]
          : prev
        : prev.filter((a) => a.id !== artisan.id),
    );
  };

  const department = searchedDepartment(state, plan);

  const closeRequest = () => {
    const opener = request?.opener;
    setRequest(null);
    // back to the button that opened the form, if it is still there (a sent request empties the selection, and its button)
    requestAnimationFrame(() => (opener?.isConnected ? opener : countRef.current)?.focus());
  };

  const data = results.data;
  // the results shown are not this search's: a failure is said rather than hidden behind them
  const failed = Boolean(results.error) && (!data || results.stale);
  const filtered = Boolean(state.client || state.type || state.superficie);
  const departmentValue = state.department === ALL_DEPARTMENTS ? ALL_DEPARTMENTS : (department ?? ALL_DEPARTMENTS);
  const hrefOf = (page: number) => `${window.location.pathname}${artisanSearchQuery({ ...state, page })}`;

  return (
    <section aria-labelledby="recherche-artisans" className={styles.search}>
      <h2 id="recherche-artisans">{HEADING}</h2>
      <ArtisanCriteria state={state} department={departmentValue} lists={lists} onChange={update} />

      <div className={styles.bar}>
        <p ref={countRef} tabIndex={-1} role="status" className={styles.count}>
          {data && !results.stale ? artisanCountLabel(data.total) : failed ? '' : t('craftsmen.search.loading')}
        </p>
        {(filtered || state.department !== null) && (
          <button
            type="button"
            className={actions.secondary}
            onClick={() => {
              update({ client: null, type: null, superficie: null, department: null });
              // the button goes with the filters it clears: the focus goes to the count, which says the new one
              countRef.current?.focus();
            }}
          >
            {t('craftsmen.search.reset')}
          </button>
        )}
      </div>

      <ArtisanSelection
        selected={selected}
        onIntent={preloadRequestDialog}
        onRequest={(opener) => setRequest({ artisans: selected, opener })}
        onClear={() => {
          setSelected([]);
          // « Vider la sélection » goes with the selection, and « Être mis en relation » too: to the count
          countRef.current?.focus();
        }}
      />

      {failed ? (
        <ErrorRetry title={t('craftsmen.search.resultsFailed')} error={results.error} retry={() => results.mutate()} />
      ) : !data ? (
        <div className={ui.loading} aria-hidden="true" />
      ) : data.total === 0 && !results.stale ? (
        <div className={panel.empty}>
          <p>
            {t('craftsmen.search.none')} <Link to={paths.contact}>{t('craftsmen.search.contact')}</Link>.
          </p>
        </div>
      ) : data.items.length === 0 && !results.stale ? (
        <div className={panel.empty}>
          <p>{t('craftsmen.search.noPage')}</p>
          <button type="button" className={actions.secondary} onClick={() => changePage(1)}>
            {t('craftsmen.search.firstPage')}
          </button>
        </div>
      ) : (
        <>
          <ul className="card-grid" aria-label={t('craftsmen.search.list')} aria-busy={results.stale || undefined}>
            {data.items.map((a) => (
              <li key={a.id}>
                <ArtisanCard
                  artisan={a}
                  selected={selected.some((s) => s.id === a.id)}
                  selectionFull={selected.length >= MAX_SELECTED_ARTISANS}
                  onToggle={toggle}
                  onContact={(artisan, opener) => setRequest({ artisans: [artisan], opener })}
                  onIntent={preloadRequestDialog}
                />
              </li>
            ))}
          </ul>
          <ArtisanPager page={state.page} total={data.total} perPage={ARTISANS_PER_PAGE} hrefOf={hrefOf} onPage={changePage} />
        </>
      )}

      {request && (
        <PartBoundary fallback={null}>
          <ArtisanRequestDialog
            artisans={request.artisans}
            customerType={state.client === 'professionnel' ? 'professionnel' : 'particulier'}
            onClose={closeRequest}
            onSent={() => setSelected([])}
          />
        </PartBoundary>
      )}
    </section>
  );
}
