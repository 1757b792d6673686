/**
 * The cart page and the order pipeline. Only the texts that are shared or
 * take values: these messages ship with every page, so one-off texts stay in
 * the components.
 */
export const checkout = {
  'checkout.steps': 'Étapes de la commande',
  'checkout.step.panier': 'Panier',
  'checkout.step.adresse': 'Mon adresse',
  'checkout.step.recapitulatif': 'Récapitulatif',
  'checkout.step.confirmation': 'Confirmation',
  'checkout.step.position': 'Étape {index} sur {count} :',
  'checkout.back': 'Retour au Panier',
  'cart.title': 'Mon panier',
  'cart.empty': 'Votre panier est vide.',
  'cart.freeShipping.remaining': 'Plus que {amount} HT d’achats et « {carrier} » est sans frais',
  'cart.freeShipping.reached': '« {carrier} » est sans frais pour cette commande',
  'cart.quantity.label': 'Quantité de {name}',
  'cart.quantity.decrease': 'Diminuer la quantité de {name}',
  'cart.quantity.increase': 'Augmenter la quantité de {name}',
  'cart.remove': 'Retirer {name} du panier',
  'cart.totals.ht': 'Total HT',
  'cart.totals.vat': 'TVA ({rate} %)',
  'cart.totals.noVat': 'TVA non applicable, art. 294 du CGI',
  'cart.totals.ttc': 'Total TTC',
  'cart.order': 'Commander',
  'cart.quotation': 'Demander un devis',
  'cart.quotation.sent': 'Votre demande de devis n°{number} a bien été envoyée.',
  'order.confirmed': 'Votre commande n°{number} est confirmée.',
};
