import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { BUYER_UNITS } from '../units/conversions';
import { cents, listOf } from '../contract/common';
import { AVAILABILITIES } from './availability';

export interface Category {
  id: number;
  code: string;
  name: string;
  slug: string;
  description: string;
  parent_id: number | null;
  product_count: number;
  childs: Category[];
}
export const category: z.ZodMiniType<Category> = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parent_id: z.nullable(z.int()),
  /** products in this category and its descendants */
  product_count: z.int(),
  get childs() {
    return z.array(category);
  },
});

export const color = z.object({ ral: z.nullable(z.string()), label: z.string(), hex: z.string() });

export const price = z.object({
  /** cents HT for the request's sales plan; per metre when cut to length */
  ht: cents,
  sales_plan_id: z.int(),
  currency: z.string(),
});
export type Price = z.infer<typeof price>;

export const productCard = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  reference: z.string(),
  summary: z.string(),
  image: z.string(),
  unit: z.string(),
  min_quantity: z.int(),
  step: z.int(),
  stock: z.int(),
  /** working days to make a made-to-order product, which its stock does not limit; null for a stocked product */
  lead_time_days: z.nullable(z.int()),
  /** made to order (a production time), in stock (some left) or out of stock, which the order refuses: domain/catalogue/availability.ts */
  availability: z.enum(AVAILABILITIES),
  /** availability is in_stock */
  in_stock: z.boolean(),
  brand: z.string(),
  color: z.nullable(color),
  /** metres: overall (a roofing sheet's full width, T40: 1,06 m) */
  width: z.nullable(z.number()),
  /**
   * metres: a roofing or cladding sheet's covering (useful) width once laid with its side lap (T40: 1,00 m), by which
   * square metres are turned into sheets (domain/units); null where a product has none, absent from a back office
   * that does not give it (the conversion then takes `width`)
   */
  covering_width: z.optional(z.nullable(z.number())),
  length: z.nullable(z.number()),
  /** millimetres */
  thickness: z.nullable(z.number()),
  diameter: z.nullable(z.number()),
  /** kilograms per unit of sale */
  weight: z.nullable(z.number()),
  tags: z.array(z.string()),
  category: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
  price,
  /** cut-to-length sheets: every cart line carries a length in these bounds (metres) */
  cut_to_length: z.nullable(z.object({ min_length: z.number(), max_length: z.number() })),
  profile: z.nullable(z.string()),
});
export type ProductCard = z.infer<typeof productCard>;

export const product = z.extend(productCard, {
  description: z.string(),
  updated_at: z.string(),
  /** root first, the product's own category last */
  categories: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
  /** only with a customer token */
  customer: z.optional(
    z.object({
      discount_rate: z.number(),
      price_ht: cents,
      quantity_in_cart: z.int(),
    }),
  ),
});
export type Product = z.infer<typeof product>;

export const productList = z.extend(listOf(productCard), {
  /** with a price order: what it compares, the price of the unit of sale or, when the listing's units differ, the price per kg */
  price_basis: z.optional(z.enum(['unit', 'kg'])),
});
/** Every product with its description (build). */
export const productExport = listOf(product);
export type ProductList = z.infer<typeof productList>;

/** Live prices of many products at once: one request per listing page. */
export const priceList = z.array(
  z.object({
    id: z.int(),
    price,
    /** with the token of a customer who has a discount: his rate and net price HT */
    customer: z.optional(z.object({ discount_rate: z.number(), price_ht: cents })),
  }),
);

export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.int() });
export const facets = z.object({
  brand: z.array(facetValue),
  color: z.array(facetValue),
  tags: z.array(facetValue),
  width: z.array(facetValue),
  length: z.array(facetValue),
  price: z.object({ min: cents, max: cents }),
  total: z.int(),
});
export type Facets = z.infer<typeof facets>;

export const productOrder = z.enum(['relevance', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest']);
export type ProductOrder = z.infer<typeof productOrder>;

export const caracteristicKeys = ['brand', 'color', 'tags', 'width', 'length'] as const;
export type CaracteristicKey = (typeof caracteristicKeys)[number];

/** `GET /product/{id}/units`: the buyer's units a product may be put in the cart in, and how much of each one unit of sale is. */
export const productUnits = z.object({
  unit: z.string(),
  min_quantity: z.int(),
  step: z.int(),
  units: z.array(z.object({ unit: z.enum(BUYER_UNITS), per_unit: z.number() })),
  /** sheets cut to length: the units in kg, m and m² come with a length (`?length=`, metres) */
  needs_length: z.boolean(),
});
export type ProductUnits = z.infer<typeof productUnits>;
