import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { listOf, madeBy } from '../contract/common';
import { address } from '../customers/contract';

/**
 * A professional's job sites (chantiers): where he has his steel delivered,
 * and what the driver must know to get there. The site's address is a row of
 * his address book, answered as the address book answers it.
 */

/** The largest truck the site's access takes: the delivery is planned with it. */
export const TRUCK_ACCESS = {
  tout: 'Tout camion, semi-remorque comprise',
  porteur: 'Porteur de 19 t au plus (pas de semi-remorque)',
  'petit-porteur': 'Petit porteur de 7,5 t au plus',
} as const;
export type TruckAccess = keyof typeof TRUCK_ACCESS;
export const truckAccessValues = Object.keys(TRUCK_ACCESS) as [TruckAccess, ...TruckAccess[]];

export const JOB_SITE_LIMITS = { name: 120, contactName: 100, openingHours: 200, accessNotes: 500, purchaseOrder: 40 } as const;

export const jobSite = z.object({
  job_site_id: z.int(),
  name: z.string(),
  address,
  contact_name: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  truck_access: z.enum(truckAccessValues),
  truck_access_label: z.string(),
  /** the truck's crane unloads: the site has no unloading means of its own */
  crane_needed: z.boolean(),
  opening_hours: z.nullable(z.string()),
  access_notes: z.nullable(z.string()),
  /** the customer's purchase order reference put on this site's orders unless he gives another */
  purchase_order: z.nullable(z.string()),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** a company's site: who of its people created it; absent for a private buyer's */
  made_by: z.optional(madeBy),
});
export type JobSite = z.infer<typeof jobSite>;

/** Open sites first, then by name; archived ones only when asked for. */
export const jobSiteList = listOf(jobSite);
export type JobSiteList = z.infer<typeof jobSiteList>;
