import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app';
import { requiredText, siret } from '../../../src/forms/rules';
import { bearer } from '../http/auth';
import { ApiError, notFound, parseInput } from '../http/errors';

const noContext = { config: { noContext: true } };

const productPatch = z
  .object({
    /** sales plan id → price in cents HT */
    prices: z.record(z.string().regex(/^\d+$/, { error: 'Territoire inconnu.' }), z.number().int().min(0, { error: 'Le prix doit être positif.' })).optional(),
    stock: z.number().int().min(0, { error: 'Le stock doit être positif.' }).optional(),
    name: z.string().trim().min(1).max(200).optional(),
    /** a new address: the old one is kept as a 301 to it */
    slug: z
      .string()
      .trim()
      .max(120, { error: 'L’adresse fait au plus 120 caractères.' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'L’adresse ne contient que des minuscules sans accent, des chiffres et des tirets.' })
      .optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { error: 'Rien à modifier.' });

const pagePatch = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    summary: z.string().trim().max(1000).optional(),
    body: z.string().max(200000).optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { error: 'Rien à modifier.' });

/** What only the back office sets on an account: the professional status and its terms. */
const customerPatch = z
  .object({
    type: z.enum(['particulier', 'professionnel'], { error: 'Le type est « particulier » ou « professionnel ».' }).optional(),
    company: requiredText('Société', 150).optional(),
    siret: siret('SIRET').optional(),
    professional_verified: z.boolean().optional(),
    discount_rate: z.number().min(0).max(50, { error: 'La remise est un pourcentage entre 0 et 50.' }).optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { error: 'Rien à modifier.' });

/**
 * Back-office calls, behind the ADMIN_TOKEN bearer. A change to a product or a
 * page fires the rebuild webhook so that the static site follows.
 */
export function adminRoutes(app: FastifyInstance, { config, webhook, services: { admin: repo, customers } }: AppDeps) {
  function admin(request: FastifyRequest) {
    if (!config.adminToken) throw new ApiError(403, 'ADMIN_DISABLED', 'L’administration est désactivée : définissez ADMIN_TOKEN pour l’activer.');
    const given = Buffer.from(bearer(request));
    const expected = Buffer.from(config.adminToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(403, 'FORBIDDEN', 'Accès réservé à l’administration.');
    }
  }

  app.patch<{ Params: { id: string } }>('/admin/product/:id', noContext, async (request) => {
    admin(request);
    const product = repo.product(request.params.id);
    if (!product) throw notFound('Ce produit');
    const patch = parseInput(productPatch, request.body);
    const slug = repo.updateProduct(product, patch);
    const rebuild = await webhook.fire({ entity: 'product', id: product.id, slug });
    return { data: { id: product.id, slug, rebuild_requested: rebuild } };
  });

  app.patch('/admin/page/*', noContext, async (request) => {
    admin(request);
    const slug = (request.params as Record<string, string>)['*'];
    const page = repo.page(slug);
    if (!page) throw notFound('Cette page');
    const patch = parseInput(pagePatch, request.body);
    repo.updatePage(page, patch);
    const rebuild = await webhook.fire({ entity: 'page', id: page.id, slug: page.slug });
    return { data: { id: page.id, slug: page.slug, rebuild_requested: rebuild } };
  });

  /** Opens (or closes) professional terms: the only way an account becomes a verified professional besides an authorised request. */
  app.patch<{ Params: { id: string } }>('/admin/customer/:id', noContext, async (request) => {
    admin(request);
    const row = /^\d{1,9}$/.test(request.params.id) ? customers.row(Number(request.params.id)) : undefined;
    if (!row) throw notFound('Ce client');
    const patch = parseInput(customerPatch, request.body);
    const terms = {
      type: patch.type ?? row.type,
      company: patch.company ?? row.company,
      siret: patch.siret ?? row.siret,
      professional_verified: patch.professional_verified ?? row.professional_verified === 1,
      discount_rate: patch.discount_rate ?? row.discount_rate,
    };
    const errors: Record<string, string> = {};
    if (terms.type === 'professionnel') {
      if (!terms.company) errors.company = 'Un compte professionnel a une société.';
      if (!terms.siret) errors.siret = 'Un compte professionnel a un SIRET.';
    } else if (patch.professional_verified) {
      errors.professional_verified = 'Les conditions professionnelles sont pour les comptes professionnels : donnez aussi « type », « company » et « siret ».';
    }
    if (Object.keys(errors).length) throw new ApiError(422, 'VALIDATION_ERROR', Object.values(errors)[0], { errors });
    customers.setTerms(row.id, terms);
    return { data: customers.customer(customers.row(row.id)!) };
  });

  /** The mail the API would have sent, newest first (`to` filters by recipient). */
  app.get('/admin/outbox', noContext, async (request) => {
    admin(request);
    const to = (request.query as Record<string, string>).to;
    return { data: repo.outbox(to) };
  });

  app.get('/admin/submissions', noContext, async (request) => {
    admin(request);
    return { data: repo.submissions() };
  });
}
