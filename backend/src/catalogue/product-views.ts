import type { Product, ProductCard } from '@trefima/domain/contract';
import { availabilityOf } from '@trefima/domain/catalogue/availability';
import { mediaPath } from '../media/media';
import type { SalesPlanRow } from '../site/site';

/*
 * A product as the catalogue's SQL reads it (catalogue.ts), and as the
 * contract gives it: the card of a listing, the whole product of its page.
 */

export interface ProductRow {
  id: number;
  reference: string;
  slug: string;
  name: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  summary: string;
  description: string;
  unit: string;
  min_quantity: number;
  step: number;
  stock: number;
  /** working days, made-to-order products only */
  lead_time_days: number | null;
  brand: string;
  color_ral: string | null;
  color_label: string | null;
  color_hex: string | null;
  width: number | null;
  /** metres: a sheet's covering width (migration 034) */
  covering_width: number | null;
  length: number | null;
  thickness: number | null;
  diameter: number | null;
  weight: number | null;
  cut_min_length: number | null;
  cut_max_length: number | null;
  profile: string | null;
  tags: string | null;
  price_ht: number;
  updated_at: string;
  created_at: string;
}

const TAG_LABELS: Record<string, string> = {
  'nf-afcab': 'NF AFCAB',
  b500b: 'B500B',
  certifie: 'Certifié',
  'stock-permanent': 'Stock permanent',
  anticyclonique: 'Anticyclonique',
  prelaque: 'Prélaqué',
  aluzinc: 'Aluzinc',
  'sur-mesure': 'Sur mesure',
  nouveaute: 'Nouveauté',
  promotion: 'Promotion',
  dalle: 'Dalle',
  fondation: 'Fondation',
  toiture: 'Toiture',
  facade: 'Façade',
};
export const tagLabel = (slug: string) => TAG_LABELS[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

export function toCard(r: ProductRow, plan: SalesPlanRow, origin: string): ProductCard {
  const availability = availabilityOf(r);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    reference: r.reference,
    summary: r.summary,
    image: origin + mediaPath('product', r.slug, r.color_hex),
    unit: r.unit,
    min_quantity: r.min_quantity,
    step: r.step,
    stock: r.stock,
    lead_time_days: r.lead_time_days,
    availability,
    in_stock: availability === 'in_stock',
    brand: r.brand,
    color: r.color_label ? { ral: r.color_ral, label: r.color_label, hex: r.color_hex ?? '#999999' } : null,
    width: r.width,
    covering_width: r.covering_width,
    length: r.length,
    thickness: r.thickness,
    diameter: r.diameter,
    weight: r.weight,
    tags: r.tags ? r.tags.split(',') : [],
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    price: { ht: r.price_ht, sales_plan_id: plan.id, currency: plan.currency_symbol },
    cut_to_length: r.cut_min_length !== null && r.cut_max_length !== null ? { min_length: r.cut_min_length, max_length: r.cut_max_length } : null,
    profile: r.profile,
  };
}

export function toProduct(r: ProductRow, plan: SalesPlanRow, origin: string, catalogue: { categoryChain(categoryId: number): Product['categories'] }): Product {
  return {
    ...toCard(r, plan, origin),
    description: r.description,
    updated_at: r.updated_at,
    categories: catalogue.categoryChain(r.category_id),
  };
}
