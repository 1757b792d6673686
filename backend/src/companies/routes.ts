import type { FastifyInstance } from 'fastify';
import { can } from '@trefima/domain/companies/roles';
import type { Company } from '@trefima/domain/companies/contract';
import { invitationBody, idParams, personPatchBody, rulesBody } from '@trefima/domain/companies/requests';
import {
  createInvitation,
  getCompany,
  getInvitations,
  getFormerPeople,
  getPeople,
  removePerson,
  revokeInvitation,
  updatePerson,
  updateRules,
} from '@trefima/domain/companies/endpoints';
import { COMPANY_ROLE_LABELS } from '@trefima/domain/companies/roles';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { noContent } from '../http/download';
import { forbidden } from './companies';
import { refusal } from '@trefima/domain/companies/roles';

/**
 * A company's people, invitations and rules. The session names the person and
 * through him the company: an id of another company's person or invitation is
 * not found. Every role is checked here, whatever the site shows.
 */
export function companyRoutes(
  fastify: FastifyInstance,
  { config, throttles, mailer, sessions, services: { companies, invitations, ledger, documents } }: AppDeps,
) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);
  const zone = (salesPlanId: number) => documents.timeZone(salesPlanId);

  /** The caller's company membership once his role may `action`. */
  const allowed = (customerId: number, action: Parameters<typeof can>[1]) => {
    const m = companies.requireMember(customerId);
    const refused = refusal(m.role, action);
    if (refused) throw forbidden(refused);
    return m;
  };

  const companyOf = (customerId: number): Company => {
    const m = companies.requireMember(customerId);
    const c = companies.company(m.companyId);
    const rules = companies.rules(m.companyId);
    return {
      id: c.id,
      name: c.name,
      siret: c.siret,
      me: { id: customerId, role: m.role, permissions: companies.permissions(m.role) },
      rules: { threshold_ht_cents: rules.thresholdHtCents, roles_always_approved: [...rules.rolesAlwaysApproved] },
      // what the company owes is the boss's and the accountant's to read, and the buyer's at checkout (GET /company/credit is not needed: the checkout reads it here)
      credit: can(m.role, 'statement.read') || can(m.role, 'orders.place') ? ledger.credit(m.companyId) : null,
    };
  };

  app.get(at(getCompany), { ...authRequired, schema: { response: answerOf(getCompany) } }, async (request) => ({ data: companyOf(customerIdOf(request)) }));

  app.get(at(getPeople), { ...authRequired, schema: { response: answerOf(getPeople) } }, async (request) => {
    const m = allowed(customerIdOf(request), 'people.manage');
    return { data: companies.people(m.companyId, zone) };
  });

  app.get(at(getFormerPeople), { ...authRequired, schema: { response: answerOf(getFormerPeople) } }, async (request) => {
    const m = allowed(customerIdOf(request), 'people.manage');
    return { data: companies.formerPeople(m.companyId) };
  });

  app.patch(at(updatePerson), { ...writes, schema: { params: idParams, body: personPatchBody, response: answerOf(updatePerson) } }, async (request) => {
    const me = customerIdOf(request);
    const m = allowed(me, 'people.manage');
    const { person, roleChanged } = companies.updatePerson(m.companyId, request.params.id, request.body, zone, me);
    // his open pages keep the permissions they read until reloaded: any new role ends his sessions, not only a lower one,
    // for the roles are no ladder (the accountant reads the statement, the buyer places orders); an administrator who
    // steps down ends his own the same way
    if (roleChanged) sessions.endAll(request.params.id, 'role_change');
    return { data: person };
  });

  app.delete(at(removePerson), { ...writes, schema: { params: idParams, response: answerOf(removePerson) } }, async (request, reply) => {
    const me = customerIdOf(request);
    const m = allowed(me, 'people.manage');
    companies.remove(m.companyId, request.params.id, me);
    // « their sessions end at once »: sessions.ts also refuses a removed person's token, this ends them for the record
    sessions.endAll(request.params.id, 'logout_all');
    return noContent(reply);
  });

  app.get(at(getInvitations), { ...authRequired, schema: { response: answerOf(getInvitations) } }, async (request) => {
    const m = allowed(customerIdOf(request), 'people.manage');
    return { data: invitations.list(m.companyId) };
  });

  // a mail to an address of the caller's choosing, and a 409 for an address with an account: throttled per client and per
  // address as the account calls are, and counted with them in the one budget a client has for all that tell of an address
  app.post(
    at(createInvitation),
    { ...route(authRequired, throttles.account), schema: { body: invitationBody, response: answerOf(createInvitation) } },
    async (request, reply) => {
      const me = customerIdOf(request);
      const m = allowed(me, 'people.manage');
      const { invitation, token } = invitations.create(m.companyId, me, request.body.email, request.body.role, request.body.request_key);
      if (token === null) return { data: invitation }; // made the first time, its answer lost: mailed then
      const company = companies.company(m.companyId).name;
      mailer.send(
        invitation.email,
        `${invitation.invited_by} vous invite à commander pour ${company} chez Trefima`,
        `Bonjour,\n\n${invitation.invited_by} vous invite à rejoindre le compte de ${company} chez Trefima, comme ${COMPANY_ROLE_LABELS[invitation.role].toLocaleLowerCase('fr')}.\n` +
          `Pour créer votre accès, ouvrez ce lien dans les 7 jours ; il ne sert qu’une fois :\n${config.siteUrl}/invitation?jeton=${token}\n\n` +
          'Si vous ne connaissez pas cette entreprise, ignorez ce message.\n\nL’équipe Trefima',
      );
      reply.status(201);
      return { data: invitation };
    },
  );

  app.delete(at(revokeInvitation), { ...writes, schema: { params: idParams, response: answerOf(revokeInvitation) } }, async (request, reply) => {
    const m = allowed(customerIdOf(request), 'people.manage');
    invitations.revoke(m.companyId, request.params.id);
    return noContent(reply);
  });

  app.patch(at(updateRules), { ...writes, schema: { body: rulesBody, response: answerOf(updateRules) } }, async (request) => {
    const me = customerIdOf(request);
    const m = allowed(me, 'rules.manage');
    companies.setRules(m.companyId, request.body);
    return { data: companyOf(me) };
  });
}
