import useSWR, { mutate } from 'swr';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { shop } from '../../shop-client/browser';
import type { BodyOf } from '@trefima/domain/contract/endpoint';
import { createJobSite, getJobSites, updateJobSite } from '@trefima/domain/job-sites/endpoints';

/**
 * The job sites' one door to the shop API: the list's SWR key and hook, and
 * the actions, each of which refreshes every list of the customer's sites
 * (with and without the archived ones) once the API has answered.
 */
const LIST = 'job-sites';
const once = { revalidateOnFocus: false };

/** The key carries the customer, so that another account never reads the previous one's sites. */
export const jobSitesKey = (customerId: number, archived: boolean) => [LIST, customerId, archived] as const;

/** Open sites by name; with `archived`, the archived ones after them. */
export const useJobSites = (customerId: number, archived: boolean) =>
  useSWR(jobSitesKey(customerId, archived), () => shop(getJobSites, { query: archived ? { archived: 'true' } : {} }), once);

/**
 * The sites another feature offers to choose from (a select): nothing asked
 * while the customer is not known yet; `loaded` once the API has answered.
 */
export function useSiteChoices(customerId: number | null, archived: boolean) {
  const { data } = useSWR(
    customerId === null ? null : jobSitesKey(customerId, archived),
    () => shop(getJobSites, { query: archived ? { archived: 'true' } : {} }),
    once,
  );
  return { sites: data?.items ?? [], loaded: data !== undefined };
}

const refreshLists = () => mutate((key) => Array.isArray(key) && key[0] === LIST, undefined, { revalidate: true });

const refreshing = async (call: Promise<JobSite>) => {
  const site = await call;
  void refreshLists();
  return site;
};

export type JobSiteValues = BodyOf<typeof createJobSite>;

/**
 * A new site under the form's `requestKey` (sent again after its answer was lost, the site made the first time takes
 * the values), or every field of the one named (the API merges the address with its stored row).
 */
export const saveJobSite = (id: number | null, values: JobSiteValues, requestKey?: string) =>
  refreshing(id === null ? shop(createJobSite, { body: { ...values, request_key: requestKey } }) : shop(updateJobSite, { params: { id }, body: values }));

/** Archived, never deleted: orders will name their site. PATCH rather than DELETE, whose 204 the client cannot read. */
export const archiveJobSite = (id: number) => refreshing(shop(updateJobSite, { params: { id }, body: { archived: true } }));

export const restoreJobSite = (id: number) => refreshing(shop(updateJobSite, { params: { id }, body: { archived: false } }));
