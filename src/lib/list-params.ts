/** The page of a paged list, from its address (`?page=3`); the first for anything else. */
export const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);

/** `?chantier=12`: one job site's documents; null for all. */
export const siteOf = (search: string) => Number(new URLSearchParams(search).get('chantier')) || null;

/** A list's address for one job site's documents, or for all: what `siteOf` reads back. */
export const sitePath = (base: string, jobSite: number | null) => (jobSite === null ? base : `${base}?chantier=${jobSite}`);
