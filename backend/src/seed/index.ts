import type { Db } from '../db';
import { BarSchedules } from '../bar-schedules/bar-schedules';
import { hashPassword } from '../customers/passwords';
import { normalize, nowIso } from '../shared/text';
import { advice, adviceCategories, adviceTags, news, newsCategories, newsTags, serviceCategories, serviceTags, services } from './data/articles';
import { artisanClients, artisans, artisanSuperficies, artisanTypes } from './data/artisans';
import { careers, companies, locations, profiles } from './data/careers';
import { categories } from './data/categories';
import { cities } from './data/cities';
import { gammes } from './data/gammes';
import { pages } from './data/pages';
import { products as curatedProducts } from './data/products';
import { civilities, countries } from './data/reference';
import { demoSchedules } from './data/schedules';
import { slides } from './data/slides';
import { synonyms } from './data/synonyms';
import { scaleCatalogue } from './generate';
import * as site from './site-data';
import { seedDemoCompany } from './demo-company';
import type { SeedArticle, SeedCategory, SeedTag } from './types';

export interface SeedOptions {
  /** a generated catalogue of this many products instead of the curated one (benchmarks) */
  products?: number | null;
  now?: number;
  /** scrypt is slow on purpose; tests that do not log in as a demo customer can skip it */
  demoCustomers?: boolean;
  /** hashes of the demo passwords already made (testing.ts: once per test run, not once per test database) */
  demoHashes?: Readonly<Record<string, string>>;
}

export const isSeeded = (db: Db) => (db.prepare('SELECT COUNT(*) FROM site').pluck().get() as number) > 0;

