import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emailChanges, profileEditForm } from '@trefima/domain/forms/account';
import { addressBody, addressParams, customerParams } from '@trefima/domain/customers/requests';
import { uint } from '@trefima/domain/contract/query';
import { undeliverableReason } from '@trefima/domain/territory/delivery-territory';
import { formMessages } from '@trefima/domain/forms/messages';
import type { AppDeps } from '../deps';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { ApiError, notFound, objectBody, parseInput } from '../http/errors';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { addAddress, deleteAddress, updateAddress, updateCustomer } from '@trefima/domain/customers/endpoints';
import type { CustomerRow } from './customers';
import { verifyPassword } from './passwords';
import { formatPhone } from '@trefima/domain/forms/phone';
import { emailTaken } from '../shared/errors';

/**
 * The customer of the path must be the token's: a question of who may call,
 * answered before the body is looked at. An id that is not one is left to
 * the path's schema (404).
 */
async function own(request: FastifyRequest) {
  const id = uint((request.params as Record<string, string>).customerId);
  if (id !== null && id !== customerIdOf(request)) throw new ApiError(403, 'FORBIDDEN', 'Vous ne pouvez pas modifier ce compte.');
}

const compact = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v);

/**
 * What the profile call may not change: the professional status, company and
 * SIRET are the back office's (ask-to-create and its authorisation, or
 * PATCH /admin/customer), since they open professional terms.
 */
function termsChanged(row: CustomerRow, patch: Record<string, unknown>): Record<string, string> {
  const why =
    'Le statut professionnel, la société et le SIRET sont gérés par notre service commercial : faites une demande d’ouverture de compte professionnel ou contactez-nous.';
  const errors: Record<string, string> = {};
  if (patch.type !== undefined && patch.type !== row.type) errors.type = why;
  if (row.type === 'professionnel') {
    if (patch.siret !== undefined && compact(patch.siret) !== row.siret) errors.siret = why;
    // not text (an object no conversion reads, a list): not the stored company either
    if (patch.company !== undefined && (typeof patch.company === 'string' ? patch.company.trim() : patch.company) !== (row.company ?? '')) errors.company = why;
  } else if (patch.siret !== undefined && compact(patch.siret)) errors.siret = why;
  return errors;
}

export function customerRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const {
    mailer,
    throttles,
    sessions,
    services: { customers, addresses, links },
  } = deps;
  const writes = route(authRequired, throttles.writes, { preValidation: own });
  const ofCustomer = { ...writes, schema: { params: customerParams } };
  const ofAddress = { ...writes, schema: { params: addressParams } };

  /**
   * What the caller may rewrite or delete of the company's address book (Customers.addressLock). Another company's
   * address, or a deleted one, is not found (404), as everywhere (companies/scope.ts); a colleague's or a site's is in
   * his own book and at his checkout, so a 404 would deny what he sees: 403, saying why and where it changes.
   */
  const changeable = (customerId: number, addressId: number) => {
    const lock = customers.addressLock(customerId, addressId);
    if (lock === undefined) throw notFound('Cette adresse');
    if (lock !== null) throw new ApiError(403, 'FORBIDDEN', lock);
  };

  // The profile and an address change by patches: each is merged with what is stored, then the form's schema checks the whole.
  app.patch(at(updateCustomer), { ...ofCustomer, schema: { ...ofCustomer.schema, response: answerOf(updateCustomer) } }, async (request) => {
    const id = request.params.customerId;
    const row = customers.row(id)!;
    const patch = objectBody(request.body);
    const refused = termsChanged(row, patch);
    if (Object.keys(refused).length) throw new ApiError(422, 'PROFESSIONAL_TERMS', Object.values(refused)[0], { errors: refused });
    const current = {
      civility: row.civility,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      newsletter: row.newsletter === 1,
      email: row.email,
    };
    // the site's own schema: a new address needs the current password (the reset links would go there)
    const input = parseInput(profileEditForm(row.email), { ...current, ...patch });
    const newEmail = emailChanges(row.email, input.email);
    if (newEmail) {
      // its 409 says whether the address has an account, as signup's does: the same budget, per client and per address
      await throttles.accountCheck(request);
      await throttles.hashing.spend(request.ip, row.email);
      const checked = await throttles.login.verify(request.ip, row.email, () => verifyPassword(input.current_password ?? '', row.password_hash));
      if (!checked) throw new ApiError(422, 'VALIDATION_ERROR', formMessages.wrongPassword, { errors: { current_password: formMessages.wrongPassword } });
      // the password reset or changed while it was checked (which ends every session): the old one moves nothing
      sessions.assertLive(request.auth!.sessionId);
      if (!customers.sameCredentials(row))
        throw new ApiError(422, 'VALIDATION_ERROR', formMessages.wrongPassword, { errors: { current_password: formMessages.wrongPassword } });
      const other = customers.byEmail(input.email);
      if (other && other.id !== id) throw emailTaken();
    }
    customers.updateProfile(id, input);
    if (newEmail) {
      // a password link already sent went to the old mailbox: it must not open the account now at another address
      links.revokeAll(id);
      mailer.send(
        row.email,
        'Votre adresse e-mail a été modifiée',
        `Bonjour ${row.first_name},\n\nL’adresse e-mail de votre compte Trefima est désormais ${input.email}. Les messages du compte, dont les liens de mot de passe, partiront vers cette adresse.\n\n` +
          `Si vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre au ${formatPhone(deps.config.seller.phone)}.`,
      );
    }
    const updated = customers.customer(customers.row(id)!);
    if (!newEmail) return { data: updated };
    // this browser's device token names the old login, which no sign-in will use again: one for the new, as a new password gets
    return { data: { ...updated, device_token: throttles.login.issueDevice(updated.email, row.password_hash) } };
  });

  // ---- addresses ----
  app.post(at(addAddress), { ...ofCustomer, schema: { ...ofCustomer.schema, body: addressBody, response: answerOf(addAddress) } }, async (request, reply) => {
    const id = request.params.customerId;
    const a = request.body;
    addresses.assertTown(a);
    const existing = customers.addresses(id);
    // the first address is the default of both kinds, except for delivery where the shop does not deliver
    const first = existing.length === 0;
    const firstDeliverable = !existing.some((x) => x.is_default_delivery) && undeliverableReason(a.zipcode) === null;
    if (addresses.addToBook(id, a, { delivery: firstDeliverable || a.is_default_delivery, billing: first || a.is_default_billing })) reply.status(201);
    return { data: customers.customer(customers.row(id)!) };
  });

  app.patch(at(updateAddress), { ...ofAddress, schema: { ...ofAddress.schema, response: answerOf(updateAddress) } }, async (request) => {
    const { customerId: id, addressId } = request.params;
    changeable(id, addressId);
    const existing = customers.address(id, addressId)!;
    const patch = objectBody(request.body);
    const current = { ...existing, is_default_delivery: existing.is_default_delivery === 1, is_default_billing: existing.is_default_billing === 1 };
    const a = parseInput(addressBody, { ...current, ...patch });
    addresses.assertTown(a);
    addresses.update(id, addressId, a, { delivery: a.is_default_delivery, billing: a.is_default_billing });
    return { data: customers.customer(customers.row(id)!) };
  });

  /** Soft delete: past orders keep their own copy of the address. */
  app.delete(at(deleteAddress), { ...ofAddress, schema: { ...ofAddress.schema, response: answerOf(deleteAddress) } }, async (request) => {
    const { customerId: id, addressId } = request.params;
    changeable(id, addressId);
    addresses.remove(id, addressId);
    return { data: customers.customer(customers.row(id)!) };
  });
}
