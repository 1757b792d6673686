import type { FastifyInstance } from 'fastify';
import { changePasswordBody, newPasswordBody, rewindBody } from '@trefima/domain/customers/requests';
import { formMessages } from '@trefima/domain/forms/messages';
import type { AppDeps } from '../deps';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { ApiError } from '../http/errors';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { changePassword, newPassword, rewind } from '@trefima/domain/customers/endpoints';
import { hashPassword, verifyPassword } from './passwords';

const HOUR = 3600 * 1000;

/**
 * Forgotten and changed passwords. Both end every session of the customer: a stolen token does not survive a new
 * password; the browser that changed it in the account gets a new session.
 */
export function passwordRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const {
    config,
    sessions,
    mailer,
    throttles,
    services: { customers, links },
  } = deps;

  /**
   * The spec keeps its message for an unknown address, which tells who has an
   * account: the per-client and per-address limits (a handful an hour) keep
   * that from listing the customers.
   */
  app.post(at(rewind), { ...throttles.account, schema: { body: rewindBody, response: answerOf(rewind) } }, async (request) => {
    const input = request.body;
    const row = customers.byEmail(input.email);
    if (!row) throw new ApiError(422, 'UNKNOWN_EMAIL', formMessages.unknownEmail, { errors: { email: formMessages.unknownEmail } });
    const answer = { data: { message: 'Un e-mail vous a été envoyé pour renouveler votre mot de passe.' } };
    // removed from his company, he can no longer sign in: a link to a password he cannot use goes to a former employee's
    // mailbox (docs/companies.md); answered as any other, so that the route says nothing of it
    if (customers.removed(row.id)) return answer;
    const token = links.issue(row.id, HOUR);
    mailer.send(
      row.email,
      'Renouvellement de votre mot de passe',
      `Bonjour ${row.first_name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n${config.siteUrl}/nouveau-mot-de-passe?token=${token}\n\n` +
        'Ce lien ne sert qu’une fois ; il remplace ceux envoyés auparavant. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    );
    return answer;
  });

  app.post(at(newPassword), { ...throttles.writes, schema: { body: newPasswordBody, response: answerOf(newPassword) } }, async (request) => {
    const input = request.body;
    const invalid = () => new ApiError(400, 'INVALID_RESET_TOKEN', 'Ce lien n’est plus valide : merci de demander un nouveau renouvellement de mot de passe.');
    // claimed before the slow hashing (no hash for a dead link, nor for the copies of a link being used), spent after it: a
    // refused hash (429, 503) leaves the link working, and of two requests with one link only one sets its password
    const claim = links.claim(input.token);
    if (!claim) throw invalid();
    const { customerId } = claim;
    try {
      await throttles.hashing.spend(request.ip, customers.row(customerId)!.email);
      const hash = await hashPassword(input.password);
      if (links.redeem(input.token) === null) throw invalid();
      customers.setPassword(customerId, hash);
    } finally {
      claim.release();
    }
    sessions.endAll(customerId, 'password_reset');
    const row = customers.row(customerId)!;
    await throttles.login.release(row.email);
    return { data: { message: 'Votre mot de passe a bien été modifié, vous pouvez vous connecter.' } };
  });

  app.post(
    at(changePassword),
    { ...route(authRequired, throttles.writes), schema: { body: changePasswordBody, response: answerOf(changePassword) } },
    async (request) => {
      const input = request.body;
      const row = customers.row(customerIdOf(request))!;
      // two hashes, in the queue sign-in waits in: a budget for the client and the account before the first
      await throttles.hashing.spend(request.ip, row.email);
      if (!(await throttles.login.verify(request.ip, row.email, () => verifyPassword(input.old_password, row.password_hash)))) {
        throw new ApiError(401, 'INCORRECT_OLD_PASSWORD', formMessages.wrongPassword, { errors: { old_password: formMessages.wrongPassword } });
      }
      const hash = await hashPassword(input.password);
      // a copy of this session's token may have changed the password meanwhile, and ended the session: then this changes nothing
      sessions.assertLive(request.auth!.sessionId);
      customers.setPassword(row.id, hash);
      // a link asked before the change would set another password over it
      links.revokeAll(row.id);
      // every session ends, this one too (a copy of its token would outlive the change): this browser gets a new one
      const others = sessions.endAll(row.id, 'password_change') - 1;
      const token = sessions.open(row.id);
      mailer.send(
        row.email,
        'Votre mot de passe a été modifié',
        `Bonjour ${row.first_name},\n\nLe mot de passe de votre compte Trefima vient d’être modifié${others > 0 ? ` ; vos ${others} autre(s) session(s) ouverte(s) ont été fermées` : ''}.\n\n` +
          `Si vous n’êtes pas à l’origine de ce changement, demandez tout de suite un nouveau mot de passe : ${config.siteUrl}/renouveller-mot-de-passe`,
      );
      // the device tokens of the account were bound to the old password: this browser, which proved the new one, gets its own
      return { data: { message: 'Votre mot de passe a bien été modifié.', token, device_token: throttles.login.issueDevice(row.email, hash) } };
    },
  );
}
