import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { BUYER_UNITS } from '../units/conversions';
import { requestKey } from '../forms/request-key';
import { THINGS } from './things';

/** As many lines as the quick order page reads from a paste (src/lib/quick-order). */
export const MAX_QUICK_ORDER_LINES = 1000;

export const quickOrderLineInput = z.object({
  reference: z
    .string({ error: 'La référence est obligatoire.' })
    .check(z.minLength(1, { error: 'La référence est obligatoire.' }), z.maxLength(60, { error: 'Une référence compte au plus 60 caractères.' })),
  quantity: z.number({ error: 'La quantité doit être un nombre.' }),
  /** 'piece' (the default): a count of units of sale; otherwise an amount converted by the API */
  unit: z._default(z.enum(['piece', ...BUYER_UNITS], { error: 'L’unité doit être piece, kg, t, m ou m2.' }), 'piece'),
  /** metres, for sheets cut to length */
  length: z.optional(z.nullable(z.number({ error: 'La longueur doit être un nombre de mètres.' }))),
  /**
   * with 'piece': the thing the buyer counted (« 3 barres »: 'barre'; a sheet cut to length is counted in 'tôle'), a
   * count of units of sale only of a product sold by it, else the line is refused (quick-order/counted.ts); absent
   * for a plain count (« 3 », « 3 x », « 3 pcs »); ignored with another unit
   */
  counted: z.optional(z.enum(THINGS, { error: 'Ce qui est compté doit être barre, panneau, tôle, plaque, rouleau ou sac.' })),
});

/** Lines resolved against the catalogue, then put in the cart in one go unless `dry_run`; a bad line puts nothing in it. */
export const quickOrderBody = z.object({
  lines: z
    .array(quickOrderLineInput, { error: 'Les lignes de la commande rapide sont obligatoires.' })
    .check(
      z.minLength(1, { error: 'La commande rapide est vide : collez ou saisissez au moins une ligne.' }),
      z.maxLength(MAX_QUICK_ORDER_LINES, { error: 'Une commande rapide compte au plus 1 000 lignes : partagez-la en plusieurs.' }),
    ),
  cart_token: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  dry_run: z.optional(z.boolean()),
  /** the client's name for this addition (forms/request-key.ts): sent again, its answer lost, its lines are not added twice */
  request_key: requestKey,
});

/** As many suggestions as a row's list shows. */
export const MAX_REFERENCE_SUGGESTIONS = 8;

const LIMIT = `est un nombre entier de 1 à ${MAX_REFERENCE_SUGGESTIONS}`;

/** `GET /products/references`: the start of a reference. */
export const referencesQuery = z.object({
  q: z.string({ error: 'est obligatoire' }).check(z.minLength(1, { error: 'est obligatoire' }), z.maxLength(60, { error: 'compte au plus 60 caractères' })),
  // a repeated `limit` comes as a list, which reads as NaN: the same words as any other wrong one
  limit: z.optional(
    z.coerce.number({ error: LIMIT }).check(z.int({ error: LIMIT }), z.minimum(1, { error: LIMIT }), z.maximum(MAX_REFERENCE_SUGGESTIONS, { error: LIMIT })),
  ),
});
