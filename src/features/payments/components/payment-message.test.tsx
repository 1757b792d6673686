/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { PaymentMessage } from './payment-message';

/**
 * A card payment refunded, as its page says it: « Le montant a été remboursé sur votre carte » followed every refund,
 * also the one the bank later refused, right under « Le remboursement sur votre carte a échoué » (a journey saw both,
 * e2e/card-payment.spec.ts). A refund that failed says only what follows.
 */
const refunded = (refund_failed: boolean): CardPaymentState => ({
  state: 'remboursee',
  label: refund_failed ? 'Remboursement échoué' : 'Remboursée',
  message: refund_failed
    ? 'Le remboursement sur votre carte a échoué : notre service commercial vous contacte pour vous rembourser autrement.'
    : 'Paiement remboursé.',
  refund_failed,
  amount_ttc: 12_345,
  reserved_until: '2026-12-06T14:00:00.000Z',
  time_zone: 'America/Martinique',
  redirect_url: null,
  failure: null,
  invoice_left_ttc: null,
  may_pay: false,
  may_give_up: false,
  quotation: null,
});

it('says the amount went back to the card only when its refund did not fail', () => {
  const { unmount } = render(<PaymentMessage kind="order" number="CMD-2026-000005" state={refunded(false)} abandoned={false} />);
  expect(screen.getByText('Le montant a été remboursé sur votre carte ; l’avoir est dans « Mes factures ».')).toBeTruthy();
  unmount();

  render(<PaymentMessage kind="order" number="CMD-2026-000005" state={refunded(true)} abandoned={false} />);
  expect(screen.getByText(/Le remboursement sur votre carte a échoué/)).toBeTruthy();
  expect(screen.queryByText(/Le montant a été remboursé/)).toBeNull();
});
