import type { Db } from '../db';
import { companyAccounts } from '../customers/company-accounts';
import { invalid } from '../shared/errors';
import type { Site } from '../site/site';
import { storedSearchText } from '../catalogue/search-text';
import { normalize, nowIso } from '../shared/text';

export interface ProductPatch {
  /** sales plan id → price in cents HT */
  prices?: Record<string, number>;
  stock?: number;
  name?: string;
  slug?: string;
}

export interface PagePatch {
  title?: string;
  summary?: string;
  body?: string;
}

type AdminProduct = { id: number; slug: string; reference: string };
type AdminPage = { id: number; slug: string; title: string; summary: string; body: string };

/** The back office's writes to the catalogue and the pages, and what it reads of the API's mail and forms. */
export class Admin {
  constructor(
    private db: Db,
    private site: Site,
    private now: () => number,
  ) {}

  // digits are an id, as on the public side (catalogue.ts): a slug has a letter, so neither can be taken for the other
  product = (idOrSlug: string) =>
    (/^\d+$/.test(idOrSlug)
      ? this.db.prepare('SELECT id, slug, reference FROM product WHERE id = ?').get(Number(idOrSlug))
      : this.db.prepare('SELECT id, slug, reference FROM product WHERE slug = ?').get(idOrSlug)) as AdminProduct | undefined;
  page = (slug: string) => this.db.prepare('SELECT id, slug, title, summary, body FROM page WHERE slug = ?').get(slug) as AdminPage | undefined;

  /**
   * Why a product may not take this address, if it may not: another product's, or
   * one that redirects elsewhere. A product's former addresses stay 301s to it
   * (renameProduct keeps them pointing at its current one), so links and
   * bookmarks to it never open another product; only the product itself may go
   * back to one of them.
   */
  private addressRefusal(product: AdminProduct, slug: string): string | undefined {
    if (this.db.prepare('SELECT 1 FROM product WHERE slug = ?').get(slug)) return 'Cette adresse est déjà celle d’un autre produit.';
    const target = this.db.prepare('SELECT target FROM redirect WHERE source = ?').pluck().get(`/produit/${slug}`) as string | undefined;
    if (target === undefined || target === `/produit/${product.slug}`) return undefined;
    const owner = this.db.prepare("SELECT reference FROM product WHERE '/produit/' || slug = ?").pluck().get(target) as string | undefined;
    return owner
      ? `Cette adresse est une ancienne adresse du produit ${owner}, et ses anciens liens y mènent toujours : choisissez-en une autre.`
      : `Cette adresse est redirigée vers ${target} : choisissez-en une autre.`;
  }

  /**
   * A product's new address. Links and bookmarks to the old one keep working:
   * it becomes a 301 to the new one, and redirects that led to it follow
   * (one hop). Going back to an address used before drops its redirect, the
   * only one that can be there (addressRefusal).
   */
  private renameProduct(from: string, to: string) {
    const [oldPath, newPath] = [`/produit/${from}`, `/produit/${to}`];
    this.db.prepare('UPDATE product SET slug = ? WHERE slug = ?').run(to, from);
    this.db.prepare('DELETE FROM redirect WHERE source = ?').run(newPath);
    this.db.prepare('UPDATE redirect SET target = ? WHERE target = ?').run(newPath, oldPath);
    this.db
      .prepare('INSERT INTO redirect (source, target, status) VALUES (?, ?, 301) ON CONFLICT (source) DO UPDATE SET target = excluded.target, status = 301')
      .run(oldPath, newPath);
  }

