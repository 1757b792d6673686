/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { GiveUpOrder } from './give-up-order';
import { PaymentActions } from './payment-actions';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * What a reader of a card payment is offered follows what the API says he may do (domain/payments/who-pays.ts): the
 * company's accountant was offered « Payer par carte » and « Renoncer à cette commande », both refused her by the API;
 * and an order from an accepted quotation, given up, offered the catalogue and an empty cart, at today's prices, where
 * the quotation's prices stay (e2e/company-accountant-reads.spec.ts, e2e/quotation-card-given-up.spec.ts).
 */
const state = (s: Partial<CardPaymentState>): CardPaymentState => ({
  state: 'en_attente_paiement',
  label: '',
  message: '',
  refund_failed: false,
  amount_ttc: 23979,
  reserved_until: '2026-12-06T20:00:00Z',
  time_zone: 'America/Guadeloupe',
  redirect_url: null,
  failure: null,
  invoice_left_ttc: null,
  may_pay: true,
  may_give_up: true,
  quotation: null,
  ...s,
});
const actions = (s: CardPaymentState, kind: 'order' | 'invoice' = 'order') =>
  render(<PaymentActions kind={kind} state={s} abandoned={false} busy={false} pay={() => {}} />);

describe('a card payment, as its reader may act on it', () => {
  it('offers no card to a reader whose role may not pay it, and says whose it is', () => {
    actions(state({ may_pay: false }));
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByText('Le paiement de cette commande revient à la personne qui l’a passée ou à un acheteur de votre entreprise.');
  });

  it('offers no card for an invoice the reader does not settle', () => {
    actions(state({ may_pay: false, state: 'echouee', invoice_left_ttc: 23979 }), 'invoice');
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByText('Le règlement des factures revient à un administrateur ou au comptable de votre entreprise.');
  });

  it('offers no giving up to a colleague of the person who placed the order', () => {
    const { container } = render(<GiveUpOrder number="CMD-2026-000042" state={state({ may_give_up: false })} refresh={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('leads an order given up from a quotation back to the quotation, whose prices stay', () => {
    actions(state({ state: 'annulee', quotation: { id: 5, number: 'DEV-2026-000005' } }));
    screen.getByText('Les prix de votre devis DEV-2026-000005 restent acquis : commandez-le de nouveau depuis le devis.');
    expect(screen.getByRole('link', { name: 'Commander de nouveau le devis DEV-2026-000005' }).getAttribute('href')).toBe('/mes-devis/5');
    expect(screen.queryByRole('link', { name: 'Voir le catalogue' })).toBeNull();
  });
});
