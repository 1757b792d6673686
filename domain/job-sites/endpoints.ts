import { z } from 'zod/mini';
import { jobSite, jobSiteList } from './contract';
import type { jobSiteCreateBody, jobSiteListQuery, jobSiteParams, jobSitePatchBody } from './requests';
import { endpoint } from '../contract/endpoint';

/* A professional's job sites (see index.ts). The session names the customer: no customer id in the paths. */
type Params = { params: z.input<typeof jobSiteParams> };

export const getJobSites = /*#__PURE__*/ endpoint<typeof jobSiteList, { query?: z.input<typeof jobSiteListQuery> }>(
  'job-sites',
  'GET',
  '/chantier',
  jobSiteList,
  { auth: 'required' },
);
export const createJobSite = /*#__PURE__*/ endpoint<typeof jobSite, { body: z.input<typeof jobSiteCreateBody> }>(
  'job-site.create',
  'POST',
  '/chantier',
  jobSite,
  { auth: 'required' },
);
export const getJobSite = /*#__PURE__*/ endpoint<typeof jobSite, Params>('job-site', 'GET', '/chantier/{id}', jobSite, { auth: 'required' });
/** Only the fields sent change; `archived: false` brings a site back (`true` archives it, as DELETE does, and answers the site). */
export const updateJobSite = /*#__PURE__*/ endpoint<typeof jobSite, Params & { body: z.input<typeof jobSitePatchBody> }>(
  'job-site.update',
  'PATCH',
  '/chantier/{id}',
  jobSite,
  { auth: 'required' },
);
/** Archives the site (a 204); the site's pages archive with `updateJobSite`'s `archived: true`, which answers the site. */
export const archiveJobSite = /*#__PURE__*/ endpoint<z.ZodMiniNull, Params>('job-site.archive', 'DELETE', '/chantier/{id}', /*#__PURE__*/ z.null(), {
  auth: 'required',
});
