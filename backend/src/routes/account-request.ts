import type { FastifyInstance } from 'fastify';
import { askToCreateForm } from '../../../src/forms/account';
import type { AppDeps } from '../app';
import { ApiError, objectBody, parseInput } from '../http/errors';
import { Customers } from '../services/customers';
import { PasswordLinks } from '../services/one-time-links';
import { DUMMY_HASH, hashToken, newOneTimeToken } from '../services/passwords';
import { nowIso } from '../services/text';
import { emailTaken } from './session';

const WEEK = 7 * 24 * 3600 * 1000;

/** A professional asks for an account; the back office authorises it with the one-time token it was mailed. */
export function accountRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, now, mailer, throttles } = deps;
  const customers = new Customers(db, now);
  const links = new PasswordLinks(db, now);

  app.post('/customer/ask-to-create', throttles.account, async (request, reply) => {
    const input = parseInput(askToCreateForm, request.body);
    if (customers.byEmail(input.email)) throw emailTaken();
    const token = newOneTimeToken();
    db.prepare('INSERT INTO account_request (token_hash, payload, created_at) VALUES (?, ?, ?)').run(hashToken(token), JSON.stringify(input), nowIso(now()));
    mailer.send(
      config.backofficeEmail,
      `Demande d’ouverture de compte : ${input.company}`,
      `${input.first_name} ${input.last_name} (${input.email}, ${input.phone}) demande un compte professionnel pour ${input.company}, SIRET ${input.siret}.\n\n${input.message ?? ''}\n\nPour l’autoriser : POST /api/v1/customer/authorize-creation avec le jeton ${token}`,
    );
    reply.status(201);
    return { data: { message: 'Votre demande a bien été transmise à notre service commercial, qui vous répondra sous 48 heures.' } };
  });

  /**
   * Everything happens in one synchronous transaction that starts by spending
   * the request: two calls with one token create one account. The account has
   * no usable password (a hash nothing matches) until the customer sets one
   * through the link mailed to him.
   */
  app.post('/customer/authorize-creation', throttles.writes, async (request, reply) => {
    const token = objectBody(request.body).token;
    if (typeof token !== 'string' || !token) throw new ApiError(422, 'VALIDATION_ERROR', 'Le jeton d’autorisation est obligatoire.', { errors: { token: 'Le jeton d’autorisation est obligatoire.' } });
    const created = db.transaction(() => {
      const req = db.prepare("UPDATE account_request SET status = 'authorized' WHERE token_hash = ? AND status = 'pending' RETURNING id, payload")
        .get(hashToken(token)) as { id: number; payload: string } | undefined;
      if (!req) throw new ApiError(400, 'INVALID_AUTHORIZATION', 'Cette demande n’existe pas ou a déjà été traitée.');
      const p = JSON.parse(req.payload) as Record<string, string>;
      if (customers.byEmail(p.email)) throw emailTaken();
      const id = customers.create({
        email: p.email, password_hash: DUMMY_HASH, type: 'professionnel', civility: p.civility, first_name: p.first_name, last_name: p.last_name,
        phone: p.phone, company: p.company, siret: p.siret, sales_plan_id: request.ctx.plan.id, professional_verified: true,
      });
      db.prepare('UPDATE account_request SET customer_id = ? WHERE id = ?').run(id, req.id);
      return { id, email: p.email, firstName: p.first_name, link: links.issue(id, WEEK) };
    })();
    mailer.send(created.email, 'Votre compte professionnel Trefima est ouvert',
      `Bonjour ${created.firstName},\n\nVotre compte est ouvert. Choisissez votre mot de passe dans les 7 jours :\n${config.siteUrl}/nouveau-mot-de-passe?token=${created.link}`);
    reply.status(201);
    return { data: { message: 'Le compte a été créé et un e-mail a été envoyé au client.', customer_id: created.id } };
  });
}
