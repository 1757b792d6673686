import { formatDecimal } from '../i18n/format';
/**
 * The craftsman search's state, kept in the page's query string so that a
 * search can be shared and survives a reload:
 *   ?client=particulier&type=renovation-toiture&superficie=50-a-150-m2&department=972&page=2
 * `department` absent means "the visitor's territory" (1 Martinique → 972,
 * 2 Guadeloupe → 971, 3 Guyane → 973); `department=tous` means every one.
 */
export const ARTISAN_FILTERS = ['client', 'type', 'superficie'] as const;
export type ArtisanFilter = (typeof ARTISAN_FILTERS)[number];

export const ARTISANS_PER_PAGE = 20;
/** At most this many craftsmen in one request to be put in touch. */
export const MAX_SELECTED_ARTISANS = 3;

export const DEPARTMENTS = { '971': 'Guadeloupe', '972': 'Martinique', '973': 'Guyane' } as const;
export type Department = keyof typeof DEPARTMENTS;
export const ALL_DEPARTMENTS = 'tous';

export interface ArtisanSearchState {
  client: string | null;
  type: string | null;
  superficie: string | null;
  /** null: the visitor's territory decides */
  department: Department | typeof ALL_DEPARTMENTS | null;
  page: number;
}

export const EMPTY_ARTISAN_SEARCH: ArtisanSearchState = { client: null, type: null, superficie: null, department: null, page: 1 };

const isSlug = (s: string) => /^[a-z0-9-]{1,100}$/.test(s);
export const isDepartment = (s: unknown): s is Department => typeof s === 'string' && Object.prototype.hasOwnProperty.call(DEPARTMENTS, s);

/** The state of a query string; unknown parameters and malformed values are ignored. */
export function parseArtisanParams(search: string): ArtisanSearchState {
  const params = new URLSearchParams(search);
  const slug = (key: ArtisanFilter) => {
    const v = params.get(key)?.trim() ?? '';
    return isSlug(v) ? v : null;
  };
  const dep = params.get('department')?.trim() ?? '';
  const rawPage = params.get('page')?.trim() ?? '';
  return {
    client: slug('client'),
    type: slug('type'),
    superficie: slug('superficie'),
    department: isDepartment(dep) || dep === ALL_DEPARTMENTS ? dep : null,
    page: /^[1-9]\d{0,3}$/.test(rawPage) ? Number(rawPage) : 1,
  };
}

/** The query string of a state (`?…`, or '' for the default search), in a stable order, page 1 left out. */
export function artisanSearchQuery(state: ArtisanSearchState): string {
  const q = new URLSearchParams();
  for (const key of ARTISAN_FILTERS) if (state[key]) q.set(key, state[key]!);
  if (state.department) q.set('department', state.department);
  if (state.page > 1) q.set('page', String(state.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The department of a territory (sales plan id): 1 Martinique, 2 Guadeloupe, 3 Guyane. */
export function departmentOfPlan(planId: number | null | undefined): Department | null {
  return planId === 1 ? '972' : planId === 2 ? '971' : planId === 3 ? '973' : null;
}

/** The department searched: the one chosen, none for "tous", else the territory's. */
export function searchedDepartment(state: ArtisanSearchState, planId: number | null | undefined): Department | null {
  if (state.department === ALL_DEPARTMENTS) return null;
  return state.department ?? departmentOfPlan(planId);
}

/** The query of `GET /artisan` for a state. */
export function artisanApiQuery(state: ArtisanSearchState, planId: number | null | undefined) {
  const query: Record<string, string | number> = { page: state.page, perPage: ARTISANS_PER_PAGE };
  for (const key of ARTISAN_FILTERS) if (state[key]) query[key] = state[key]!;
  const department = searchedDepartment(state, planId);
  if (department) query.department = department;
  return query;
}

/** "12 artisans trouvés", "1 artisan trouvé", "Aucun artisan trouvé". */
export function artisanCountLabel(total: number): string {
  if (total === 0) return 'Aucun artisan trouvé';
  return total === 1 ? '1 artisan trouvé' : `${formatDecimal(total, { decimals: 0 })} artisans trouvés`;
}

export interface ChosenArtisan {
  name: string;
  trade: string;
  city: string;
  zipcode: string;
}

/** Where the visitor's own words start in the prefilled message. */
export const PROJECT_PROMPT = 'Mon projet : ';

/**
 * The message of a request to be put in touch, before the visitor describes
 * the project: the chosen craftsmen and the search's criteria (labels), e.g.
 *   Je souhaite être mis en relation avec : Toitures Caraïbes (Couvreur, 97232 Le Lamentin).
 *   Critères de ma recherche : Particuliers · Rénovation de toiture · Martinique (972).
 *
 *   Mon projet :
 */
export function contactMessage(artisans: ChosenArtisan[], criteria: string[]): string {
  const names = artisans.map((a) => `${a.name} (${a.trade}, ${a.zipcode} ${a.city})`).join(' ; ');
  const lines = [`Je souhaite être mis en relation avec : ${names}.`];
  if (criteria.length) lines.push(`Critères de ma recherche : ${criteria.join(' · ')}.`);
  return `${lines.join('\n')}\n\n${PROJECT_PROMPT}`;
}

/** True when the visitor wrote nothing after the prefilled text. */
export const projectMissing = (message: string, prefilled: string) => message.trim() === prefilled.trim();
