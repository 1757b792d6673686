/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import { DEMO_COMPANY } from '../../../../backend/src/seed/site-data';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * « Commander à nouveau » puts an order's lines in a cart: the company's accountant, whose role may not prepare one
 * (the API answers her 403), is told so in its place rather than offered a button that fails.
 */
let api: TestApi;
const accountant = DEMO_COMPANY.people.find((p) => p.role === 'comptable')!;

beforeAll(async () => {
  api = await browserApi();
  const { login } = await import('../../account/session-actions');
  await login({ login: accountant.email, password: accountant.password });
});
afterAll(() => api.close());

it('tells the accountant her role prepares no cart, with no button to press', async () => {
  const { OrderAgain } = await import('./order-again');
  render(<OrderAgain id={1} number="CMD-2026-000001" />);
  expect(
    await screen.findByText('Votre rôle (comptable) ne permet pas de préparer un panier : adressez-vous à un administrateur de votre entreprise.'),
  ).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
