/**
 * The money state of an order paid by card online (domain/payments): a short
 * name for lists and the office's messages, a sentence for the confirmation
 * page, `/mes-commandes` and the mails, and the stock's reservation.
 */
export const payments: Record<string, string> = {
  'payment.state.en_attente_paiement': 'En attente de paiement',
  'payment.state.payee': 'Payée',
  'payment.state.echouee': 'Paiement refusé',
  'payment.state.expiree': 'Délai de paiement dépassé',
  'payment.state.annulee': 'Paiement annulé',
  'payment.state.remboursee': 'Remboursée',

  'payment.message.en_attente_paiement': 'En attente de la confirmation de votre banque…',
  'payment.message.payee': 'Payée',
  'payment.message.echouee': 'Paiement refusé par votre banque : aucun montant n’a été débité.',
  'payment.message.expiree': 'Délai de paiement dépassé : la commande est annulée',
  'payment.message.annulee': 'Paiement annulé : la commande est annulée',
  'payment.message.remboursee': 'Remboursée',

  'payment.reservedUntil': 'Réservé jusqu’à {time}',
};
