import type { FastifyInstance } from 'fastify';
import { caracteristicKeys, type CaracteristicKey } from '../../../src/contract';
import type { AppDeps } from '../app';
import { badParam, notFound } from '../http/errors';
import { paging } from '../http/context';
import { productFilters, productOrderOf } from '../http/filters';
import { linePrice } from '../services/carts';
import { toCard, toProduct, type Catalogue } from '../services/catalogue';

export function catalogueRoutes(app: FastifyInstance, { config, services: { catalogue, customers, carts } }: AppDeps) {
  app.get('/category', async (request) => {
    const raw = (request.query as Record<string, string>).depth ?? '3';
    if (!/^[1-9]$/.test(raw)) throw badParam('depth', 'doit être un entier entre 1 et 9');
    return { data: catalogue.categoryTree(Number(raw)) };
  });

  app.get('/product', async (request) => {
    const { perPage, offset } = paging(request.query);
    const { rows, total } = catalogue.list(productFilters(request.query), request.ctx.plan, productOrderOf(request.query), perPage, offset);
    const o = config.publicUrl;
    return { data: { items: rows.map((r) => toCard(r, request.ctx.plan, o)), total } };
  });

  /** Every product with its description, for the static build. */
  app.get('/product/export', async (request) => {
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
  app.get('/product/prices', { config: { auth: 'optional' } }, async (request) => {
    const f = productFilters(request.query);
    if (!f.ids?.length) throw badParam('ids', 'est obligatoire');
    const { rows } = catalogue.list({ ids: f.ids }, request.ctx.plan, 'relevance', f.ids.length, 0);
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

  app.get<{ Params: { id: string } }>('/product/:id', { config: { auth: 'optional' } }, async (request) => {
    const { id } = request.params;
    if (!/^(\d{1,9}|[a-z0-9-]{1,200})$/.test(id)) throw badParam('id', 'n’est pas un identifiant de produit');
    const row = catalogue.byIdOrSlug(id, request.ctx.plan);
    if (!row) throw notFound('Ce produit');
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

  app.get('/filters-products', async (request) => {
    const raw = (request.query as Record<string, unknown>).caracteristics_select;
    let only: CaracteristicKey[] | undefined;
    if (raw !== undefined && raw !== '') {
      const keys = String(raw)
        .replace(/[[\]"\s]/g, '')
        .split(',')
        .filter(Boolean);
      if (!keys.every((k) => (caracteristicKeys as readonly string[]).includes(k))) {
        throw badParam('caracteristics_select', `doit lister des clés parmi : ${caracteristicKeys.join(', ')}`);
      }
      only = keys as CaracteristicKey[];
    }
    return { data: catalogue.facets(productFilters(request.query), request.ctx.plan, only) };
  });
}
