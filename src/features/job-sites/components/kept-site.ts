/** Where the form of a new site, or of one site's edit, is kept while not saved (use-kept-values.ts). */
export const keptFormKey = (customerId: number, site?: { job_site_id: number }) => `chantier-${customerId}-${site ? site.job_site_id : 'nouveau'}`;
