/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bill } from '../roof';
import { BillActions } from './bill-actions';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The roof's bill to the cart on a building site's network: the cart's code loads on the first press, and may not
 * come. The buyer reads in French that the shop could not be reached, not webpack's « Loading chunk … failed »,
 * and may press again.
 */
jest.mock('../../cart/api/actions', () => {
  throw Object.assign(new Error('Loading chunk 412 failed.\n(error: http://localhost:9000/412-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
});

it('says in French that the shop could not be reached when the cart’s code does not come', async () => {
  const lines = [{ productId: 1, kind: 'ridge', label: 'Faîtière', quantity: 6 }];
  const bill = { lines, area: 0, sheets: 0, screws: 0, geometry: {}, warnings: [] } as unknown as Bill;
  const user = userEvent.setup();
  render(<BillActions bill={bill} summary="Toiture" />);
  await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
  expect((screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement).disabled).toBe(false);
});
