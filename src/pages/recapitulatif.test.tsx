/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { CartResponse, Customer, Order } from '@trefima/domain/contract';
import { focusContentAfterNavigation } from '../components/layout/route-focus';
import type { OrderLayout } from '../features/checkout';
import ConfirmationPage from './confirmation-commande';
import RecapPage from './recapitulatif';
import { orderPaidBy } from '../test-support/placed-order';

// the client faked (a page never imports it: eslint.layers.mjs): the confirmation asks for the payment methods
jest.mock('../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../shop-client/browser');
jest.mock('gatsby', () =>
  jest
    .requireActual('../test-support/gatsby-mock')
    .gatsbyMock({ layout: { plans: [], recaptchaSiteKey: null, company: { name: 'Trefima', street: '1 rue', zipcode: '97232', city: 'Le Lamentin' } } }),
);
// the checkout's frame without its session and cart, and the recap's step reduced to its « Valider la commande »,
// which the API answers with the order: the recap's choices are the checkout's own tests'
jest.mock('../features/checkout', () => {
  const checkout = jest.requireActual<typeof import('../features/checkout')>('../features/checkout');
  return {
    OrderConfirmation: checkout.OrderConfirmation,
    usePlacedOrder: checkout.usePlacedOrder,
    useResetCheckout: checkout.useResetCheckout,
    useSetPlacedOrder: checkout.useSetPlacedOrder,
    OrderLayout: ({ children }: Pick<Parameters<typeof OrderLayout>[0], 'children'>) => (
      <>{children({ customer: { email: 'jules@exemple.fr' } as Customer, cart: { cart: { list: [] } } as unknown as CartResponse, cartUpdating: false })}</>
    ),
    RecapStep: ({ onPlaced }: { onPlaced: (order: Order) => void }) => (
      <button type="button" onClick={() => onPlaced(order)}>
        Valider la commande
      </button>
    ),
  };
});

/**
 * Once the order is placed, the focus is on « Votre commande n°… est
 * confirmée », whatever the page's timing: the route update's own focus (to
 * the content, after a frame and a task: route-focus.ts) came after the
 * confirmation had taken it, in 2 runs of 6, and a screen reader started from
 * the top of the content.
 */
const payment = { id: 1, code: 'virement', label: 'Virement bancaire', description: '', professional_only: false };
const order = orderPaidBy(payment);

beforeEach(() => {
  shop.mockImplementation(async (ep: { name: string }) => {
    if (ep.name === 'payments') return [payment];
    throw new Error(`appel inattendu : ${ep.name}`);
  });
});

/** A page as the layout shows it, inside the content the route update focuses. */
const inContent = (page: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <main id="contenu" tabIndex={-1}>
        {page}
      </main>
    </SWRConfig>,
  );

it('leaves the focus on the order’s confirmation after the route update’s own has run', async () => {
  inContent(<RecapPage {...({} as Parameters<typeof RecapPage>[0])} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Valider la commande' }));
  expect(navigate).toHaveBeenLastCalledWith('/confirmation-commande');
  cleanup();

  // the new page shows the order and focuses it; then comes gatsby-browser.tsx's onRouteUpdate, and its frame and task
  inContent(<ConfirmationPage {...({} as Parameters<typeof ConfirmationPage>[0])} />);
  const confirmed = await screen.findByRole('heading', { name: 'Votre commande n°CMD-2026-000005 est confirmée.' });
  expect(document.activeElement).toBe(confirmed.parentElement);
  focusContentAfterNavigation('/confirmation-commande');
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(document.activeElement).toBe(confirmed.parentElement);
});
