import type { FastifyInstance } from 'fastify';
import { categoriesQuery, facetsQuery, pricesQuery, productParams, productsQuery, productUnitsQuery } from '@trefima/domain/catalogue/requests';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { buyerUnits } from '@trefima/domain/units/conversions';
import type { AppDeps } from '../deps';
import { badParam } from '../http/errors';
import { forTheBuild } from '../http/compression';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { exportProducts, getFacets, getPrices, getProduct, getProducts, getProductUnits } from '@trefima/domain/catalogue/endpoints';
import { getCategories } from '@trefima/domain/site/endpoints';
import { linePrice } from '../cart/cart-lines';
import type { Catalogue } from './catalogue';
import { toCard, toProduct } from './product-views';

export function catalogueRoutes(fastify: FastifyInstance, { config, throttles, services: { catalogue, customers, carts } }: AppDeps) {
  const app = typed(fastify);
  app.get(at(getCategories), { schema: { querystring: categoriesQuery, response: answerOf(getCategories) } }, async (request) => ({
    data: catalogue.categoryTree(request.query.depth),
  }));

  app.get(at(getProducts), { schema: { querystring: productsQuery, response: answerOf(getProducts) } }, async (request) => {
    const { page, perPage, orderBy, ...filters } = request.query;
    const { rows, total, priceBasis } = catalogue.list(filters, request.ctx.plan, orderBy, perPage, (page - 1) * perPage);
    const o = config.publicUrl;
    return { data: { items: rows.map((r) => toCard(r, request.ctx.plan, o)), total, ...(priceBasis ? { price_basis: priceBasis } : {}) } };
  });

  /** Every product with its description, for the static build. */
  app.get(at(exportProducts), { ...forTheBuild(throttles.exports), schema: { response: answerOf(exportProducts) } }, async (request) => {
    const o = config.publicUrl;
    // a few dozen categories for thousands of products: each chain is read once per export
    const chains = new Map<number, ReturnType<Catalogue['categoryChain']>>();
    const categoryChain = (id: number) => chains.get(id) ?? chains.set(id, catalogue.categoryChain(id)).get(id)!;
    const items = catalogue.all(request.ctx.plan).map((r) => toProduct(r, request.ctx.plan, o, { categoryChain }));
    return { data: { items, total: items.length } };
  });

  /**
   * Live prices of a listing in one call: `ids=1,2,3`. With the token of a
   * customer who has a discount, each also carries his net price, so that a
   * professional sees what he pays without a second request.
   */
  app.get(at(getPrices), { config: { auth: 'optional' }, schema: { querystring: pricesQuery, response: answerOf(getPrices) } }, async (request) => {
    const { ids } = request.query;
    const { rows } = catalogue.list({ ids }, request.ctx.plan, 'relevance', ids.length, 0);
    const plan = request.ctx.plan;
    const rate = request.auth ? customers.discountRate(request.auth.customerId) : 0;
    return {
      data: rows.map((r) => ({
        id: r.id,
        price: { ht: r.price_ht, sales_plan_id: plan.id, currency: plan.currency_symbol },
        ...(rate > 0 ? { customer: { discount_rate: rate, price_ht: linePrice(r.price_ht, null, rate) } } : {}),
      })),
    };
  });

  app.get(at(getProduct), { config: { auth: 'optional' }, schema: { params: productParams, response: answerOf(getProduct) } }, async (request) => {
    const { id } = request.params;
    const row = catalogue.product(id, request.ctx.plan);
    const product = toProduct(row, request.ctx.plan, config.publicUrl, catalogue);
    if (request.auth) {
      const rate = customers.discountRate(request.auth.customerId);
      product.customer = {
        discount_rate: rate,
        price_ht: linePrice(row.price_ht, null, rate),
        quantity_in_cart: carts.quantityInCart(request.auth.customerId, row.id),
      };
    }
    return { data: product };
  });

  // the same module converts the cart's quantities (cart/carts.ts): what is offered here is what the cart takes
  app.get(at(getProductUnits), { schema: { params: productParams, querystring: productUnitsQuery, response: answerOf(getProductUnits) } }, async (request) => {
    const row = catalogue.product(request.params.id, request.ctx.plan);
    const cut = row.cut_min_length !== null;
    const { length } = request.query;
    if (cut && length !== undefined && (length < row.cut_min_length! || length > row.cut_max_length!)) {
      throw badParam('length', `doit être compris entre ${formatDecimal(row.cut_min_length!)} m et ${formatDecimal(row.cut_max_length!)} m pour ce produit`);
    }
    return {
      data: {
        unit: row.unit,
        min_quantity: row.min_quantity,
        step: row.step,
        units: buyerUnits(row, cut ? (length ?? null) : null),
        needs_length: cut,
      },
    };
  });

  app.get(at(getFacets), { schema: { querystring: facetsQuery, response: answerOf(getFacets) } }, async (request) => {
    const { caracteristics_select: only, ...filters } = request.query;
    return { data: catalogue.facets(filters, request.ctx.plan, only) };
  });
}
