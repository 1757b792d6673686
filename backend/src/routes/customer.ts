import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressForm, emailChanges, profileEditForm } from '../../../src/forms/account';
import { undeliverableReason } from '../../../src/lib/delivery-territory';
import { formMessages } from '../../../src/forms/messages';
import type { AppDeps } from '../app';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { ApiError, notFound, objectBody, parseInput } from '../http/errors';
import type { CustomerRow } from '../services/customers';
import { verifyPassword } from '../services/passwords';
import { COMPANY } from '../seed/site-data';
import { emailTaken } from '../services/errors';

const idParam = (request: FastifyRequest, name: string) => {
  const v = (request.params as Record<string, string>)[name];
  if (!/^\d{1,9}$/.test(v)) throw notFound('Cette ressource');
  return Number(v);
};

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
    if (patch.company !== undefined && String(patch.company ?? '').trim() !== row.company) errors.company = why;
  } else if (patch.siret !== undefined && compact(patch.siret)) errors.siret = why;
  return errors;
}

export function customerRoutes(app: FastifyInstance, deps: AppDeps) {
  const {
    mailer,
    throttles,
    services: { customers, addresses },
  } = deps;
  const writes = route(authRequired, throttles.writes);

  /** The customer of the path must be the token's. */
  function own(request: FastifyRequest) {
    const id = idParam(request, 'customer_id');
    if (id !== customerIdOf(request)) throw new ApiError(403, 'FORBIDDEN', 'Vous ne pouvez pas modifier ce compte.');
    return id;
  }

  app.patch('/customer/:customer_id', writes, async (request) => {
    const id = own(request);
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
      const checked = await throttles.login.verify(request.ip, row.email, () => verifyPassword(input.current_password ?? '', row.password_hash));
      if (!checked) throw new ApiError(422, 'VALIDATION_ERROR', formMessages.wrongPassword, { errors: { current_password: formMessages.wrongPassword } });
      const other = customers.byEmail(input.email);
      if (other && other.id !== id) throw emailTaken();
    }
    customers.updateProfile(id, input);
    if (newEmail) {
      mailer.send(
        row.email,
        'Votre adresse e-mail a été modifiée',
        `Bonjour ${row.first_name},\n\nL’adresse e-mail de votre compte Trefima est désormais ${input.email}. Les messages du compte, dont les liens de mot de passe, partiront vers cette adresse.\n\n` +
          `Si vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre au ${COMPANY.phone}.`,
      );
    }
    return { data: customers.customer(customers.row(id)!) };
  });

  // ---- addresses ----
  app.post('/customer/:customer_id/address', writes, async (request, reply) => {
    const id = own(request);
    const a = parseInput(addressForm, request.body);
    const existing = customers.addresses(id);
    // the first address is the default of both kinds, except for delivery where the shop does not deliver
    const first = existing.length === 0;
    const firstDeliverable = !existing.some((x) => x.is_default_delivery) && undeliverableReason(a.zipcode) === null;
    addresses.add(id, a, { delivery: firstDeliverable || a.is_default_delivery, billing: first || a.is_default_billing });
    reply.status(201);
    return { data: customers.customer(customers.row(id)!) };
  });

  app.patch('/customer/:customer_id/address/:address_id', writes, async (request) => {
    const id = own(request);
    const addressId = idParam(request, 'address_id');
    const existing = customers.address(id, addressId);
    if (!existing) throw notFound('Cette adresse');
    const patch = objectBody(request.body);
    const current = { ...existing, is_default_delivery: existing.is_default_delivery === 1, is_default_billing: existing.is_default_billing === 1 };
    const a = parseInput(addressForm, { ...current, ...patch });
    addresses.update(id, addressId, a, { delivery: a.is_default_delivery, billing: a.is_default_billing });
    return { data: customers.customer(customers.row(id)!) };
  });

  /** Soft delete: past orders keep their own copy of the address. */
  app.delete('/customer/:customer_id/address/:address_id', writes, async (request) => {
    const id = own(request);
    const addressId = idParam(request, 'address_id');
    if (!customers.address(id, addressId)) throw notFound('Cette adresse');
    addresses.remove(addressId);
    return { data: customers.customer(customers.row(id)!) };
  });
}
