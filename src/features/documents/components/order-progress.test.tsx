/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import type { Order, OrderEvent } from '@trefima/domain/contract';
import { OrderProgress } from './order-progress';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** An order's steps as the buyer follows them: dates and words of the reached ones, the current one marked, a depot's own last steps. */
const event = (status: OrderEvent['status'], at: string, message: string | null = null): OrderEvent => ({ status, at, message });
const order = (o: Partial<Order> & Pick<Order, 'status' | 'pickup' | 'history'>) => o as Order;
const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => [li.textContent, li.getAttribute('aria-current')]);

it('dates each reached step, marks the current one and gives the office’s word', () => {
  render(
    <OrderProgress
      order={order({
        status: 'expediee',
        pickup: false,
        history: [
          event('confirmee', '2026-11-20T14:00:00Z'),
          event('en_preparation', '2026-11-23T12:00:00Z'),
          event('expediee', '2026-11-24T15:00:00Z', 'Colis GX-1234'),
        ],
      })}
    />,
  );
  expect(steps()).toEqual([
    ['Reçue — 20/11/2026', null],
    ['En préparation — 23/11/2026', null],
    ['Expédiée — 24/11/2026Colis GX-1234', 'step'],
    ['Livrée (à venir)', null],
  ]);
});

it('ends at the depot for an order taken away, and says a cancelled order is', () => {
  const { unmount } = render(
    <OrderProgress order={order({ status: 'prete_retrait', pickup: true, history: [event('prete_retrait', '2026-11-24T15:00:00Z', 'Dépôt du Lamentin')] })} />,
  );
  expect(steps().map(([text]) => text)).toEqual(['Reçue', 'En préparation', 'Prête au retrait — 24/11/2026Dépôt du Lamentin', 'Retirée (à venir)']);
  unmount();

  render(
    <OrderProgress
      order={order({
        status: 'annulee',
        pickup: false,
        history: [event('confirmee', '2026-11-20T14:00:00Z'), event('annulee', '2026-11-21T14:00:00Z', 'Demande du client')],
      })}
    />,
  );
  expect(screen.getByText('Commande annulée').parentElement?.textContent).toBe('Commande annulée — 21/11/2026Demande du client');
  expect(steps().every(([, current]) => current === null)).toBe(true);
  expect(steps()[0]![0]).toBe('Reçue — 20/11/2026');
});

it('says where an order’s card payment online stands, and nothing of it for an order paid otherwise', () => {
  const paid = { state: 'payee' as const, label: 'Payée' };
  const { unmount } = render(
    <OrderProgress order={order({ status: 'confirmee', pickup: true, history: [event('confirmee', '2026-11-20T14:00:00Z')], card_payment: paid })} />,
  );
  expect(screen.getByText('Paiement par carte en ligne : Payée')).toBeTruthy();
  unmount();

  render(<OrderProgress order={order({ status: 'confirmee', pickup: true, history: [event('confirmee', '2026-11-20T14:00:00Z')] })} />);
  expect(screen.queryByText(/Paiement par carte en ligne/)).toBeNull();
});
