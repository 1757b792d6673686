import { formatDecimal, formatPrice } from '../i18n/format';

/**
 * A consumer's right of withdrawal, as his order's confirmation states it on a durable medium (Code de la
 * consommation L221-13, with L221-5 2°): 14 days from receiving the goods, or from the order's conclusion for a
 * service (L221-18), how to use it, what sending the goods back costs him, and the model form of R221-1's annex.
 * Goods made to his specifications give no such right (L221-28 3°): the steel of a bar schedule, cut and bent to his
 * plan, a sheet cut to his length, a product made to his order (façonnage, cutting, cassettes to his façade's layout);
 * that exception is for goods only, never for a service. The words agree with the CGV's article 8
 * (backend/src/seed/data/pages.ts).
 */

export interface WithdrawalLine {
  element_id: number;
  name: string;
  /** metres: a sheet cut to the buyer's length */
  length: number | null;
  /** the bar schedule whose steel the line is */
  schedule: unknown;
}

/**
 * What the order recorded of its products and its carrier the day it was placed (backend orders/made-to-order.ts):
 * the information is the contract's as it was concluded, whatever the catalogue becomes.
 */
export interface WithdrawalFacts {
  /** the products made once ordered (their making time) */
  madeToOrder: ReadonlySet<number>;
  /** the services among them (a flat fee for a work, nothing delivered: a study) */
  services: ReadonlySet<number>;
  /**
   * How goods sent back come back, since the shop's can normally not go by post (bars of 12 m, long sheets, heavy
   * bundles): by the order's carrier, at its rate TTC to the same place without any free-delivery threshold, or
   * brought back to the depot they were taken from.
   */
  returns: { carrier: string; ttc: number } | { depot: string };
}

type Products = Pick<WithdrawalFacts, 'madeToOrder' | 'services'>;

const isService = (l: WithdrawalLine, f: Products) => f.services.has(l.element_id);

/** Whether the line is goods made to the buyer's specifications (never a service: L221-28 3° speaks of goods). */
export const madeToSpecification = (l: WithdrawalLine, f: Products) =>
  !isService(l, f) && (l.schedule != null || l.length !== null || f.madeToOrder.has(l.element_id));

/** Whether the model form goes with the confirmation: some of its goods may be sent back, or a service withdrawn from. */
export const withdrawalOpen = (lines: readonly WithdrawalLine[], f: Products) => lines.some((l) => !madeToSpecification(l, f));

const LAW = 'du Code de la consommation';

/** A line as the buyer tells it from another: two lengths of one sheet are two lines of one name. */
const named = (l: WithdrawalLine) => (l.length === null ? l.name : `${l.name} (${formatDecimal(l.length, { decimals: 3 })} m)`);

/** L221-5: the cost of sending back what the post cannot carry, or where to bring it. */
const returnCost = (returns: WithdrawalFacts['returns']) =>
  'depot' in returns
    ? `Par leur longueur ou leur poids, ces produits ne peuvent normalement pas être renvoyés par la poste : vous pouvez nous les rapporter au lieu où vous les avez retirés (${returns.depot}), sans transporteur.`
    : `Par leur longueur ou leur poids, ces produits ne peuvent normalement pas être renvoyés par la poste : le coût du retour par transporteur est estimé à ${formatPrice(returns.ttc, { alwaysCents: true })} TTC, le tarif de notre « ${returns.carrier} » pour ces mêmes produits jusqu’à votre adresse de livraison, sans gratuité de la livraison.`;

/**
 * The paragraphs of the information, in French; `sellerEmail`: where to send the withdrawal; `at`: where they are read,
 * the order's PDF, whose form is below them, the mail that carries that PDF, or a mail without it, the form below.
 */
export function withdrawalText(lines: readonly WithdrawalLine[], f: WithdrawalFacts, sellerEmail: string, at: 'pdf' | 'mail' | 'mail-without-pdf'): string[] {
  const excluded = lines.filter((l) => madeToSpecification(l, f));
  if (excluded.length === lines.length) {
    return [
      `Les produits de cette commande sont confectionnés selon vos spécifications : le droit de rétractation ne s’applique pas à eux (article L221-28 3° ${LAW}).`,
    ];
  }
  const services = lines.filter((l) => isService(l, f));
  const goods = lines.length - excluded.length - services.length > 0;
  const from = goods ? 'de la réception des produits' : 'du jour de la conclusion de la commande';
  const out = [
    `Vous disposez d’un délai de 14 jours à compter ${from} pour exercer votre droit de rétractation, sans avoir à motiver votre décision (articles L221-18 et suivants ${LAW}).`,
  ];
  if (goods && services.length) {
    out.push(
      `Pour une prestation de service (${services.map((l) => l.name).join(' ; ')}), ce délai court à compter du jour de la conclusion de la commande (article L221-18 1° ${LAW}).`,
    );
  }
  const form = at === 'mail' ? 'qui figure au PDF de votre commande (joint à ce message et dans votre espace client)' : 'ci-dessous';
  out.push(
    `Pour l’exercer, adressez-nous avant la fin de ce délai le formulaire de rétractation ${form}, ou toute autre déclaration dénuée d’ambiguïté, à ${sellerEmail}.`,
  );
  out.push(
    goods
      ? `Les produits nous sont retournés complets, non utilisés et en bon état dans les 14 jours qui suivent votre rétractation, les frais de retour à votre charge. ${returnCost(f.returns)} Nous vous remboursons toutes les sommes versées, livraison standard comprise, dans les 14 jours suivant votre rétractation ; ce remboursement peut être différé jusqu’à la récupération des produits ou jusqu’à ce que vous ayez fourni une preuve de l’expédition de ces produits, la date retenue étant celle du premier de ces faits.`
      : 'Nous vous remboursons toutes les sommes versées dans les 14 jours suivant votre rétractation.',
  );
  if (excluded.length) {
    out.push(`Confectionnés selon vos spécifications, ces produits n’ouvrent pas ce droit (article L221-28 3° ${LAW}) : ${excluded.map(named).join(' ; ')}.`);
  }
  return out;
}

/**
 * The model form of R221-1's annex, addressed to the seller (its name, address and, where it is known, e-mail): the
 * order's PDF and mail give it, and the CGV's article 8 before the contract (L221-5 2°).
 */
export function withdrawalForm(seller: { name: string; address: readonly string[]; email?: string }): string[] {
  return [
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l’attention de ${[seller.name, ...seller.address, ...(seller.email ? [seller.email] : [])].join(', ')} :`,
    'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
    'Commandé le (*)/reçu le (*) :',
    'Nom du (des) consommateur(s) :',
    'Adresse du (des) consommateur(s) :',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
    'Date :',
    '(*) Rayez la mention inutile.',
  ];
}
