import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { caracteristicKeys, productOrder, type CaracteristicKey } from './contract';
import { idList, json, oneOf, optionalText, paging, refuse } from '../contract/query';

/* What the catalogue's calls take (see query.ts). The order of the keys is the order the API checks them in. */

export const categoriesQuery = z.object({
  depth: z._default(
    z.transform((v: string | number, ctx) => (/^[1-9]$/.test(String(v)) ? Number(v) : refuse(ctx, 'doit être un entier entre 1 et 9'))),
    3,
  ),
});

const price = z.strictObject({ min: z.optional(z.int().check(z.minimum(0))), max: z.optional(z.int().check(z.minimum(0))) });

const caracteristics = z.pipe(
  z.strictObject(
    Object.fromEntries(
      caracteristicKeys.map((k) => [k, z.optional(z.array(z.union([z.string().check(z.maxLength(100)), z.number()])).check(z.maxLength(50)))]),
    ) as Record<CaracteristicKey, z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniUnion<[z.ZodMiniString, z.ZodMiniNumber]>>>>,
  ),
  z.transform((c) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, (v ?? []).map(String)])) as Partial<Record<CaracteristicKey, string[]>>),
);

/** The product filters shared by `/product`, `/product/prices` and `/filters-products`. */
const filters = {
  price: json(price, 'doit être un objet JSON { "min": centimes, "max": centimes }'),
  caracteristics: json(caracteristics, `doit être un objet JSON dont les clés sont parmi : ${caracteristicKeys.join(', ')}`),
  text: optionalText(100),
  categories: idList,
  ids: idList,
};

export const productsQuery = z.object({
  ...paging(24),
  ...filters,
  orderBy: oneOf(productOrder.options, `doit valoir l’une de ces valeurs : ${productOrder.options.join(', ')}`, 'relevance', { emptyIsAbsent: true }),
});

export const pricesQuery = z.object({
  ...filters,
  ids: z.transform((v: string | number, ctx) => {
    if (v === undefined || v === '') return refuse(ctx, 'est obligatoire');
    const r = z.safeParse(idList, v);
    return r.success ? r.data! : refuse(ctx, r.error.issues[0].message);
  }),
});

export const productParams = z.object({
  id: z.transform((v: string | number, ctx) =>
    /^(\d{1,9}|[a-z0-9-]{1,200})$/.test(String(v)) ? String(v) : refuse(ctx, 'n’est pas un identifiant de produit'),
  ),
});

export const facetsQuery = z.object({
  caracteristics_select: z.optional(
    z.transform((v: string | readonly CaracteristicKey[], ctx): CaracteristicKey[] | undefined => {
      if (v === undefined || v === '') return undefined;
      const keys = String(v)
        .replace(/[[\]"\s]/g, '')
        .split(',')
        .filter(Boolean);
      if (!keys.every((k) => (caracteristicKeys as readonly string[]).includes(k))) {
        return refuse(ctx, `doit lister des clés parmi : ${caracteristicKeys.join(', ')}`);
      }
      return keys as CaracteristicKey[];
    }),
  ),
  ...filters,
});

/** The length of the sheets (metres), for a product cut to length; a number within what a sheet can be. */
export const productUnitsQuery = z.object({
  length: z.optional(
    z.transform((v: string, ctx) => {
      const n = Number(String(v).replace(',', '.'));
      return Number.isFinite(n) && n > 0 && n <= 100 ? n : refuse(ctx, 'n’est pas une longueur en mètres');
    }),
  ),
});
