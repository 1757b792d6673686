import { z } from 'zod';
import { caracteristicKeys, productOrder, type ProductOrder } from '../../../src/contract';
import type { ProductFilters } from '../services/catalogue';
import { badParam } from './errors';
import { jsonParam, optionalString } from './context';

const priceSchema = z.object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() }).strict();
const caracteristicsSchema = z
  .object(
    Object.fromEntries(
      caracteristicKeys.map((k) => [
        k,
        z
          .array(z.union([z.string().max(100), z.number()]))
          .max(50)
          .optional(),
      ]),
    ),
  )
  .strict();

function idList(raw: unknown, name: string): number[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const parts = Array.isArray(raw) ? raw.map(String) : String(raw).split(/[,_]/);
  if (parts.length > 200 || parts.some((p) => !/^\d{1,9}$/.test(p))) throw badParam(name, 'doit être une liste d’identifiants');
  return parts.map(Number);
}

/** The product filters shared by `/product` and `/filters-products`. */
export function productFilters(query: unknown): ProductFilters {
  const q = query as Record<string, unknown>;
  const price = jsonParam(q, 'price');
  const parsedPrice = price === undefined ? undefined : priceSchema.safeParse(price);
  if (parsedPrice && !parsedPrice.success) throw badParam('price', 'doit être un objet JSON { "min": centimes, "max": centimes }');
  const car = jsonParam(q, 'caracteristics');
  const parsedCar = car === undefined ? undefined : caracteristicsSchema.safeParse(car);
  if (parsedCar && !parsedCar.success) {
    throw badParam('caracteristics', `doit être un objet JSON dont les clés sont parmi : ${caracteristicKeys.join(', ')}`);
  }
  const caracteristics = parsedCar?.data ? Object.fromEntries(Object.entries(parsedCar.data).map(([k, v]) => [k, (v ?? []).map(String)])) : undefined;
  return {
    text: optionalString(q, 'text', 100),
    categories: idList(q.categories, 'categories'),
    ids: idList(q.ids, 'ids'),
    price: parsedPrice?.data,
    caracteristics,
  };
}

export function productOrderOf(query: unknown): ProductOrder {
  const raw = (query as Record<string, unknown>).orderBy;
  if (raw === undefined || raw === '') return 'relevance';
  const r = productOrder.safeParse(raw);
  if (!r.success) throw badParam('orderBy', `doit valoir l’une de ces valeurs : ${productOrder.options.join(', ')}`);
  return r.data;
}
