import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { postalAddressFields } from '../forms/account';
import { optionalPhone, optionalText, requiredText } from '../forms/rules';
import { undeliverableReason } from '../territory/delivery-territory';
import { JOB_SITE_LIMITS as L, truckAccessValues } from './contract';
import { siteCountryReason } from './site-country';
import { refuse, uint } from '../contract/query';
import { requestKey } from '../forms/request-key';

/*
 * What the job-site calls take. The site's address is checked field by field
 * as the address book checks it (its label is the site's name, and no
 * default is chosen here), its phones as every phone of the shop.
 */

// a site is where the steel goes: a postcode the shop does not deliver cannot be one, nor another country than France
const deliverable = z.superRefine((v: { zipcode?: string; country_code?: string }, ctx) => {
  const reason = typeof v.zipcode === 'string' ? undeliverableReason(v.zipcode) : null;
  if (reason) ctx.issues.push({ code: 'custom', path: ['zipcode'], message: reason, input: v.zipcode });
  const abroad = siteCountryReason(v.country_code);
  if (abroad) ctx.issues.push({ code: 'custom', path: ['country_code'], message: abroad, input: v.country_code });
});

const addressMissing = 'L’adresse du chantier est obligatoire : destinataire, rue, code postal, ville et téléphone.';
const siteAddress = z.object(postalAddressFields, { error: addressMissing }).check(deliverable);
const siteAddressPatch = z.partial(z.object(postalAddressFields, { error: addressMissing })).check(deliverable);

const truckAccess = z.enum(truckAccessValues, {
  error: 'Choisissez l’accès camion du chantier : « tout », « porteur » (19 t au plus) ou « petit-porteur » (7,5 t au plus).',
});
const craneNeeded = z.boolean({ error: 'Indiquez si le chantier a besoin de la grue du camion pour décharger : true ou false.' });

const siteFields = {
  name: requiredText('Nom du chantier', L.name),
  contact_name: optionalText('Contact sur le chantier', L.contactName),
  contact_phone: optionalPhone('Téléphone du contact'),
  opening_hours: optionalText('Horaires d’ouverture', L.openingHours),
  access_notes: optionalText('Consignes d’accès', L.accessNotes, { lines: true }),
  purchase_order: optionalText('Référence de commande', L.purchaseOrder),
};

/**
 * A new site: its name, its address and the largest truck it takes are required. `request_key`, the form's
 * (forms/request-key.ts): sent again, its answer lost, the site made the first time takes what is sent.
 */
export const jobSiteCreateBody = z.object({
  ...siteFields,
  address: siteAddress,
  truck_access: truckAccess,
  crane_needed: z._default(craneNeeded, false),
  request_key: requestKey,
});
export type JobSiteCreateBody = z.input<typeof jobSiteCreateBody>;
export type JobSiteInput = z.output<typeof jobSiteCreateBody>;

const nothingToChange = 'Indiquez au moins un champ à modifier : nom, adresse, contact, accès camion, grue, horaires, consignes ou référence de commande.';

/** A change: only the fields sent, at least one; `address` may hold only the fields that change; `archived: false` brings a site back. */
export const jobSitePatchBody = z
  .object({
    ...z.partial(z.object(siteFields)).shape,
    address: z.optional(siteAddressPatch),
    truck_access: z.optional(truckAccess),
    crane_needed: z.optional(craneNeeded),
    archived: z.optional(z.boolean({ error: 'Indiquez si le chantier est archivé : true ou false.' })),
  })
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { error: nothingToChange }));
export type JobSitePatchBody = z.input<typeof jobSitePatchBody>;
export type JobSitePatch = z.output<typeof jobSitePatchBody>;

/** Another customer's site, or an id that is not one: 404 alike, so that nobody learns which sites exist. */
const siteId = z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Ce chantier est introuvable.', { notFound: true }));
export const jobSiteParams = z.object({ id: siteId });

/** `?archived=true` lists the archived sites too. */
export const jobSiteListQuery = z.object({
  archived: z._default(
    z.transform((v: string, ctx): boolean => (v === 'true' ? true : v === 'false' || v === '' ? false : refuse(ctx, 'doit valoir « true » ou « false »'))),
    false,
  ),
});
