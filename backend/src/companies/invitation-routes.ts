import type { FastifyInstance } from 'fastify';
import { invitationAcceptBody, invitationTokenParams } from '@trefima/domain/companies/requests';
import { acceptInvitation, getInvitationPreview } from '@trefima/domain/companies/endpoints';
import type { AppDeps } from '../deps';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { hashPassword } from '../customers/passwords';
import { openSession } from '../customers/open-session';

/**
 * The invitation's link, without a session: what it invites to, then the
 * colleague's signup, which spends it. Throttled as the account calls: a
 * script guessing tokens meets the per-client limit long before one.
 */
export function invitationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const {
    throttles,
    services: { invitations },
  } = deps;

  app.get(
    at(getInvitationPreview),
    { ...throttles.writes, schema: { params: invitationTokenParams, response: answerOf(getInvitationPreview) } },
    async (request) => {
      const inv = invitations.live(request.params.token);
      const { company, email, role, invitedByName: invited_by, expiresAt: expires_at, timeZone: time_zone } = inv;
      return { data: { company, email, role, invited_by, expires_at, time_zone } };
    },
  );

  app.post(
    at(acceptInvitation),
    { ...throttles.writes, schema: { params: invitationTokenParams, body: invitationAcceptBody, response: answerOf(acceptInvitation) } },
    async (request, reply) => {
      // checked before the slow hashing (its address too: a link whose address has an account can make none), spent after it in
      // one transaction (invitations.ts): two submissions make one account
      const inv = invitations.forSignup(request.params.token);
      await throttles.hashing.spend(request.ip, inv.email);
      const hash = await hashPassword(request.body.password);
      const id = invitations.accept(request.params.token, { ...request.body, password_hash: hash });
      reply.status(201);
      // the browser that made the account is its owner's: it signs in under its own lock from now on
      return { data: openSession(deps, id, null, throttles.login.issueDevice(inv.email, hash)) };
    },
  );
}
