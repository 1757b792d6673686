import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { cartElement } from './contract';
import { formMessages } from '../forms/messages';
import { hasInvisible } from '../forms/text-characters';
import { refuse } from '../contract/query';
import { requestKey } from '../forms/request-key';

/* What the cart's calls take (see query.ts). */

const token = z.string().check(z.minLength(8), z.maxLength(100));

/** A cart token is optional where a session may stand for it; a malformed one is refused like a query parameter. */
function cartToken(v: unknown, ctx: z.core.ParsePayload, inBody: boolean): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const r = z.safeParse(token, v);
  return r.success ? r.data : refuse(ctx, 'n’est pas un jeton de panier', inBody ? { param: 'cart_token' } : {});
}

/** Without a session the token is required: the route says so, as it knows the session. */
export const cartQuery = z.object({
  cart_token: z.optional(z.transform((v: string | null, ctx) => cartToken(v, ctx, false))),
});

const elements = z.array(cartElement).check(z.maxLength(200));

export interface CartUpdate {
  /** an array, or the same as a JSON string (the back office's form encoding) */
  elements?: z.input<typeof cartElement>[] | string;
  /** may change alone, with no element at all */
  complementary_information?: string;
  cart_token?: string | null;
  /** the client's name for this change (forms/request-key.ts): sent again, its answer lost, it is not made twice */
  request_key?: string;
}

/** Checked as a whole, in the order the API always has, so that one mistake gives one answer. */
export const cartUpdateBody = z.transform((b: CartUpdate, ctx) => {
  const complementary = b.complementary_information;
  let list: z.output<typeof elements> = [];
  if (b.elements !== undefined || complementary === undefined) {
    let value: unknown = b.elements;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return refuse(ctx, 'La liste des produits n’est pas un JSON valide.', { path: ['elements'] });
      }
    }
    const r = z.safeParse(elements, value);
    if (!r.success) {
      const shape = 'Chaque produit doit avoir un identifiant (element_id) et une quantité entière, ou une quantité en kg, t, m ou m² avec son unité (unit).';
      return refuse(ctx, shape, { path: ['elements'], ...(value === undefined ? { headline: 'La liste des produits est obligatoire.' } : {}) });
    }
    list = r.data;
  }
  if (list.length === 0 && complementary === undefined) return refuse(ctx, 'La liste des produits est vide.', { path: ['elements'] });
  if (complementary !== undefined && (typeof complementary !== 'string' || complementary.length > 2000)) {
    return refuse(ctx, 'Les informations complémentaires ne doivent pas dépasser 2 000 caractères.', { path: ['complementary_information'] });
  }
  if (complementary !== undefined && hasInvisible(complementary)) {
    return refuse(ctx, formMessages.invisible('Informations complémentaires'), { path: ['complementary_information'] });
  }
  const key = z.safeParse(requestKey, b.request_key);
  if (!key.success) return refuse(ctx, key.error.issues[0].message, { path: ['request_key'] });
  return { elements: list, complementary_information: complementary, cart_token: cartToken(b.cart_token, ctx, true), request_key: key.data };
});

export const cartRemoveBody = z.object({
  cart_token: z.string().check(z.minLength(1, { error: 'Le panier est obligatoire.' })),
  id: z.coerce.number({ error: 'La ligne à retirer est obligatoire.' }).check(z.int(), z.positive()),
});
