import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app';
import { requiredText, siret } from '../../../src/forms/rules';
import { bearer } from '../http/auth';
import { ApiError, notFound, parseInput } from '../http/errors';
import { Customers } from '../services/customers';
import { normalize, nowIso } from '../services/text';

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
export function adminRoutes(app: FastifyInstance, { db, config, now, webhook }: AppDeps) {
  function admin(request: FastifyRequest) {
    if (!config.adminToken) throw new ApiError(403, 'ADMIN_DISABLED', 'L’administration est désactivée : définissez ADMIN_TOKEN pour l’activer.');
    const given = Buffer.from(bearer(request));
    const expected = Buffer.from(config.adminToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(403, 'FORBIDDEN', 'Accès réservé à l’administration.');
    }
  }

  /**
   * A product's new address. Links and bookmarks to the old one keep working:
   * it becomes a 301 to the new one, and redirects that led to it follow
   * (one hop). Going back to an address used before drops its redirect.
   */
  function renameProduct(from: string, to: string) {
    const [oldPath, newPath] = [`/produit/${from}`, `/produit/${to}`];
    db.prepare('UPDATE product SET slug = ? WHERE slug = ?').run(to, from);
    db.prepare('DELETE FROM redirect WHERE source = ?').run(newPath);
    db.prepare('UPDATE redirect SET target = ? WHERE target = ?').run(newPath, oldPath);
    db.prepare('INSERT INTO redirect (source, target, status) VALUES (?, ?, 301) ON CONFLICT (source) DO UPDATE SET target = excluded.target, status = 301').run(oldPath, newPath);
  }

  app.patch<{ Params: { id: string } }>('/admin/product/:id', noContext, async (request) => {
    admin(request);
    const product = db.prepare('SELECT id, slug, reference FROM product WHERE id = ? OR slug = ?').get(request.params.id, request.params.id) as
      | { id: number; slug: string; reference: string }
      | undefined;
    if (!product) throw notFound('Ce produit');
    const patch = parseInput(productPatch, request.body);
    const plans = new Set(db.prepare('SELECT id FROM sales_plan').pluck().all() as number[]);
    for (const planId of Object.keys(patch.prices ?? {})) {
      if (!plans.has(Number(planId))) throw new ApiError(422, 'VALIDATION_ERROR', `Le territoire ${planId} n’existe pas.`, { errors: { prices: `Le territoire ${planId} n’existe pas.` } });
    }
    const slug = patch.slug ?? product.slug;
    if (slug !== product.slug && db.prepare('SELECT 1 FROM product WHERE slug = ?').get(slug)) {
      const taken = 'Cette adresse est déjà celle d’un autre produit.';
      throw new ApiError(422, 'VALIDATION_ERROR', taken, { errors: { slug: taken } });
    }
    db.transaction(() => {
      if (slug !== product.slug) renameProduct(product.slug, slug);
      for (const [planId, price] of Object.entries(patch.prices ?? {})) {
        db.prepare('UPDATE product_price SET price_ht = ? WHERE product_id = ? AND sales_plan_id = ?').run(price, product.id, Number(planId));
      }
      if (patch.stock !== undefined) db.prepare('UPDATE product SET stock = ? WHERE id = ?').run(patch.stock, product.id);
      if (patch.name !== undefined) {
        db.prepare('UPDATE product SET name = ?, search_text = ? WHERE id = ?').run(patch.name, normalize(`${patch.name} ${product.reference}`), product.id);
      }
      db.prepare('UPDATE product SET updated_at = ? WHERE id = ?').run(nowIso(now()), product.id);
    })();
    const rebuild = await webhook.fire({ entity: 'product', id: product.id, slug });
    return { data: { id: product.id, slug, rebuild_requested: rebuild } };
  });

  app.patch('/admin/page/*', noContext, async (request) => {
    admin(request);
    const slug = (request.params as Record<string, string>)['*'];
    const page = db.prepare('SELECT id, slug, title, summary, body FROM page WHERE slug = ?').get(slug) as
      | { id: number; slug: string; title: string; summary: string; body: string }
      | undefined;
    if (!page) throw notFound('Cette page');
    const patch = parseInput(pagePatch, request.body);
    const next = { ...page, ...patch };
    db.prepare('UPDATE page SET title = ?, summary = ?, body = ?, search_text = ?, updated_at = ? WHERE id = ?').run(
      next.title, next.summary, next.body, normalize(`${next.title} ${next.summary}`), nowIso(now()), page.id,
    );
    const rebuild = await webhook.fire({ entity: 'page', id: page.id, slug: page.slug });
    return { data: { id: page.id, slug: page.slug, rebuild_requested: rebuild } };
  });

  /** Opens (or closes) professional terms: the only way an account becomes a verified professional besides an authorised request. */
  app.patch<{ Params: { id: string } }>('/admin/customer/:id', noContext, async (request) => {
    admin(request);
    const customers = new Customers(db, now);
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
    const rows = to
      ? db.prepare('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 50').all(to)
      : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 50').all();
    return { data: rows };
  });

  app.get('/admin/submissions', noContext, async (request) => {
    admin(request);
    const rows = db.prepare('SELECT id, form, reference, payload, files, created_at FROM form_submission ORDER BY id DESC LIMIT 50').all() as Record<string, string>[];
    return { data: rows.map((r) => ({ ...r, payload: JSON.parse(r.payload), files: JSON.parse(r.files) })) };
  });
}