  /**
   * Applies a patch whole or not at all; returns the product's slug afterwards,
   * and whether anything changed (nothing to rebuild otherwise). A price for a
   * territory where the product is not sold puts it on sale there: its price
   * row is all that « sold in a territory » means to the catalogue.
   */
  updateProduct(product: AdminProduct, patch: ProductPatch): { slug: string; changed: boolean } {
    const { db } = this;
    const plans = new Set(this.site.planIds());
    for (const planId of Object.keys(patch.prices ?? {})) {
      if (!plans.has(Number(planId))) throw invalid({ prices: `Le territoire ${planId} n’existe pas.` });
    }
    const slug = patch.slug ?? product.slug;
    const refusal = slug === product.slug ? undefined : this.addressRefusal(product, slug);
    if (refusal) throw invalid({ slug: refusal });
    return db.transaction(() => {
      let changes = 0;
      if (slug !== product.slug) {
        this.renameProduct(product.slug, slug);
        changes++;
      }
      const setPrice = db.prepare(
        `INSERT INTO product_price (product_id, sales_plan_id, price_ht) VALUES (?, ?, ?)
         ON CONFLICT (product_id, sales_plan_id) DO UPDATE SET price_ht = excluded.price_ht WHERE price_ht IS NOT excluded.price_ht`,
      );
      for (const [planId, price] of Object.entries(patch.prices ?? {})) changes += setPrice.run(product.id, Number(planId), price).changes;
      if (patch.stock !== undefined)
        changes += db.prepare('UPDATE product SET stock = ? WHERE id = ? AND stock IS NOT ?').run(patch.stock, product.id, patch.stock).changes;
      if (patch.name !== undefined) {
        changes += db
          .prepare('UPDATE product SET name = ?, search_text = ? WHERE id = ? AND name IS NOT ?')
          .run(patch.name, storedSearchText(db, product.id, patch.name), product.id, patch.name).changes;
      }
      if (changes) db.prepare('UPDATE product SET updated_at = ? WHERE id = ?').run(nowIso(this.now()), product.id);
      return { slug, changed: changes > 0 };
    })();
  }

  updatePage(page: AdminPage, patch: PagePatch) {
    const next = { ...page, ...patch };
    this.db
      .prepare('UPDATE page SET title = ?, summary = ?, body = ?, search_text = ?, updated_at = ? WHERE id = ?')
      .run(next.title, next.summary, next.body, normalize(`${next.title} ${next.summary}`), nowIso(this.now()), page.id);
  }

  /** The mail the API would have sent, newest first, to one recipient or all. */
  outbox(to?: string) {
    const rows = (
      to
        ? this.db.prepare('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 50').all(to)
        : this.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 50').all()
    ) as { id: number; recipient: string; subject: string; body: string; created_at: string }[];
    const files = this.db.prepare('SELECT name, type, length(content) AS size FROM outbox_attachment WHERE outbox_id = ? ORDER BY id');
    return rows.map((r) => ({ ...r, attachments: files.all(r.id) as { name: string; type: string; size: number }[] }));
  }

  /** One attachment of a mail, for a test or a developer to read back. */
  outboxAttachment(mailId: number, index: number) {
    return this.db.prepare('SELECT name, type, content FROM outbox_attachment WHERE outbox_id = ? ORDER BY id LIMIT 1 OFFSET ?').get(mailId, index) as
      { name: string; type: string; content: Buffer } | undefined;
  }

  /** The professional accounts, newest first, each with the other accounts and requests of its company (company-accounts.ts). */
  professionals() {
    const rows = this.db
      .prepare(
        `SELECT id, email, company, siret, professional_verified, created_at FROM customer
         WHERE type = 'professionnel' AND siret IS NOT NULL ORDER BY id DESC LIMIT 50`,
      )
      .all() as { id: number; email: string; company: string; siret: string; professional_verified: number; created_at: string }[];
    return rows.map((r) => ({
      customer_id: r.id,
      email: r.email,
      company: r.company,
      siret: r.siret,
      professional_verified: r.professional_verified === 1,
      created_at: r.created_at,
      same_company: companyAccounts(this.db, r.siret, { customerId: r.id }),
    }));
  }

  /** The account requests still to authorise, newest first, each with the accounts and other requests of its company. */
  accountRequests() {
    const rows = this.db
      .prepare(
        `SELECT id, status, created_at, json_extract(payload, '$.email') AS email, json_extract(payload, '$.company') AS company,
           json_extract(payload, '$.siret') AS siret FROM account_request WHERE status = 'pending' ORDER BY id DESC LIMIT 50`,
      )
      .all() as { id: number; status: string; created_at: string; email: string; company: string; siret: string }[];
    return rows.map((r) => ({ ...r, same_company: companyAccounts(this.db, r.siret, { requestId: r.id }) }));
  }

  submissions() {
    const rows = this.db.prepare('SELECT id, form, reference, payload, files, created_at FROM form_submission ORDER BY id DESC LIMIT 50').all() as {
      id: number;
      form: string;
      reference: string;
      payload: string;
      files: string;
      created_at: string;
    }[];
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload), files: JSON.parse(r.files) }));
  }
}