/** Fills an empty, migrated database. Everything happens in one transaction. */
export async function seed(db: Db, { products: count = null, now = Date.now(), demoCustomers = true, demoHashes = {} }: SeedOptions = {}) {
  const at = nowIso(now);
  // Hash before the transaction: better-sqlite3 transactions cannot span an await.
  const hash = (password: string) => demoHashes[password] ?? hashPassword(password);
  const hashes = demoCustomers ? await Promise.all(site.DEMO_CUSTOMERS.map((c) => hash(c.password))) : [];
  const colleagues = demoCustomers ? await Promise.all(site.DEMO_COMPANY.people.map((c) => hash(c.password))) : [];
  const catalogue = count ? scaleCatalogue(curatedProducts, count) : curatedProducts;

  db.transaction(() => {
    const run = (sql: string, ...params: unknown[]) => Number(db.prepare(sql).run(...params).lastInsertRowid);

    // ---- site, territories, settings ----
    run('INSERT INTO site (id, url, name, default_language) VALUES (?, ?, ?, ?)', site.SITE.id, site.SITE.url, site.SITE.name, site.SITE.default_language);
    for (const l of site.LANGUAGES) run('INSERT INTO site_language (site_id, code, label) VALUES (?, ?, ?)', site.SITE.id, l.code, l.label);
    for (const p of site.SALES_PLANS) {
      run(
        'INSERT INTO sales_plan (id, site_id, target, label, is_default, vat_rate, free_shipping_threshold) VALUES (?, ?, ?, ?, ?, ?, ?)',
        p.id,
        site.SITE.id,
        p.target,
        p.label,
        p.is_default,
        p.vat_rate,
        p.free_shipping_threshold,
      );
    }
    const settings = { messages: site.MESSAGES, figures: site.FIGURES, company: site.COMPANY, social: [], configurator: site.CONFIGURATOR };
    for (const [key, value] of Object.entries(settings))
      run('INSERT INTO setting (site_id, key, value) VALUES (?, ?, ?)', site.SITE.id, key, JSON.stringify(value));

    // ---- menus ----
    type Item = (typeof site.MENUS)[string][number];
    const addItems = (menu: string, items: Item[], parent: number | null) =>
      items.forEach((item, i) => {
        const id = run(
          'INSERT INTO menu_item (menu_code, parent_id, label, type, slug, code, url, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          menu,
          parent,
          item.label,
          item.type,
          item.slug ?? null,
          item.code ?? null,
          item.url ?? null,
          i,
        );
        addItems(menu, item.childs ?? [], id);
      });
    for (const [code, items] of Object.entries(site.MENUS)) addItems(code, items, null);

    // ---- categories ----
    const categoryIds = new Map<string, { id: number; name: string }>();
    const addCategories = (list: SeedCategory[], parent: number | null, depth: number) =>
      list.forEach((c, i) => {
        const id = run(
          'INSERT INTO category (parent_id, code, name, slug, description, position, depth) VALUES (?, ?, ?, ?, ?, ?, ?)',
          parent,
          c.code,
          c.name,
          c.slug,
          c.description,
          i,
          depth,
        );
        categoryIds.set(c.code, { id, name: c.name });
        addCategories(c.childs ?? [], id, depth + 1);
      });
    addCategories(categories, null, 1);

    // ---- products ----
    const insertProduct = db.prepare(`INSERT INTO product (reference, slug, name, category_id, summary, description, unit, min_quantity, step, stock, brand,
        color_ral, color_label, color_hex, width, length, thickness, diameter, weight, cut_min_length, cut_max_length, profile, lead_time_days, search_text, position, created_at, updated_at)
      VALUES (@reference, @slug, @name, @category_id, @summary, @description, @unit, @minQuantity, @step, @stock, @brand,
        @color_ral, @color_label, @color_hex, @width, @length, @thickness, @diameter, @weight, @cut_min, @cut_max, @profile, @lead_time_days, @search_text, @position, @created_at, @created_at)`);
    const insertTag = db.prepare('INSERT INTO product_tag (product_id, tag) VALUES (?, ?)');
    const insertPrice = db.prepare('INSERT INTO product_price (product_id, sales_plan_id, price_ht) VALUES (?, ?, ?)');
    const insertBarPricing = db.prepare('INSERT INTO bar_price_class (product_id, service, min_diameter_mm, max_diameter_mm) VALUES (?, ?, ?, ?)');
    const insertMesh = db.prepare('INSERT INTO mesh_panel (product_id, pitch_long_mm, pitch_trans_mm, wire_long_mm, wire_trans_mm) VALUES (?, ?, ?, ?, ?)');
    catalogue.forEach((p, i) => {
      const category = categoryIds.get(p.category);
      if (!category) throw new Error(`product ${p.reference}: unknown category ${p.category}`);
      const id = Number(
        insertProduct.run({
          ...p,
          category_id: category.id,
          color_ral: p.color?.ral ?? null,
          color_label: p.color?.label ?? null,
          color_hex: p.color?.hex ?? null,
          cut_min: p.cutToLength?.minLength ?? null,
          cut_max: p.cutToLength?.maxLength ?? null,
          profile: p.profile ?? null,
          lead_time_days: p.leadTimeDays ?? null,
          search_text: normalize(`${p.name} ${p.reference} ${p.brand} ${category.name} ${p.color?.ral ?? ''} ${p.tags.join(' ')}`),
          position: i,
          // spread creation dates so that "newest" means something
          created_at: nowIso(now - (catalogue.length - i) * 3600 * 1000),
        }).lastInsertRowid,
      );
      for (const t of p.tags) insertTag.run(id, t);
      if (p.barPricing) insertBarPricing.run(id, p.barPricing.service, p.barPricing.minDiameterMm, p.barPricing.maxDiameterMm);
      if (p.mesh) insertMesh.run(id, p.mesh.pitchLongMm, p.mesh.pitchTransMm, p.mesh.wireLongMm, p.mesh.wireTransMm);
      for (const plan of site.SALES_PLANS) insertPrice.run(id, plan.id, p.prices[plan.key]);
    });

    // ---- search synonyms: each term with what its group finds, then the group's other terms ----
    const insertSynonym = db.prepare('INSERT OR IGNORE INTO search_synonym (term, expansion, position) VALUES (?, ?, ?)');
    for (const group of synonyms) {
      for (const term of group.terms) {
        [...(group.finds ?? []), ...group.terms]
          .filter((other) => other !== term)
          .forEach((other, i) => insertSynonym.run(normalize(term), normalize(other), i));
      }
    }

    // ---- CMS pages, ranges ----
    const pageIds = new Map<string, number>();
    const insertPage =
      db.prepare(`INSERT INTO page (slug, subtype, parent_id, title, summary, body, meta_title, meta_description, category_id, published_at, updated_at, search_text)
      VALUES (@slug, @subtype, @parent_id, @title, @summary, @body, @meta_title, @meta_description, @category_id, @published_at, @updated_at, @search_text)`);
    const pageRow = (p: { slug: string; title: string; summary: string; body: string }, extra: Record<string, unknown>) => ({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      body: p.body,
      parent_id: null,
      category_id: null,
      published_at: null,
      updated_at: at,
      meta_title: p.title.slice(0, 60),
      meta_description: p.summary.slice(0, 155),
      search_text: normalize(`${p.title} ${p.summary}`),
      ...extra,
    });
    // parents first: a page's parent has a shorter slug
    for (const p of [...pages].sort((a, b) => a.slug.split('/').length - b.slug.split('/').length)) {
      const parent = p.parent ? pageIds.get(p.parent) : null;
      if (p.parent && !parent) throw new Error(`page ${p.slug}: unknown parent ${p.parent}`);
      pageIds.set(
        p.slug,
        Number(
          insertPage.run(
            pageRow(p, {
              subtype: p.subtype,
              parent_id: parent ?? null,
              meta_title: p.metaTitle ?? p.title.slice(0, 60),
              meta_description: p.metaDescription ?? p.summary.slice(0, 155),
            }),
          ).lastInsertRowid,
        ),
      );
    }
    gammes.forEach((g, i) => {
      const id = run(
        'INSERT INTO gamme (slug, title, summary, body, page_id, position) VALUES (?, ?, ?, ?, ?, ?)',
        g.slug,
        g.title,
        g.summary,
        g.body,
        g.page ? (pageIds.get(g.page) ?? null) : null,
        i,
      );
      g.categories.forEach((code, j) => {
        const c = categoryIds.get(code);
        if (!c) throw new Error(`gamme ${g.slug}: unknown category ${code}`);
        run('INSERT INTO gamme_category (gamme_id, category_id, position) VALUES (?, ?, ?)', id, c.id, j);
      });
    });

    // ---- news, advice, services ----
    const addArticles = (kind: 'actualite' | 'conseil' | 'service', tags: SeedTag[], cats: SeedTag[], list: SeedArticle[]) => {
      const tagIds = new Map(
        tags.map((t) => [t.slug, run('INSERT INTO taxonomy (kind, role, slug, label) VALUES (?, ?, ?, ?)', kind, 'tag', t.slug, t.label)]),
      );
      const catIds = new Map(
        cats.map((t) => [t.slug, run('INSERT INTO taxonomy (kind, role, slug, label) VALUES (?, ?, ?, ?)', kind, 'category', t.slug, t.label)]),
      );
      for (const a of list) {
        const id = Number(
          insertPage.run(
            pageRow(a, {
              subtype: kind,
              category_id: catIds.get(a.category) ?? null,
              published_at: a.publishedAt,
              search_text: normalize(`${a.title} ${a.summary} ${a.tags.join(' ')}`),
            }),
          ).lastInsertRowid,
        );
        for (const t of a.tags) {
          const tagId = tagIds.get(t);
          if (!tagId) throw new Error(`${a.slug}: unknown tag ${t}`);
          run('INSERT INTO page_tag (page_id, taxonomy_id) VALUES (?, ?)', id, tagId);
        }
      }
    };
    addArticles('actualite', newsTags, newsCategories, news);
    addArticles('conseil', adviceTags, adviceCategories, advice);
    addArticles('service', serviceTags, serviceCategories, services);

    // ---- careers ----
    const facetIds = new Map<string, number>();
    for (const [facet, list] of [
      ['company', companies],
      ['profile', profiles],
      ['location', locations],
    ] as const) {
      for (const t of list) facetIds.set(`${facet}:${t.slug}`, run('INSERT INTO career_facet (facet, slug, label) VALUES (?, ?, ?)', facet, t.slug, t.label));
    }
    for (const k of careers) {
      run(
        `INSERT INTO career (slug, title, company_id, profile_id, location_id, contract, summary, body, published_at, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        k.slug,
        k.title,
        facetIds.get(`company:${k.company.slug}`),
        facetIds.get(`profile:${k.profile.slug}`),
        facetIds.get(`location:${k.location.slug}`),
        k.contract,
        k.summary,
        k.body,
        k.publishedAt,
        normalize(`${k.title} ${k.summary}`),
      );
    }

    // ---- reference data ----
    slides.forEach((s, i) =>
      run('INSERT INTO slide (title, text, link_label, link, position) VALUES (?, ?, ?, ?, ?)', s.title, s.text, s.linkLabel, s.link, i),
    );
    for (const r of site.BACKOFFICE_REDIRECTS) run('INSERT INTO redirect (source, target, status) VALUES (?, ?, ?)', r.source, r.target, r.status);
    for (const c of cities) run('INSERT OR IGNORE INTO city (zipcode, name, department) VALUES (?, ?, ?)', c.zipcode, c.name, c.department);
    civilities.forEach((c, i) => run('INSERT INTO civility (slug, label, position) VALUES (?, ?, ?)', c.slug, c.label, i));
    countries.forEach((c, i) => run('INSERT INTO country (code, name, position) VALUES (?, ?, ?)', c.code, c.name, i));

    const artisanFacets = new Map<string, number>();
    for (const [facet, list] of [
      ['client', artisanClients],
      ['type', artisanTypes],
      ['superficie', artisanSuperficies],
    ] as const) {
      list.forEach((t, i) =>
        artisanFacets.set(`${facet}:${t.slug}`, run('INSERT INTO artisan_facet (facet, slug, label, position) VALUES (?, ?, ?, ?)', facet, t.slug, t.label, i)),
      );
    }
    for (const a of artisans) {
      const id = run(
        'INSERT INTO artisan (name, trade, zipcode, city, department, phone, email, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        a.name,
        a.trade,
        a.zipcode,
        a.city,
        a.zipcode.slice(0, 3),
        a.phone,
        a.email,
        a.description,
      );
      const links = [...a.clients.map((s) => `client:${s}`), ...a.types.map((s) => `type:${s}`), ...a.superficies.map((s) => `superficie:${s}`)];
      for (const l of links) run('INSERT INTO artisan_artisan_facet (artisan_id, facet_id) VALUES (?, ?)', id, artisanFacets.get(l));
    }

    // ---- carriers and payment methods ----
    site.CARRIERS.forEach((c, i) => {
      const id = run('INSERT INTO carrier (code, name, description, delay, position) VALUES (?, ?, ?, ?, ?)', c.code, c.name, c.description, c.delay, i);
      for (const plan of site.SALES_PLANS) {
        const price = (c.prices as Record<string, readonly [number, number | null]>)[plan.key];
        const delay = (c.delays as Record<string, number>)[plan.key];
        if (price) {
          run(
            'INSERT INTO carrier_price (carrier_id, sales_plan_id, price_ht, free_threshold, delay_days) VALUES (?, ?, ?, ?, ?)',
            id,
            plan.id,
            price[0],
            price[1],
            delay,
          );
        }
      }
    });
    site.PAYMENTS.forEach((p, i) => {
      const online = 'online' in p ? p.online : 0;
      run(
        'INSERT INTO payment (code, label, description, professional_only, position, online) VALUES (?, ?, ?, ?, ?, ?)',
        p.code,
        p.label,
        p.description,
        p.professional_only,
        // the card online first, where it is offered: the order starts as soon as the bank agrees
        online ? -1 : i,
        online,
      );
    });

    // ---- demo customers, with a history ----
    if (demoCustomers) {
      seedDemoCustomers(db, hashes, now);
      seedDemoCompany(db, colleagues, now);
    }
  })();
  // the tables were empty when the connection was opened (db/index.ts): the planner learns their sizes now
  db.exec('ANALYZE');
}

function seedDemoCustomers(db: Db, hashes: string[], now: number) {
  const run = (sql: string, ...params: unknown[]) => Number(db.prepare(sql).run(...params).lastInsertRowid);
  const productByRef = db.prepare(
    'SELECT p.id, p.reference, p.name, p.unit, pp.price_ht FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ? WHERE p.reference = ?',
  );
  site.DEMO_CUSTOMERS.forEach((c, i) => {
    const created = nowIso(now - 400 * 86400000);
    // the demo professional's account was opened by the back office: professional terms are his
    const id = run(
      `INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, discount_rate, professional_verified, sales_plan_id, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      c.email,
      hashes[i],
      c.type,
      c.civility,
      c.first_name,
      c.last_name,
      c.phone,
      c.company,
      c.siret,
      c.discount_rate,
      c.type === 'professionnel' ? 1 : 0,
      c.plan,
      created,
      created,
    );
    const addressId = run(
      `INSERT INTO address (customer_id, label, civility, first_name, last_name, company, street, zipcode, city, country_code, phone, is_default_delivery, is_default_billing)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'FR', ?, 1, 1)`,
      id,
      c.address.label,
      c.civility,
      c.first_name,
      c.last_name,
      c.company,
      c.address.street,
      c.address.zipcode,
      c.address.city,
      c.phone,
    );
    const address = {
      address_id: addressId,
      label: c.address.label,
      civility: c.civility,
      first_name: c.first_name,
      last_name: c.last_name,
      company: c.company,
      street: c.address.street,
      street2: null,
      zipcode: c.address.zipcode,
      city: c.address.city,
      country_code: 'FR',
      phone: c.phone,
      is_default_delivery: true,
      is_default_billing: true,
    };
    const vatRate = site.SALES_PLANS.find((p) => p.id === c.plan)!.vat_rate;
    const history =
      c.type === 'professionnel'
        ? [
            {
              days: 120,
              refs: [
                ['HA12-12', 40],
                ['ST25C-240', 24],
              ],
            },
            {
              days: 45,
              refs: [
                ['HA10-6', 60],
                ['HA8-6', 80],
              ],
            },
          ]
        : [{ days: 60, refs: [['HA10-6', 12]] }];
    // the professional's bar schedules, made as the API makes them: numbered, revision A, every figure its own
    if (c.type === 'professionnel')
      for (const { daysAgo, header, rows } of demoSchedules) {
        const at = now - daysAgo * 86400000;
        new BarSchedules(db, () => at).create(id, { header: { ...header, date: nowIso(at).slice(0, 10) }, rows }, c.plan);
      }
    history.forEach((h, k) => {
      const lines = h.refs
        .map(([ref, qty]) => {
          const p = productByRef.get(c.plan, ref) as { id: number; reference: string; name: string; unit: string; price_ht: number } | undefined;
          if (!p) return null;
          const unit = Math.round((p.price_ht * (100 - c.discount_rate)) / 100);
          return {
            element_id: p.id,
            reference: p.reference,
            name: p.name,
            unit: p.unit,
            quantity: qty as number,
            length: null,
            unit_price_ht: unit,
            total_ht: unit * (qty as number),
            schedule: null,
          };
        })
        .filter((l) => l !== null);
      if (!lines.length) return;
      const at = now - h.days * 86400000;
      const ht = lines.reduce((s, l) => s + l.total_ht, 0);
      const cartId = run(
        `INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES (?, ?, 'ordered', ?, ?, ?)`,
        `seed-${id}-${k}`,
        id,
        nowIso(at),
        nowIso(at),
        nowIso(at),
      );
      const year = new Date(at).getUTCFullYear();
      const orderId = run(
        `INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address, lines, amount_ht, shipping_ht, vat_rate, created_at)
        VALUES (?, ?, ?, ?, 'livree', 1, 1, ?, ?, ?, ?, 0, ?, ?)`,
        `CMD-${year}-S${id}${k}`,
        id,
        cartId,
        c.plan,
        JSON.stringify(address),
        JSON.stringify(address),
        JSON.stringify(lines),
        ht,
        vatRate,
        nowIso(at),
      );
      // its steps, as the back office moved them (migration 014): carrier 1 is the Lamentin depot, so the goods were set aside there
      ['confirmee', 'en_preparation', 'prete_retrait', 'livree'].forEach((status, step) =>
        run('INSERT INTO order_event (order_id, status, created_at) VALUES (?, ?, ?)', orderId, status, nowIso(at + step * 86400000)),
      );
      run(
        'INSERT INTO invoice (number, order_id, customer_id, issued_at, due_at, paid, paid_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
        `FAC-${year}-S${id}${k}`,
        orderId,
        id,
        nowIso(at + 2 * 86400000),
        nowIso(at + 32 * 86400000),
        nowIso(at + 2 * 86400000),
      );
      if (c.type === 'professionnel' && k === 0) {
        const qCart = run(
          `INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES (?, ?, 'quoted', ?, ?, ?)`,
          `seed-q-${id}`,
          id,
          nowIso(at),
          nowIso(at),
          nowIso(at),
        );
        // the office answered three days ago, for 30 days: the demo account has a proposal to accept
        const proposedAt = Math.max(at - 4 * 86400000, now - 3 * 86400000);
        const validUntil = nowIso(proposedAt + 30 * 86400000).slice(0, 10);
        const quotationId = run(
          `INSERT INTO quotation (number, customer_id, cart_id, sales_plan_id, status, lines, amount_ht, vat_rate, complementary_information, created_at, valid_until,
            revision, proposal_valid_until)
          VALUES (?, ?, ?, ?, 'envoyee', ?, ?, ?, 'Livraison sur le chantier de Petit-Bourg, accès camion grue.', ?, ?, 1, ?)`,
          `DEV-${year}-S${id}`,
          id,
          qCart,
          c.plan,
          JSON.stringify(lines),
          ht,
          vatRate,
          nowIso(at - 5 * 86400000),
          validUntil,
          validUntil,
        );
        // the sales office's answer, as revision 1 (migration 014)
        run(
          `INSERT INTO quotation_proposal (quotation_id, revision, lines, amount_ht, vat_rate, valid_until, message, delivery_terms, created_at)
          VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)`,
          quotationId,
          JSON.stringify(lines),
          ht,
          vatRate,
          validUntil,
          'Prix ferme pour une commande passée avant la fin de validité.',
          'Livraison sur chantier par camion grue sous 5 jours ouvrés après commande.',
          nowIso(proposedAt),
        );
        run(
          `INSERT INTO quotation_event (quotation_id, action, status, actor, revision, created_at) VALUES (?, 'request', 'demandee', 'customer', NULL, ?),
          (?, 'propose', 'envoyee', 'office', 1, ?)`,
          quotationId,
          nowIso(at - 5 * 86400000),
          quotationId,
          nowIso(proposedAt),
        );
      }
    });
  });
}
