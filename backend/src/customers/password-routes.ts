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

/** Forgotten and changed passwords. Both end sessions: a stolen token does not survive a new password. */
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
    const token = links.issue(row.id, HOUR);
    mailer.send(
      row.email,
      'Renouvellement de votre mot de passe',
      `Bonjour ${row.first_name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n${config.siteUrl}/nouveau-mot-de-passe?token=${token}\n\n` +
        'Ce lien ne sert qu’une fois ; il remplace ceux envoyés auparavant. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    );
    return { data: { message: 'Un e-mail vous a été envoyé pour renouveler votre mot de passe.' } };
  });

  app.post(at(newPassword), { ...throttles.writes, schema: { body: newPasswordBody, response: answerOf(newPassword) } }, async (request) => {
    const input = request.body;
    const invalid = () => new ApiError(400, 'INVALID_RESET_TOKEN', 'Ce lien n’est plus valide : merci de demander un nouveau renouvellement de mot de passe.');
    // checked before the slow hashing (no hash for a dead link), spent after it: a refused hash (503) leaves the link
    // working, and of two requests with one link only the first to spend it sets its password
    if (links.holder(input.token) === null) throw invalid();
    const hash = await hashPassword(input.password);
    const customerId = links.redeem(input.token);
    if (customerId === null) throw invalid();
    customers.setPassword(customerId, hash);
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
      if (!(await throttles.login.verify(request.ip, row.email, () => verifyPassword(input.old_password, row.password_hash)))) {
        throw new ApiError(401, 'INCORRECT_OLD_PASSWORD', formMessages.wrongPassword, { errors: { old_password: formMessages.wrongPassword } });
      }
      const hash = await hashPassword(input.password);
      customers.setPassword(row.id, hash);
      // a link asked before the change would set another password over it
      links.revokeAll(row.id);
      const ended = sessions.endAll(row.id, 'password_change', request.auth!.sessionId);
      mailer.send(
        row.email,
        'Votre mot de passe a été modifié',
        `Bonjour ${row.first_name},\n\nLe mot de passe de votre compte Trefima vient d’être modifié${ended ? ` ; vos ${ended} autre(s) session(s) ouverte(s) ont été fermées` : ''}.\n\n` +
          `Si vous n’êtes pas à l’origine de ce changement, demandez tout de suite un nouveau mot de passe : ${config.siteUrl}/renouveller-mot-de-passe`,
      );
      // the device tokens of the account were bound to the old password: this browser, which proved the new one, gets its own
      return { data: { message: 'Votre mot de passe a bien été modifié.', device_token: throttles.login.issueDevice(row.email, hash) } };
    },
  );
}
