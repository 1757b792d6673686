import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { requiredText } from '../forms/rules';
import { SAVED_LIST_LIMITS as L } from './contract';
import { refuse, uint } from '../contract/query';
import { requestKey } from '../forms/request-key';

/*
 * What the saved-list calls take. The shape of each line is checked here;
 * what depends on the product (exists, whole units, minimum and step, cut
 * length) is the cart's own rules, applied by the service.
 */

const lineInput = z.object({
  element_id: z.int({ error: 'Indiquez le produit de la ligne (element_id).' }),
  // whole units are the product's rule, told with its unit by the service
  quantity: z.number({ error: 'La quantité doit être un nombre.' }).check(z.positive({ error: 'La quantité doit être un nombre supérieur à zéro.' })),
  /** metres, for cut-to-length sheets */
  length: z.optional(z.nullable(z.number({ error: 'La longueur doit être un nombre de mètres.' }))),
});
export type SavedListLineInput = z.output<typeof lineInput>;

const lines = z
  .array(lineInput, { error: 'Les lignes de la liste doivent être un tableau de produits et de quantités.' })
  .check(z.maxLength(L.lines, { error: `Une liste compte au plus ${L.lines} lignes : partagez-la en plusieurs.` }));

/** The customer's bar schedules the list refers to, by their ids; on a change, they replace the list's. */
const schedules = z
  .array(z.int({ error: 'Indiquez chaque nomenclature par son numéro interne (schedule_id).' }), {
    error: 'Les nomenclatures de la liste doivent être un tableau de numéros.',
  })
  .check(z.maxLength(L.schedules, { error: `Une liste compte au plus ${L.schedules} nomenclatures.` }));

/** null (or absent) on a new list: no site; on a change, null takes the list off its site. */
const jobSiteId = z.nullable(z.transform((v: number | string, ctx): number => uint(v) ?? refuse(ctx, 'Ce chantier est introuvable.')));

const fromCart = z.transform((v: true | string, ctx): true | string => {
  if (v === true) return true;
  if (typeof v === 'string' && v.length >= 8 && v.length <= 100) return v;
  return refuse(ctx, 'Pour copier le panier, indiquez true (votre panier) ou le jeton du panier.');
});

const name = requiredText('Nom de la liste', L.name);

/** A new list: explicit lines and schedules, or a copy of the cart (`from_cart`: its products and its schedules), or nothing yet. */
export const savedListCreateBody = z
  .object({
    name,
    job_site_id: z.optional(jobSiteId),
    lines: z.optional(lines),
    schedules: z.optional(schedules),
    from_cart: z.optional(fromCart),
    /** the client's name for this list (forms/request-key.ts): sent again, its answer lost, it is not made twice */
    request_key: requestKey,
  })
  .check(
    z.superRefine((v, ctx) => {
      if ((v.lines !== undefined || v.schedules !== undefined) && v.from_cart !== undefined) {
        ctx.issues.push({ code: 'custom', path: ['from_cart'], message: 'Donnez les lignes de la liste ou copiez le panier, pas les deux.', input: v });
      }
    }),
  );
export type SavedListCreateBody = z.input<typeof savedListCreateBody>;
export type SavedListInput = z.output<typeof savedListCreateBody>;

const nothingToChange = 'Indiquez au moins un champ à modifier : nom, chantier, lignes ou nomenclatures.';

const revisionMessage = 'La version de la liste doit être un nombre entier positif.';
/** The list's revision the change was made on (its `revision` as read): the change is refused if the list has moved on. */
const revision = z.int({ error: revisionMessage }).check(z.positive({ error: revisionMessage }));

/**
 * A change: only the fields sent, at least one; `lines` replaces all the list's product lines, `schedules` its
 * schedules. With `revision`, written only if no one changed the list since that revision (a company's people share
 * its lists); without it, written whatever came before.
 */
export const savedListPatchBody = z
  .object({
    name: z.optional(name),
    job_site_id: z.optional(jobSiteId),
    lines: z.optional(lines),
    schedules: z.optional(schedules),
    revision: z.optional(revision),
  })
  .check(z.refine(({ revision: _, ...change }) => Object.values(change).some((x) => x !== undefined), { error: nothingToChange }));
export type SavedListPatchBody = z.input<typeof savedListPatchBody>;
export type SavedListPatch = z.output<typeof savedListPatchBody>;

/** Another customer's list, or an id that is not one: 404 alike. */
const listId = z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cette liste est introuvable.', { notFound: true }));
export const savedListParams = z.object({ id: listId });

/** `POST /list/{id}/cart`: into this cart, or the customer's. */
export const savedListCartBody = z.object({
  cart_token: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** the client's name for this press (forms/request-key.ts): sent again, its answer lost, the list is not added twice */
  request_key: requestKey,
});
