/** The page of a paged list, from its address (`?page=3`); the first for anything else. */
export const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);

/** `?chantier=12`: one job site's documents; null for all. */
export const siteOf = (search: string) => Number(new URLSearchParams(search).get('chantier')) || null;

/** `?personne=7`: the documents one of the company's people made; null for everyone's. */
export const personOf = (search: string) => Number(new URLSearchParams(search).get('personne')) || null;

/** What a documents list is narrowed to; null: not narrowed that way. */
export interface ListFilters {
  jobSite: number | null;
  person: number | null;
}

/** A list's address with its filters, either or both: what `siteOf` and `personOf` read back (the first page: a new choice starts there). */
export function listPath(base: string, { jobSite, person }: ListFilters) {
  const query = [jobSite === null ? '' : `chantier=${jobSite}`, person === null ? '' : `personne=${person}`].filter(Boolean).join('&');
  return query ? `${base}?${query}` : base;
}

/** A list's address for one job site's documents, or for all: what `siteOf` reads back. */
export const sitePath = (base: string, jobSite: number | null) => listPath(base, { jobSite, person: null });
