import { formatDate } from '../calendar/working-days';
import { invisibleIn } from '../forms/text-characters';
import { withUnit } from '../i18n/units';
import type { QuotationActionType, QuotationState, QuotationStatus } from './lifecycle-types';

/**
 * Why a quotation refuses a move, in French, each sentence ending on what
 * its reader can do: the buyer for his own actions, the sales office for its
 * own (the admin calls show it to the back office as they are).
 */

const CART = 'demandez un nouveau devis depuis votre panier';

/** The sentence for a move the status does not allow; `from` has expiry applied. */
export function refusal(action: QuotationActionType, from: QuotationStatus, current: QuotationState): string {
  if (from === 'expiree') return action === 'study' || action === 'propose' ? expiredForOffice(current) : expiredMessage(current);
  return action === 'study' || action === 'propose' ? forOffice(action, from, current) : forCustomer(action, from, current);
}

/** The buyer's answer to an expired proposal: only asking again is left. */
export function expiredMessage(current: Pick<QuotationState, 'valid_until'>): string {
  return current.valid_until
    ? `Ce devis a expiré : il était valable jusqu’au ${formatDate(current.valid_until)}. Demandez-en un nouveau.`
    : 'Ce devis a expiré : demandez-en un nouveau.';
}

function expiredForOffice(current: Pick<QuotationState, 'valid_until'>): string {
  const until = current.valid_until ? ` (valable jusqu’au ${formatDate(current.valid_until)})` : '';
  return `Ce devis a expiré${until} : il ne peut plus être étudié ni proposé tant que le client ne l’a pas redemandé.`;
}

function forCustomer(action: QuotationActionType, from: QuotationStatus, current: QuotationState): string {
  if (action === 'renew') {
    switch (from) {
      case 'demandee':
      case 'en_cours':
        return 'Ce devis n’a pas expiré : notre bureau commercial l’étudie et vous envoie sa proposition, inutile de le redemander.';
      case 'envoyee':
        return `Ce devis n’a pas expiré : il est valable jusqu’au ${formatDate(current.valid_until ?? '')}. Vous pouvez l’accepter, le refuser ou demander une révision.`;
      case 'acceptee':
        return `Ce devis est déjà accepté : il n’y a pas à le redemander. ${afterAcceptance(current)}`;
      default:
        return `Ce devis a été refusé : il ne peut pas être redemandé, ${CART}.`;
    }
  }
  switch (from) {
    case 'demandee':
    case 'en_cours':
      return 'Ce devis attend encore la proposition de notre bureau commercial : vous pourrez y répondre dès qu’elle vous sera envoyée.';
    case 'acceptee':
      return action === 'accept'
        ? `Ce devis est déjà accepté : il ne peut pas l’être une seconde fois. ${afterAcceptance(current)}`
        : 'Ce devis est déjà accepté : il ne peut plus être refusé ni révisé. Pour le modifier, contactez notre bureau commercial.';
    default:
      return `Ce devis a été refusé : il ne peut plus être accepté ni révisé, ${CART}.`;
  }
}

/** Where an accepted quotation is followed: its order once placed; before, the cart of whoever accepted it (a colleague's, often). */
const afterAcceptance = ({ ordered }: QuotationState) =>
  ordered === false
    ? 'Il n’est pas encore commandé : sa commande se passe depuis le panier de la personne qui l’a accepté.'
    : 'Suivez sa commande dans votre espace client.';

function forOffice(action: 'study' | 'propose', from: QuotationStatus, current: QuotationState): string {
  switch (from) {
    case 'en_cours':
      return 'Ce devis est déjà en cours d’étude : envoyez-lui une proposition.';
    case 'envoyee':
      return `La révision ${current.revision} de ce devis attend la réponse du client jusqu’au ${formatDate(current.valid_until ?? '')} : elle ne peut plus être ${action === 'study' ? 'reprise' : 'remplacée'} tant qu’il ne demande pas de révision.`;
    case 'acceptee':
      return 'Ce devis est accepté par le client : il ne peut plus être modifié.';
    default:
      return 'Ce devis est refusé par le client : il ne peut plus être modifié.';
  }
}

/** The buyer accepting a proposal the office has replaced since he read it (a colleague asked a revision, it was answered). */
export const replacedMessage = (seen: number, current: number) =>
  `La proposition de ce devis a changé : la révision ${current} est désormais celle en cours (vous lisiez la révision ${seen}). Relisez-la avant d’y répondre.`;

/** A stocked product a proposal takes beyond its stock (`left`, `proposed`: in its unit of stock), which its order would refuse. */
export interface ProposalShortage {
  name: string;
  unit: string;
  left: number;
  proposed: number;
}

export const stockMessage = {
  /** the office proposing more than is left: the buyer could accept it but never order it */
  office: ({ name, unit, left, proposed }: ProposalShortage) =>
    `Le stock de « ${name} » est de ${withUnit(left, unit)} : la proposition en prévoit ${withUnit(proposed, unit)}, que le client ne pourrait pas commander. Proposez au plus ce stock.`,
  /** the buyer accepting a proposal the stock no longer covers: a new proposal is the way on */
  customer: ({ name, unit, left, proposed }: ProposalShortage) =>
    `Le stock de « ${name} » ne couvre plus ce devis (il en reste ${withUnit(left, unit)}, le devis en prévoit ${withUnit(proposed, unit)}) : demandez une révision de votre devis.`,
};

export const validityMessage = {
  invalid: 'La date de validité n’existe pas : donnez une date au format AAAA-MM-JJ.',
  notAfter: (today: string) =>
    `La date de validité doit être postérieure à aujourd’hui (${formatDate(today)}) : c’est le dernier jour où le client peut accepter.`,
  tooFar: (latest: string, days: number) => `Un devis est valable ${days} jours au plus : donnez une date de validité jusqu’au ${formatDate(latest)}.`,
};

export const invalidMessage = {
  missing: 'Dites-nous ce que vous souhaitez changer dans ce devis : votre message est vide.',
  tooLong: (max: number) => `Votre message est trop long : ${max} caractères au plus.`,
  invisible: invisibleIn('Votre message'),
};
