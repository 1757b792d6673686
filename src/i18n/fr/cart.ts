/** The cart made by accepting a quotation: its banner and its read-only lines. */
export const cart: Record<string, string> = {
  'cart.quotationCart.banner': 'Ce panier reprend le devis {number} accepté : ses lignes et ses prix sont ceux de la proposition.',
  'cart.quotationCart.back': 'Revenir à mon panier',
  'cart.quotationCart.backing': 'Retour à votre panier…',
  'cart.quotationCart.quantity': 'Quantité : {quantity}',
};
