import type { FastifyInstance } from 'fastify';
import { loginBody, signupBody } from '@trefima/domain/customers/requests';
import { formMessages } from '@trefima/domain/forms/messages';
import type { AppDeps } from '../deps';
import { authRequired, route } from '../http/route-options';
import { bearer, customerIdOf, tokenRequired } from '../http/auth';
import { ApiError } from '../http/errors';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { getLogged, login, logout, logoutAll, signup } from '@trefima/domain/customers/endpoints';
import { companyNotice, refuseSellerSiret } from './company-accounts';
import { emailTaken } from '../shared/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { REMOVED } from './sessions';
import { openSession } from './open-session';

/** Sign-in, sign-up and sign-out: where sessions open and end. */
export function sessionRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const {
    config,
    sessions,
    mailer,
    throttles,
    services: { customers, site },
  } = deps;

  const open = (customerId: number, anonCartToken: string | null | undefined, deviceToken: string) => openSession(deps, customerId, anonCartToken, deviceToken);

  app.post(at(login), { ...throttles.loginRequests, schema: { body: loginBody, response: answerOf(login) } }, async (request) => {
    const input = request.body;
    const row = customers.byEmail(input.login);
    const { ok, deviceToken } = await throttles.login.signIn(
      request.ip,
      { login: input.login, passwordHash: row?.password_hash ?? '' },
      input.device_token,
      async () => (await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH)) && Boolean(row),
    );
    // the password reset or changed while this one was checked: the old one opens nothing
    if (!row || !ok || !deviceToken || !customers.sameCredentials(row)) throw new ApiError(400, 'BAD_CREDENTIALS', formMessages.badCredentials);
    // told only to whoever gave the right password: the others learn nothing of the account
    if (customers.removed(row.id)) throw new ApiError(403, 'FORBIDDEN_ROLE', REMOVED);
    return { data: open(row.id, input.cart_token, deviceToken) };
  });

  /** Works with an expired or replaced token too: whoever holds a token of a session may end it. */
  app.get(at(logout), { schema: { response: answerOf(logout) } }, async (request) => {
    const token = bearer(request);
    if (!token) throw tokenRequired();
    sessions.end(sessions.identify(token).sessionId, 'logout');
    return { data: { message: 'Vous avez bien été déconnecté.' } };
  });

  app.post(at(logoutAll), { ...route(authRequired, throttles.writes), schema: { response: answerOf(logoutAll) } }, async (request) => {
    const ended = sessions.endAll(customerIdOf(request), 'logout_all');
    return { data: { message: 'Vous avez été déconnecté de tous vos appareils.', ended } };
  });

  app.post(at(signup), { ...throttles.account, schema: { body: signupBody, response: answerOf(signup) } }, async (request, reply) => {
    const input = request.body;
    if (customers.byEmail(input.email)) throw emailTaken();
    await throttles.hashing.spend(request.ip, input.email);
    const hash = await hashPassword(input.password);
    const planId = input.sales_plan_id && site.planExists(input.sales_plan_id) ? input.sales_plan_id : request.ctx.plan.id;
    const pro = input.type === 'professionnel';
    if (pro) refuseSellerSiret(config.seller, input.siret);
    // no await from here to the insert: a concurrent signup with the same address is seen here, not as a unique violation
    if (customers.byEmail(input.email)) throw emailTaken();
    const id = customers.create({ ...input, company: pro ? input.company : null, siret: pro ? input.siret : null, password_hash: hash, sales_plan_id: planId });
    mailer.send(input.email, 'Bienvenue chez Trefima', `Bonjour ${input.first_name},\n\nVotre compte client a bien été créé.\n\nL’équipe Trefima`);
    if (pro) {
      // a company may have several accounts: the sales office is told of the others before it opens professional terms
      const notice = companyNotice(customers.sameCompany(input.siret!, { customerId: id }));
      mailer.send(
        config.backofficeEmail,
        `Compte professionnel à vérifier : ${input.company}${notice.subject}`,
        `${input.first_name} ${input.last_name} (${input.email}) a créé un compte professionnel pour ${input.company}, SIRET ${input.siret}.${notice.body}\n\n` +
          `Les conditions professionnelles (paiement sur compte) s’ouvrent après vérification : PATCH /api/v1/admin/customer/${id} {"professional_verified": true}`,
      );
    }
    reply.status(201);
    // the browser that made the account is its owner's: it signs in under its own lock from now on
    return { data: open(id, input.cart_token, throttles.login.issueDevice(input.email, hash)) };
  });

  app.get(at(getLogged), { config: { auth: 'optional' }, schema: { response: answerOf(getLogged) } }, async (request) => {
    const row = request.auth ? customers.row(request.auth.customerId) : undefined;
    return { data: { user: row ? customers.user(row) : null, customer: row ? customers.customer(row) : null } };
  });
}
