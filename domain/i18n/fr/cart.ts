/** The cart made by accepting a quotation: its banner and its read-only lines; what the cart page says of its changes (issue 43). */
export const cart: Record<string, string> = {
  'cart.view.scheduleLines.one': '{count} ligne de nomenclature',
  'cart.view.scheduleLines.other': '{count} lignes de nomenclature',
  'cart.mass.total': 'Masse totale : {kg} ({t})',
  'cart.mass.totalWithout.one': 'Masse totale : {kg} ({t}), hors {count} article sans masse connue',
  'cart.mass.totalWithout.other': 'Masse totale : {kg} ({t}), hors {count} articles sans masse connue',
  'cart.territory.title': 'Votre panier aux prix de {to}',
  'cart.territory.lead': 'Vous êtes passé de {from} à {to} : les prix et la TVA de votre panier sont maintenant ceux de {to}.',
  'cart.territory.ht': 'Total HT',
  'cart.territory.vat': 'TVA',
  'cart.territory.ttc': 'Total TTC',
  'cart.territory.noVat': 'TVA non applicable',
  'cart.territory.dismiss': 'J’ai compris',
  'cart.territory.announce': 'Territoire {to} : votre panier passe de {before} TTC à {after} TTC ({vat}).',
  // the territory dialog (features/territory), before the choice
  'territory.dialog.cartNote.one': 'Les prix et la TVA de votre panier ({count} article) suivront le territoire choisi.',
  'territory.dialog.cartNote.other': 'Les prix et la TVA de votre panier ({count} articles) suivront le territoire choisi.',
  'cart.actions.removedMeanwhile': '{name} n’est plus dans votre panier : il a été retiré entre-temps, depuis un autre onglet ou appareil.',
  'cart.actions.closedMeanwhile':
    '{name} n’a pas été modifié : ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil. Voici votre panier en cours.',
  'cart.quotationCart.banner': 'Ce panier reprend le devis {number} accepté : ses lignes et ses prix sont ceux de la proposition.',
  'cart.quotationCart.back': 'Revenir à mon panier',
  'cart.quotationCart.backing': 'Retour à votre panier…',
  'cart.quotationCart.quantity': 'Quantité : {quantity}',
};
