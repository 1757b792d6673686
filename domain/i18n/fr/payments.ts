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
  'payment.state.refundFailed': 'Remboursement échoué',

  'payment.message.en_attente_paiement': 'En attente de la confirmation de votre banque…',
  'payment.message.payee': 'Payée',
  'payment.message.echouee': 'Paiement refusé par votre banque : aucun montant n’a été débité.',
  'payment.message.expiree': 'Délai de paiement dépassé : la commande est annulée',
  'payment.message.annulee': 'Paiement annulé : la commande est annulée',
  'payment.message.remboursee': 'Remboursée',
  'payment.message.refundFailed': 'Le remboursement sur votre carte a échoué : notre service commercial vous contacte pour vous rembourser autrement.',
  'payment.message.refundedOtherwise': 'Le remboursement sur votre carte n’a pas abouti : nous vous avons remboursé {method} le {date}.',

  'payment.reservedUntil': 'Réservé jusqu’à {time}',
  'documents.progress.cardPayment': 'Paiement par carte en ligne : {state}',

  // following a card payment: /commande/paiement (an order) and /mes-factures?facture= (an invoice)
  'payment.follow.loading': 'Lecture de l’état du paiement…',
  'payment.follow.loadFailed': 'L’état du paiement n’a pas pu être lu.',
  'payment.follow.amount': 'Montant : {amount} TTC',
  'payment.follow.stockHeld': 'Stock réservé jusqu’à {time}, {zone}',
  'payment.follow.zone.mtq': 'heure de la Martinique',
  'payment.follow.zone.gpe': 'heure de la Guadeloupe',
  'payment.follow.zone.guf': 'heure de la Guyane',
  'payment.follow.abandoned': 'Le paiement n’a pas été effectué : aucun montant n’a été débité.',
  'payment.follow.notPaidYet': 'Vous n’avez pas encore saisi votre carte ?',
  'payment.follow.pay': 'Payer par carte',
  'payment.follow.resume': 'Reprendre le paiement',
  'payment.follow.retry': 'Réessayer',
  'payment.follow.leaving': 'Ouverture de la page de paiement sécurisé…',
  'payment.follow.noPage': 'La page de paiement n’a pas pu être ouverte : réessayez dans quelques instants.',
  'payment.follow.paidOrder': 'Merci : votre commande {number} est confirmée.',
  'payment.follow.paidInvoice': 'Merci : la facture {number} est réglée.',
  'payment.follow.refunded': 'Le montant a été remboursé sur votre carte ; l’avoir est dans « Mes factures ».',
  'payment.follow.invoiceExpired': 'Délai de paiement dépassé : la facture reste à régler.',
  'payment.follow.invoiceCancelled': 'Paiement annulé : la facture reste à régler.',
  'payment.follow.invoiceSettled':
    'Ce paiement par carte est clos : le règlement de la facture {number} nous est parvenu par un autre moyen, elle est acquittée. Il n’y a plus rien à payer.',
  'payment.follow.invoicePartlySettled':
    'Ce paiement par carte est clos : un règlement de la facture nous est parvenu entre-temps. Il en reste {left} à payer.',
  'payment.follow.catalogue': 'Voir le catalogue',
  'payment.follow.cart': 'Voir mon panier',
  'payment.follow.quotation': 'Commander de nouveau le devis {number}',
  'payment.follow.quotationKept': 'Les prix de votre devis {number} restent acquis : commandez-le de nouveau depuis le devis.',
  'payment.follow.notYoursOrder': 'Le paiement de cette commande revient à la personne qui l’a passée ou à un acheteur de votre entreprise.',
  'payment.follow.notYoursInvoice': 'Le règlement des factures revient à un administrateur ou au comptable de votre entreprise.',
  'payment.follow.invoiceTitle': 'Paiement de la facture {number}',

  'payment.giveUp.open': 'Renoncer à cette commande',
  'payment.giveUp.question': 'Renoncer à la commande {number} ? Elle sera annulée et ses articles remis en vente ; aucun montant n’est débité.',
  'payment.giveUp.confirm': 'Oui, renoncer',
  'payment.giveUp.keep': 'Non, la garder',
  'payment.giveUp.sending': 'Annulation…',
  'payment.giveUp.done': 'Vous avez renoncé à la commande {number} : elle est annulée et ses articles sont remis en vente.',
  'payment.giveUp.again': 'Commander à nouveau avec d’autres choix',
  'payment.page.title': 'Paiement de la commande',
  'payment.page.titleOf': 'Paiement de la commande {number}',
  'payment.page.crumb': 'Paiement',
  'payment.page.noNumber': 'Aucune commande n’est indiquée dans l’adresse de cette page.',
  'payment.page.orders': 'Voir mes commandes',

  // in /mes-factures and /mes-commandes
  'payment.invoice.pay': 'Payer par carte',
  'payment.invoice.underMinimum': 'Carte à partir de {least} : réglez ce reste par virement ou par chèque (coordonnées sur la facture).',
  'payment.invoice.payLabel': 'Payer par carte la facture {number}',
  'payment.order.pay': 'Payer par carte',
  'payment.order.payLabel': 'Payer par carte la commande {number}',

  // the credit notes (avoirs) of /mes-factures: each cancels an invoice, refunded to the card when it was paid online
  'documents.creditNotes.title': 'Avoirs',
  'documents.creditNotes.caption': 'Mes avoirs, du plus récent au plus ancien',
  'documents.creditNotes.empty': 'Aucun avoir.',
  'documents.creditNotes.invoice': 'Facture annulée',
  'documents.creditNotes.refund': 'Remboursement',
  'documents.creditNotes.refundReference': 'Sur votre carte, réf. {reference}',
  'documents.creditNotes.refundFailed': 'Remboursement sur votre carte non abouti (réf. {reference}) : {amount} vous restent dus',
  'documents.creditNotes.noRefund': 'Aucun remboursement par carte',
  'documents.creditNotes.refundedOtherwise': 'Remboursé {method} le {date}, votre carte n’ayant pu l’être',
  'documents.refundMethod.virement': 'par virement',
  'documents.refundMethod.cheque': 'par chèque',
  'documents.refundMethod.especes': 'en espèces',
  'documents.creditNotes.pdf': 'PDF de l’avoir {number}',
};
