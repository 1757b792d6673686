import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { listOf, tag } from '../contract/common';
import { color } from '../catalogue/contract';

export const artisan = z.object({
  id: z.int(),
  name: z.string(),
  trade: z.string(),
  zipcode: z.string(),
  city: z.string(),
  department: z.string(),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  clients: z.array(tag),
  types: z.array(tag),
  superficies: z.array(tag),
});
export type Artisan = z.infer<typeof artisan>;
export const artisanList = listOf(artisan);

/** A roofing profile and the catalogue products the configurator draws on. */
export const roofProfile = z.object({
  code: z.string(),
  name: z.string(),
  /** metres covered across the slope by one sheet once side laps are made */
  useful_width: z.number(),
  total_width: z.number(),
  /** end lap between two sheets along the slope, metres */
  end_lap: z.number(),
  min_pitch_percent: z.number(),
  min_length: z.number(),
  max_length: z.number(),
  screws_per_m2: z.number(),
  colors: z.array(
    z.object({
      color,
      sheet_product_id: z.int(),
      ridge_product_id: z.nullable(z.int()),
      flashing_product_id: z.nullable(z.int()),
    }),
  ),
  closure_product_id: z.nullable(z.int()),
  screw_product_id: z.nullable(z.int()),
  /** pieces per box of screws */
  screws_per_box: z.int(),
  /** covered length of one ridge piece once lapped, metres */
  ridge_useful_length: z.number(),
  closure_useful_length: z.number(),
  flashing_useful_length: z.number(),
});
export type RoofProfile = z.infer<typeof roofProfile>;

export const configurator = z.object({
  slopes: z.array(z.object({ value: z.int(), label: z.string() })),
  /** default eave overhang, metres */
  overhang: z.number(),
  profiles: z.array(roofProfile),
});
export type Configurator = z.infer<typeof configurator>;

export const formReceipt = z.object({
  id: z.int(),
  form: z.string(),
  reference: z.string(),
  message: z.string(),
});
export type FormReceipt = z.infer<typeof formReceipt>;

export const artisanFilter = z.array(tag);
