/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { signInAsCompanyPerson } from '../../../test-support/company-person';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * « Commander à nouveau » puts an order's lines in a cart: the company's accountant, whose role may not prepare one
 * (the API answers her 403), is told so in its place rather than offered a button that fails.
 */
let api: TestApi;

beforeAll(async () => {
  api = await browserApi();
  await signInAsCompanyPerson(api, 'comptable');
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
