/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import { DEMO_COMPANY } from '../../../../backend/src/seed/site-data';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /commande-rapide for the demo company's accountant, against the real
 * reference API: every call of the tool (the lines checked, a file read,
 * the lines put in the cart) prepares a cart, which her role may not do
 * (backend/src/companies/guarded-calls.ts). She is told why, in the role's
 * refusal, rather than offered a form refused once filled.
 */
let api: TestApi;
let QuickOrderTool: typeof import('./quick-order-tool').QuickOrderTool;
const accountant = DEMO_COMPANY.people.find((p) => p.role === 'comptable')!;

beforeAll(async () => {
  api = await browserApi();
  const { login } = await import('../../account/session-actions');
  await login({ login: accountant.email, password: accountant.password });
  ({ QuickOrderTool } = await import('./quick-order-tool'));
});
afterAll(() => api.close());
beforeEach(() => sessionStorage.clear());

describe('QuickOrderTool, for a role that may not prepare a cart', () => {
  it('says why once, and offers neither the lines’ check, nor a file, nor the cart', async () => {
    render(<QuickOrderTool />);
    const why = 'Votre rôle (comptable) ne permet pas de préparer un panier : adressez-vous à un administrateur de votre entreprise.';
    expect(await screen.findAllByText(why)).toHaveLength(1);
    for (const name of ['Tout ajouter au panier', 'Vérifier les lignes', 'Lire les lignes']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Ou importez un fichier (CSV ou Excel .xlsx)')).toBeNull();
  });
});
