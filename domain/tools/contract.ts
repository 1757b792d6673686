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
  /**
   * minimum pitch, percent, when a row is made of sheets lapped end to end (a transverse lap): the shop's article
   * « Quelle pente minimale pour un bac acier » gives 10 to 15 % for ribbed sheets; the higher is taken
   */
  min_pitch_lapped_percent: z.number(),
  min_length: z.number(),
  max_length: z.number(),
  /** the least screws a m² of sheets takes; the fixing plan below, when there is one, can ask more */
  screws_per_m2: z.number(),
  /**
   * ribs or crests fixed across a sheet's useful width (the lapped one counted once) by the product page's plan:
   * every one at both ends of each sheet and on the edge sheets, every other one on the purlins between;
   * null: no plan, screws_per_m2 only
   */
  fixing_ribs: z.nullable(z.int()),
  /** largest spacing of the purlins, metres; null when the profile's data give none (the configurator takes a safe one) */
  purlin_spacing: z.nullable(z.number()),
  /** sheets ordered on a grid: eave + n × step, metres (the steel tile's 350 mm module plus 100 mm of eave); null: to the cm */
  length_module: z.nullable(z.object({ step: z.number(), eave: z.number() })),
  colors: z.array(
    z.object({
      color,
      sheet_product_id: z.int(),
      ridge_product_id: z.nullable(z.int()),
      flashing_product_id: z.nullable(z.int()),
      /** mm, the sheet's thickness in this colour (it is not the same in every colour) */
      thickness: z.optional(z.nullable(z.number())),
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
  /** whether the ridge piece is made for the hips too (a notched ridge is not: its notches follow ribs square to it) */
  ridge_fits_hips: z.boolean(),
  /** metres between two stitching screws along each side of the ridge pieces; null: not stitched */
  ridge_stitch_spacing: z.nullable(z.number()),
  /** metres between two stitching screws along the gable flashings (rives); null: not stitched */
  flashing_stitch_spacing: z.nullable(z.number()),
  /** stitching screws (vis de couture) for ridges and flashings, when sold in the territory */
  stitching_screw_product_id: z.optional(z.nullable(z.int())),
  stitching_screws_per_box: z.int(),
  /** crest saddles (cavaliers), one under each crest screw, when the profile takes them and they are sold in the territory */
  saddle_product_id: z.optional(z.nullable(z.int())),
  /** 0 when the profile takes no saddles */
  saddles_per_box: z.int(),
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
