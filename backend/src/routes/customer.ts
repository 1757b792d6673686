import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addressForm,
  askToCreateForm,
  changePasswordForm,
  loginForm,
  newPasswordForm,
  profileForm,
  rewindForm,
  signupForm,
} from '../../../src/forms/account';
import { formMessages } from '../../../src/forms/messages';
import type { AppDeps } from '../app';
import { customerIdOf } from '../http/auth';
import { ApiError, notFound, parseInput } from '../http/errors';
import { Carts } from '../services/carts';
import { Customers } from '../services/customers';
import { DUMMY_HASH, hashPassword, hashToken, newOneTimeToken, verifyPassword } from '../services/passwords';
import { addDays, nowIso } from '../services/text';

const required = { config: { auth: 'required' as const } };
const siteUrl = () => (process.env.SITE_URL ?? 'http://localhost:9000').replace(/\/$/, '');

const idParam = (request: FastifyRequest, name: string) => {
  const v = (request.params as Record<string, string>)[name];
  if (!/^\d{1,9}$/.test(v)) throw notFound('Cette ressource');
  return Number(v);
};

export function customerRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, now, tokens, mailer } = deps;
  const customers = new Customers(db);
  const carts = new Carts(db, config, now);

  /** Opens a session, bringing the anonymous cart along. */
  function session(customerId: number, anonCartToken: string | null | undefined) {
    let cartToken: string | null = null;
    if (anonCartToken) {
      try {
        cartToken = carts.resolve(anonCartToken, customerId)?.token ?? null;
      } catch {
        cartToken = null; // an expired anonymous cart is simply not merged
      }
    }
    cartToken ??= carts.resolve(undefined, customerId)?.token ?? null;
    const row = customers.row(customerId)!;
    return { token: tokens.issue(customerId), user: customers.user(row), customer: customers.customer(row), cart_token: cartToken };
  }

  /** The customer of the path must be the token's. */
  function own(request: FastifyRequest) {
    const id = idParam(request, 'customer_id');
    if (id !== customerIdOf(request)) throw new ApiError(403, 'FORBIDDEN', 'Vous ne pouvez pas modifier ce compte.');
    return id;
  }

  app.post('/customer/login', async (request) => {
    const input = parseInput(loginForm, request.body);
    const row = customers.byEmail(input.login);
    const ok = await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !ok) throw new ApiError(400, 'BAD_CREDENTIALS', formMessages.badCredentials);
    return { data: session(row.id, input.cart_token) };
  });

  app.get('/customer/logout', required, async (request) => {
    tokens.revoke(request.auth!);
    return { data: { message: 'Vous avez bien été déconnecté.' } };
  });

  app.post('/customer', async (request, reply) => {
    const input = parseInput(signupForm, request.body);
    if (customers.byEmail(input.email)) {
      const message = 'Un compte existe déjà avec cette adresse e-mail.';
      throw new ApiError(409, 'EMAIL_TAKEN', message, { errors: { email: message } });
    }
    const hash = await hashPassword(input.password);
    const at = nowIso(now());
    const planId = input.sales_plan_id && db.prepare('SELECT 1 FROM sales_plan WHERE id = ?').get(input.sales_plan_id) ? input.sales_plan_id : request.ctx.plan.id;
    const id = Number(
      db
        .prepare(`INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, newsletter, sales_plan_id, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(input.email, hash, input.type, input.civility, input.first_name, input.last_name, input.phone,
          input.type === 'professionnel' ? input.company : null, input.type === 'professionnel' ? input.siret : null,
          input.newsletter ? 1 : 0, planId, at, at).lastInsertRowid,
    );
    mailer.send(input.email, 'Bienvenue chez Trefima', `Bonjour ${input.first_name},\n\nVotre compte client a bien été créé.\n\nL’équipe Trefima`);
    reply.status(201);
    return { data: session(id, input.cart_token) };
  });

  app.post('/customer/rewind', async (request) => {
    const input = parseInput(rewindForm, request.body);
    const row = customers.byEmail(input.email);
    if (!row) throw new ApiError(422, 'UNKNOWN_EMAIL', formMessages.unknownEmail, { errors: { email: formMessages.unknownEmail } });
    const token = newOneTimeToken();
    db.prepare('INSERT INTO password_reset (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(
      hashToken(token), row.id, nowIso(now() + 3600 * 1000),
    );
    mailer.send(
      row.email,
      'Renouvellement de votre mot de passe',
      `Bonjour ${row.first_name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n${siteUrl()}/nouveau-mot-de-passe?token=${token}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
    );
    return { data: { message: 'Un e-mail vous a été envoyé pour renouveler votre mot de passe.' } };
  });

  app.post('/customer/password', async (request) => {
    const input = parseInput(newPasswordForm, request.body);
    const reset = db.prepare('SELECT * FROM password_reset WHERE token_hash = ?').get(hashToken(input.token)) as
      | { token_hash: string; customer_id: number; expires_at: string; used_at: string | null }
      | undefined;
    if (!reset || reset.used_at || Date.parse(reset.expires_at) <= now()) {
      throw new ApiError(400, 'INVALID_RESET_TOKEN', 'Ce lien n’est plus valide : merci de demander un nouveau renouvellement de mot de passe.');
    }
    const hash = await hashPassword(input.password);
    db.transaction(() => {
      db.prepare('UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, nowIso(now()), reset.customer_id);
      db.prepare('UPDATE password_reset SET used_at = ? WHERE token_hash = ?').run(nowIso(now()), reset.token_hash);
    })();
    return { data: { message: 'Votre mot de passe a bien été modifié, vous pouvez vous connecter.' } };
  });

  app.post('/customer/change-password', required, async (request) => {
    const input = parseInput(changePasswordForm, request.body);
    const row = customers.row(customerIdOf(request))!;
    if (!(await verifyPassword(input.old_password, row.password_hash))) {
      throw new ApiError(401, 'INCORRECT_OLD_PASSWORD', formMessages.wrongPassword, { errors: { old_password: formMessages.wrongPassword } });
    }
    db.prepare('UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?').run(await hashPassword(input.password), nowIso(now()), row.id);
    return { data: { message: 'Votre mot de passe a bien été modifié.' } };
  });

  app.get('/user/logged', { config: { auth: 'optional' } }, async (request) => {
    const row = request.auth ? customers.row(request.auth.customerId) : undefined;
    return { data: { user: row ? customers.user(row) : null, customer: row ? customers.customer(row) : null } };
  });

  app.patch('/customer/:customer_id', required, async (request) => {
    const id = own(request);
    const row = customers.row(id)!;
    const patch = (request.body ?? {}) as Record<string, unknown>;
    if (typeof patch !== 'object' || Array.isArray(patch)) throw new ApiError(400, 'INVALID_BODY', 'Le corps de la requête doit être un objet JSON.');
    const current = { type: row.type, civility: row.civility, first_name: row.first_name, last_name: row.last_name, phone: row.phone,
      company: row.company, siret: row.siret, newsletter: row.newsletter === 1, email: row.email };
    const input = parseInput(profileForm, { ...current, ...patch });
    const other = customers.byEmail(input.email);
    if (other && other.id !== id) {
      const message = 'Un compte existe déjà avec cette adresse e-mail.';
      throw new ApiError(409, 'EMAIL_TAKEN', message, { errors: { email: message } });
    }
    const pro = input.type === 'professionnel';
    db.prepare(`UPDATE customer SET type = ?, civility = ?, first_name = ?, last_name = ?, phone = ?, company = ?, siret = ?, newsletter = ?, email = ?, updated_at = ? WHERE id = ?`)
      .run(input.type, input.civility, input.first_name, input.last_name, input.phone, pro ? input.company : null, pro ? input.siret : null,
        input.newsletter ? 1 : 0, input.email, nowIso(now()), id);
    return { data: customers.customer(customers.row(id)!) };
  });

  // ---- addresses ----
  function saveDefaults(customerId: number, addressId: number, delivery: boolean, billing: boolean) {
    if (delivery) db.prepare('UPDATE address SET is_default_delivery = (id = ?) WHERE customer_id = ?').run(addressId, customerId);
    if (billing) db.prepare('UPDATE address SET is_default_billing = (id = ?) WHERE customer_id = ?').run(addressId, customerId);
  }

  app.post('/customer/:customer_id/address', required, async (request, reply) => {
    const id = own(request);
    const a = parseInput(addressForm, request.body);
    const first = customers.addresses(id).length === 0;
    db.transaction(() => {
      const addressId = Number(
        db.prepare(`INSERT INTO address (customer_id, label, civility, first_name, last_name, company, street, street2, zipcode, city, country_code, phone)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .run(id, a.label, a.civility, a.first_name, a.last_name, a.company, a.street, a.street2, a.zipcode, a.city, a.country_code, a.phone).lastInsertRowid,
      );
      saveDefaults(id, addressId, first || a.is_default_delivery, first || a.is_default_billing);
    })();
    reply.status(201);
    return { data: customers.customer(customers.row(id)!) };
  });

  app.patch('/customer/:customer_id/address/:address_id', required, async (request) => {
    const id = own(request);
    const addressId = idParam(request, 'address_id');
    const existing = customers.address(id, addressId);
    if (!existing) throw notFound('Cette adresse');
    const patch = (request.body ?? {}) as Record<string, unknown>;
    const current = { ...existing, is_default_delivery: existing.is_default_delivery === 1, is_default_billing: existing.is_default_billing === 1 };
    const a = parseInput(addressForm, { ...current, ...patch });
    db.transaction(() => {
      db.prepare(`UPDATE address SET label = ?, civility = ?, first_name = ?, last_name = ?, company = ?, street = ?, street2 = ?, zipcode = ?, city = ?, country_code = ?, phone = ? WHERE id = ?`)
        .run(a.label, a.civility, a.first_name, a.last_name, a.company, a.street, a.street2, a.zipcode, a.city, a.country_code, a.phone, addressId);
      saveDefaults(id, addressId, a.is_default_delivery, a.is_default_billing);
    })();
    return { data: customers.customer(customers.row(id)!) };
  });

  /** Soft delete: past orders keep their own copy of the address. */
  app.delete('/customer/:customer_id/address/:address_id', required, async (request) => {
    const id = own(request);
    const addressId = idParam(request, 'address_id');
    if (!customers.address(id, addressId)) throw notFound('Cette adresse');
    db.prepare('UPDATE address SET deleted_at = ?, is_default_delivery = 0, is_default_billing = 0 WHERE id = ?').run(nowIso(now()), addressId);
    return { data: customers.customer(customers.row(id)!) };
  });

  // ---- professional account requests ----
  app.post('/customer/ask-to-create', async (request, reply) => {
    const input = parseInput(askToCreateForm, request.body);
    if (customers.byEmail(input.email)) {
      const message = 'Un compte existe déjà avec cette adresse e-mail.';
      throw new ApiError(409, 'EMAIL_TAKEN', message, { errors: { email: message } });
    }
    const token = newOneTimeToken();
    db.prepare('INSERT INTO account_request (token_hash, payload, created_at) VALUES (?, ?, ?)').run(hashToken(token), JSON.stringify(input), nowIso(now()));
    mailer.send(
      process.env.BACKOFFICE_EMAIL ?? 'commercial@trefima.example',
      `Demande d’ouverture de compte : ${input.company}`,
      `${input.first_name} ${input.last_name} (${input.email}, ${input.phone}) demande un compte professionnel pour ${input.company}, SIRET ${input.siret}.\n\n${input.message ?? ''}\n\nPour l’autoriser : POST /api/v1/customer/authorize-creation avec le jeton ${token}`,
    );
    reply.status(201);
    return { data: { message: 'Votre demande a bien été transmise à notre service commercial, qui vous répondra sous 48 heures.' } };
  });

  app.post('/customer/authorize-creation', async (request, reply) => {
    const token = ((request.body ?? {}) as Record<string, unknown>).token;
    if (typeof token !== 'string' || !token) throw new ApiError(422, 'VALIDATION_ERROR', 'Le jeton d’autorisation est obligatoire.', { errors: { token: 'Le jeton d’autorisation est obligatoire.' } });
    const req = db.prepare("SELECT * FROM account_request WHERE token_hash = ? AND status = 'pending'").get(hashToken(token)) as
      | { id: number; payload: string }
      | undefined;
    if (!req) throw new ApiError(400, 'INVALID_AUTHORIZATION', 'Cette demande n’existe pas ou a déjà été traitée.');
    const p = JSON.parse(req.payload) as Record<string, string>;
    if (customers.byEmail(p.email)) throw new ApiError(409, 'EMAIL_TAKEN', 'Un compte existe déjà avec cette adresse e-mail.');
    const reset = newOneTimeToken();
    const hash = await hashPassword(newOneTimeToken());
    const at = nowIso(now());
    const customerId = db.transaction(() => {
      const id = Number(
        db.prepare(`INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, sales_plan_id, created_at, updated_at)
            VALUES (?, ?, 'professionnel', ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .run(p.email, hash, p.civility, p.first_name, p.last_name, p.phone, p.company, p.siret, request.ctx.plan.id, at, at).lastInsertRowid,
      );
      db.prepare("UPDATE account_request SET status = 'authorized', customer_id = ? WHERE id = ?").run(id, req.id);
      db.prepare('INSERT INTO password_reset (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(hashToken(reset), id, nowIso(addDays(now(), 7)));
      return id;
    })();
    mailer.send(p.email, 'Votre compte professionnel Trefima est ouvert',
      `Bonjour ${p.first_name},\n\nVotre compte est ouvert. Choisissez votre mot de passe dans les 7 jours :\n${siteUrl()}/nouveau-mot-de-passe?token=${reset}`);
    reply.status(201);
    return { data: { message: 'Le compte a été créé et un e-mail a été envoyé au client.', customer_id: customerId } };
  });
}
