/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { Order } from '@trefima/domain/contract';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * An order waiting for its card payment, followed by the private buyer who placed it (signed in against the real
 * reference API: the link waits for the session to say who reads, payments' order-payment-link.tsx).
 */
let api: TestApi;
beforeAll(async () => {
  api = await browserApi();
  const { login } = await import('../../account/session-actions');
  await login({ login: PRIVATE.email, password: PRIVATE.password });
});
afterAll(() => api.close());

const order = (number: string, status: Order['status']) =>
  ({ number, status, pickup: true, history: [{ status, at: '2026-11-20T14:00:00Z', message: null }] }) as unknown as Order;

it('links an order waiting for its card payment to the page that takes it, and no other order', async () => {
  const { OrderProgress } = await import('./order-progress');
  const { unmount } = render(<OrderProgress order={order('CMD-2026-000042', 'en_attente_paiement')} />);
  const link = await screen.findByRole('link', { name: 'Payer par carte la commande CMD-2026-000042' });
  expect([link.textContent, link.getAttribute('href')]).toEqual(['Payer par carte', '/commande/paiement?commande=CMD-2026-000042']);
  unmount();

  render(<OrderProgress order={order('CMD-2026-000043', 'confirmee')} />);
  expect(screen.queryByRole('link')).toBeNull();
});
