/** The cart made by accepting a quotation: its banner and its read-only lines; what the cart page says of its changes (issue 43). */
export const cart: Record<string, string> = {
  'cart.view.scheduleLines.one': '{count} ligne de nomenclature',
  'cart.view.scheduleLines.other': '{count} lignes de nomenclature',
  'cart.mass.total': 'Masse totale : {kg} ({t})',
  'cart.mass.totalWithout.one': 'Masse totale : {kg} ({t}), hors {count} article sans masse connue',
  'cart.mass.totalWithout.other': 'Masse totale : {kg} ({t}), hors {count} articles sans masse connue',
  'cart.actions.removedMeanwhile': '{name} n’est plus dans votre panier : il a été retiré entre-temps, depuis un autre onglet ou appareil.',
  'cart.quotationCart.banner': 'Ce panier reprend le devis {number} accepté : ses lignes et ses prix sont ceux de la proposition.',
  'cart.quotationCart.back': 'Revenir à mon panier',
  'cart.quotationCart.backing': 'Retour à votre panier…',
  'cart.quotationCart.quantity': 'Quantité : {quantity}',
};
