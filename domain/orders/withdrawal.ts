/**
 * A consumer's right of withdrawal, as his order's confirmation states it on a durable medium (Code de la
 * consommation L221-13, with L221-5 2°): 14 days from receiving the goods (L221-18), how to use it, and the model form
 * of R221-1's annex. Goods made to his specifications give no such right (L221-28 3°): the steel of a bar schedule,
 * cut and bent to his plan, a sheet cut to his length, a product made to his order (façonnage, cutting, cassettes to
 * his façade's layout). The words agree with the CGV's article 8 (backend/src/seed/data/pages.ts).
 */

export interface WithdrawalLine {
  element_id: number;
  name: string;
  /** metres: a sheet cut to the buyer's length */
  length: number | null;
  /** the bar schedule whose steel the line is */
  schedule: unknown;
}

/** Whether the line is made to the buyer's specifications; `madeToOrder`: the products made once ordered (their making time). */
export const madeToSpecification = (l: WithdrawalLine, madeToOrder: ReadonlySet<number>) =>
  l.schedule != null || l.length !== null || madeToOrder.has(l.element_id);

/** Whether the model form goes with the confirmation: some of its goods may be sent back. */
export const withdrawalOpen = (lines: readonly WithdrawalLine[], madeToOrder: ReadonlySet<number>) => lines.some((l) => !madeToSpecification(l, madeToOrder));

/**
 * The paragraphs of the information, in French; `sellerEmail`: where to send the withdrawal; `at`: where they are read,
 * the order's PDF, whose form is below them, or the mail, which carries that PDF.
 */
export function withdrawalText(lines: readonly WithdrawalLine[], madeToOrder: ReadonlySet<number>, sellerEmail: string, at: 'pdf' | 'mail'): string[] {
  const excluded = lines.filter((l) => madeToSpecification(l, madeToOrder));
  if (excluded.length === lines.length) {
    return [
      'Les produits de cette commande sont confectionnés selon vos spécifications : le droit de rétractation ne s’applique pas à eux (article L221-28 3° du Code de la consommation).',
    ];
  }
  const out = [
    'Vous disposez d’un délai de 14 jours à compter de la réception des produits pour exercer votre droit de rétractation, sans avoir à motiver votre décision (articles L221-18 et suivants du Code de la consommation).',
    `Pour l’exercer, adressez-nous avant la fin de ce délai le formulaire de rétractation ${at === 'pdf' ? 'ci-dessous' : 'qui figure au PDF de votre commande (joint à ce message et dans votre espace client)'}, ou toute autre déclaration dénuée d’ambiguïté, à ${sellerEmail}.`,
    'Les produits nous sont retournés complets, non utilisés et en bon état dans les 14 jours qui suivent votre rétractation, les frais de retour à votre charge. Nous vous remboursons toutes les sommes versées, livraison standard comprise, dans les 14 jours suivant votre rétractation ; ce remboursement peut être différé jusqu’à la récupération des produits.',
  ];
  if (excluded.length) {
    out.push(
      `Confectionnés selon vos spécifications, ces produits n’ouvrent pas ce droit (article L221-28 3° du Code de la consommation) : ${excluded.map((l) => l.name).join(' ; ')}.`,
    );
  }
  return out;
}

/** The model form of R221-1's annex, addressed to the seller (its name, address and e-mail). */
export function withdrawalForm(seller: { name: string; address: readonly string[]; email: string }): string[] {
  return [
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l’attention de ${seller.name}, ${seller.address.join(', ')}, ${seller.email} :`,
    'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
    'Commandé le (*)/reçu le (*) :',
    'Nom du (des) consommateur(s) :',
    'Adresse du (des) consommateur(s) :',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
    'Date :',
    '(*) Rayez la mention inutile.',
  ];
}
