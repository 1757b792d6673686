import { CARD_ONLINE } from '@trefima/domain/payments/contract';

/**
 * What the confirmation page tells the buyer to do to pay: its own texts, loaded with it only.
 */

/** Who a cheque is made out and sent to: the seller, as GET /setting gives it (`company`). */
export interface Payee {
  name: string;
  street: string;
  zipcode: string;
  city: string;
}

/** What to do to pay, once the order is placed, by payment method code. */
export function paymentInstructions(code: string | null, amountTtc: string, number: string, payee: Payee): string[] {
  switch (code) {
    case 'virement':
      // the account itself is shown beside these lines, from the order's payment_instructions
      return [
        `Merci de virer ${amountTtc} TTC sur le compte ci-dessous, en indiquant la référence ${number}.`,
        'Votre commande est préparée dès réception du virement.',
      ];
    case 'cheque':
      return [
        `Merci de régler ${amountTtc} par chèque à l’ordre de ${payee.name}, en indiquant la référence ${number} au dos.`,
        `Envoyez-le à ${payee.name}, ${payee.street}, ${payee.zipcode} ${payee.city}, ou remettez-le au retrait.`,
      ];
    case CARD_ONLINE:
      // an order by card online reaches the confirmation only once paid: one still waiting goes to its payment page
      return [`Vous avez réglé ${amountTtc} par carte bancaire en ligne.`];
    case 'carte-retrait':
      return [`Vous réglerez ${amountTtc} par carte bancaire, sur terminal, au retrait ou à la livraison.`];
    case 'compte-client':
      // the terms are the account's (30 or 45 days end of month, or on receipt): the invoice gives its due date
      return [
        `Le montant de ${amountTtc} TTC sera porté à votre compte client ; la facture en donnera l’échéance, selon les conditions de paiement de votre compte.`,
      ];
    default:
      return [`Montant à régler : ${amountTtc}. Nous vous contactons pour le règlement.`];
  }
}
