import type { Address } from '@trefima/domain/contract';
import { roleInSentence, type CompanyRole } from '@trefima/domain/companies/roles';
import { addressLine } from '@trefima/domain/customers/address-line';
import { DomainError } from '../shared/errors';

/*
 * Why an approver cannot place a request as it was asked, in words for him: the checks that placing runs speak to the
 * buyer who wrote the recap (« Votre rôle… », « votre récapitulatif »), and the approver wrote neither.
 */

/** What of an address sends the goods and the invoice somewhere else: not its label nor its being a default. */
const WHERE = ['civility', 'first_name', 'last_name', 'company', 'street', 'street2', 'zipcode', 'city', 'country_code', 'phone'] as const;

const sameAddress = (a: Address, b: Address) => WHERE.every((k) => a[k] === b[k]);

/**
 * The address of a request rewritten in the address book since it was asked (its requester may edit his book while
 * it waits), or null. Such a request is not placed, neither to the new address, which the approver never read, nor to
 * the copy, which its requester may have corrected for a reason (a moved site, a wrong gate): as for a changed price,
 * the approver is told and the request waits, for him to refuse it and the requester to submit it again.
 */
export function addressChanged(asked: { delivery: Address | null; billing: Address | null }, now: { delivery: Address; billing: Address }) {
  const what =
    asked.delivery && !sameAddress(asked.delivery, now.delivery)
      ? 'de livraison'
      : asked.billing && !sameAddress(asked.billing, now.billing)
        ? 'de facturation'
        : null;
  if (!what) return null;
  const was = what === 'de livraison' ? asked.delivery! : asked.billing!;
  return new DomainError(
    'APPROVAL_STATE',
    `L’adresse ${what} a changé depuis la demande (elle était : ${addressLine(was)}) : refusez-la en le disant, pour que le demandeur la soumette de nouveau avec l’adresse voulue.`,
  );
}

/** A check that failed when placing: said to the approver, who did not write the recap the buyer's message speaks of. */
export function moved(e: unknown, requester: { name: string; role: CompanyRole | null }): unknown {
  if (!(e instanceof DomainError) || e.code === 'APPROVAL_STATE') return e;
  if (e.code === 'TOTALS_CHANGED') {
    return new DomainError(
      'TOTALS_CHANGED',
      'Les prix ont changé depuis la demande : refusez-la en le disant, pour que le demandeur la soumette de nouveau avec les prix du jour.',
    );
  }
  // the requester's role, changed since he asked, no longer orders (company-checkout.ts): the refusal was his, not the approver's
  if (e.code === 'FORBIDDEN_ROLE' && requester.role) {
    return new DomainError(
      'APPROVAL_STATE',
      `${requester.name} est désormais ${roleInSentence(requester.role)}, un rôle qui ne permet pas de commander : sa demande ne peut plus être approuvée, refusez-la pour la clore.`,
    );
  }
  return new DomainError(e.code, `La commande ne peut pas être passée telle qu’elle a été demandée : ${e.message}`, e.extra);
}
